import {
  type Cart,
  partnerCartItemRequestSchema,
  partnerCartSchema,
  partnerKeyParamsSchema,
  partnerPurchaseBodySchema,
  partnerPurchaseSchema,
  partnerSlugParamsSchema,
} from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartCallOptions, cartChangeClaimOf } from '../../modules/cart';
import { type Idempotency, idempotencyKeyOf } from '../../modules/idempotency';
import { partnersRoutes } from '../../modules/partners';
import { customerOnly, refuseUntilUpgraded, requireCustomer } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import type { PurchaseCountry, PurchaseVerification } from '../checkout/checkout.routes';
import { PARTNER_PURCHASE_ROUTE, type PartnerPurchaseDeps, startPartnerPurchase } from './partner-purchase';

export { partnerSaleRecorder } from './partner-purchase';

const tags = ['partners'];
const cartAnswer = { 200: envelopeOf(partnerCartSchema) };
const { itemBody } = cartCallOptions;

/** The partner cart (§3): the cart's answer with whose it is. */
const partnerCart = (cart: Cart, customerId: string | null) => ({ ...cart, customerId });

/**
 * The partner purchase's calls (3-account.md §7 Partner; issue 30, decision 471): the partner (the
 * module's GET /partners/{slug}), the partner's item
 * into the customer's or a visitor's cart, and the partner purchase, a money call under its
 * Idempotency-Key. A partner key or slug that does not exist or is turned off is partner_not_found
 * in the envelope, and nothing changes.
 */
export function partnerPurchaseRoutes(
  deps: PartnerPurchaseDeps & {
    idempotency: Idempotency;
    purchaseCountry: PurchaseCountry;
    purchaseVerification: PurchaseVerification;
  },
): FastifyPluginAsyncZod {
  const { cart, partners } = deps;
  return async (app) => {
    await app.register(partnersRoutes({ partners }));
    app.post(
      '/cart/partner/:key',
      {
        ...customerOnly,
        ...itemBody,
        schema: { tags, params: partnerKeyParamsSchema, body: partnerCartItemRequestSchema, response: cartAnswer },
      },
      async (request) => {
        const { customerId } = requireCustomer(request);
        await partners.byKey(request.params.key);
        const { cartReference: _ignored, ...item } = request.body;
        const owner = { customerId };
        return ok(partnerCart(await cart.addCartItem(owner, item, cartChangeClaimOf(request, owner)), customerId));
      },
    );

    app.post(
      '/anon-cart/partner/:key',
      {
        ...itemBody,
        schema: { tags, params: partnerKeyParamsSchema, body: partnerCartItemRequestSchema, response: cartAnswer },
      },
      async (request) => {
        await partners.byKey(request.params.key);
        const { cartReference, ...item } = request.body;
        // The visitor's cart by its reference, or a new one: its reference comes back in the answer.
        const token = cartReference ?? (await cart.createAnonymousCart()).cartReference ?? '';
        const owner = { anonymousToken: token };
        return ok(partnerCart(await cart.addCartItem(owner, item, cartChangeClaimOf(request, owner)), null));
      },
    );

    app.post(
      PARTNER_PURCHASE_ROUTE,
      {
        ...customerOnly,
        config: { version: '3.2' },
        schema: {
          tags,
          params: partnerSlugParamsSchema,
          body: partnerPurchaseBodySchema,
          response: { 200: envelopeOf(partnerPurchaseSchema) },
        },
      },
      async (request, reply) => {
        const { customerId, currency, segmentName } = requireCustomer(request);
        // As a deposit-and-buy: not from a banned country, nor unverified where the segment asks it.
        deps.purchaseCountry.countryRules.refusePurchaseFromBannedCountry(deps.purchaseCountry.countryOf(request));
        refuseUntilUpgraded(requireCustomer(request));
        await deps.purchaseVerification.refuseUnverifiedPurchase(customerId, segmentName);
        const idempotencyKey = idempotencyKeyOf(request);
        reply.header('cache-control', 'private, no-store');
        const { work } = await startPartnerPurchase(deps, {
          customerId,
          currency,
          slug: request.params.slug,
          body: request.body,
          idempotencyKey,
          visit: { visitor: request.visitor, log: request.log },
        });
        const answer = await deps.idempotency.answer(request, reply, work);
        deps.mail?.wake();
        return answer;
      },
    );
  };
}
