import type { Draw, DrawPreview, RafflePrize, RaffleWinner } from '@drawline/contracts';
import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { notFound } from '../../../platform/app-error';
import { gameOffers } from '../catalogue.tables';
import { drawResults, draws, rafflePrizes, raffleWinners } from '../draws.tables';
import type { OfferResolver } from '../offers';
import { createDrawMoves } from './draw-moves';
import {
  type DrawOutcome,
  type DrawRow,
  hasResultStatus,
  type OfferRow,
  sortRafflePrizes,
  toDraw,
  toRafflePrize,
  toRaffleWinners,
  UPCOMING_DRAWS_PER_OFFER,
  winningNumbersOf,
} from './draw-views';
import { isPublished } from './purchase-status';

/** The published draws as the spec's draw calls show them: upcoming, details, preview, prizes, winners. */
function createDrawReads({ db, clock, offers }: { db: Db; clock: Clock; offers: OfferResolver }) {
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
  };
}

/** The draws: reading them as the spec shows them, and moving them through their statuses. */
export function createDrawsService(deps: { db: Db; clock: Clock; offers: OfferResolver }) {
  return { ...createDrawReads(deps), ...createDrawMoves(deps) };
}
export type DrawsService = ReturnType<typeof createDrawsService>;
