import { fieldErrors, updateCustomerDetailsRequestSchema } from '@drawline/contracts';
import { useEffect } from 'react';
import { data } from 'react-router';
import { AccountFrame, AddressFields, addressFromForm } from '../../features/account';
import {
  type ElevatedActionData,
  ElevationModal,
  isElevationModalOpen,
  RESEND_FIELD,
  useElevatedForm,
} from '../../features/two-factor';
import { withElevation } from '../../features/two-factor/index.server';
import { apiSession } from '../../lib/api-session.server';
import { requireCustomer } from '../../lib/customer.server';
import { type FormErrors, formErrorsOf, hasErrors, text } from '../../lib/form-errors';
import { Button } from '../../ui/button';
import { FormError, TextField } from '../../ui/field';
import { useToasts } from '../../ui/toasts';
import type { Route } from './+types/my-details';

interface ActionData extends ElevatedActionData {
  errors?: FormErrors;
  /** A new email address waits for its owner to follow the link sent to it (docs/decisions/087). */
  emailSentTo?: string;
}

/** A yyyy-mm-dd date as words; a calendar date, so no time zone moves it. */
function birthDate(value: string): string {
  const d = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(d.getTime())
    ? value
    : new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', dateStyle: 'long' }).format(d);
}

export function meta() {
  return [{ title: 'My details' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCustomer(request, context);
  return { details: await apiSession(request, context).platform.customerDetails() };
}

/** POST /customer/details (v3.2): a sensitive call, so it may ask for the code first. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireCustomer(request, context);
  const form = await request.formData();
  const address = addressFromForm(form);
  // Every field is sent, so the call's optional fields are the form's required ones; an address
  // is optional as a whole, but complete once any line of it is typed.
  const details = {
    firstname: text(form, 'firstname'),
    lastname: text(form, 'lastname'),
    email: text(form, 'email'),
    phone: text(form, 'phone') || null,
    ...(address ? { address } : {}),
  };
  if (!form.has(RESEND_FIELD)) {
    const errors = fieldErrors(updateCustomerDetailsRequestSchema, details);
    if (hasErrors(errors)) return data<ActionData>({ errors }, { status: 400 });
  }
  const outcome = await withElevation(request, context, form, (platform, elevation) =>
    platform.updateDetails(details, elevation),
  );
  const headers = apiSession(request, context).headers();
  if (outcome.kind === 'elevation') return data<ActionData>({ elevation: outcome.elevation }, { headers });
  if (outcome.kind === 'failed') return data<ActionData>({ errors: formErrorsOf(outcome.error) }, { headers });
  const kept = outcome.result.email;
  const asked = details.email.toLowerCase();
  return data<ActionData>({ ok: true, ...(kept && kept !== asked ? { emailSentTo: asked } : {}) }, { headers });
}

export default function MyDetailsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { details } = loaderData;
  const elevation = useElevatedForm<ActionData>();
  const answer = elevation.fetcher.data ?? actionData;
  const errors = answer?.errors ?? {};
  const { notify } = useToasts();

  useEffect(() => {
    if (!answer?.ok) return;
    notify({ title: 'Details saved', message: 'Your details have been updated.', icon: 'success' });
    if (answer.emailSentTo) {
      notify({
        title: 'Check your inbox',
        message: `We've sent a link to ${answer.emailSentTo}. Your email address changes once you follow it.`,
        icon: 'info',
      });
    }
  }, [answer, notify]);

  return (
    <AccountFrame title="My details">
      <elevation.fetcher.Form method="post" noValidate onSubmit={elevation.onSubmit} className="card stack">
        <FormError>{errors.general}</FormError>
        <div className="account-row">
          <TextField
            label="First name"
            name="firstname"
            autoComplete="given-name"
            defaultValue={details.firstname}
            error={errors.firstname}
          />
          <TextField
            label="Last name"
            name="lastname"
            autoComplete="family-name"
            defaultValue={details.lastname}
            error={errors.lastname}
          />
        </div>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={details.email}
          hint="A new address takes effect once you follow the link we email to it."
          error={errors.email}
        />
        <TextField
          label="Phone (optional)"
          name="phone"
          type="tel"
          autoComplete="tel"
          defaultValue={details.phone ?? ''}
          error={errors.phone}
        />
        <dl className="account-facts">
          <dt>Date of birth</dt>
          <dd>{birthDate(details.dateOfBirth)}</dd>
        </dl>
        <AddressFields address={details.address} errors={errors} />
        <Button type="submit" variant="primary" loading={elevation.busy && !isElevationModalOpen(elevation.status)}>
          Save my details
        </Button>
      </elevation.fetcher.Form>
      <ElevationModal elevation={elevation} answer={answer} />
    </AccountFrame>
  );
}
