import { staffSignInRequestSchema, staffTwoFactorRequestSchema } from '@drawline/contracts';
import { data, Form, redirect, useNavigation } from 'react-router';
import '../features/console/console.css';
import {
  clearConsoleCookie,
  consoleCookie,
  refusalOf,
  STAFF_CHALLENGE_COOKIE,
  staffApi,
  staffTokenCookie,
} from '../features/console/index.server';
import { readCookie } from '../lib/cookies';
import type { Route } from './+types/console-sign-in';

export function meta() {
  return [{ title: 'Sign in | Drawline console' }, { name: 'robots', content: 'noindex' }];
}

/** Only a console address is a place to go back to after sign-in. */
const backTo = (request: Request) => {
  const asked = new URL(request.url).searchParams.get('redirect') ?? '';
  return /^\/console(\/|$|\?)/.test(asked) && !asked.startsWith('/console/sign-') ? asked : '/console';
};

export function loader({ request }: Route.LoaderArgs) {
  return { signedOut: new URL(request.url).searchParams.has('signed-out') };
}

type Step =
  | { step: 'password'; error?: string }
  | { step: 'code'; error?: string; enrolment: { secret: string; otpauthUri: string } | null };

/**
 * Staff sign-in in two steps, both required (docs/decisions/160, 230): the password answers a
 * challenge kept in an HttpOnly cookie, and only the challenge with the authenticator's code
 * opens the staff session.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const call = staffApi(request, context, undefined);
  const secure = context.cookieSecure;
  if (form.get('intent') === 'code') {
    const challengeToken = readCookie(request, STAFF_CHALLENGE_COOKIE);
    if (!challengeToken) return data<Step>({ step: 'password', error: 'The sign-in has expired. Start again.' });
    const parsed = staffTwoFactorRequestSchema.safeParse({ challengeToken, code: form.get('code') });
    if (!parsed.success) return data<Step>({ step: 'code', enrolment: null, error: 'Enter the 6 digit code' });
    try {
      const session = await call<{ token: string }>('/session/two-factor', { method: 'POST', body: parsed.data });
      const headers = new Headers();
      headers.append('set-cookie', staffTokenCookie(session.result?.token ?? '', secure));
      headers.append('set-cookie', clearConsoleCookie(STAFF_CHALLENGE_COOKIE, secure));
      return redirect(backTo(request), { headers });
    } catch (error) {
      const { message, status } = refusalOf(error);
      // An expired challenge starts again at the password; a wrong code asks for the code again.
      const step: Step =
        status === 401 && /expired/i.test(message)
          ? { step: 'password', error: message }
          : { step: 'code', enrolment: null, error: message };
      return data(step);
    }
  }
  const parsed = staffSignInRequestSchema.safeParse({ email: form.get('email'), password: form.get('password') });
  if (!parsed.success) return data<Step>({ step: 'password', error: 'Enter your staff email and password.' });
  try {
    const challenge = await call<{
      challengeToken: string;
      expiresIn: number;
      enrolment: { secret: string; otpauthUri: string } | null;
    }>('/session', { method: 'POST', body: parsed.data });
    const result = challenge.result;
    if (!result) throw new Error('The staff API answered no challenge.');
    return data<Step>(
      { step: 'code', enrolment: result.enrolment },
      {
        headers: {
          'set-cookie': consoleCookie(STAFF_CHALLENGE_COOKIE, result.challengeToken, result.expiresIn, secure),
        },
      },
    );
  } catch (error) {
    return data<Step>({ step: 'password', error: refusalOf(error).message });
  }
}

export default function ConsoleSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const step: Step = actionData ?? { step: 'password' };
  return (
    <main className="console-sign-in" id="console-main">
      <h1>Drawline console</h1>
      {loaderData.signedOut && step.step === 'password' && !step.error ? (
        <p role="status">You are signed out.</p>
      ) : null}
      {step.error ? (
        <p className="console-error" role="alert">
          {step.error}
        </p>
      ) : null}
      {/*
        Each step its own form (its own key): without the keys React kept the password step's
        inputs in place for the code step's, and an uncontrolled input keeps what was typed, so the
        code box showed the password. The code step starts empty; only the challenge cookie
        (opaque, HttpOnly) carries the first step over.
      */}
      {step.step === 'password' ? (
        <Form method="post" className="console-form" key="password-step">
          <h2>Staff sign-in</h2>
          <label htmlFor="staff-email">Email</label>
          <input id="staff-email" name="email" type="email" autoComplete="username" required />
          <label htmlFor="staff-password">Password</label>
          <input id="staff-password" name="password" type="password" autoComplete="current-password" required />
          <button type="submit" className="console-button" disabled={busy}>
            Continue
          </button>
        </Form>
      ) : (
        <Form method="post" className="console-form" key="code-step">
          <h2>Two-step verification</h2>
          {step.enrolment ? (
            <div className="console-enrolment">
              <p>Add this key to your authenticator app (or open the link on your phone), then enter its code.</p>
              <p>
                Key: <code>{step.enrolment.secret}</code>
              </p>
              <p>
                <a href={step.enrolment.otpauthUri}>Open in an authenticator app</a>
              </p>
            </div>
          ) : (
            <p>Enter the 6 digit code from your authenticator app.</p>
          )}
          <input type="hidden" name="intent" value="code" />
          <label htmlFor="staff-code">Code</label>
          <input
            id="staff-code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
          />
          <button type="submit" className="console-button" disabled={busy}>
            Sign in
          </button>
        </Form>
      )}
    </main>
  );
}
