import {
  type Draw,
  type DrawPreview,
  type DrawStatus,
  type DrawType,
  type Money,
  type RafflePrize,
  type RaffleWinner,
  resultStatuses,
  toCurrency,
  type WinnerInfo,
  type WinningNumberSet,
} from '@drawline/contracts';
import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, notFound } from '../../platform/app-error';
import { gameOffers, type productOffers } from './catalogue.tables';
import { assertDrawTransition } from './draw-status';
import {
  drawResults,
  drawStatusChanges,
  draws,
  rafflePrizes,
  raffleWinners,
  type StoredDivision,
} from './draws.tables';
import type { OfferResolver } from './offers.service';
import { isPublished, purchaseStatusOf } from './purchase-status';

export type DrawRow = typeof draws.$inferSelect;
export type OfferRow = typeof productOffers.$inferSelect;
type ResultRow = typeof drawResults.$inferSelect;
type PrizeRow = typeof rafflePrizes.$inferSelect;
type WinnerRow = typeof raffleWinners.$inferSelect;

/** A lottery draw's official result: winning numbers and prize divisions. */
export interface OfficialResult {
  winningNumbers: WinningNumberSet[];
  divisions: StoredDivision[];
}

/** Upcoming draws listed with each offer. */
export const UPCOMING_DRAWS_PER_OFFER = 4;

const money = (amount: number, currency: string): Money => ({ amount, currency: toCurrency(currency) });
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const hasResultStatus = (status: string) => resultStatuses.includes(status as DrawStatus);

/** What is known about a draw's outcome: the lottery result, or the raffle prizes and winners. */
export interface DrawOutcome {
  result?: ResultRow;
  prizes: PrizeRow[];
  winners: WinnerRow[];
}

/** Raffle prizes sorted as the spec asks: main first, then timestamp, then id. */
export function sortRafflePrizes<T extends { type: string; drawnAt: Date; prizeId: string }>(
  prizes: readonly T[],
): T[] {
  return [...prizes].sort(
    (a, b) =>
      Number(b.type === 'main') - Number(a.type === 'main') ||
      a.drawnAt.getTime() - b.drawnAt.getTime() ||
      a.prizeId.localeCompare(b.prizeId),
  );
}

export function toRafflePrize(p: PrizeRow): RafflePrize {
  return {
    id: p.prizeId,
    type: p.type as RafflePrize['type'],
    name: p.name,
    description: p.description,
    value: money(p.value, p.currency),
    quantity: p.quantity,
    image: p.image,
    timestamp: p.drawnAt.toISOString(),
  };
}

/** Winners in prize order (main first), then by ticket number. */
export function toRaffleWinners(prizes: readonly PrizeRow[], winners: readonly WinnerRow[]): RaffleWinner[] {
  const order = sortRafflePrizes(prizes);
  const byId = new Map(order.map((p, i) => [p.prizeId, { prize: p, index: i }]));
  return winners
    .filter((w) => byId.has(w.prizeId))
    .sort(
      (a, b) =>
        (byId.get(a.prizeId)?.index ?? 0) - (byId.get(b.prizeId)?.index ?? 0) ||
        a.ticketNumber.localeCompare(b.ticketNumber),
    )
    .map((w) => {
      const prize = byId.get(w.prizeId)?.prize as PrizeRow;
      return {
        id: w.winnerId,
        prizeId: w.prizeId,
        prizeName: prize.name,
        prizeType: prize.type as RaffleWinner['prizeType'],
        value: money(prize.value, prize.currency),
        ticketNumber: w.ticketNumber,
        winnerName: w.winnerName,
        location: w.location,
        timestamp: w.drawnAt.toISOString(),
      };
    });
}

export function divisionsOf(result: ResultRow | undefined, currency: string) {
  return (result?.divisions ?? []).map((d: StoredDivision) => ({
    division: d.division,
    description: d.description,
    numWinners: d.numWinners,
    prizeAmount: money(d.prizeAmount, currency),
    prizeSuffix: d.prizeSuffix,
  }));
}

