import {
  type CommunicationChannel,
  type CommunicationPreferences,
  communicationChannels,
  EMAIL_LINK_INVALID_MESSAGE,
} from '@drawline/contracts';
import { useEffect } from 'react';
import { data, Form, useNavigation } from 'react-router';
import { AccountFrame } from '../../features/account';
import { ApiError } from '../../lib/api';
import { apiSession } from '../../lib/api-session.server';
import { requireCapabilities, routeNeeds } from '../../lib/capabilities';
import { requireCustomer } from '../../lib/customer.server';
import { type FormErrors, formErrorsOf } from '../../lib/form-errors';
import { Button } from '../../ui/button';
import { CheckboxField, FormError } from '../../ui/field';
import { useToasts } from '../../ui/toasts';
import '../../features/account/account.css';
import type { Route } from './+types/communication-preferences';

const channelLabels: Record<CommunicationChannel, string> = {
  email: 'Email',
  phone: 'Phone calls',
  sms: 'Text messages (SMS)',
  directmail: 'Post',
};

export function meta() {
  return [{ title: 'Communication preferences' }];
}

/**
 * /communication-preferences (signed in) and /communication-preferences/:id?token= (the
 * emailed link, no sign-in: the signed token stands in for it).
 */
async function whose(request: Request, context: Route.LoaderArgs['context'], id: string | undefined) {
  if (id) return { id, token: new URL(request.url).searchParams.get('token') ?? '' };
  const customer = await requireCustomer(request, context);
  return { id: customer.customerId, token: '' };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireCapabilities(request, context, routeNeeds.communicationPreferences);
  const { id, token } = await whose(request, context, params.id);
  try {
    const preferences = await apiSession(request, context).platform.communicationPreferences(
      id,
      token ? { token } : {},
    );
    return { preferences, token, signedIn: !params.id, linkInvalid: false };
  } catch (error) {
    // A public link with a bad token, or for a customer that is gone.
    if (params.id && error instanceof ApiError && error.status < 500) {
      return { preferences: null, token, signedIn: false, linkInvalid: true };
    }
    throw error;
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireCapabilities(request, context, routeNeeds.communicationPreferences);
  const { id, token } = await whose(request, context, params.id);
  const form = await request.formData();
  const methods = form
    .getAll('methods')
    .filter((m): m is CommunicationChannel => (communicationChannels as readonly string[]).includes(String(m)));
  // An unticked box is missing from the form: every channel shown is sent, on or off.
  const preferences = Object.fromEntries(methods.map((m) => [m, form.get(m) === 'true']));
  const session = apiSession(request, context);
  try {
    await session.platform.updateCommunicationPreferences(id, { preferences, ...(token ? { token } : {}) });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      return data<{ errors?: FormErrors; ok?: boolean }>({ errors: formErrorsOf(error) }, { status: error.status });
    }
    throw error;
  }
  return data<{ errors?: FormErrors; ok?: boolean }>({ ok: true }, { headers: session.headers() });
}

function PreferencesForm({ preferences, errors }: { preferences: CommunicationPreferences; errors: FormErrors }) {
  const busy = useNavigation().state === 'submitting';
  const shown: CommunicationChannel[] = preferences.features.methodsEnabled ? preferences.features.methods : ['email'];
  return (
    <Form method="post" className="card stack">
      <FormError>{errors.general}</FormError>
      <fieldset className="stack">
        <legend>Send me news about draws, results and offers by:</legend>
        <ul className="preference-list">
          {shown.map((m) => (
            <li key={m}>
              <input type="hidden" name="methods" value={m} />
              <CheckboxField
                label={channelLabels[m]}
                name={m}
                value="true"
                defaultChecked={preferences.preferences[m]}
              />
            </li>
          ))}
        </ul>
      </fieldset>
      {preferences.productOffers.some((o) => !o.email) ? (
        <p>
          You have unsubscribed from the emails about:{' '}
          {preferences.productOffers
            .filter((o) => !o.email)
            .map((o) => o.productOfferKey)
            .join(', ')}
          .
        </p>
      ) : null}
      <p className="account-lead">We will always email you about your account, your tickets and your prizes.</p>
      <Button type="submit" variant="primary" loading={busy}>
        Save preferences
      </Button>
    </Form>
  );
}

export default function CommunicationPreferencesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { notify } = useToasts();
  useEffect(() => {
    if (actionData?.ok)
      notify({
        title: 'Preferences saved',
        message: 'Your communication preferences are up to date.',
        icon: 'success',
      });
  }, [actionData, notify]);
  useEffect(() => {
    if (loaderData.linkInvalid)
      notify({
        id: 'email-link-invalid',
        title: EMAIL_LINK_INVALID_MESSAGE,
        message: 'Log in to change your preferences.',
        icon: 'error',
      });
  }, [loaderData.linkInvalid, notify]);

  const body = loaderData.preferences ? (
    <PreferencesForm preferences={loaderData.preferences} errors={actionData?.errors ?? {}} />
  ) : (
    <p className="notice notice--error">{EMAIL_LINK_INVALID_MESSAGE}. Log in to change your preferences.</p>
  );
  if (loaderData.signedIn) return <AccountFrame title="Communication preferences">{body}</AccountFrame>;
  return (
    <div className="confirm-page stack">
      <h1>Communication preferences</h1>
      {loaderData.preferences ? <p>For {loaderData.preferences.identifier}</p> : null}
      {actionData?.ok ? <p className="notice notice--success">Your communication preferences are saved.</p> : null}
      {body}
    </div>
  );
}
