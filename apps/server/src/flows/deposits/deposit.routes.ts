import {
  depositBodySchema,
  depositPurchaseBodySchema,
  depositPurchaseSchema,
  depositSchema,
  fundIdParamsSchema,
  walletDepositParamsSchema,
} from '@drawline/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { CARD_NOTIFY_PATH, type DepositRow, type StripeGateway } from '../../modules/funds';
import { type Idempotency, idempotencyKeyOf } from '../../modules/idempotency';
import { customerOnly, refuseUntilUpgraded, requireCustomer } from '../../platform/auth';
import { envelopeOf } from '../../platform/schemas';
import type { PurchaseCountry, PurchaseVerification } from '../checkout/checkout.routes';
import { directDebitDepositRoutes } from '../direct-debit/direct-debit-deposit.routes';
import { bpayRoutes } from './bpay.routes';
import { braintreeRoutes } from './braintree.routes';
import { type DepositRequest, startDeposit } from './deposit';
import { completeDepositPurchase, type DepositPurchaseDeps, startDepositPurchase } from './deposit-purchase';

const tags = ['funds'];

/** The deposit calls' routes as registered (under API_PREFIX): their Idempotency-Keys are judged with them. */
export const depositRoutePaths = {
  card: '/funds/:id/deposit',
  wallet: '/funds/:method/:gatewayKey/deposit',
  purchase: '/deposit_purchase',
} as const;

type DepositBody = z.infer<typeof depositBodySchema>;

/**
 * The money-moving funds calls (3-account.md §7): deposits by card and digital wallet and
 * deposit-and-buy, each idempotent by key (docs/decisions/103). The gateway is asked before the
 * key's transaction (it keeps its own books, one payment per key); the deposit and its credit are
 * written in it.
 */
export function depositRoutes(
  deps: DepositPurchaseDeps & {
    idempotency: Idempotency;
    purchaseCountry: PurchaseCountry;
    purchaseVerification: PurchaseVerification;
  },
): FastifyPluginAsyncZod {
  /** A deposit by a stored card or a digital wallet: the gateway first, then the deposit booked under the key. */
  const deposit = async (
    request: FastifyRequest,
    reply: FastifyReply,
    { amount, metadata }: DepositBody,
    method: Pick<DepositRequest, 'methodCode' | 'fundId' | 'gatewayKey'>,
  ) => {
    const { customerId, currency } = requireCustomer(request);
    reply.header('cache-control', 'private, no-store');
    const { work } = await startDeposit(deps, {
      customerId,
      currency,
      ...method,
      amount,
      metadata,
      idempotencyKey: idempotencyKeyOf(request),
    });
    return deps.idempotency.answer(request, reply, work);
  };
  return async (app) => {
    // PayPal through Braintree (decision 488): GET /funds/{gateway} and POST /funds/pl/braintree.
    await app.register(braintreeRoutes(deps));
    await app.register(bpayRoutes(deps));
    await app.register(directDebitDepositRoutes(deps));
    app.post(
      depositRoutePaths.card,
      {
        ...customerOnly,
        schema: {
          tags,
          params: fundIdParamsSchema,
          body: depositBodySchema,
          response: { 200: envelopeOf(depositSchema) },
        },
      },
      (request, reply) => deposit(request, reply, request.body, { methodCode: 'cc', fundId: request.params.id }),
    );

    app.post(
      depositRoutePaths.wallet,
      {
        ...customerOnly,
        schema: {
          tags,
          params: walletDepositParamsSchema,
          body: depositBodySchema,
          response: { 200: envelopeOf(depositSchema) },
        },
      },
      (request, reply) =>
        deposit(request, reply, request.body, {
          methodCode: request.params.method,
          fundId: null,
          gatewayKey: request.params.gatewayKey,
        }),
    );

    app.post(
      depositRoutePaths.purchase,
      {
        ...customerOnly,
        config: { version: '3.3' },
        schema: { tags, body: depositPurchaseBodySchema, response: { 200: envelopeOf(depositPurchaseSchema) } },
      },
      async (request, reply) => {
        const { customerId, currency, segmentName } = requireCustomer(request);
        // A deposit-and-buy buys: not from a country the shop does not sell to, nor unverified where the
        // segment asks it (decision 441), and before the card is asked.
        deps.purchaseCountry.countryRules.refusePurchaseFromBannedCountry(deps.purchaseCountry.countryOf(request));
        refuseUntilUpgraded(requireCustomer(request));
        await deps.purchaseVerification.refuseUnverifiedPurchase(customerId, segmentName);
        reply.header('cache-control', 'private, no-store');
        const { work } = await startDepositPurchase(deps, {
          customerId,
          currency,
          methodCode: 'cc',
          fundId: request.body.deposit.fundId,
          amount: request.body.deposit.amount,
          metadata: request.body.deposit.metadata,
          purchase: request.body.purchase ?? null,
          idempotencyKey: idempotencyKeyOf(request),
          visit: { visitor: request.visitor, log: request.log },
        });
        const answer = await deps.idempotency.answer(request, reply, work);
        deps.mail?.wake();
        return answer;
      },
    );
  };
}

