import { formMessages } from '@drawline/contracts';
import { data, redirect } from 'react-router';
import { AccountFrame } from '../../features/account';
import {
  type ElevatedActionData,
  ElevationModal,
  isElevationModalOpen,
  RESEND_FIELD,
  useElevatedForm,
} from '../../features/two-factor';
import { withElevation } from '../../features/two-factor/index.server';
import { apiSession } from '../../lib/api-session.server';
import { requireCapabilities, routeNeeds } from '../../lib/capabilities';
import { requireCustomer } from '../../lib/customer.server';
import { type FormErrors, formErrorsOf, text } from '../../lib/form-errors';
import { Button } from '../../ui/button';
import { CheckboxField, FormError } from '../../ui/field';
import type { Route } from './+types/close';

interface ActionData extends ElevatedActionData {
  errors?: FormErrors;
}

const CLOSED_PATH = '/close-my-account/success';

export function meta() {
  return [{ title: 'Close my account' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCapabilities(request, context, routeNeeds.closeAccount);
  await requireCustomer(request, context);
  return null;
}

/** DELETE /customer (form): sensitive, so it may ask for the code first; then the success page. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireCapabilities(request, context, routeNeeds.closeAccount);
  await requireCustomer(request, context);
  const form = await request.formData();
  if (!form.has(RESEND_FIELD) && form.get('understood') !== 'true') {
    return data<ActionData>({ errors: { understood: formMessages.required } }, { status: 400 });
  }
  const reason = text(form, 'reason').slice(0, 500);
  const session = apiSession(request, context);
  const outcome = await withElevation(request, context, form, async (platform, elevation) =>
    session.keepCookies(await platform.closeAccount(reason ? { reason } : {}, elevation)),
  );
  if (outcome.kind === 'elevation')
    return data<ActionData>({ elevation: outcome.elevation }, { headers: session.headers() });
  if (outcome.kind === 'failed')
    return data<ActionData>({ errors: formErrorsOf(outcome.error) }, { headers: session.headers() });
  // Closing ends every sign-in; the answer cleared the cookies, which go on with the redirect.
  throw redirect(CLOSED_PATH, { headers: session.headers() });
}

export default function CloseAccountPage({ actionData }: Route.ComponentProps) {
  const elevation = useElevatedForm<ActionData>();
  const answer = elevation.fetcher.data ?? actionData;
  const errors = answer?.errors ?? {};
  return (
    <AccountFrame title="Close my account">
      <elevation.fetcher.Form method="post" noValidate onSubmit={elevation.onSubmit} className="card stack">
        <FormError>{errors.general}</FormError>
        <p>When you close your account:</p>
        <ul>
          <li>you can no longer log in or buy tickets;</li>
          <li>tickets you already bought stay in their draws, and prizes are still paid to you;</li>
          <li>recurring purchases stop.</li>
        </ul>
        <p>If you want a break from playing, you can set spend limits instead.</p>
        <div className="field">
          <label className="field-label" htmlFor="close-reason">
            Why are you leaving? (optional)
          </label>
          <textarea id="close-reason" name="reason" className="field-input" rows={3} maxLength={500} />
        </div>
        <CheckboxField
          label="I understand that closing my account cannot be undone online"
          name="understood"
          value="true"
          error={errors.understood}
        />
        <Button type="submit" variant="secondary" loading={elevation.busy && !isElevationModalOpen(elevation.status)}>
          Close my account
        </Button>
      </elevation.fetcher.Form>
      <ElevationModal elevation={elevation} answer={answer} />
    </AccountFrame>
  );
}
