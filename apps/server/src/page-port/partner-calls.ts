import {
  API_PREFIX,
  depositPurchaseSchema,
  type PartnerPort,
  partnerPurchaseBodySchema,
  partnerSchema,
} from '@drawline/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { CheckoutDeps } from '../flows/checkout/checkout.routes';
import {
  PARTNER_PURCHASE_ROUTE,
  type PartnerPurchaseDeps,
  startPartnerPurchase,
} from '../flows/partner-purchase/partner-purchase';
import { checkedKey, customerScope } from '../modules/idempotency';
import { refuseUntilUpgraded } from '../platform/auth';
import type { PortKit } from './port-kit';
import { parseInput } from './port-refusal';

/**
 * The partner pages' calls of the pages' port (issue 30, decision 471): what GET /partners/{slug}
 * and POST /cart/partner/{slug}/purchase run, the purchase under the customer's Idempotency-Key
 * judged as its route judges it (its pattern, its slug, the body), so a key used over HTTP and
 * retried through the port answers the first answer and moves nothing twice.
 */
export function partnerCalls(
  deps: CheckoutDeps & { partnerPurchase: PartnerPurchaseDeps },
  { call, signedIn, viewer }: PortKit,
  log: FastifyBaseLogger,
): PartnerPort {
  return {
    partner: (slug) =>
      call(async () => {
        const { id: _id, ...partner } = await deps.partnerPurchase.partners.bySlug(slug);
        return partnerSchema.parse(partner);
      }),

    partnerPurchase: (slug, body, { idempotencyKey }) =>
      call(async () => {
        const { customerId, currency, segmentName } = await signedIn();
        deps.purchaseCountry.countryRules.refusePurchaseFromBannedCountry((await viewer()).countryCode);
        refuseUntilUpgraded(await signedIn());
        await deps.purchaseVerification.refuseUnverifiedPurchase(customerId, segmentName);
        const asked = parseInput(partnerPurchaseBodySchema, body);
        const key = checkedKey(idempotencyKey);
        const { work } = await startPartnerPurchase(deps.partnerPurchase, {
          customerId,
          currency,
          slug,
          body: asked,
          idempotencyKey: key,
          visit: { visitor: (await viewer()).visitor, log },
        });
        const outcome = await deps.idempotency.runCall(
          {
            scope: customerScope(customerId),
            key,
            method: 'POST',
            route: `${API_PREFIX}${PARTNER_PURCHASE_ROUTE}`,
            params: { slug },
            body: asked,
          },
          work,
        );
        deps.mail?.wake();
        return depositPurchaseSchema.parse(outcome.body);
      }),
  };
}
