import { changePasswordFormSchema, fieldErrors } from '@drawline/contracts';
import { useEffect, useRef } from 'react';
import { data } from 'react-router';
import { NewPasswordFields } from '../../features/auth';
import {
  type ElevatedActionData,
  ElevationModal,
  elevationMessages,
  isElevationModalOpen,
  RESEND_FIELD,
  useElevatedForm,
} from '../../features/two-factor';
import { withElevation } from '../../features/two-factor/index.server';
import { apiSession } from '../../lib/api-session.server';
import { requireCustomer } from '../../lib/customer.server';
import { type FormErrors, formErrorsOf, hasErrors, raw } from '../../lib/form-errors';
import { Button } from '../../ui/button';
import { FormError, TextField } from '../../ui/field';
import { useToasts } from '../../ui/toasts';
import '../../features/auth/auth.css';
import type { Route } from './+types/change-password';

interface ActionData extends ElevatedActionData {
  errors?: FormErrors;
}

export function meta() {
  return [{ title: 'Change password' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCustomer(request, context);
  return null;
}

/** POST /customer/change-password (form); a sensitive call, so it may ask for the code first. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireCustomer(request, context);
  const form = await request.formData();
  const currentPassword = raw(form, 'currentPassword');
  const newPassword = raw(form, 'newPassword');
  const confirmPassword = raw(form, 'confirmPassword');
  if (!form.has(RESEND_FIELD)) {
    const errors = fieldErrors(changePasswordFormSchema, { currentPassword, newPassword, confirmPassword });
    if (hasErrors(errors)) return data<ActionData>({ errors }, { status: 400 });
  }
  const outcome = await withElevation(request, context, form, (platform, elevation) =>
    platform.changePassword({ currentPassword, newPassword, confirmPassword }, elevation),
  );
  const headers = apiSession(request, context).headers();
  if (outcome.kind === 'elevation') return data<ActionData>({ elevation: outcome.elevation }, { headers });
  if (outcome.kind === 'failed') return data<ActionData>({ errors: formErrorsOf(outcome.error) }, { headers });
  return data<ActionData>({ ok: true }, { headers });
}

export default function ChangePasswordPage({ actionData }: Route.ComponentProps) {
  const elevation = useElevatedForm<ActionData>();
  const answer = elevation.fetcher.data ?? actionData;
  const errors = answer?.errors ?? {};
  const formRef = useRef<HTMLFormElement>(null);
  const { notify } = useToasts();

  useEffect(() => {
    if (!answer?.ok) return;
    formRef.current?.reset();
    notify({ title: 'Password changed', message: 'Your password has been changed.', icon: 'success' });
  }, [answer, notify]);

  return (
    <div className="auth-page">
      <div className="auth-card card">
        <h1>Change password</h1>
        {answer?.ok ? (
          <p className="notice notice--success" role="status">
            Your password has been changed.
          </p>
        ) : null}
        {answer?.elevation && !elevation.fetcher.data ? (
          // Without scripts the code cannot be asked in a modal.
          <p className="notice notice--warning">{elevationMessages.title}</p>
        ) : null}
        <elevation.fetcher.Form method="post" noValidate onSubmit={elevation.onSubmit} ref={formRef} className="stack">
          <FormError>{errors.general}</FormError>
          <TextField
            label="Current password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword}
          />
          <NewPasswordFields errors={errors} name="newPassword" />
          <Button
            type="submit"
            variant="primary"
            block
            loading={elevation.busy && !isElevationModalOpen(elevation.status)}
          >
            Change password
          </Button>
        </elevation.fetcher.Form>
      </div>
      <ElevationModal elevation={elevation} answer={answer} />
    </div>
  );
}
