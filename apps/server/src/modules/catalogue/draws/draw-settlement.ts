import { type DrawStatus, formatRaffleTicketNumber, type WinningNumberSet } from '@drawline/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { productOffers } from '../catalogue.tables';
import { drawResults, draws, rafflePrizes, raffleWinners, type StoredDivision } from '../draws.tables';
import { moveDrawIfUnchanged } from './draw-moves';
import { sortRafflePrizes } from './draw-views';

/**
 * The catalogue's part of settling a draw (flows/settlement/settle-draw.ts): reading a draw with its
 * result and prizes, recording raffle winners and moving the draw along the transitions table
 * inside the flow's transaction.
 */
export interface DrawToSettle {
  drawId: string;
  offerKey: string;
  offerName: string;
  offerUrl: string;
  /** The lottery the draw plays (its own key for a lottery offer): the scorer's division table. */
  lotteryKey: string;
  drawNo: number;
  type: string;
  status: DrawStatus;
  drawDate: Date;
  stopDate: Date;
  currency: string;
}

/** The statuses settlement still has work in. */
const UNSETTLED: DrawStatus[] = ['DRAW_CLOSED', 'DRAW_DRAWN', 'DRAW_SCORED', 'DRAW_PAID'];

const drawColumns = {
  drawId: draws.drawId,
  offerKey: draws.offerKey,
  offerName: productOffers.name,
  offerUrl: productOffers.url,
  lotteryKey: productOffers.lotteryKey,
  drawNo: draws.drawNo,
  type: draws.type,
  status: draws.status,
  drawDate: draws.drawDate,
  stopDate: draws.stopDate,
  currency: draws.currency,
};

/** Draws that settlement still has to move (closed raffles, drawn, scored, paid), oldest first. */
export async function drawsToSettle(db: Db | Tx): Promise<DrawToSettle[]> {
  const rows = await db
    .select(drawColumns)
    .from(draws)
    .innerJoin(productOffers, eq(productOffers.key, draws.offerKey))
    .where(inArray(draws.status, UNSETTLED))
    .orderBy(asc(draws.drawDate), asc(draws.drawId));
  return rows.map((r) => ({ ...r, status: r.status as DrawStatus }));
}

export async function drawToSettle(db: Db | Tx, drawId: string): Promise<DrawToSettle | undefined> {
  const [row] = await db
    .select(drawColumns)
    .from(draws)
    .innerJoin(productOffers, eq(productOffers.key, draws.offerKey))
    .where(eq(draws.drawId, drawId));
  return row && { ...row, status: row.status as DrawStatus };
}

/** Raffle draws still selling (open, capped) or not yet open: they need a commitment before they close. */
export async function raffleDrawsBeforeClose(db: Db | Tx): Promise<string[]> {
  const rows = await db
    .select({ drawId: draws.drawId })
    .from(draws)
    .where(and(eq(draws.type, 'raffle_ticket_draw'), inArray(draws.status, ['DRAW_OPEN', 'DRAW_CAPPED'])));
  return rows.map((r) => r.drawId);
}

/**
 * Moves a draw from `from` to `to` in the caller's transaction, through the transitions table;
 * false when the draw is no longer in `from` (another process moved it).
 */
export async function moveDrawInFlow(tx: Tx, drawId: string, from: DrawStatus, to: DrawStatus, at: Date) {
  const [draw] = await tx.select().from(draws).where(eq(draws.drawId, drawId)).for('update');
  if (!draw || draw.status !== from) return false;
  return moveDrawIfUnchanged(tx, draw, to, at);
}

/** The official result of a lottery draw (winning numbers and the dividend of each division). */
export async function drawResultOf(db: Db | Tx, drawId: string) {
  const [row] = await db.select().from(drawResults).where(eq(drawResults.drawId, drawId));
  return row ? { winningNumbers: row.winningNumbers, divisions: row.divisions as StoredDivision[] } : undefined;
}

/**
 * The official result a syndicate draw plays: its lottery's draw of the same number (the draw
 * schedule moves a syndicate draw to DRAW_DRAWN with it).
 */
export async function resultOfPlayedDraw(db: Db | Tx, draw: { lotteryKey: string; drawNo: number }) {
  const [row] = await db
    .select({ winningNumbers: drawResults.winningNumbers, divisions: drawResults.divisions })
    .from(drawResults)
    .innerJoin(draws, eq(draws.drawId, drawResults.drawId))
    .where(and(eq(draws.offerKey, draw.lotteryKey), eq(draws.drawNo, draw.drawNo)));
  return row ? { winningNumbers: row.winningNumbers, divisions: row.divisions as StoredDivision[] } : undefined;
}

