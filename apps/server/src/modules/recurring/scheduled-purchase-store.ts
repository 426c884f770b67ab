import {
  type Currency,
  type GameSelection,
  type GameTypeKey,
  heldUntilSalesOpen,
  type Money,
  type PageInfo,
  type ProductType,
  type ScheduledCancelReason,
  type ScheduledPurchase,
  type ScheduledPurchaseKind,
  type ScheduledStatus,
} from '@drawline/contracts';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { cryptoRandom, type Random } from '../../lib/random';
import { notFound } from '../../platform/app-error';
import { entryOfLine } from './entry-of-line';
import { type RecurringLineInput, recurringKindOf } from './record-recurring-purchases';
import { scheduledPurchases } from './scheduled-purchases.tables';
import { isCancellable } from './scheduled-status';

type Executor = Db | Tx;
export type ScheduledRow = typeof scheduledPurchases.$inferSelect;

/** A cart line the checkout holds for a draw not yet open: the fields of the cart's PurchaseLine it keeps. */
export interface ScheduledLineInput {
  itemId: string;
  productType: string;
  productOfferKey: string;
  productOfferName: string;
  lotteryKey: string;
  gameType: string;
  gameOffer: string;
  drawId: string;
  drawNo: number;
  drawDate: Date;
  numGames: number;
  quantity: number;
  games: readonly GameSelection[];
  quickPick: boolean;
  day: string | null;
  causeKey: string | null;
  lineTotal: Money;
  amountDue: Money;
  /** Raffle tickets the checkout took from the draw's stock for it (decision 556); null for a draw with no cap. */
  stockUnits: number | null;
}

/**
 * The checkout's step for held lines (decision 364), in its purchase transaction: each becomes an
 * active scheduled purchase (a raffle's a pre_order, any other a scheduled_purchase), paid by the
 * purchase's own journal. A cart item makes at most one (a unique index). Answers the ids made.
 */
