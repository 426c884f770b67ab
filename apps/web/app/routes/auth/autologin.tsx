import { cookieNames } from '@drawline/contracts';
import { useEffect, useRef } from 'react';
import { data, Form, redirect, useNavigation, useSubmit } from 'react-router';
import { adoptAnonymousCart } from '../../features/cart/index.server';
import { RESEND_FIELD, TwoFactorForm, type TwoFactorPrompt, type TwoFactorState } from '../../features/two-factor';
import { promptFromForm, twoFactorAnswer } from '../../features/two-factor/index.server';
import { ApiError } from '../../lib/api';
import { apiSession } from '../../lib/api-session.server';
import { FORCE_PASSWORD_CHANGE_PATH } from '../../lib/customer.server';
import { text } from '../../lib/form-errors';
import { REDIRECT_PARAM, safeRedirect } from '../../lib/redirect';
import { useHydrated } from '../../lib/use-hydrated';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/field';
import '../../features/auth/auth.css';
import type { Route } from './+types/autologin';

interface ActionData {
  twoFactor?: { prompt: TwoFactorPrompt; state: TwoFactorState };
}

const isTransfer = (request: Request) => new URL(request.url).pathname.toLowerCase().startsWith('/login/transfer/');

export function meta() {
  return [{ title: 'Verifying Automatic Login' }];
}

/** Nothing is spent on GET (mail scanners open links): the page posts the token itself. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return {
    token: params.autologinToken,
    redirectTo: safeRedirect(new URL(request.url).searchParams.get(REDIRECT_PARAM), '/'),
  };
}

/**
 * POST /autologin (v3.3) or POST /transfer (form) with the token (3-account.md §4 autologin): a
 * two-factor answer shows the code form; any other failure clears the session and says so.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  const session = apiSession(request, context);
  const token = params.autologinToken;
  const redirectTo = safeRedirect(form.get(REDIRECT_PARAM), '/');

  if (form.has(RESEND_FIELD)) {
    const prompt = promptFromForm(form) ?? { method: 'email' as const, identifier: '' };
    if (prompt.twoFactorToken) await session.platform.sendSignInCode(prompt.twoFactorToken).catch(() => null);
    return data<ActionData>({ twoFactor: { prompt, state: { resent: true } } });
  }

  const otp = text(form, 'otp');
  const body = { token, ...(otp ? { otp, rememberDevice: form.get('rememberDevice') === 'true' } : {}) };
  try {
    const purpose = isTransfer(request) ? 'transfer' : 'autologin';
    const customerSession = session.keepCookies(await session.platform.autologin(body, purpose));
    await adoptAnonymousCart(request, context);
    throw redirect(customerSession.forcePasswordChange ? FORCE_PASSWORD_CHANGE_PATH : redirectTo, {
      headers: session.headers(),
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const twoFactor = twoFactorAnswer(error, form);
    if (twoFactor) {
      if (form.has('otp') && !otp && !twoFactor.state.error) twoFactor.state.error = 'required';
      return data<ActionData>({ twoFactor });
    }
    // Whoever was signed in before must not stay signed in after a failed link.
    await session.platform
      .logout(session.cookie(cookieNames.webRefreshToken))
      .then((signedOut) => session.keepCookies(signedOut))
      .catch(() => null);
    throw redirect('/login?notice=autologin-failed', { headers: session.headers() });
  }
}

export default function AutologinPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const started = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  // With scripts the token is posted at once; without, the visitor presses Continue.
  useEffect(() => {
    if (!hydrated || started.current || actionData) return;
    started.current = true;
    if (formRef.current) submit(formRef.current, { replace: true });
  }, [hydrated, actionData, submit]);

  if (actionData?.twoFactor) {
    return (
      <div className="auth-page">
        <div className="auth-card card">
          <TwoFactorForm
            prompt={actionData.twoFactor.prompt}
            state={actionData.twoFactor.state}
            busy={navigation.state === 'submitting'}
            heading="h1"
            hidden={{ [REDIRECT_PARAM]: loaderData.redirectTo }}
          >
            <CheckboxField label="Remember this device" name="rememberDevice" value="true" />
          </TwoFactorForm>
        </div>
      </div>
    );
  }

  return (
    <div className="auth-page">
      <div className="auth-card card stack" aria-busy={hydrated}>
        <h1>Verifying Automatic Login</h1>
        <Form method="post" ref={formRef} replace>
          <input type="hidden" name={REDIRECT_PARAM} value={loaderData.redirectTo} />
          {hydrated ? (
            <p role="status">
              <span className="spinner" aria-hidden="true" /> Please wait while we sign you in.
            </p>
          ) : (
            <Button type="submit" variant="primary" block>
              Continue
            </Button>
          )}
        </Form>
      </div>
    </div>
  );
}
