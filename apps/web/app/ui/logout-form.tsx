import { Form } from 'react-router';
import { Button, type ButtonVariant } from './button';

export const LOGOUT_PATH = '/logout';

/**
 * Logging out is a form post (docs/decisions/084): it works without scripts, and no link or image
 * on another site can sign a customer out. Shown as a button, or as a link in a list of links.
 */
export function LogoutForm({ look = 'primary' }: { look?: ButtonVariant | 'link' }) {
  return (
    <Form method="post" action={LOGOUT_PATH} className="logout-form">
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
