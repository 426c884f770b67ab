import { resultStatuses } from '@drawline/contracts';
import { and, asc, eq, gt, inArray, isNull, lte, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { cryptoRandom, type Random } from '../../../lib/random';
import { productOffers } from '../catalogue.tables';
import { drawResults, draws, rafflePrizes, syndicates } from '../draws.tables';
import { type DrawSchedule, drawsAround, type ScheduledDraw } from './draw-schedule';
import type { OfficialResult } from './draw-views';
import type { DrawsService } from './draws.service';
import { assertSyndicateGames, pickSyndicateGames } from './syndicate-games';

export type NewDrawRow = typeof draws.$inferInsert;
export type NewRafflePrizeRow = typeof rafflePrizes.$inferInsert;
export type NewSyndicateRow = typeof syndicates.$inferInsert;

/** The rows of one new draw: the draw, its raffle prizes and its syndicates. */
export interface NewDraw {
  draw: NewDrawRow;
  prizes: NewRafflePrizeRow[];
  syndicates: NewSyndicateRow[];
}

/** An offer that draws on a schedule, and what a new draw of it looks like before any sale. */
export interface ScheduledOffer {
  offerKey: string;
  schedule: DrawSchedule;
  /** How many draws to keep on sale ahead. */
  upcoming: number;
  newDraw(draw: ScheduledDraw): NewDraw;
}

/** Which offers draw when: the shop's draw calendar. */
export interface DrawCalendar {
  scheduledOffers(): readonly ScheduledOffer[];
}

/** A draw as a results source is asked about it. */
export interface DrawRef {
  drawId: string;
  offerKey: string;
  drawNo: number;
  drawDate: Date;
}

/**
 * The operator's results feed: the official result of a lottery draw once it is drawn, and the
 * prize pool announced for a coming draw. The demo shop's implementation makes them from seeded
 * randomness (demo/demo-results-source.ts); a real operator's feed plugs in here.
 */
export interface ResultsSource {
  /** The official result of a drawn lottery draw; null while the operator has not published it. */
  lotteryResult(draw: DrawRef): Promise<OfficialResult | null>;
  /** The prize pool in cents announced for a lottery (or syndicate) draw; null while not announced. */
  announcedPrizePool(draw: DrawRef): Promise<number | null>;
}

/** What one run of the schedule maintenance changed. */
export interface DrawScheduleReport {
  /** Draws whose sales stopped, moved to DRAW_CLOSED. */
  closed: number;
  /** New upcoming draws added to keep each offer's schedule topped up. */
  added: number;
  /** Lottery draws whose official results were published (DRAW_DRAWN). */
  published: number;
  /** Syndicate draws moved to DRAW_DRAWN with the lottery draw they play. */
  followed: number;
  /** Draws whose prize pool was announced. */
  announced: number;
}

/**
 * Adds new draws with their prizes and syndicates in the caller's transaction; a draw already
 * there (same id, or same offer and number) is left as it is, and so are its prizes and
 * syndicates. A new syndicate's games are fixed here, before any share can be sold: the games
 * the row brings are kept, the rest quick-picked from `random` (docs/decisions/255). Answers
 * the ids of the draws this call added.
 */
export async function insertNewDraws(tx: Tx, rows: readonly NewDraw[], random: Random): Promise<Set<string>> {
  if (!rows.length) return new Set();
  const inserted = await tx
    .insert(draws)
    .values(rows.map((r) => r.draw))
    .onConflictDoNothing()
    .returning({ drawId: draws.drawId });
  const added = new Set(inserted.map((r) => r.drawId));
  const fresh = rows.filter((r) => added.has(r.draw.drawId));
  const prizes = fresh.flatMap((r) => r.prizes);
  if (prizes.length) await tx.insert(rafflePrizes).values(prizes).onConflictDoNothing();
  const shares = fresh.flatMap((r) =>
    r.syndicates.map((s) => {
      const games = pickSyndicateGames(s.tickets, random, s.games ?? []);
      assertSyndicateGames(s.syndicateEncodedId, s.tickets, games);
      return { ...s, games };
    }),
  );
  if (shares.length) await tx.insert(syndicates).values(shares).onConflictDoNothing();
  return added;
}

/**
 * Keeps the draw schedule going while the shop runs (docs/decisions/039). Every step is a
 * conditional write (status moves conditional on the status read and recorded through the
 * transitions table, inserts with on conflict do nothing), so two processes may run it at once
 * and a second run changes nothing.
 */
export function createDrawScheduleService({
  db,
  clock,
  drawsService,
  calendar,
  resultsSource,
  random = cryptoRandom,
}: {
  db: Db;
  clock: Clock;
  /** Quick picks of new syndicates' games: cryptographic unless a test or the demo seed passes its own. */
  random?: Random;
  drawsService: DrawsService;
  /** Without a calendar no draws are added. */
  calendar?: DrawCalendar;
  /** Without a results source no results are published and no prize pools announced. */
  resultsSource?: ResultsSource;
}) {
  async function topUp(now: Date): Promise<number> {
    const offers = calendar?.scheduledOffers() ?? [];
    if (!offers.length) return 0;
    const keys = offers.map((o) => o.offerKey);
    const [known, held] = await Promise.all([
      db.select({ key: productOffers.key }).from(productOffers).where(inArray(productOffers.key, keys)),
      db
        .select({ offerKey: draws.offerKey, drawNo: draws.drawNo })
        .from(draws)
        .where(and(inArray(draws.offerKey, keys), gt(draws.stopDate, now))),
    ]);
    const offerExists = new Set(known.map((r) => r.key));
    const heldDraws = new Set(held.map((r) => `${r.offerKey}:${r.drawNo}`));
    let added = 0;
    for (const o of offers) {
      if (!offerExists.has(o.offerKey)) continue;
      const { upcoming } = drawsAround(o.schedule, now, { historyDays: 0, upcoming: o.upcoming });
      const missing = upcoming.filter((d) => !heldDraws.has(`${o.offerKey}:${d.drawNo}`));
      if (!missing.length) continue;
      const inserted = await db.transaction((tx) =>
        insertNewDraws(
          tx,
          missing.map((d) => o.newDraw(d)),
          random,
        ),
      );
      added += inserted.size;
    }
    return added;
  }

  async function publishDueResults(now: Date): Promise<number> {
    if (!resultsSource) return 0;
    const due = await db
      .select({ drawId: draws.drawId, offerKey: draws.offerKey, drawNo: draws.drawNo, drawDate: draws.drawDate })
      .from(draws)
      .where(
        and(
          eq(draws.type, 'lottery_ticket_draw'),
          eq(draws.status, 'DRAW_CLOSED'),
          lte(draws.drawDate, now),
          notExists(db.select().from(drawResults).where(eq(drawResults.drawId, draws.drawId))),
        ),
      )
      .orderBy(asc(draws.drawDate), asc(draws.drawId));
    let published = 0;
    for (const d of due) {
      const result = await resultsSource.lotteryResult(d);
      if (result && (await drawsService.publishDueDrawResults(d.drawId, result))) published++;
    }
    return published;
  }

  /** A syndicate draw is drawn with the lottery draw it plays (its results are the lottery's). */
  async function followLotteryDraws(now: Date): Promise<number> {
    const played = alias(draws, 'played');
    const due = await db
      .select({ drawId: draws.drawId })
      .from(draws)
      .innerJoin(productOffers, eq(productOffers.key, draws.offerKey))
      .innerJoin(played, and(eq(played.offerKey, productOffers.lotteryKey), eq(played.drawNo, draws.drawNo)))
      .where(
        and(
          eq(draws.type, 'syndicate_share_draw'),
          eq(draws.status, 'DRAW_CLOSED'),
          lte(draws.drawDate, now),
          inArray(played.status, [...resultStatuses]),
        ),
      )
      .orderBy(asc(draws.drawId));
    let followed = 0;
    for (const d of due) {
      if (await drawsService.advanceDrawStatus(d.drawId, 'DRAW_CLOSED', 'DRAW_DRAWN')) followed++;
    }
    return followed;
  }

  /** Announces the prize pool of each lottery's and syndicate's next draw, when it is not known yet. */
  async function announcePrizePools(now: Date): Promise<number> {
    if (!resultsSource) return 0;
    const next = await db
      .selectDistinctOn([draws.offerKey], {
        drawId: draws.drawId,
        offerKey: draws.offerKey,
        drawNo: draws.drawNo,
        drawDate: draws.drawDate,
        prizePool: draws.prizePool,
      })
      .from(draws)
      .where(
        and(
          inArray(draws.type, ['lottery_ticket_draw', 'syndicate_share_draw']),
          eq(draws.status, 'DRAW_OPEN'),
          gt(draws.stopDate, now),
        ),
      )
      .orderBy(asc(draws.offerKey), asc(draws.drawDate));
    let announced = 0;
    for (const d of next) {
      if (d.prizePool !== null) continue;
      const pool = await resultsSource.announcedPrizePool(d);
      if (pool === null) continue;
      const set = await db
        .update(draws)
        .set({ prizePool: pool })
        .where(and(eq(draws.drawId, d.drawId), isNull(draws.prizePool)))
        .returning({ drawId: draws.drawId });
      announced += set.length;
    }
    return announced;
  }

  return {
    /**
     * Closes draws whose sales stopped, tops up each scheduled offer's upcoming draws, publishes
     * the results that are due (and draws the syndicate draws playing them) and announces the
     * next prize pools. Run at start and every minute by the maintain-draw-schedule job.
     */
    async maintainDrawSchedule(): Promise<DrawScheduleReport> {
      const now = clock.now();
      const closed = await drawsService.closeStoppedDraws();
      const added = await topUp(now);
      const published = await publishDueResults(now);
      const followed = await followLotteryDraws(now);
      const announced = await announcePrizePools(now);
      return { closed, added, published, followed, announced };
    },
  };
}
export type DrawScheduleService = ReturnType<typeof createDrawScheduleService>;
