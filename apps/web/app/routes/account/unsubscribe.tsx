import { EMAIL_LINK_INVALID_MESSAGE } from '@drawline/contracts';
import { data, Form, Link, useNavigation } from 'react-router';
import { ApiError } from '../../lib/api';
import { apiSession } from '../../lib/api-session.server';
import { Button } from '../../ui/button';
import { CheckboxField, FormError } from '../../ui/field';
import '../../features/account/account.css';
import type { Route } from './+types/unsubscribe';

const reasons = [
  'I get too many emails',
  'The emails are not relevant to me',
  'I no longer play',
  'I never signed up for these emails',
] as const;

export function meta() {
  return [{ title: 'Unsubscribe' }];
}

/** The offer's name as the link names it: its url key, in words. */
function offerName(key: string): string {
  return key.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

/**
 * /unsubscribe/:customerId/:productOfferKey?token= from the footer of an email. Opening the link
 * changes nothing (mail scanners open links); the visitor confirms with the button.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  try {
    const preferences = await apiSession(request, context).platform.communicationPreferences(
      params.customerId,
      token ? { token } : {},
    );
    return {
      identifier: preferences.identifier,
      offer: params.productOfferKey ? offerName(params.productOfferKey) : null,
      token,
      linkInvalid: false,
    };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      return { identifier: '', offer: null, token, linkInvalid: true };
    }
    throw error;
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  const token = String(form.get('token') ?? '');
  const unsubscribeReasons = form.getAll('reason').map(String).slice(0, 10);
  const { platform } = apiSession(request, context);
  const body = { preferences: { email: false }, unsubscribeReasons, token };
  try {
    if (params.productOfferKey) {
      await platform.updateOfferPreferences(params.customerId, params.productOfferKey, body);
    } else {
      await platform.updateCommunicationPreferences(params.customerId, body);
    }
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      return data({ done: false, error: EMAIL_LINK_INVALID_MESSAGE }, { status: error.status });
    }
    throw error;
  }
  return { done: true, error: null };
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const what = loaderData.offer ? `emails about ${loaderData.offer}` : 'our news and offers emails';
  if (actionData?.done) {
    return (
      <div className="card stack confirm-page">
        <h1>You're unsubscribed</h1>
        <p role="status">
          We won't send {loaderData.identifier || 'you'} {what} any more. It can take a couple of days for emails
          already on their way.
        </p>
        <p>
          <Link to="/communication-preferences">Manage all your communication preferences</Link>
        </p>
      </div>
    );
  }
  if (loaderData.linkInvalid) {
    return (
      <div className="card stack confirm-page">
        <h1>{EMAIL_LINK_INVALID_MESSAGE}</h1>
        <p>
          <Link to="/communication-preferences">Log in to manage your communication preferences</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="card stack confirm-page">
      <h1>Unsubscribe</h1>
      <p>
        Stop sending <strong>{loaderData.identifier}</strong> {what}?
      </p>
      <Form method="post" className="stack">
        <FormError>{actionData?.error}</FormError>
        <input type="hidden" name="token" value={loaderData.token} />
        <fieldset className="stack">
          <legend>Tell us why (optional)</legend>
          {reasons.map((r) => (
            <CheckboxField key={r} label={r} name="reason" value={r} />
          ))}
        </fieldset>
        <Button type="submit" variant="primary" loading={busy}>
          Unsubscribe
        </Button>
      </Form>
    </div>
  );
}