export async function recordScheduledPurchases(
  tx: Tx,
  input: {
    customerId: string;
    checkoutId: string;
    now: Date;
    promotionCode: string | null;
    lines: readonly ScheduledLineInput[];
    random?: Random;
  },
): Promise<string[]> {
  if (!input.lines.length) return [];
  const random = input.random ?? cryptoRandom;
  const rows = input.lines.map((line) => ({
    id: `sp_${random.token(16)}`,
    customerId: input.customerId,
    kind: (line.productType === 'raffle_ticket' ? 'pre_order' : 'scheduled_purchase') satisfies ScheduledPurchaseKind,
    status: 'scheduled_status_active' satisfies ScheduledStatus,
    ...entryOfLine(line),
    productOfferName: line.productOfferName,
    drawId: line.drawId,
    drawNo: line.drawNo,
    drawDate: line.drawDate,
    currency: line.amountDue.currency,
    lineTotal: line.lineTotal.amount,
    amountPaid: line.amountDue.amount,
    promotionCode: line.lineTotal.amount > line.amountDue.amount ? input.promotionCode : null,
    sourceCheckoutId: input.checkoutId,
    sourceCartItemId: line.itemId,
    stockReserved: line.stockUnits ?? 0,
    createdAt: input.now,
    updatedAt: input.now,
  }));
  await tx.insert(scheduledPurchases).values(rows);
  return rows.map((r) => r.id);
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The answer of a scheduled purchase. */
export function scheduledOf(row: ScheduledRow): ScheduledPurchase {
  const currency = row.currency as Currency;
  return {
    encodedId: row.id,
    status: row.status as ScheduledStatus,
    kind: row.kind as ScheduledPurchaseKind,
    productType: row.productType as ProductType,
    productOfferKey: row.productOfferKey,
    productOfferName: row.productOfferName,
    gameType: row.gameType as GameTypeKey,
    gameOffer: row.gameOffer,
    numGames: row.numGames,
    quantity: row.quantity,
    drawId: row.drawId,
    drawNo: row.drawNo,
    drawDate: row.drawDate.toISOString(),
    amountPaid: { amount: row.amountPaid, currency },
    checkoutId: row.sourceCheckoutId,
    placedAt: iso(row.placedAt),
    placedCheckoutId: row.placedCheckoutId,
    cancelledAt: iso(row.cancelledAt),
    cancelReason: row.cancelReason as ScheduledCancelReason | null,
    refunded: row.refundedAmount === null ? null : { amount: row.refundedAmount, currency },
    cancellable: isCancellable(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /scheduled-purchases: the customer's, newest first, a page at a time. */
export async function listScheduledRows(
  exec: Executor,
  query: { customerId: string; limit: number; offset: number },
): Promise<{ rows: ScheduledRow[]; pageInfo: PageInfo }> {
  const where = eq(scheduledPurchases.customerId, query.customerId);
  const [rows, [total]] = await Promise.all([
    exec
      .select()
      .from(scheduledPurchases)
      .where(where)
      .orderBy(desc(scheduledPurchases.createdAt), desc(scheduledPurchases.id))
      .limit(query.limit)
      .offset(query.offset),
    exec.select({ n: sql<number>`count(*)::int` }).from(scheduledPurchases).where(where),
  ]);
  return { rows, pageInfo: { limit: query.limit, offset: query.offset, total: Number(total?.n ?? 0) } };
}

/**
 * The customer's own scheduled purchase, its row locked FOR UPDATE when `lock` (a cancel or a
 * placement: whichever locks it first decides, the other then reads what it left). Another
 * customer's id or an unknown one is the same 404, nothing said of it.
 */
export async function findOwnScheduled(
  exec: Executor,
  owner: { customerId: string; encodedId: string },
  options: { lock?: boolean } = {},
): Promise<ScheduledRow> {
  const query = exec
    .select()
    .from(scheduledPurchases)
    .where(and(eq(scheduledPurchases.id, owner.encodedId), eq(scheduledPurchases.customerId, owner.customerId)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound('The scheduled purchase');
  return row;
}

/** A scheduled purchase locked for its placement, whoever owns it; undefined when unknown. */
export async function lockScheduled(tx: Tx, id: string): Promise<ScheduledRow | undefined> {
  const [row] = await tx.select().from(scheduledPurchases).where(eq(scheduledPurchases.id, id)).for('update');
  return row;
}

/** Active scheduled purchases whose tickets are not issued yet, in id order, a page at a time (the engine's). */
export async function listDueScheduled(
  exec: Executor,
  page: { afterId: string | null; limit: number },
): Promise<ScheduledRow[]> {
  return exec
    .select()
    .from(scheduledPurchases)
    .where(
      and(
        eq(scheduledPurchases.status, 'scheduled_status_active'),
        isNull(scheduledPurchases.placedAt),
        page.afterId ? gt(scheduledPurchases.id, page.afterId) : undefined,
      ),
    )
    .orderBy(asc(scheduledPurchases.id))
    .limit(page.limit);
}

/** Its tickets issued by the order `checkoutId` (the caller holds the row's lock and checked it is cancellable). */
export async function markScheduledPlaced(tx: Tx, input: { id: string; checkoutId: string; now: Date }) {
  await tx
    .update(scheduledPurchases)
    .set({ placedAt: input.now, placedCheckoutId: input.checkoutId, updatedAt: input.now })
    .where(and(eq(scheduledPurchases.id, input.id), isNull(scheduledPurchases.placedAt)));
}

/** Cancelled, with what went back to the wallet (the caller holds the row's lock and checked it is cancellable). */
export async function markScheduledCancelled(
  tx: Tx,
  input: { id: string; reason: ScheduledCancelReason; refunded: number; now: Date },
): Promise<ScheduledRow> {
  const [row] = await tx
    .update(scheduledPurchases)
    .set({
      status: 'scheduled_status_cancelled' satisfies ScheduledStatus,
      cancelledAt: input.now,
      cancelReason: input.reason,
      refundedAmount: input.refunded,
      updatedAt: input.now,
    })
    .where(
      and(
        eq(scheduledPurchases.id, input.id),
        eq(scheduledPurchases.status, 'scheduled_status_active'),
        isNull(scheduledPurchases.placedAt),
      ),
    )
    .returning();
  if (!row) throw notFound('The scheduled purchase');
  return row;
}

/** Whether the checkout holds a line as a scheduled purchase: the contracts' rule (decision 364). */
export function isHeldLine(line: RecurringLineInput & { purchaseStatus: string; drawIds: readonly string[] }): boolean {
  return heldUntilSalesOpen({
    purchaseStatus: line.purchaseStatus,
    drawCount: line.drawIds.length,
    gameType: line.gameType,
    recurs: recurringKindOf(line) !== null,
  });
}
