import type { ErrorCode, ScheduledCancelReason, ScheduledPurchase } from '@drawline/contracts';
import type { Tx } from '../../db/client';
import type { PurchaseCart } from '../../modules/cart';
import { findSaleTerms, giveBackStock, type SaleDraw, type SaleTerms } from '../../modules/catalogue';
import { type CustomerContact, contactsOf } from '../../modules/identity';
import type { EmailToSend } from '../../modules/mail';
import {
  assertCancellable,
  findOwnScheduled,
  isCancellable,
  listDueScheduled,
  lockScheduled,
  markScheduledCancelled,
  markScheduledPlaced,
  type RecurringRow,
  type ScheduledRow,
  scheduledOf,
} from '../../modules/recurring';
import { AppError } from '../../platform/app-error';
import { placeOrder } from '../checkout/place-order';
import type { RecurringEngineDeps } from './recurring-flow.deps';
import { placementCartModule, recurringPurchaseCart } from './recurring-purchase-cart';
import { scheduledIssuedEmail, scheduledRefundedEmail } from './scheduled-purchase-email';

/**
 * Scheduled purchases and pre-orders (2-shopping.md §3, §4, §7; decision 364): paid at checkout
 * (the purchase's journal) and held; the engine issues their tickets when the draw's sales open,
 * through the checkout's own purchase at no further charge; the customer may cancel one until
 * then, and what they paid goes back to the wallet as a refund journal. A cancel and a placement
 * both lock the record first: whichever commits first decides, never both.
 */

/**
 * Gives a held line's price back and cancels it, in the caller's transaction (the row locked,
 * cancellable); the raffle tickets it reserved go back to the draw while it still sells, after the
 * wallet, as a purchase takes them (decision 556).
 */
async function refundAndCancel(
  deps: RecurringEngineDeps,
  tx: Tx,
  row: ScheduledRow,
  reason: ScheduledCancelReason,
): Promise<ScheduledRow> {
  const currency = row.currency as ScheduledPurchase['amountPaid']['currency'];
  if (row.lineTotal > 0) {
    await deps.wallet.refundPurchaseLine(tx, {
      customerId: row.customerId,
      reference: row.id,
      checkoutId: row.sourceCheckoutId,
      productOfferKey: row.productOfferKey,
      lineTotal: { amount: row.lineTotal, currency },
      amountPaid: { amount: row.amountPaid, currency },
      promotionKey: row.promotionCode,
      description: `Refund: ${row.kind === 'pre_order' ? 'pre-order' : 'scheduled purchase'} of ${row.productOfferName} draw ${row.drawNo} cancelled`,
    });
  }
  if (row.stockReserved > 0) {
    await giveBackStock(tx, { drawId: row.drawId, quantity: row.stockReserved, now: deps.clock.now() });
  }
  // The customer who cancelled knows; one the draw could not take is told, once, with the refund.
  if (reason !== 'customer') await tell(deps, tx, row, (site, to) => scheduledRefundedEmail(site, row, reason, to));
  return markScheduledCancelled(tx, { id: row.id, reason, refunded: row.amountPaid, now: deps.clock.now() });
}

/** An email to the record's customer in the caller's transaction (the outbox), where the shop sends mail. */
async function tell(
  deps: RecurringEngineDeps,
  tx: Tx,
  row: ScheduledRow,
  write: (site: NonNullable<RecurringEngineDeps['site']>, to: CustomerContact) => EmailToSend,
): Promise<void> {
  if (!deps.mail || !deps.site) return;
  const contact = (await contactsOf(tx, [row.customerId])).get(row.customerId);
  if (contact) await deps.mail.outboxInsert(tx, write(deps.site, contact));
}

/**
 * PATCH /scheduled-purchases/{encodedId}/cancel: the customer's own, while active and before its
 * tickets are issued; the price paid goes back to the wallet in the same transaction. Asked again
 * after the customer cancelled it, it answers the cancelled purchase and moves nothing; a placed
 * one is refused (409), nothing changed.
 */
export async function cancelScheduledPurchase(
  deps: RecurringEngineDeps,
  owner: { customerId: string; encodedId: string },
): Promise<ScheduledPurchase> {
  return deps.db.transaction(async (tx) => {
    const row = await findOwnScheduled(tx, owner, { lock: true });
    if (row.status === 'scheduled_status_cancelled' && row.cancelReason === 'customer') return scheduledOf(row);
    assertCancellable(row);
    return scheduledOf(await refundAndCancel(deps, tx, row, 'customer'));
  });
}

/** The record as the recurring engine's one-line cart reads a recurring purchase (recurring-purchase-cart.ts). */
function asPurchaseRow(row: ScheduledRow): RecurringRow {
  return {
    ...row,
    kind: 'autoplay',
    frequency: null,
    minimumJackpotAmount: null,
    status: 'recurring_status_active',
    pausedUntil: null,
    lastAttemptStatus: null,
    lastAttemptAt: null,
    lastFailureCode: null,
    startsAfter: row.createdAt,
  };
}

/** The held line as a cart of one line at no price: it was paid at checkout. */
function paidCart(row: ScheduledRow, terms: SaleTerms, draw: SaleTerms['draws'][number]): PurchaseCart {
  const cart = recurringPurchaseCart(asPurchaseRow(row), terms, draw, null);
  const zero = { amount: 0, currency: cart.currency };
  const stockReserved = row.stockReserved > 0;
  return {
    ...cart,
    lines: cart.lines.map((l) => ({ ...l, unitPrice: zero, lineTotal: zero, amountDue: zero, stockReserved })),
    subtotal: zero,
    total: zero,
    preOrderTotal: zero,
  };
}

