import { type CardBrand, type Currency, cardBrands } from '@drawline/contracts';
import Stripe from 'stripe';
import { AppError } from '../../platform/app-error';
import type { CardDetails, GatewayPayment, PaymentGateway } from './payment-gateway';

export interface StripeSettings {
  publishableKey: string;
  /** Signs the webhooks Stripe sends (whsec_…); without it no webhook is accepted. */
  webhookSecret: string | null;
  /** The shop's public address: Stripe sends the browser back to it after 3-D Secure. */
  publicUrl: string;
}

/** The Stripe card page of the shop (Stripe's Payment Element), which takes `return_to`. */
export const STRIPE_CARD_PAGE = '/funds/stripe/card';

/**
 * Stripe behind the PaymentGateway interface (docs/decisions/175), with the official SDK. Cards are
 * entered in Stripe's Payment Element (its iframes) and saved by a SetupIntent; a deposit is a
 * PaymentIntent confirmed at once, with Stripe's 3-D Secure redirect when the bank asks. The
 * shop's token is `<customer>/<payment method>`; the browser brings back the SetupIntent's id.
 */
export function createStripeGateway(stripe: Stripe, settings: StripeSettings) {
  async function describeCard(token: string): Promise<CardDetails | null> {
    if (!token.startsWith('seti_')) return null;
    const intent = await stripe.setupIntents.retrieve(token, { expand: ['payment_method'] });
    const method = intent.payment_method;
    if (intent.status !== 'succeeded' || !method || typeof method === 'string' || !method.card) return null;
    const brand = cardBrands.find((b) => b === method.card?.brand);
    const customer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
    if (!brand || !customer) return null;
    return {
      brand: brand as CardBrand,
      last4: method.card.last4,
      expiryMonth: method.card.exp_month,
      expiryYear: method.card.exp_year,
      holderName: method.billing_details?.name ?? '',
      token: `${customer}/${method.id}`,
      ownerRef: intent.metadata?.customerId ?? null,
    };
  }

  const gateway: PaymentGateway = {
    key: 'stripe',
    cardFormUrl: STRIPE_CARD_PAGE,
    describeCard,
    async charge(input) {
      const [customer, paymentMethod] = (input.token ?? '').split('/');
      // Digital wallets go through the sandbox; Stripe takes saved cards here.
      if (!customer || !paymentMethod) throw new AppError('payment_method_unavailable');
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amount,
            currency: input.currency.toLowerCase(),
            customer,
            payment_method: paymentMethod,
            confirm: true,
            // A recurring purchase's charge is merchant-initiated, the customer absent: off_session
            // (no return_url then; a card that needs authentication declines with authentication_required).
            ...(input.offSession ? { off_session: true } : { return_url: `${settings.publicUrl}${input.returnUrl}` }),
            metadata: { methodCode: input.methodCode },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return paymentOfIntent(intent);
      } catch (err) {
        if (!(err instanceof Stripe.errors.StripeCardError)) throw err;
        const raw = err.raw as { payment_intent?: { id?: string } } | undefined;
        return {
          reference: raw?.payment_intent?.id ?? `declined:${input.idempotencyKey}`,
          status: 'declined',
          declineMessage: err.message,
          declineCode: err.decline_code ?? err.code ?? 'card_declined',
          authorisationUrl: null,
          amount: input.amount,
          currency: input.currency,
        };
      }
    },
    async getPayment(reference) {
      if (!reference.startsWith('pi_')) return null;
      return paymentOfIntent(await stripe.paymentIntents.retrieve(reference));
    },
  };

  return {
    gateway,
    /** POST /funds/stripe/setup: a SetupIntent for the customer's new card, for Stripe.js. */
    async setup(customerId: string) {
      const customer = await stripe.customers.create({ metadata: { customerId } });
      const intent = await stripe.setupIntents.create({
        customer: customer.id,
        usage: 'on_session',
        metadata: { customerId },
      });
      if (!intent.client_secret) throw new Error('Stripe answered a SetupIntent without a client secret.');
      return { clientSecret: intent.client_secret, publishableKey: settings.publishableKey, setupIntentId: intent.id };
    },
    /**
     * A webhook's payment, once its signature is checked against the webhook secret (400
     * otherwise); null for an event that is not about a PaymentIntent.
     */
    paymentFromWebhook(rawBody: string, signature: string): GatewayPayment | null {
      if (!settings.webhookSecret) throw new AppError('not_found');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch {
        throw new AppError('bad_request', { message: 'The webhook signature is not valid.' });
      }
      if (!event.type.startsWith('payment_intent.')) return null;
      return paymentOfIntent(event.data.object as Stripe.PaymentIntent);
    },
  };
}
export type StripeGateway = ReturnType<typeof createStripeGateway>;

/** A PaymentIntent as the shop sees a payment. */
export function paymentOfIntent(intent: Stripe.PaymentIntent): GatewayPayment {
  const base = { reference: intent.id, amount: intent.amount, currency: intent.currency.toUpperCase() as Currency };
  if (intent.status === 'succeeded')
    return { ...base, status: 'approved', declineMessage: null, authorisationUrl: null };
  if (intent.status === 'requires_payment_method' || intent.status === 'canceled') {
    return {
      ...base,
      status: 'declined',
      declineMessage: intent.last_payment_error?.message ?? 'Your card was declined.',
      authorisationUrl: null,
    };
  }
  return {
    ...base,
    status: 'pending_authorisation',
    declineMessage: null,
    authorisationUrl: intent.next_action?.redirect_to_url?.url ?? null,
  };
}
