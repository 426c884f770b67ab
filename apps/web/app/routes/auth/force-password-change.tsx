import { fieldErrors, newPasswordFormSchema } from '@drawline/contracts';
import { data, Form, redirect, useNavigation } from 'react-router';
import { NewPasswordFields } from '../../features/auth';
import { ApiError } from '../../lib/api';
import { apiSession } from '../../lib/api-session.server';
import { requireCustomer } from '../../lib/customer.server';
import { formErrorsOf, hasErrors, raw } from '../../lib/form-errors';
import { REDIRECT_PARAM, safeRedirect } from '../../lib/redirect';
import { Button } from '../../ui/button';
import { FormError } from '../../ui/field';
import '../../features/auth/auth.css';
import type { Route } from './+types/force-password-change';

export function meta() {
  return [{ title: 'Change your password' }];
}

/** Only for customers flagged forcePasswordChange; everyone else has nothing to do here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context);
  const next = safeRedirect(new URL(request.url).searchParams.get(REDIRECT_PARAM), '/');
  if (!customer.forcePasswordChange) throw redirect(next);
  return { next };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireCustomer(request, context);
  const form = await request.formData();
  const password = raw(form, 'password');
  const errors = fieldErrors(newPasswordFormSchema, { password, confirmPassword: raw(form, 'confirmPassword') });
  if (hasErrors(errors)) return data({ errors }, { status: 400 });
  const session = apiSession(request, context);
  try {
    await session.platform.forceChangePassword({ password });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return data({ errors: formErrorsOf(error) }, { status: error.status, headers: session.headers() });
  }
  throw redirect(safeRedirect(form.get(REDIRECT_PARAM), '/'), { headers: session.headers() });
}

export default function ForcePasswordChangePage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const errors = actionData?.errors ?? {};
  return (
    <div className="auth-page">
      <div className="auth-card card">
        <h1>Change your password</h1>
        <p className="auth-lead">For your security, please choose a new password before you continue.</p>
        <Form method="post" noValidate className="stack">
          <FormError>{errors.general}</FormError>
          <input type="hidden" name={REDIRECT_PARAM} value={loaderData.next} />
          <NewPasswordFields errors={errors} />
          <Button type="submit" variant="primary" block loading={busy}>
            Save and continue
          </Button>
        </Form>
      </div>
    </div>
  );
}
