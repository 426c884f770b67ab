import { Form } from 'react-router';
import { Button, type ButtonVariant } from './button';

export const LOGOUT_PATH = '/logout';

/**
 * Logging out is a form post (docs/decisions/084): it works without scripts, and no link or image
 * on another site can sign a customer out. Shown as a button, or as a link in a list of links.
 */
export function LogoutForm({
  look = 'primary',
  redirectTo,
}: {
  look?: ButtonVariant | 'link';
  /** Where to land after signing out, instead of the landing page (1-platform.md §4); `false` stays. */
  redirectTo?: string | undefined;
}) {
  return (
    <Form method="post" action={LOGOUT_PATH} className="logout-form">
      {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
      {look === 'link' ? (
        <button type="submit" className="link-button">
          Log out
        </button>
      ) : (
        <Button type="submit" variant={look} block>
          Log out
        </Button>
      )}
    </Form>
  );
}
