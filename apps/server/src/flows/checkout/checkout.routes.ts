import { purchaseRequestSchema, type Receipt, receiptSchema } from '@drawline/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AnalyticsModule, withoutAnalyticsFailure } from '../../modules/analytics';
import type { CountryRules } from '../../modules/country-rules';
import type { Idempotency } from '../../modules/idempotency';
import type { Verification } from '../../modules/verification';
import { refuseUntilUpgraded, requireCustomer } from '../../platform/auth';
import type { Lanes } from '../../platform/lanes';
import { envelopeOf } from '../../platform/schemas';
import { type PlaceOrderDeps, placeOrder } from './place-order';

/** The purchase's route as registered (under API_PREFIX): its Idempotency-Keys are judged with it. */
export const PURCHASE_ROUTE = '/cart/purchase';

/** Where a purchase may be made from: the country rules, and the country a request is located in. */
export interface PurchaseCountry {
  countryRules: Pick<CountryRules, 'refusePurchaseFromBannedCountry' | 'acknowledge'>;
  countryOf(request: FastifyRequest): string;
}

/** What a purchase runs with, over HTTP and through the pages' port alike. */
export type CheckoutDeps = PlaceOrderDeps & {
  idempotency: Idempotency;
  lanes: Lanes;
  purchaseCountry: PurchaseCountry;
  /** A segment that buys only once verified (decision 441). */
  purchaseVerification: PurchaseVerification;
  /** The visit's attribution, kept on the order (decision 486). */
  analytics: Pick<AnalyticsModule, 'visitAttribution'>;
};

/** Refuses a purchase by a customer whose segment buys only once verified, and who is not (decision 441). */
export type PurchaseVerification = Pick<Verification, 'refuseUnverifiedPurchase'>;

/** POST /cart/purchase: a money call, so it needs an Idempotency-Key (docs/decisions/103). */
export function checkoutRoutes(deps: CheckoutDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      PURCHASE_ROUTE,
      {
        preValidation: async (request: FastifyRequest) => {
          requireCustomer(request);
          // Not from a country the shop does not sell to (docs/decisions/384): refused before anything is read.
          const { countryRules, countryOf } = deps.purchaseCountry;
          countryRules.refusePurchaseFromBannedCountry(countryOf(request));
        },
        schema: { tags: ['cart'], body: purchaseRequestSchema, response: { 200: envelopeOf(receiptSchema) } },
      },
      async (request, reply) => {
        const { customerId, segmentName } = requireCustomer(request);
        reply.header('cache-control', 'private, no-store');
        refuseUntilUpgraded(requireCustomer(request));
        await deps.purchaseVerification.refuseUnverifiedPurchase(customerId, segmentName);
        const attribution = await withoutAnalyticsFailure(
          request.log,
          'order attribution',
          () => deps.analytics.visitAttribution(request.visitor),
          null,
        );
        // In a purchase lane, or 503 at once: a refused purchase changed nothing and may be retried with its key.
        const answer = await deps.lanes.run(() =>
          deps.idempotency.answer<Receipt>(
            request,
            reply,
            (tx, answerPart, keyClaim) => placeOrder(deps, tx, { customerId, answerPart, keyClaim, attribution }),
            { claimInWork: true },
          ),
        );
        deps.mail?.wake();
        return answer;
      },
    );
  };
}
