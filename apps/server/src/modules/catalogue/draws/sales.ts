import { type DrawStatus, type DrawType, type PurchaseStatus, soldOutMessage } from '@drawline/contracts';
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { parsedJson, type StatementPart, tableRowsFromJson } from '../../../db/one-statement';
import { AppError, notFound } from '../../../platform/app-error';
import { productOffers } from '../catalogue.tables';
import { draws, syndicates } from '../draws.tables';
import { moveDrawIfUnchanged } from './draw-moves';
import type { DrawRow } from './draw-views';
import { isPublished, purchaseStatusOf } from './purchase-status';

/**
 * Selling a draw inside the purchase transaction (docs/decisions/121): whether it is on sale at
 * the server's time, and taking its limited stock with one conditional update.
 */

/** The most a single purchase line may take at once; anything larger is a malformed request. */
export const MAX_STOCK_PER_TAKE = 10_000;

export interface DrawOnSale {
  drawId: string;
  drawNo: number;
  offerKey: string;
  type: DrawType;
  drawDate: Date;
  stopDate: Date;
  /** open or pre_order: what the cart item's purchase status is (standard or pre_order). */
  purchaseStatus: Extract<PurchaseStatus, 'open' | 'pre_order'>;
}

/**
 * Refuses a draw that cannot be sold at `now`: draw_closed once its stop time has passed (or it
 * left the open states), sold_out when capped, not_found before it is published. The row is read
 * FOR KEY SHARE, which closing the draw (FOR UPDATE) waits for: a draw cannot close while a
 * purchase that saw it open is in flight, and a purchase after the close sees it closed. Key
 * share does not block the stock update of other purchases, so buyers never deadlock on it.
 */
export async function assertOnSale(tx: Tx | Db, { drawId, now }: { drawId: string; now: Date }): Promise<DrawOnSale> {
  const [draw] = await tx.select().from(draws).where(eq(draws.drawId, drawId)).for('key share');
  if (!draw || !isPublished(draw, now)) throw notFound(`Draw ${drawId}`);
  const status = purchaseStatusOf({ ...draw, status: draw.status as DrawStatus }, now);
  refuseUnlessOnSale({ ...draw, purchaseStatus: status });
  return {
    drawId,
    drawNo: draw.drawNo,
    offerKey: draw.offerKey,
    type: draw.type as DrawType,
    drawDate: draw.drawDate,
    stopDate: draw.stopDate,
    purchaseStatus: status as DrawOnSale['purchaseStatus'],
  };
}

/**
 * The refusals of assertOnSale for a draw already read and locked FOR KEY SHARE in this
 * transaction (a purchase's pricing reads its draws so, published ones only): draw_closed once
 * sales stopped, sold_out when capped.
 */
export function refuseUnlessOnSale(draw: {
  drawId: string;
  drawNo: number;
  stopDate: Date;
  purchaseStatus: PurchaseStatus;
}): void {
  const { drawId } = draw;
  if (draw.purchaseStatus === 'past_draw') {
    throw new AppError('draw_closed', {
      message: `Sales for draw ${draw.drawNo} closed at ${draw.stopDate.toISOString()}.`,
      result: { drawId, stopDate: draw.stopDate.toISOString() },
    });
  }
  if (draw.purchaseStatus === 'sold_out') {
    throw new AppError('sold_out', { message: soldOutMessage(draw), result: { drawId, remaining: 0 } });
  }
}

export interface TakeStockInput {
  drawId: string;
  quantity: number;
  /** Shares of this syndicate of the draw; without it, raffle tickets of the draw itself. */
  syndicateEncodedId?: string | null;
  /** When the stock is taken (the move to DRAW_CAPPED is recorded at this time). */
  now: Date;
}

export interface StockTaken {
  drawId: string;
  syndicateEncodedId: string | null;
  quantity: number;
  /** Sold after this take, and the cap (null: unlimited). */
  sold: number;
  cap: number | null;
  remaining: number | null;
  soldOut: boolean;
}