/**
 * Its draw's sales have not opened yet: a pre-order draw, or one the pre-orders have already sold
 * out for a record that reserved its tickets (decision 556). Nothing to do before then.
 */
function beforeSales(row: ScheduledRow, draw: SaleDraw | undefined): boolean {
  if (!draw || draw.salesOpen) return false;
  return draw.purchaseStatus === 'pre_order' || (row.stockReserved > 0 && draw.purchaseStatus === 'sold_out');
}

/** Its tickets can be issued now: the draw is open, or sold out with this record's tickets among those sold. */
const issuable = (row: ScheduledRow, draw: SaleDraw) =>
  draw.purchaseStatus === 'open' || (row.stockReserved > 0 && draw.purchaseStatus === 'sold_out');

/** Refusals at opening that give the customer's money back: the draw cannot take it. */
const givesUp: Partial<Record<ErrorCode, ScheduledCancelReason>> = {
  sold_out: 'sold_out',
  draw_closed: 'draw_closed',
  cart_blocked: 'refused',
  unprocessable: 'refused',
  not_found: 'refused',
  validation_failed: 'refused',
  self_excluded: 'refused',
  customer_locked: 'refused',
  account_locked: 'refused',
};

export type ScheduledOutcome = 'placed' | 'waiting' | 'skipped' | 'refunded' | 'error';

/**
 * Issues one held line's tickets now that its draw is open, in one transaction: the record locked
 * (a cancel that committed first wins: skipped), then the checkout's own purchase of the line at no
 * price (on sale on the server's clock, stock caps, the break from play, the order and its
 * tickets), then the record placed. A draw that cannot take it (sold out, closed, offer gone, the
 * customer excluded) gives the money back and cancels it; anything else is retried next run.
 */
export async function placeScheduledPurchase(
  deps: RecurringEngineDeps,
  id: string,
  terms: SaleTerms | undefined,
): Promise<ScheduledOutcome> {
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await lockScheduled(tx, id);
      if (!row || !isCancellable(row)) return 'skipped';
      const now = deps.clock.now();
      const locked = (
        await findSaleTerms(tx, deps.catalogue, [row.productOfferKey], now, { syndicates: false, lockDraws: true })
      ).get(row.productOfferKey);
      const draw = locked?.draws.find((d) => d.drawId === row.drawId);
      if (beforeSales(row, draw)) return 'waiting';
      if (!locked || !draw || !issuable(row, draw)) {
        const stillSold = terms?.draws.some((d) => d.drawId === row.drawId);
        await refundAndCancel(
          deps,
          tx,
          row,
          draw?.purchaseStatus === 'sold_out' || stillSold ? 'sold_out' : 'draw_closed',
        );
        return 'refunded';
      }
      const cart = placementCartModule(deps.cart, paidCart(row, locked, draw));
      // No confirmation email at no price: the checkout that paid for it sent one.
      const receipt = await placeOrder({ ...deps, mail: undefined, site: undefined, cart }, tx, {
        customerId: row.customerId,
      });
      await markScheduledPlaced(tx, { id: row.id, checkoutId: receipt.checkoutId, now });
      await tell(deps, tx, row, (site, to) => scheduledIssuedEmail(site, row, to));
      return 'placed';
    });
  } catch (err) {
    const reason = err instanceof AppError ? givesUp[err.code] : undefined;
    if (!reason) return 'error';
    return deps.db.transaction(async (tx) => {
      const row = await lockScheduled(tx, id);
      if (!row || !isCancellable(row)) return 'skipped';
      await refundAndCancel(deps, tx, row, reason);
      return 'refunded';
    });
  }
}

export type ScheduledRunReport = Record<ScheduledOutcome, number>;

/**
 * The engine's run for held lines (job place-recurring-purchases): every active scheduled purchase
 * whose draw is no longer in pre-order is placed (or refunded when the draw cannot take it). Safe
 * twice and in two processes at once: each record is placed under its lock, once.
 */
export async function placeDueScheduledPurchases(deps: RecurringEngineDeps): Promise<ScheduledRunReport> {
  const report: ScheduledRunReport = { placed: 0, waiting: 0, skipped: 0, refunded: 0, error: 0 };
  const termsOf = new Map<string, Promise<SaleTerms | undefined>>();
  const terms = (key: string) => {
    let found = termsOf.get(key);
    if (!found) {
      found = findSaleTerms(deps.db, deps.catalogue, [key], deps.clock.now(), { syndicates: false }).then((m) =>
        m.get(key),
      );
      termsOf.set(key, found);
    }
    return found;
  };
  let afterId: string | null = null;
  for (;;) {
    const page = await listDueScheduled(deps.db, { afterId, limit: deps.batchSize ?? 200 });
    if (!page.length) break;
    afterId = page.at(-1)?.id ?? null;
    for (const row of page) {
      const offer = await terms(row.productOfferKey);
      // Still in pre-order: nothing to do yet (no transaction, no lock).
      if (
        beforeSales(
          row,
          offer?.draws.find((d) => d.drawId === row.drawId),
        )
      ) {
        report.waiting++;
        continue;
      }
      report[await placeScheduledPurchase(deps, row.id, offer)]++;
    }
  }
  if (report.placed || report.refunded) deps.mail?.wake();
  return report;
}
