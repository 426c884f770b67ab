import { Form, useNavigation } from 'react-router';
import type { SignInStep } from './sign-in.server';

/** The console's sign-in: the password step, then the authenticator's code. */
export function SignInPage({ signedOut, answer }: { signedOut: boolean; answer?: SignInStep }) {
  const busy = useNavigation().state === 'submitting';
  const step: SignInStep = answer ?? { step: 'password' };
  return (
    <main className="console-sign-in" id="console-main">
      <h1>Drawline console</h1>
      {signedOut && step.step === 'password' && !step.error ? <p role="status">You are signed out.</p> : null}
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
