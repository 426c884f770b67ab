import type { CustomerSession } from '@drawline/contracts';
import { fieldErrors, formMessages, loginFormSchema } from '@drawline/contracts';
import { type AppLoadContext, data, redirect } from 'react-router';
import { ApiError } from '../../lib/api';
import { apiSession } from '../../lib/api-session.server';
import { expiredCookie } from '../../lib/cookies';
import { FORCE_PASSWORD_CHANGE_PATH, getCustomer } from '../../lib/customer.server';
import { formErrorsOf, hasErrors, raw, text } from '../../lib/form-errors';
import { type LoginNotice, loginNotices, REDIRECT_PARAM, safeRedirect } from '../../lib/redirect';
import { adoptAnonymousCart } from '../cart/index.server';
import { RESEND_FIELD, type TwoFactorPrompt } from '../two-factor';
import { promptFromForm, twoFactorAnswer } from '../two-factor/index.server';
import type { LoginActionData } from './sign-in';

/** The code step's challenge of a provider's sign-in (the platform's social_two_factor cookie). */
const SOCIAL_TWO_FACTOR_COOKIE = 'social_two_factor';

export interface LoginLoaderData {
  redirectTo: string;
  notice: LoginNotice | null;
}

/** Where a signed-in visitor goes from the login page: the redirect asked for, else the default. */
export async function loginLoader(
  request: Request,
  context: AppLoadContext,
  defaultTarget: string,
): Promise<LoginLoaderData> {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get(REDIRECT_PARAM), defaultTarget);
  if (await getCustomer(request, context)) {
    throw redirect(redirectTo, { headers: apiSession(request, context).headers() });
  }
  const notice = url.searchParams.get('notice');
  return {
    redirectTo,
    notice: (loginNotices as readonly string[]).includes(notice ?? '') ? (notice as LoginNotice) : null,
  };
}

/**
 * POST /login, then the code step when two-factor is on (3-account.md §4). The code step sends
 * the signed sign-in challenge of the first answer with the code, never the password again, so no
 * page holds it (docs/decisions/088). Success goes to the redirect target, or to the
 * force-password page when the customer is flagged.
 */
export async function loginAction(request: Request, context: AppLoadContext, defaultTarget: string) {
  const form = await request.formData();
  const session = apiSession(request, context);
  const redirectTo = safeRedirect(form.get(REDIRECT_PARAM), defaultTarget);
  const prompt = promptFromForm(form);

  if (form.has(RESEND_FIELD)) {
    if (!prompt?.twoFactorToken) return data<LoginActionData>({ errors: { general: formMessages.required } });
    try {
      await session.platform.sendSignInCode(prompt.twoFactorToken);
      return data<LoginActionData>({ twoFactor: { prompt, state: { resent: true } } });
    } catch (error) {
      const answer = twoFactorAnswer(error, form);
      return data<LoginActionData>({ twoFactor: answer ?? { prompt, state: {} } });
    }
  }

  if (prompt?.twoFactorToken) return codeStep(request, context, form, prompt, redirectTo);

  const email = text(form, 'email');
  const password = raw(form, 'password');
  const errors = fieldErrors(loginFormSchema, { email, password });
  if (hasErrors(errors)) return data<LoginActionData>({ errors, email }, { status: 400 });

  try {
    const customerSession = session.keepCookies(await session.platform.login({ email, password }));
    throw await signedIn(request, context, customerSession, redirectTo);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const twoFactor = twoFactorAnswer(error, form);
    if (twoFactor) return data<LoginActionData>({ twoFactor });
    if (error.status >= 500) throw error;
    return data<LoginActionData>({ errors: formErrorsOf(error), email }, { status: error.status });
  }
}

/** The code step: the sign-in challenge and the code, exchanged for the session. */
async function codeStep(
  request: Request,
  context: AppLoadContext,
  form: FormData,
  prompt: TwoFactorPrompt,
  redirectTo: string,
) {
  const session = apiSession(request, context);
  const otp = text(form, 'otp');
  // A code was asked for but none given: say so on the code form.
  if (!otp) return data<LoginActionData>({ twoFactor: { prompt, state: { error: 'required' } } });
  try {
    const customerSession = session.keepCookies(
      await session.platform.login({
        twoFactorToken: prompt.twoFactorToken,
        otp,
        rememberDevice: form.get('rememberDevice') === 'true',
      }),
    );
    throw await signedIn(request, context, customerSession, redirectTo);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const twoFactor = twoFactorAnswer(error, form);
    if (twoFactor) return data<LoginActionData>({ twoFactor });
    if (error.status >= 500) throw error;
    // The challenge ran out (or the password changed): start again from the password.
    return data<LoginActionData>({ errors: formErrorsOf(error) }, { status: error.status });
  }
}

/** Signed in: the visitor's anonymous cart becomes the customer's (2-shopping.md §4), then on to the target. */
async function signedIn(request: Request, context: AppLoadContext, result: CustomerSession, redirectTo: string) {
  const session = apiSession(request, context);
  // A provider's sign-in that stopped at the code step is done: its challenge cookie goes (decision 403).
  if (session.cookie(SOCIAL_TWO_FACTOR_COOKIE)) session.setCookie(expiredCookie(SOCIAL_TWO_FACTOR_COOKIE));
  await adoptAnonymousCart(request, context);
  return redirect(result.forcePasswordChange ? FORCE_PASSWORD_CHANGE_PATH : redirectTo, {
    headers: apiSession(request, context).headers(),
  });
}