const stockOf = (input: TakeStockInput, sold: number, cap: number | null): StockTaken => ({
  drawId: input.drawId,
  syndicateEncodedId: input.syndicateEncodedId ?? null,
  quantity: input.quantity,
  sold,
  cap,
  remaining: cap === null ? null : cap - sold,
  soldOut: cap !== null && sold >= cap,
});

/** What a refusal of stock names (read only when refusing): the draw and its offer, or the syndicate. */
type StockOf = { drawNo: number; offerName?: string | null; syndicateName?: string | null };

function tooFew(remaining: number, unit: 'ticket' | 'share', of: StockOf): AppError {
  // Sold out says so as adding it to the cart would (decision 330).
  if (remaining <= 0) return new AppError('sold_out', { message: soldOutMessage(of), result: { remaining: 0 } });
  const left = `${remaining} ${unit}${remaining === 1 ? ' is' : 's are'} left`;
  return new AppError('sold_out', { message: `Sorry, only ${left}.`, result: { remaining } });
}

/**
 * Takes raffle tickets of a draw, or shares of one of its syndicates, with a single conditional
 * update that can never pass the cap (`sold + q <= cap` in the WHERE); the row lock it takes
 * orders concurrent buyers. The last raffle ticket caps the draw (DRAW_CAPPED) in the same
 * transaction, so its purchase status reads sold_out. Refuses with sold_out when too few are
 * left. Lottery draws have no stock: do not call it for them.
 */
export async function takeStock(tx: Tx | Db, input: TakeStockInput): Promise<StockTaken> {
  const update = stockUpdate(tx, input);
  const [taken] = (await update) as StockRow[];
  return settleStockTake(tx, input, taken);
}

/**
 * takeStock as a part of a flow's statement (docs/decisions/336): the same conditional update,
 * sent with the flow's last writes so the row every buyer of the draw shares is held only from
 * there to the commit. settleStockTake then caps the draw on its last ticket or refuses, as
 * takeStock does. `name` is the update's name in the statement (one per draw taken from).
 */
export function takeStockPart(tx: Tx, input: TakeStockInput, name: string): StatementPart<StockRow | undefined> {
  const syndicate = Boolean(input.syndicateEncodedId);
  return {
    with: [[name, stockUpdate(tx, input)]],
    answer: sql`(select coalesce(json_agg(r), '[]'::json) from ${sql.identifier(name)} r)`,
    read: (value) => {
      const [row] = (parsedJson(value) as Record<string, unknown>[]) ?? [];
      if (!row) return undefined;
      if (syndicate) return { sold: Number(row.sold), cap: Number(row.cap) };
      return tableRowsFromJson(draws, [row])[0];
    },
  };
}

/** What the stock update answers: the draw's row after a raffle take, sold and cap after a syndicate's. */
export type StockRow = DrawRow | { sold: number; cap: number };

/** The conditional update, not yet sent (RETURNING the row taken from, none when too few are left). */
function stockUpdate(tx: Tx | Db, input: TakeStockInput) {
  const { drawId, quantity, syndicateEncodedId } = input;
  if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > MAX_STOCK_PER_TAKE) {
    throw new AppError('unprocessable', { message: `Cannot take ${quantity} from the stock of a draw.` });
  }
  if (syndicateEncodedId) {
    return tx
      .update(syndicates)
      .set({ sharesSold: sql`${syndicates.sharesSold} + ${quantity}` })
      .where(
        and(
          eq(syndicates.syndicateEncodedId, syndicateEncodedId),
          eq(syndicates.drawId, drawId),
          sql`${syndicates.sharesSold} + ${quantity} <= ${syndicates.size}`,
        ),
      )
      .returning({
        sold: sql<number>`${syndicates.sharesSold}`.as('sold'),
        cap: sql<number>`${syndicates.size}`.as('cap'),
      });
  }
  return tx
    .update(draws)
    .set({ ticketsSold: sql`${draws.ticketsSold} + ${quantity}` })
    .where(
      and(
        eq(draws.drawId, drawId),
        eq(draws.type, 'raffle_ticket_draw'),
        eq(draws.status, 'DRAW_OPEN'),
        or(isNull(draws.ticketCap), sql`${draws.ticketsSold} + ${quantity} <= ${draws.ticketCap}`),
      ),
    )
    .returning();
}

