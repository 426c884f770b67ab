import {
  API_PREFIX,
  type CheckoutPort,
  depositPurchaseBodySchema,
  depositPurchaseSchema,
  purchaseRequestSchema,
  receiptSchema,
} from '@drawline/contracts';
import { type CheckoutDeps, PURCHASE_ROUTE } from '../flows/checkout/checkout.routes';
import { placeOrder } from '../flows/checkout/place-order';
import { depositRoutePaths } from '../flows/deposits/deposit.routes';
import { type DepositPurchaseDeps, startDepositPurchase } from '../flows/deposits/deposit-purchase';
import { withoutAnalyticsFailure } from '../modules/analytics';
import { checkedKey, customerScope } from '../modules/idempotency';
import type { PartnersModule } from '../modules/partners';
import { refuseUntilUpgraded } from '../platform/auth';
import type { PageRequest } from './page-viewer';
import { partnerCalls } from './partner-calls';
import type { PortKit } from './port-kit';
import { parseInput } from './port-refusal';

/**
 * The purchase of the pages' port (2-shopping.md §7): what POST /cart/purchase runs
 * (flows/checkout/checkout.routes.ts), in a purchase lane or 503 at once, under the customer's
 * Idempotency-Key judged as the route judges it (the route's pattern, no params, the body), so a
 * key used over HTTP and retried through the port answers the first receipt and buys nothing twice.
 */
export function checkoutCalls(
  deps: CheckoutDeps & { depositPurchase: DepositPurchaseDeps; partners: PartnersModule },
  kit: PortKit,
  request: Pick<PageRequest, 'log'>,
): CheckoutPort {
  const { call, signedIn, viewer } = kit;
  /** As the routes refuse it (docs/decisions/384): no purchase from a country the shop does not sell to. */
  const refuseBannedCountry = async () =>
    deps.purchaseCountry.countryRules.refusePurchaseFromBannedCountry((await viewer()).countryCode);
  return {
    // The partner pages' partner and purchase (decision 471).
    ...partnerCalls(
      { ...deps, partnerPurchase: { ...deps.depositPurchase, partners: deps.partners } },
      kit,
      request.log,
    ),
    purchase: (body, { idempotencyKey }) =>
      call(async () => {
        const { customerId, segmentName } = await signedIn();
        await refuseBannedCountry();
        refuseUntilUpgraded(await signedIn());
        await deps.purchaseVerification.refuseUnverifiedPurchase(customerId, segmentName);
        const asked = parseInput(purchaseRequestSchema, body);
        const { visitor } = await viewer();
        const attribution = await withoutAnalyticsFailure(
          request.log,
          'order attribution',
          () => deps.analytics.visitAttribution(visitor),
          null,
        );
        const outcome = await deps.lanes.run(() =>
          deps.idempotency.runCall(
            {
              scope: customerScope(customerId),
              key: idempotencyKey,
              method: 'POST',
              route: `${API_PREFIX}${PURCHASE_ROUTE}`,
              params: {},
              body: asked,
            },
            (tx, answerPart, keyClaim) => placeOrder(deps, tx, { customerId, answerPart, keyClaim, attribution }),
            200,
            { claimInWork: true },
          ),
        );
        deps.mail?.wake();
        return receiptSchema.parse(outcome.body);
      }),

    // As its route (flows/deposits/deposit.routes.ts): the gateway asked first, then the deposit
    // and the purchase booked under the key.
    depositPurchase: (body, { idempotencyKey }) =>
      call(async () => {
        const { customerId, currency, segmentName } = await signedIn();
        await refuseBannedCountry();
        refuseUntilUpgraded(await signedIn());
        await deps.purchaseVerification.refuseUnverifiedPurchase(customerId, segmentName);
        const asked = parseInput(depositPurchaseBodySchema, body);
        const key = checkedKey(idempotencyKey);
        const { work } = await startDepositPurchase(deps.depositPurchase, {
          customerId,
          currency,
          methodCode: 'cc',
          fundId: asked.deposit.fundId,
          amount: asked.deposit.amount,
          metadata: asked.deposit.metadata,
          purchase: asked.purchase ?? null,
          idempotencyKey: key,
          visit: { visitor: (await viewer()).visitor, log: request.log },
        });
        const outcome = await deps.idempotency.runCall(
          {
            scope: customerScope(customerId),
            key,
            method: 'POST',
            route: `${API_PREFIX}${depositRoutePaths.purchase}`,
            params: {},
            body: asked,
          },
          work,
        );
        deps.mail?.wake();
        return depositPurchaseSchema.parse(outcome.body);
      }),
  };
}
