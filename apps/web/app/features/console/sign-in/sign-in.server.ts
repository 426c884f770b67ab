import { staffSignInRequestSchema, staffTwoFactorRequestSchema } from '@drawline/contracts';
import { type AppLoadContext, data, redirect } from 'react-router';
import { readCookie } from '../../../lib/cookies';
import {
  clearConsoleCookie,
  consoleCookie,
  refusalOf,
  STAFF_CHALLENGE_COOKIE,
  staffPort,
  staffTokenCookie,
} from '../staff-session.server';

/** Where the sign-in stands: the password step, or the code step (with the key to add on a first sign-in). */
export type SignInStep =
  | { step: 'password'; error?: string }
  | { step: 'code'; error?: string; enrolment: { secret: string; otpauthUri: string } | null };

/** Only a console address is a place to go back to after sign-in. */
const backTo = (request: Request) => {
  const asked = new URL(request.url).searchParams.get('redirect') ?? '';
  return /^\/console(\/|$|\?)/.test(asked) && !asked.startsWith('/console/sign-') ? asked : '/console';
};

export function loadConsoleSignIn(request: Request) {
  return { signedOut: new URL(request.url).searchParams.has('signed-out') };
}

/**
 * Staff sign-in in two steps, both required (docs/decisions/160, 230): the password answers a
 * challenge kept in an HttpOnly cookie, and only the challenge with the authenticator's code
 * opens the staff session.
 */
export async function consoleSignInAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const staff = staffPort(request, context, undefined);
  const secure = context.cookieSecure;
  if (form.get('intent') === 'code') {
    const challengeToken = readCookie(request, STAFF_CHALLENGE_COOKIE);
    if (!challengeToken) return data<SignInStep>({ step: 'password', error: 'The sign-in has expired. Start again.' });
    const parsed = staffTwoFactorRequestSchema.safeParse({ challengeToken, code: form.get('code') });
    if (!parsed.success) return data<SignInStep>({ step: 'code', enrolment: null, error: 'Enter the 6 digit code' });
    try {
      const session = await staff.completeSignIn(parsed.data);
      const headers = new Headers();
      headers.append('set-cookie', staffTokenCookie(session.token, secure));
      headers.append('set-cookie', clearConsoleCookie(STAFF_CHALLENGE_COOKIE, secure));
      return redirect(backTo(request), { headers });
    } catch (error) {
      const { message, status } = refusalOf(error);
      // An expired challenge starts again at the password; a wrong code asks for the code again.
      const step: SignInStep =
        status === 401 && /expired/i.test(message)
          ? { step: 'password', error: message }
          : { step: 'code', enrolment: null, error: message };
      return data(step);
    }
  }
  const parsed = staffSignInRequestSchema.safeParse({ email: form.get('email'), password: form.get('password') });
  if (!parsed.success) return data<SignInStep>({ step: 'password', error: 'Enter your staff email and password.' });
  try {
    const result = await staff.startSignIn(parsed.data);
    return data<SignInStep>(
      { step: 'code', enrolment: result.enrolment },
      {
        headers: {
          'set-cookie': consoleCookie(STAFF_CHALLENGE_COOKIE, result.challengeToken, result.expiresIn, secure),
        },
      },
    );
  } catch (error) {
    return data<SignInStep>({ step: 'password', error: refusalOf(error).message });
  }
}