/**
 * After the stock update: the draw's last raffle ticket caps it (DRAW_CAPPED, in this transaction,
 * which holds the row since its update, so the move cannot lose a race); no row taken is sold_out
 * with what is left, or draw_closed.
 */
export async function settleStockTake(
  tx: Tx | Db,
  input: TakeStockInput,
  taken: StockRow | undefined,
): Promise<StockTaken> {
  const { drawId, syndicateEncodedId } = input;
  if (syndicateEncodedId) {
    if (taken && 'sold' in taken) return stockOf(input, taken.sold, taken.cap);
    const [syndicate] = await tx
      .select({ sold: syndicates.sharesSold, size: syndicates.size, name: syndicates.name, drawNo: draws.drawNo })
      .from(syndicates)
      .innerJoin(draws, eq(draws.drawId, syndicates.drawId))
      .where(and(eq(syndicates.syndicateEncodedId, syndicateEncodedId), eq(syndicates.drawId, drawId)));
    if (!syndicate) throw notFound(`Syndicate ${syndicateEncodedId} of draw ${drawId}`);
    throw tooFew(syndicate.size - syndicate.sold, 'share', { drawNo: syndicate.drawNo, syndicateName: syndicate.name });
  }
  if (taken && 'ticketsSold' in taken) {
    if (taken.ticketCap !== null && taken.ticketsSold >= taken.ticketCap) {
      await moveDrawIfUnchanged(tx, taken, 'DRAW_CAPPED', input.now);
    }
    return stockOf(input, taken.ticketsSold, taken.ticketCap);
  }
  const [found] = await tx
    .select({ draw: draws, offerName: productOffers.name })
    .from(draws)
    .leftJoin(productOffers, eq(productOffers.key, draws.offerKey))
    .where(eq(draws.drawId, drawId));
  if (!found) throw notFound(`Draw ${drawId}`);
  const { draw, offerName } = found;
  if (draw.type !== 'raffle_ticket_draw') {
    throw new AppError('unprocessable', { message: `Draw ${drawId} has no raffle tickets to take.` });
  }
  const of = { drawNo: draw.drawNo, offerName };
  if (draw.status === 'DRAW_OPEN' && draw.ticketCap !== null)
    throw tooFew(draw.ticketCap - draw.ticketsSold, 'ticket', of);
  if (draw.status === 'DRAW_CAPPED') throw tooFew(0, 'ticket', of);
  throw new AppError('draw_closed', { result: { drawId } });
}

/**
 * Raffle tickets a pre-order took from its draw's stock (decision 556), given back when the
 * pre-order is cancelled: one conditional update while the draw still sells (a draw whose sales
 * stopped keeps its count), never below zero; a draw the pre-orders had capped opens again
 * (DRAW_CAPPED → DRAW_OPEN, recorded as every move is). Answers the tickets given back.
 */
export async function giveBackStock(tx: Tx, input: { drawId: string; quantity: number; now: Date }): Promise<number> {
  const { drawId, quantity, now } = input;
  if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > MAX_STOCK_PER_TAKE) {
    throw new AppError('unprocessable', { message: `Cannot give back ${quantity} to the stock of a draw.` });
  }
  const [draw] = await tx
    .update(draws)
    .set({ ticketsSold: sql`${draws.ticketsSold} - ${quantity}` })
    .where(
      and(
        eq(draws.drawId, drawId),
        eq(draws.type, 'raffle_ticket_draw'),
        inArray(draws.status, ['DRAW_OPEN', 'DRAW_CAPPED']),
        gt(draws.stopDate, now),
        sql`${draws.ticketsSold} >= ${quantity}`,
      ),
    )
    .returning();
  if (!draw) return 0;
  if (draw.status === 'DRAW_CAPPED' && (draw.ticketCap === null || draw.ticketsSold < draw.ticketCap)) {
    await moveDrawIfUnchanged(tx, draw, 'DRAW_OPEN', now);
  }
  return quantity;
}
