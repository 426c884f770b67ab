import type { CustomerSession } from '@drawline/contracts';
import { fieldErrors, formMessages, loginFormSchema } from '@drawline/contracts';
import { type AppLoadContext, data, redirect } from 'react-router';
import { ApiError } from '../../lib/api';
import { apiSession } from '../../lib/api-session.server';
import { formErrorsOf, hasErrors, raw, text } from '../../lib/form-errors';
import { type LoginNotice, loginNotices, REDIRECT_PARAM, safeRedirect } from '../../lib/redirect';
import { RESEND_FIELD } from '../two-factor';
import { promptFromForm, twoFactorAnswer } from '../two-factor/index.server';
import type { LoginActionData } from './sign-in';
import { FORCE_PASSWORD_CHANGE_PATH, getCustomer } from './sign-in.server';

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
 * POST /login, and again with the code when two-factor is on (3-account.md §4). Success goes to
 * the redirect target, or to the force-password page when the customer is flagged.
 */
export async function loginAction(request: Request, context: AppLoadContext, defaultTarget: string) {
  const form = await request.formData();
  const session = apiSession(request, context);
  const email = text(form, 'email');
  const password = raw(form, 'password');
  const redirectTo = safeRedirect(form.get(REDIRECT_PARAM), defaultTarget);
  // A browser without scripts can only send the password with the code if the page holds it.
  const echo = form.get('js') === '1' ? {} : { password };

  if (form.has(RESEND_FIELD)) {
    const prompt = promptFromForm(form);
    if (!prompt) return data<LoginActionData>({ errors: { general: formMessages.required }, email });
    try {
      await session.api('/customer/two-factor-auth/send-code', {
        method: 'POST',
        body: { twoFactorToken: prompt.twoFactorToken },
        noRefresh: true,
      });
      return data<LoginActionData>({ email, ...echo, twoFactor: { prompt, state: { resent: true } } });
    } catch (error) {
      const answer = twoFactorAnswer(error, form);
      return data<LoginActionData>({ email, ...echo, twoFactor: answer ?? { prompt, state: {} } });
    }
  }

  const errors = fieldErrors(loginFormSchema, { email, password });
  if (hasErrors(errors)) return data<LoginActionData>({ errors, email }, { status: 400 });

  const otp = text(form, 'otp');
  try {
    const answer = await session.api<CustomerSession>('/login', {
      method: 'POST',
      body: {
        email,
        password,
        ...(otp ? { otp, rememberDevice: form.get('rememberDevice') === 'true' } : {}),
      },
    });
    const target = answer.result?.forcePasswordChange ? FORCE_PASSWORD_CHANGE_PATH : redirectTo;
    throw redirect(target, { headers: session.headers() });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const twoFactor = twoFactorAnswer(error, form);
    if (twoFactor) {
      // A code was asked for but none given: say so on the code form.
      if (form.has('otp') && !otp && !twoFactor.state.error) twoFactor.state.error = 'required';
      return data<LoginActionData>({ email, ...echo, twoFactor });
    }
    if (error.status >= 500) throw error;
    return data<LoginActionData>({ errors: formErrorsOf(error), email }, { status: error.status });
  }
}
