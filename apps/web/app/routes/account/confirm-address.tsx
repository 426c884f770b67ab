import { type Customer, EMAIL_LINK_INVALID_MESSAGE } from '@drawline/contracts';
import { useEffect } from 'react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { AddressFields } from '../../features/account';
import { type ConfirmationActionData, confirmationAction } from '../../features/account/index.server';
import { ApiError } from '../../lib/api';
import { apiSession } from '../../lib/api-session.server';
import { requireCustomer } from '../../lib/customer.server';
import { Button } from '../../ui/button';
import { FormError } from '../../ui/field';
import { useToasts } from '../../ui/toasts';
import '../../features/account/account.css';
import type { Route } from './+types/confirm-address';

export function meta() {
  return [{ title: 'Confirm your details' }];
}

/**
 * With a token: the emailed confirmation link (PATCH /customer/confirm-email-address), which
 * works signed in or not. Without: the signed-in customer confirms or corrects the address.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = apiSession(request, context);
  if (params.token) {
    let outcome: 'confirmed' | 'invalid' = 'confirmed';
    try {
      await session.platform.confirmEmail({ token: params.token });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      outcome = 'invalid';
    }
    // Load the page again without the token: the root loads the customer after the change
    // (it ran beside this loader), and the spent token leaves the address bar.
    throw redirect(`/my-account/confirm-address?email=${outcome}`, { headers: session.headers() });
  }
  const email = new URL(request.url).searchParams.get('email');
  if (email === 'confirmed' || email === 'invalid') {
    return { mode: 'email' as const, emailConfirmed: email === 'confirmed', address: null };
  }
  const customer: Customer = await requireCustomer(request, context);
  return { mode: 'address' as const, emailConfirmed: false, address: customer.address };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireCustomer(request, context);
  const answer = await confirmationAction(request, context, await request.formData());
  return data(answer, { headers: apiSession(request, context).headers(), status: answer.errors ? 400 : 200 });
}

export default function ConfirmAddressPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const { notify } = useToasts();
  const answer = actionData as ConfirmationActionData | undefined;
  const linkInvalid = loaderData.mode === 'email' && !loaderData.emailConfirmed;

  useEffect(() => {
    if (linkInvalid)
      notify({
        id: 'email-link-invalid',
        title: EMAIL_LINK_INVALID_MESSAGE,
        message: 'Log in to ask for a new link.',
        icon: 'error',
      });
  }, [linkInvalid, notify]);

  if (loaderData.mode === 'email') {
    return (
      <div className="card stack confirm-page">
        <h1>{loaderData.emailConfirmed ? 'Email address confirmed' : EMAIL_LINK_INVALID_MESSAGE}</h1>
        <p>
          {loaderData.emailConfirmed
            ? 'Thank you. Your email address is confirmed.'
            : 'This link has expired or was already used. Log in and use the banner at the top of the page to get a new one.'}
        </p>
        <p>
          <Link to="/my-account">Go to my account</Link>
        </p>
      </div>
    );
  }

  if (answer?.confirmed === 'address') {
    return (
      <div className="card stack confirm-page">
        <h1>Address confirmed</h1>
        <p>Thank you for confirming your address.</p>
        <p>
          <Link to="/my-account">Go to my account</Link>
        </p>
      </div>
    );
  }

  const address = loaderData.address;
  return (
    <div className="card stack confirm-page">
      <h1>Confirm your address</h1>
      <FormError>{answer?.errors?.general ?? answer?.errors?.address}</FormError>
      {address ? (
        <Form method="post" className="stack">
          <p>
            Is this still your address?
            <br />
            <strong>
              {address.address}, {address.suburb} {address.state} {address.postcode}, {address.country}
            </strong>
          </p>
          <Button type="submit" variant="primary" loading={busy}>
            Yes, confirm this address
          </Button>
        </Form>
      ) : null}
      <Form method="post" noValidate className="stack">
        <h2>{address ? 'Or enter your current address' : 'Enter your address'}</h2>
        <AddressFields address={null} errors={answer?.errors ?? {}} />
        <Button type="submit" variant="secondary" loading={busy}>
          Save and confirm
        </Button>
      </Form>
    </div>
  );
}