/**
 * The syndicate draws that play a lottery draw (its lottery's draw of the same number), locked for
 * the caller's transaction: a result correction re-settles them (docs/decisions/261, 518) and
 * settlement cannot move them meanwhile.
 */
export async function syndicateDrawsPlaying(
  tx: Tx,
  lotteryDraw: { offerKey: string; drawNo: number },
): Promise<DrawToSettle[]> {
  const rows = await tx
    .select(drawColumns)
    .from(draws)
    .innerJoin(productOffers, eq(productOffers.key, draws.offerKey))
    .where(
      and(
        eq(productOffers.lotteryKey, lotteryDraw.offerKey),
        eq(draws.drawNo, lotteryDraw.drawNo),
        eq(draws.type, 'syndicate_share_draw'),
      ),
    )
    .orderBy(asc(draws.drawId))
    .for('update', { of: draws });
  return rows.map((r) => ({ ...r, status: r.status as DrawStatus }));
}

/** One prize of a raffle, once per unit of its quantity, in the published slot order. */
export interface RafflePrizeSlot {
  /** `<prizeId>#<n>`, n from 1. */
  slot: string;
  prizeId: string;
  name: string;
  type: string;
  value: number;
  currency: string;
  drawnAt: Date;
}

/** The prize slots of a raffle draw: main first, then by time, then id, each repeated by its quantity. */
export async function rafflePrizeSlots(db: Db | Tx, drawId: string): Promise<RafflePrizeSlot[]> {
  const prizes = await db.select().from(rafflePrizes).where(eq(rafflePrizes.drawId, drawId));
  return sortRafflePrizes(prizes).flatMap((p) =>
    Array.from({ length: p.quantity }, (_, i) => ({
      slot: `${p.prizeId}#${i + 1}`,
      prizeId: p.prizeId,
      name: p.name,
      type: p.type,
      value: p.value,
      currency: p.currency,
      drawnAt: p.drawnAt,
    })),
  );
}

export interface RaffleWinnerInput {
  slot: RafflePrizeSlot;
  ticketNumber: number;
  winnerName: string;
  location: string;
}

/** The winners of a closed raffle, written with the move to DRAW_DRAWN; false when it was drawn meanwhile. */
export async function recordRaffleWinners(
  tx: Tx,
  drawId: string,
  winners: readonly RaffleWinnerInput[],
  at: Date,
): Promise<boolean> {
  if (!(await moveDrawInFlow(tx, drawId, 'DRAW_CLOSED', 'DRAW_DRAWN', at))) return false;
  if (winners.length) {
    await tx.insert(raffleWinners).values(
      winners.map((w) => ({
        winnerId: `${drawId}:${w.slot.slot}`,
        drawId,
        prizeId: w.slot.prizeId,
        ticketNumber: formatRaffleTicketNumber(w.ticketNumber),
        winnerName: w.winnerName,
        location: w.location,
        drawnAt: at,
      })),
    );
  }
  return true;
}

/**
 * Publishes a lottery draw's confirmed result and moves it CLOSED → DRAWN in the caller's
 * transaction; false when the draw is no longer CLOSED (the feed published it meanwhile).
 */
export async function publishResultInFlow(
  tx: Tx,
  drawId: string,
  result: { winningNumbers: WinningNumberSet[]; divisions: StoredDivision[] },
  at: Date,
): Promise<boolean> {
  if (!(await moveDrawInFlow(tx, drawId, 'DRAW_CLOSED', 'DRAW_DRAWN', at))) return false;
  await tx.insert(drawResults).values({ drawId, ...result, publishedAt: at });
  return true;
}

/**
 * Replaces a paid draw's published result with an approved correction, in the caller's
 * transaction (docs/decisions/261); the draw keeps its status. False when the draw has no result.
 */
export async function replaceResultInFlow(
  tx: Tx,
  drawId: string,
  result: { winningNumbers: WinningNumberSet[]; divisions: StoredDivision[] },
): Promise<boolean> {
  const replaced = await tx
    .update(drawResults)
    .set(result)
    .where(eq(drawResults.drawId, drawId))
    .returning({ drawId: drawResults.drawId });
  return replaced.length === 1;
}
