import { accountUpgradeFormSchema, fieldErrors } from '@drawline/contracts';
import { data, redirect } from 'react-router';
import { AddressFields, addressFieldsOf } from '../../features/account';
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
import { REDIRECT_PARAM, safeRedirect } from '../../lib/redirect';
import { Button } from '../../ui/button';
import { FormError, TextField } from '../../ui/field';
import '../../features/auth/auth.css';
import type { Route } from './+types/upgrade-account';

interface ActionData extends ElevatedActionData {
  errors?: FormErrors;
}

export function meta() {
  return [{ title: 'Complete your details' }];
}

/** Only for customers support asked to complete their details (decision 469); everyone else goes on. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context);
  const next = safeRedirect(new URL(request.url).searchParams.get(REDIRECT_PARAM), '/');
  if (!customer.accountUpgrade) throw redirect(next, { headers: apiSession(request, context).headers() });
  return { next, phone: customer.phone, address: customer.address };
}

/** POST /customer/details with the phone and the address (it may ask for the code first), then back. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireCustomer(request, context);
  const form = await request.formData();
  const details = { phone: text(form, 'phone'), address: addressFieldsOf(form) };
  if (!form.has(RESEND_FIELD)) {
    const errors = fieldErrors(accountUpgradeFormSchema, details);
    if (hasErrors(errors)) return data<ActionData>({ errors }, { status: 400 });
  }
  const outcome = await withElevation(request, context, form, (platform, elevation) =>
    platform.updateDetails(details, elevation),
  );
  const headers = apiSession(request, context).headers();
  if (outcome.kind === 'elevation') return data<ActionData>({ elevation: outcome.elevation }, { headers });
  if (outcome.kind === 'failed') return data<ActionData>({ errors: formErrorsOf(outcome.error) }, { headers });
  throw redirect(safeRedirect(form.get(REDIRECT_PARAM), '/'), { headers });
}

export default function UpgradeAccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const elevation = useElevatedForm<ActionData>();
  const answer = elevation.fetcher.data ?? actionData;
  const errors = answer?.errors ?? {};
  return (
    <div className="auth-page">
      <div className="auth-card card">
        <h1>Complete your details</h1>
        <p className="auth-lead">
          Before you buy again, please give us your phone number and your residential address.
        </p>
        <elevation.fetcher.Form method="post" noValidate onSubmit={elevation.onSubmit} className="stack">
          <FormError>{errors.general}</FormError>
          <input type="hidden" name={REDIRECT_PARAM} value={loaderData.next} />
          <TextField
            label="Phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            defaultValue={loaderData.phone ?? ''}
            error={errors.phone}
          />
          <AddressFields address={loaderData.address} errors={errors} />
          <Button
            type="submit"
            variant="primary"
            block
            loading={elevation.busy && !isElevationModalOpen(elevation.status)}
          >
            Save and continue
          </Button>
        </elevation.fetcher.Form>
        <ElevationModal elevation={elevation} answer={answer} />
      </div>
    </div>
  );
}
