import {
  EMAIL_LINK_INVALID_MESSAGE,
  fieldErrors,
  forgotPasswordFormSchema,
  newPasswordFormSchema,
} from '@drawline/contracts';
import { useEffect } from 'react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { NewPasswordFields } from '../../features/auth';
import { ApiError } from '../../lib/api';
import { apiSession } from '../../lib/api-session.server';
import { type FormErrors, formErrorsOf, hasErrors, raw, text } from '../../lib/form-errors';
import { Button } from '../../ui/button';
import { FormError, TextField } from '../../ui/field';
import { useToasts } from '../../ui/toasts';
import '../../features/auth/auth.css';
import type { Route } from './+types/forgot-password';

type ActionData = { errors?: FormErrors; sentTo?: string; linkInvalid?: boolean; email?: string };

export function meta() {
  return [{ title: 'Forgot password' }];
}

const TOKEN_ERRORS = new Set(['token_invalid', 'token_expired']);

/**
 * /forgot-password asks for the email; the emailed link comes back here with ?token= and shows
 * the new-password form, or the 'Email link no longer valid' toast when the link is spent or old.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token');
  if (!token) return { mode: 'request' as const, linkInvalid: false };
  try {
    const answer = await apiSession(request, context).platform.verifyResetToken(token);
    return { mode: 'reset' as const, token, identifier: answer.identifier };
  } catch (error) {
    if (error instanceof ApiError && (TOKEN_ERRORS.has(error.code ?? '') || error.status === 400)) {
      return { mode: 'request' as const, linkInvalid: true };
    }
    throw error;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { platform } = apiSession(request, context);
  const token = text(form, 'token');
  if (!token) {
    const email = text(form, 'email');
    const errors = fieldErrors(forgotPasswordFormSchema, { email });
    if (hasErrors(errors)) return data<ActionData>({ errors, email }, { status: 400 });
    try {
      await platform.forgotPassword(email);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      return data<ActionData>({ errors: formErrorsOf(error), email }, { status: error.status });
    }
    return data<ActionData>({ sentTo: email });
  }
  const password = raw(form, 'password');
  const errors = fieldErrors(newPasswordFormSchema, { password, confirmPassword: raw(form, 'confirmPassword') });
  if (hasErrors(errors)) return data<ActionData>({ errors }, { status: 400 });
  try {
    await platform.resetPassword({ token, password });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    if (TOKEN_ERRORS.has(error.code ?? '')) return data<ActionData>({ linkInvalid: true }, { status: error.status });
    return data<ActionData>({ errors: formErrorsOf(error) }, { status: error.status });
  }
  throw redirect('/login?notice=password-reset');
}

export default function ForgotPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const { notify } = useToasts();
  const linkInvalid = Boolean(actionData?.linkInvalid ?? loaderData.linkInvalid);
  const errors = actionData?.errors ?? {};

  useEffect(() => {
    if (linkInvalid)
      notify({
        id: 'email-link-invalid',
        title: EMAIL_LINK_INVALID_MESSAGE,
        message: 'Ask for a new link below.',
        icon: 'error',
      });
  }, [linkInvalid, notify]);

  if (loaderData.mode === 'reset' && !linkInvalid) {
    return (
      <div className="auth-page">
        <div className="auth-card card">
          <h1>Choose a new password</h1>
          {loaderData.identifier ? <p className="auth-lead">For {loaderData.identifier}</p> : null}
          <Form method="post" noValidate className="stack">
            <FormError>{errors.general}</FormError>
            <input type="hidden" name="token" value={loaderData.token} />
            <NewPasswordFields errors={errors} />
            <Button type="submit" variant="primary" block loading={busy}>
              Save new password
            </Button>
          </Form>
        </div>
      </div>
    );
  }

  return (
    <div className="auth-page">
      <div className="auth-card card">
        <h1>Forgot password</h1>
        {linkInvalid ? (
          <noscript>
            <p className="notice notice--error">{EMAIL_LINK_INVALID_MESSAGE}</p>
          </noscript>
        ) : null}
        {actionData?.sentTo ? (
          <div className="notice notice--success" role="status">
            <p>
              If an account uses <strong>{actionData.sentTo}</strong>, we've emailed it a link to choose a new password.
              The link works once, for an hour.
            </p>
          </div>
        ) : (
          <>
            <p className="auth-lead">
              Enter the email of your account and we'll email you a link to choose a new password.
            </p>
            <Form method="post" noValidate className="stack">
              <FormError>{errors.general}</FormError>
              <TextField
                label="Email"
                name="email"
                type="email"
                autoComplete="email"
                defaultValue={actionData?.email}
                error={errors.email}
              />
              <Button type="submit" variant="primary" block loading={busy}>
                Email me a link
              </Button>
            </Form>
          </>
        )}
        <p className="auth-switch">
          <Link to="/login">Back to login</Link>
        </p>
      </div>
    </div>
  );
}