/**
 * GET /3ds/notify?gateway=…&payment_reference=…: where a gateway sends the customer's browser back
 * after 3-D Secure or a wallet approval. It completes the deposit (and a deposit-and-buy's
 * purchase) once, then shows the outcome page. It needs no sign-in: the gateway's own record
 * decides, and the page it leads to shows the deposit to its owner only.
 */
export function cardNotifyRoutes(deps: DepositPurchaseDeps): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Querystring: { gateway?: string; paymentReference?: string; paymentIntent?: string } }>(
      CARD_NOTIFY_PATH,
      { schema: { hide: true } },
      async (request, reply) => {
        const gateway = String(request.query.gateway ?? '');
        // Stripe names its payment `payment_intent` in the address it sends the browser back to.
        const reference = String(request.query.paymentReference ?? request.query.paymentIntent ?? '');
        const deposit = gateway && reference ? await completeDepositPurchase(deps, { gateway, reference }) : null;
        deps.mail?.wake();
        reply.header('cache-control', 'no-store');
        return reply.redirect(deposit ? outcomePage(deposit) : '/my-account/deposit', 303);
      },
    );
  };
}

/**
 * POST /webhooks/stripe: Stripe's signed word on a payment (docs/decisions/175). The body is read
 * raw, as signed; a deposit completes (or is declined) once, as by the browser's callback.
 */
export function stripeWebhookRoutes(deps: DepositPurchaseDeps, stripe: StripeGateway): FastifyPluginAsync {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 512 * 1024 }, (_request, body, done) =>
      done(null, { raw: String(body) }),
    );
    app.post<{ Body: { raw?: string } }>('/webhooks/stripe', { schema: { hide: true } }, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      const payment = stripe.paymentFromWebhook(
        request.body?.raw ?? '',
        typeof signature === 'string' ? signature : '',
      );
      if (payment) await completeDepositPurchase(deps, { gateway: 'stripe', reference: payment.reference, payment });
      return reply.status(200).send({ received: true });
    });
  };
}

/** The page that shows a deposit's outcome (3-account.md §2 wallet routes). */
export function outcomePage(deposit: DepositRow): string {
  const id = encodeURIComponent(deposit.id);
  // A partner purchase's bought cart: the partner receipt (decision 471).
  const partnerSlug = deposit.purchase?.partnerSlug;
  if (partnerSlug && deposit.status === 'completed' && deposit.checkoutId) {
    return `/purchase/${encodeURIComponent(partnerSlug)}/receipt/${encodeURIComponent(deposit.checkoutId)}`;
  }
  if (deposit.purchase !== null) {
    return deposit.status === 'completed' ? `/checkout/deposit/${id}/success` : `/checkout/deposit/${id}/cancel`;
  }
  if (deposit.status === 'completed') return `/my-account/deposit/details/${id}/success`;
  if (deposit.status === 'pending_authorisation') return `/my-account/deposit/authorisation/${id}`;
  return `/my-account/deposit/details/${id}/failure`;
}