/** The short winner summary of a draw with results; null before results. */
export function winnerInfoOf(draw: DrawRow, outcome: DrawOutcome | undefined): WinnerInfo | null {
  if (!hasResultStatus(draw.status) || !outcome) return null;
  if (draw.type === 'raffle_ticket_draw') {
    const prizes = new Map(outcome.prizes.map((p) => [p.prizeId, p]));
    let total = 0;
    let top = 0;
    for (const w of outcome.winners) {
      const p = prizes.get(w.prizeId);
      if (!p) continue;
      total += p.value;
      if (p.type === 'main') top++;
    }
    return {
      totalWinners: outcome.winners.length,
      totalPrizeAmount: money(total, draw.currency),
      topPrizeWinners: top,
    };
  }
  if (!outcome.result) return null;
  const divisions = outcome.result.divisions;
  return {
    totalWinners: divisions.reduce((n, d) => n + d.numWinners, 0),
    totalPrizeAmount: money(
      divisions.reduce((n, d) => n + d.numWinners * d.prizeAmount, 0),
      draw.currency,
    ),
    topPrizeWinners: divisions.find((d) => d.division === 1)?.numWinners ?? 0,
  };
}

export function winningNumbersOf(draw: DrawRow, outcome: DrawOutcome | undefined): WinningNumberSet[] {
  return hasResultStatus(draw.status) ? (outcome?.result?.winningNumbers ?? []) : [];
}

export function drawDataOf(d: DrawRow) {
  const raffle = d.type === 'raffle_ticket_draw';
  return {
    drawNumber: d.drawNo,
    drawStop: raffle ? d.stopDate.toISOString() : null,
    featureImage: d.featureImage,
    name: d.name,
    value: d.prizeValue === null ? null : money(d.prizeValue, d.currency),
    drawPreOrderStartDate: iso(d.preOrderStartDate),
  };
}

export function toDraw(
  d: DrawRow,
  ctx: { lotteryKey: string; offers: string[]; now: Date; outcome?: DrawOutcome },
): Draw {
  return {
    drawId: d.drawId,
    drawNo: d.drawNo,
    lotteryKey: ctx.lotteryKey,
    type: d.type as DrawType,
    status: d.status as DrawStatus,
    drawDate: d.drawDate.toISOString(),
    stop: d.stopDate.toISOString(),
    stopDate: d.stopDate.toISOString(),
    prizePool: d.prizePool === null ? null : money(d.prizePool, d.currency),
    prizePoolSuffix: d.prizePoolSuffix,
    isPrizePoolUnknown: d.prizePool === null,
    drawData: drawDataOf(d),
    purchaseStatus: purchaseStatusOf(
      {
        status: d.status as DrawStatus,
        stopDate: d.stopDate,
        openDate: d.openDate,
        ticketCap: d.ticketCap,
        ticketsSold: d.ticketsSold,
      },
      ctx.now,
    ),
    ticketCap: d.ticketCap,
    ticketsSold: d.ticketsSold,
    ticketsRemaining: d.ticketCap === null ? null : Math.max(0, d.ticketCap - d.ticketsSold),
    offers: ctx.offers,
    winnerInfo: winnerInfoOf(d, ctx.outcome),
    jackpotImage: d.jackpotImage,
    specialDrawDetails: d.specialDrawName ? { name: d.specialDrawName, pngImage: d.specialDrawPngImage } : null,
    hasResults: hasResultStatus(d.status),
  };
}

/**
 * Moves a draw along the transitions table, conditionally on the status read, so two movers
 * cannot both apply a move: false (and nothing written) when another one moved it meanwhile.
 * Each move is recorded with its time.
 */
