import type { SocialErrorCode } from '@drawline/contracts';
import { Form, Link, useNavigation } from 'react-router';
import { useCapabilities } from '../../lib/capabilities';
import type { FormErrors } from '../../lib/form-errors';
import { type LoginNotice, REDIRECT_PARAM } from '../../lib/redirect';
import { Button } from '../../ui/button';
import { CheckboxField, FormError, TextField } from '../../ui/field';
import { SocialButtons, SocialErrorNotice } from '../social-sign-in';
import { TwoFactorForm, type TwoFactorPrompt, type TwoFactorState } from '../two-factor';
import { loginNoticeTexts } from './notice-texts';

/** What the login action answers when it does not redirect. */
export interface LoginActionData {
  errors?: FormErrors;
  email?: string;
  /** The code step; its prompt carries the signed sign-in challenge, never the password. */
  twoFactor?: { prompt: TwoFactorPrompt; state: TwoFactorState };
}

export { loginNoticeTexts };

/** The notice as text for a browser without scripts (with scripts, <SignInNotice> shows it as a toast). */
export function LoginNoticeFallback({ notice }: { notice: LoginNotice | null }) {
  if (!notice) return null;
  const text = loginNoticeTexts[notice];
  return (
    <noscript>
      <div className={`notice notice--${text.icon === 'error' ? 'error' : 'success'}`}>
        <strong>{text.title}</strong> {text.message}
      </div>
    </noscript>
  );
}

/**
 * The login form and, when the account has two-factor on, the code step (3-account.md §4 login
 * flow). The code step sends the sign-in challenge of the first answer with the code: the
 * password is not kept anywhere after the first step (docs/decisions/088).
 */
export function SignInPanel({
  redirectTo,
  notice,
  actionData,
  registerPath,
  social,
}: {
  redirectTo: string;
  notice: LoginNotice | null;
  actionData: LoginActionData | undefined;
  /** The signup page, when registration is open. */
  registerPath: string | null;
  /**
   * A provider's sign-in that came back here (decision 403): why it failed, or the code step of a
   * customer with two-factor on (its challenge read from the social_two_factor cookie).
   */
  social?: { error: SocialErrorCode | null; twoFactor: TwoFactorPrompt | null };
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const errors = actionData?.errors ?? {};
  // A provider's sign-in stops at the code step until the code is posted (then the action answers).
  const twoFactor =
    actionData?.twoFactor ?? (!actionData && social?.twoFactor ? { prompt: social.twoFactor, state: {} } : undefined);

  if (twoFactor) {
    return (
      <div className="auth-card card">
        <TwoFactorForm
          prompt={twoFactor.prompt}
          state={twoFactor.state}
          busy={busy}
          heading="h1"
          hidden={{ [REDIRECT_PARAM]: redirectTo }}
        >
          <CheckboxField label="Remember this device" name="rememberDevice" value="true" />
        </TwoFactorForm>
      </div>
    );
  }

  return (
    <div className="auth-card card">
      <h1>Login</h1>
      <LoginNoticeFallback notice={notice} />
      <SocialErrorNotice code={social?.error ?? null} />
      <SocialButtons redirectTo={redirectTo} heading="Log in with Apple or Google" />
      <Form method="post" noValidate className="stack">
        <FormError>{errors.general}</FormError>
        <input type="hidden" name={REDIRECT_PARAM} value={redirectTo} />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          defaultValue={actionData?.email}
          error={errors.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          error={errors.password}
        />
        <p>
          <Link to="/forgot-password">Forgot your password?</Link>
        </p>
        <Button type="submit" variant="primary" block loading={busy}>
          Login
        </Button>
      </Form>
      {registerPath ? (
        <p className="auth-switch">
          New here? <Link to={registerPath}>Create an account</Link>
        </p>
      ) : null}
    </div>
  );
}

/** Whether the site takes signups (the registration capability). */
export function useRegistrationOpen(): boolean {
  return useCapabilities().has('registration');
}
