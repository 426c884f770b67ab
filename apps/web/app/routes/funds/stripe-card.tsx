import { currencies, type Money, toCurrency } from '@drawline/contracts';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { data } from 'react-router';
import { AccountFrame } from '../../features/account';
import { stripeSetup } from '../../features/funds/index.server';
import { apiSession } from '../../lib/api-session.server';
import { requireCustomer } from '../../lib/customer.server';
import { useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { FormError } from '../../ui/field';
import type { Route } from './+types/stripe-card';

export function meta() {
  return [{ title: 'Add a card' }];
}

/** Only a path of this site: Stripe sends the browser back there with the SetupIntent's id. */
function safeReturnPath(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') && !value.includes('\\')
    ? value
    : '/my-account/cards-and-accounts';
}

/** The payment the card is for, as the checkout names it (amount in cents and currency), if any. */
function paymentOf(url: URL): Money | null {
  const amount = url.searchParams.get('amount') ?? '';
  const currency = url.searchParams.get('currency') ?? '';
  if (!/^\d{1,9}$/.test(amount) || Number(amount) <= 0) return null;
  if (!(currencies as readonly string[]).includes(currency)) return null;
  return { amount: Number(amount), currency: toCurrency(currency) };
}

/**
 * Stripe's card page (docs/decisions/175): Stripe's Payment Element, in Stripe's own frames, saves
 * the card with a SetupIntent (POST /funds/stripe/setup); the shop's scripts never see the number.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCustomer(request, context);
  const session = apiSession(request, context);
  const setup = await stripeSetup(request, context);
  if (!setup) throw new Response('Stripe is not available', { status: 404 });
  const url = new URL(request.url);
  return data(
    {
      clientSecret: setup.clientSecret,
      publishableKey: setup.publishableKey,
      returnTo: safeReturnPath(url.searchParams.get('return_to')),
      payment: paymentOf(url),
    },
    { headers: session.headers() },
  );
}

export default function StripeCardRoute({ loaderData }: Route.ComponentProps) {
  const { clientSecret, publishableKey, returnTo, payment } = loaderData;
  const l = useLocale();
  const mount = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [state, setState] = useState<{ submitting: boolean; error: string | null }>({ submitting: false, error: null });

  useEffect(() => {
    let cancelled = false;
    loadStripe(publishableKey).then((loaded) => {
      if (!loaded || cancelled || !mount.current) return;
      const elements = loaded.elements({ clientSecret });
      elements.create('payment').mount(mount.current);
      setStripe({ stripe: loaded, elements });
    });
    return () => {
      cancelled = true;
    };
  }, [clientSecret, publishableKey]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!stripe) return;
    setState({ submitting: true, error: null });
    const { error } = await stripe.stripe.confirmSetup({
      elements: stripe.elements,
      confirmParams: { return_url: new URL(returnTo, window.location.origin).href },
    });
    // On success Stripe has sent the browser on; an error stays here with Stripe's message.
    setState({ submitting: false, error: error?.message ?? null });
  }

  return (
    <AccountFrame title="Add a card" lead="Your card details go to Stripe, our payment provider.">
      <form onSubmit={save} className="deposit-form">
        <FormError>{state.error ?? undefined}</FormError>
        <div ref={mount} />
        <Button type="submit" variant="primary" block loading={state.submitting} disabled={!stripe}>
          {/* For a payment the customer pays on the checkout next (decision 316). */}
          {payment ? `Continue to pay ${l.money(payment)}` : 'Save card'}
        </Button>
      </form>
    </AccountFrame>
  );
}