export async function moveDrawIfUnchanged(tx: Tx | Db, draw: DrawRow, to: DrawStatus, at: Date): Promise<boolean> {
  assertDrawTransition(draw.status as DrawStatus, to);
  const moved = await tx
    .update(draws)
    .set({ status: to })
    .where(and(eq(draws.drawId, draw.drawId), eq(draws.status, draw.status)))
    .returning({ drawId: draws.drawId });
  if (!moved.length) return false;
  await tx
    .insert(drawStatusChanges)
    .values({ drawId: draw.drawId, fromStatus: draw.status, toStatus: to, changedAt: at });
  draw.status = to;
  return true;
}

export function createDrawsService({ db, clock, offers }: { db: Db; clock: Clock; offers: OfferResolver }) {
  /** Game offer keys on sale per product offer (a draw sells every game offer of its offer). */
  async function gameOfferKeys(offerKeys: readonly string[]): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>();
    if (!offerKeys.length) return out;
    const rows = await db
      .select({ offerKey: gameOffers.offerKey, key: gameOffers.key })
      .from(gameOffers)
      .where(inArray(gameOffers.offerKey, [...offerKeys]))
      .orderBy(asc(gameOffers.offerKey), asc(gameOffers.gameType), asc(gameOffers.position));
    for (const r of rows) {
      const list = out.get(r.offerKey) ?? [];
      if (!list.includes(r.key)) list.push(r.key);
      out.set(r.offerKey, list);
    }
    return out;
  }

  async function loadOutcomes(rows: readonly DrawRow[]): Promise<Map<string, DrawOutcome>> {
    const ids = rows.filter((d) => hasResultStatus(d.status)).map((d) => d.drawId);
    const out = new Map<string, DrawOutcome>(ids.map((id) => [id, { prizes: [], winners: [] }]));
    if (!ids.length) return out;
    const [results, prizes, winners] = await Promise.all([
      db.select().from(drawResults).where(inArray(drawResults.drawId, ids)),
      db.select().from(rafflePrizes).where(inArray(rafflePrizes.drawId, ids)),
      db.select().from(raffleWinners).where(inArray(raffleWinners.drawId, ids)),
    ]);
    for (const r of results) (out.get(r.drawId) as DrawOutcome).result = r;
    for (const p of prizes) out.get(p.drawId)?.prizes.push(p);
    for (const w of winners) out.get(w.drawId)?.winners.push(w);
    return out;
  }

  /** A published draw of an offer by number; 404 for an unknown offer or draw. */
  async function findDraw(offerName: string, drawNo: number): Promise<{ offer: OfferRow; draw: DrawRow }> {
    const offer = await offers.resolve(offerName);
    const [draw] = await db
      .select()
      .from(draws)
      .where(and(eq(draws.offerKey, offer.key), eq(draws.drawNo, drawNo)));
    if (!draw || !isPublished(draw, clock.now())) throw notFound(`Draw ${drawNo} of ${offer.name}`);
    return { offer, draw };
  }

  const moveIfUnchanged = (tx: Tx | Db, draw: DrawRow, to: DrawStatus) =>
    moveDrawIfUnchanged(tx, draw, to, clock.now());

  async function moveStatus(tx: Tx | Db, draw: DrawRow, to: DrawStatus): Promise<void> {
    if (!(await moveIfUnchanged(tx, draw, to))) {
      throw new AppError('conflict', { message: `Draw ${draw.drawId} changed status meanwhile; try again.` });
    }
  }

  /**
   * Reads a draw to close it, locked FOR UPDATE: a purchase holds the draw FOR KEY SHARE while it
   * sells (assertOnSale), so closing waits for purchases in flight, and purchases after it see
   * the draw closed (docs/decisions/121).
   */
  async function lockForMove(tx: Tx, drawId: string, to: DrawStatus): Promise<DrawRow | undefined> {
    const query = tx.select().from(draws).where(eq(draws.drawId, drawId));
    const [draw] = to === 'DRAW_CLOSED' ? await query.for('update') : await query;
    return draw;
  }

  /**
   * Publishes a lottery draw's official result and moves it CLOSED → DRAWN in one transaction.
   * Strict: a draw not CLOSED is a conflict. Otherwise a draw that is no longer CLOSED (another
   * process published it first) is left alone and the answer is false.
   */
  async function publishResult(drawId: string, result: OfficialResult, strict: boolean): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [draw] = await tx.select().from(draws).where(eq(draws.drawId, drawId)).for('update');
      if (!draw) throw notFound(`Draw ${drawId}`);
      if (draw.type === 'raffle_ticket_draw') {
        throw new AppError('unprocessable', { message: 'Raffle draws have winners, not winning numbers.' });
      }
      if (!strict && draw.status !== 'DRAW_CLOSED') return false;
      await moveStatus(tx, draw, 'DRAW_DRAWN');
      await tx.insert(drawResults).values({ drawId, ...result, publishedAt: clock.now() });
      return true;
    });
  }

  return {
    gameOfferKeys,
    loadOutcomes,
    findDraw,

    /** The published upcoming draws of offers (still selling or sold out), soonest first, at most `perOffer` each. */
    async upcomingDraws(
      offerRows: readonly OfferRow[],
      perOffer = UPCOMING_DRAWS_PER_OFFER,
    ): Promise<Map<string, Draw[]>> {
      const out = new Map<string, Draw[]>();
      if (!offerRows.length) return out;
      const now = clock.now();
      const keys = offerRows.map((o) => o.key);
      const [rows, keysByOffer] = await Promise.all([
        db
          .select()
          .from(draws)
          .where(
            and(
              inArray(draws.offerKey, keys),
              inArray(draws.status, ['DRAW_OPEN', 'DRAW_CAPPED']),
              gt(draws.stopDate, now),
              or(isNull(draws.preOrderStartDate), lte(draws.preOrderStartDate, now)),
            ),
          )
          .orderBy(asc(draws.drawDate)),
        gameOfferKeys(keys),
      ]);
      const lotteryKey = new Map(offerRows.map((o) => [o.key, o.lotteryKey]));
      for (const d of rows) {
        const list = out.get(d.offerKey) ?? [];
        if (list.length >= perOffer) continue;
        list.push(
          toDraw(d, {
            lotteryKey: lotteryKey.get(d.offerKey) ?? d.offerKey,
            offers: keysByOffer.get(d.offerKey) ?? [],
            now,
          }),
        );
        out.set(d.offerKey, list);
      }
      return out;
    },

    /** GET /draw/details/{offerKey}/{drawNo} (v3.6). */
    async getDrawDetails(offerName: string, drawNo: number): Promise<Draw> {
      const { offer, draw } = await findDraw(offerName, drawNo);
      const [keys, outcomes] = await Promise.all([gameOfferKeys([offer.key]), loadOutcomes([draw])]);
      return toDraw(draw, {
        lotteryKey: offer.lotteryKey,
        offers: keys.get(offer.key) ?? [],
        now: clock.now(),
        outcome: outcomes.get(draw.drawId),
      });
    },

    /** GET /draw/preview/{offerKey}/{drawNo} (v3.3). */
    async getDrawPreview(offerName: string, drawNo: number): Promise<DrawPreview> {
      const { offer, draw } = await findDraw(offerName, drawNo);
      const outcome = (await loadOutcomes([draw])).get(draw.drawId);
      const full = toDraw(draw, { lotteryKey: offer.lotteryKey, offers: [], now: clock.now(), outcome });
      return {
        drawId: full.drawId,
        drawNo: full.drawNo,
        lotteryKey: full.lotteryKey,
        lotteryName: offer.name,
        lotteryUrl: offer.url,
        type: full.type,
        status: full.status,
        drawDate: full.drawDate,
        stopDate: full.stopDate,
        prizePool: full.prizePool,
        prizePoolSuffix: full.prizePoolSuffix,
        isPrizePoolUnknown: full.isPrizePoolUnknown,
        purchaseStatus: full.purchaseStatus,
        drawData: full.drawData,
        hasResults: full.hasResults,
        winningNumbers: winningNumbersOf(draw, outcome),
      };
    },

    /** GET /draw/details/{offerKey}/{drawNo}/prizes: main first, then timestamp, then id. */
    async listRafflePrizes(offerName: string, drawNo: number): Promise<RafflePrize[]> {
      const { draw } = await findDraw(offerName, drawNo);
      const rows = await db.select().from(rafflePrizes).where(eq(rafflePrizes.drawId, draw.drawId));
      return sortRafflePrizes(rows).map(toRafflePrize);
    },

    /** GET /draw/details/{offerKey}/{drawNo}/winners: empty until the draw has results. */
    async listRaffleWinners(offerName: string, drawNo: number): Promise<RaffleWinner[]> {
      const { draw } = await findDraw(offerName, drawNo);
      if (!hasResultStatus(draw.status)) return [];
      const [prizes, winners] = await Promise.all([
        db.select().from(rafflePrizes).where(eq(rafflePrizes.drawId, draw.drawId)),
        db.select().from(raffleWinners).where(eq(raffleWinners.drawId, draw.drawId)),
      ]);
      return toRaffleWinners(prizes, winners);
    },

    /**
     * Moves a draw to another status through the transitions table, recording the change;
     * any other move is refused with conflict. Pass a transaction to join a flow's.
     */
    async changeDrawStatus(drawId: string, to: DrawStatus, tx?: Tx): Promise<void> {
      const move = async (t: Tx) => {
        const draw = await lockForMove(t, drawId, to);
        if (!draw) throw notFound(`Draw ${drawId}`);
        await moveStatus(t, draw, to);
      };
      await (tx ? move(tx) : db.transaction(move));
    },

    /**
     * Closes every open or capped draw whose sales have stopped; returns how many this call
     * closed. A draw another process closed meanwhile is skipped, so concurrent runs are safe.
     */
    async closeStoppedDraws(): Promise<number> {
      const now = clock.now();
      const due = await db
        .select()
        .from(draws)
        .where(and(inArray(draws.status, ['DRAW_OPEN', 'DRAW_CAPPED']), lte(draws.stopDate, now)))
        .orderBy(asc(draws.stopDate), asc(draws.drawId));
      let closed = 0;
      for (const d of due) {
        const moved = await db.transaction(async (tx) => {
          const draw = await lockForMove(tx, d.drawId, 'DRAW_CLOSED');
          return draw?.status === d.status && (await moveIfUnchanged(tx, draw, 'DRAW_CLOSED'));
        });
        if (moved) closed++;
      }
      return closed;
    },

    /**
     * Moves a draw from one status to the next only if it is still in `from`; false when it is
     * not (another process moved it). For jobs that may run twice at once.
     */
    async advanceDrawStatus(drawId: string, from: DrawStatus, to: DrawStatus): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [draw] = await tx.select().from(draws).where(eq(draws.drawId, drawId));
        if (!draw) throw notFound(`Draw ${drawId}`);
        if (draw.status !== from) return false;
        return moveIfUnchanged(tx, draw, to);
      });
    },

    /**
     * Publishes the official result of a closed lottery draw (winning numbers and divisions)
     * and moves it to DRAW_DRAWN, in one transaction; any other status is a conflict.
     */
    async recordDrawResults(drawId: string, result: OfficialResult): Promise<void> {
      await publishResult(drawId, result, true);
    },

    /** As recordDrawResults, but false when the draw is no longer CLOSED (published meanwhile). */
    async publishDueDrawResults(drawId: string, result: OfficialResult): Promise<boolean> {
      return publishResult(drawId, result, false);
    },
  };
}
export type DrawsService = ReturnType<typeof createDrawsService>;
