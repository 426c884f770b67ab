import { type DepositPurchase, type Receipt, toCurrency, withRoundedColourDepth } from '@drawline/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../db/client';
import {
  type AnalyticsModule,
  type AttributedVisitor,
  type VisitAttribution,
  withoutAnalyticsFailure,
} from '../../modules/analytics';
import type { DepositRow } from '../../modules/funds';
import { AppError } from '../../platform/app-error';
import { type PlaceOrderDeps, placeOrder } from '../checkout/place-order';
import {
  askForDeposit,
  bookDeposit,
  completeCardAuthentication,
  type DepositDeps,
  type DepositRequest,
} from './deposit';

export type DepositPurchaseDeps = DepositDeps &
  PlaceOrderDeps & {
    /** The visit's attribution, kept on the deposit and then on its order (decision 486). */
    analytics: Pick<AnalyticsModule, 'visitAttribution'>;
    /** Runs in the purchase's savepoint once a deposit's cart is bought (a partner's sale, decision 471). */
    afterPurchase?: (tx: Tx, deposit: DepositRow, receipt: Receipt) => Promise<void>;
  };

/** A deposit-and-buy's caller: the visitor's cookies and the request's logger, for the order's attribution. */
export interface DepositPurchaseVisit {
  visitor: AttributedVisitor | undefined;
  log: FastifyBaseLogger;
}

/**
 * POST /deposit_purchase (3-account.md §7 v3.3, §4 deposit flow): a card deposit, then the cart
 * bought from the wallet. With 3-D Secure the purchase waits for the callback
 * (completeDepositPurchase). If the deposit succeeds and the purchase cannot be made (draw
 * closed, sold out), the deposit stays in the wallet and the answer says why.
 */
export async function startDepositPurchase(
  deps: DepositPurchaseDeps,
  request: DepositRequest & {
    metadata?: Record<string, string>;
    purchase: Record<string, string> | null;
    /** Runs in the key's transaction once the deposit is booked, before the purchase (a partner's sale begun). */
    beforePurchase?: (tx: Tx, deposit: DepositRow) => Promise<void>;
    /** The caller's visit (its cookies and its request's logger): its attribution goes on the order. */
    visit: DepositPurchaseVisit;
  },
): Promise<{ work: (tx: Tx) => Promise<DepositPurchase> }> {
  // The order as it stands and the wallet before the charge: the charge's minimum is what the
  // wallet is short (docs/decisions/301). The purchase itself checks both again in its transaction.
  const cart = await deps.cart.getCart({ customerId: request.customerId });
  // An empty cart (nothing in it, nothing taken out of it since) asks no card. Its work refuses it,
  // unless the key already holds the answer of the purchase that emptied it (a second call with the
  // same key that read the cart after the first bought it), which the key's wrapper then answers
  // without running it. A cart whose items' draws closed is charged and told why, as before.
  if (cart.cartItems.length === 0 && cart.autoRemovedItems.length === 0) {
    return {
      work: async () => {
        throw new AppError('cart_empty');
      },
    };
  }
  const { availableFunds } = await deps.wallet.getFunds(request.customerId, cart.cartTotal.currency);
  const asked = await askForDeposit(deps, { ...request, forPurchase: { orderTotal: cart.cartTotal, availableFunds } });
  const { visitor, log } = request.visit;
  const attribution = visitor
    ? await withoutAnalyticsFailure(log, 'order attribution', () => deps.analytics.visitAttribution(visitor), null)
    : null;
  return {
    work: async (tx) => {
      const deposit = await bookDeposit(deps, tx, {
        ...asked,
        // The browser's colour depth kept to 3-D Secure's list (decision 492).
        metadata: request.metadata && withRoundedColourDepth(request.metadata),
        purchase: withAttribution(request.purchase ?? {}, attribution),
      });
      await request.beforePurchase?.(tx, deposit);
      if (deposit.status !== 'completed' || deposit.checkoutId || deposit.purchaseErrorCode) {
        return { deposit: deps.funds.depositOf(deposit), receipt: null, purchaseError: null };
      }
      const { row, receipt } = await buyAfterDeposit(deps, tx, deposit);
      return { deposit: deps.funds.depositOf(row), receipt, purchaseError: deps.funds.depositOf(row).purchaseError };
    },
  };
}

/** The callback of a deposit-and-buy's 3-D Secure: the deposit credited once, then the purchase. */
export function completeDepositPurchase(
  deps: DepositPurchaseDeps,
  input: Parameters<typeof completeCardAuthentication>[1],
) {
  return completeCardAuthentication(deps, input, async (tx, deposit) =>
    deposit.purchase === null ? deposit : (await buyAfterDeposit(deps, tx, deposit)).row,
  );
}

/**
 * The purchase after a credited deposit, in a savepoint of the deposit's transaction: a refused
 * purchase rolls back alone and is written on the deposit; the deposit stays.
 */
async function buyAfterDeposit(
  deps: DepositPurchaseDeps,
  tx: Tx,
  deposit: DepositRow,
): Promise<{ row: DepositRow; receipt: Receipt | null }> {
  const card = {
    charged: { amount: deposit.amount, currency: toCurrency(deposit.currency) },
    label: await deps.funds.depositMethodLabel(tx, deposit),
  };
  try {
    const receipt = await tx.transaction(async (savepoint) => {
      const attribution = attributionOf(deposit.purchase);
      const bought = await placeOrder(deps, savepoint, { customerId: deposit.customerId, card, attribution });
      await deps.afterPurchase?.(savepoint, deposit, bought);
      return bought;
    });
    const row = await deps.funds.recordDepositOutcome(tx, deposit.id, { checkoutId: receipt.checkoutId });
    return { row, receipt };
  } catch (err) {
    if (!(err instanceof AppError) || err.status >= 500) throw err;
    const row = await deps.funds.recordDepositOutcome(tx, deposit.id, {
      purchaseError: { code: err.code, message: err.message },
    });
    return { row, receipt: null };
  }
}

/** Where the deposit's purchase data keeps the visit's attribution until its order is placed. */
const ATTRIBUTION_KEY = 'attribution';
const ATTRIBUTION_FIELDS = ['campaign', 'source', 'medium', 'term', 'content', 'referrer', 'referringDomain'] as const;

/**
 * The purchase data as the deposit keeps it (decision 486): the visit's attribution read now, while
 * the visitor's cookies are at hand, so an order placed later by the gateway's callback (3-D Secure,
 * a wallet's return, a webhook) carries the same attribution as one bought at once. A key of that
 * name sent by the caller is never kept.
 */
function withAttribution(purchase: Record<string, string>, attribution: VisitAttribution | null) {
  const { [ATTRIBUTION_KEY]: _sent, ...rest } = purchase;
  return attribution ? { ...rest, [ATTRIBUTION_KEY]: JSON.stringify(attribution) } : rest;
}

/** The attribution a deposit kept for its order, or none (an older deposit, or one without consent). */
export function attributionOf(purchase: Record<string, string> | null): VisitAttribution | null {
  const kept = purchase?.[ATTRIBUTION_KEY];
  if (!kept) return null;
  let fields: Record<string, unknown>;
  try {
    fields = Object(JSON.parse(kept)) as Record<string, unknown>;
  } catch {
    return null; // a deposit begun before attribution was kept, whose caller sent this key
  }
  const attribution = Object.fromEntries(
    ATTRIBUTION_FIELDS.map((field) => [field, typeof fields[field] === 'string' ? fields[field] : null]),
  ) as unknown as VisitAttribution;
  return Object.values(attribution).every((v) => v === null) ? null : attribution;
}
