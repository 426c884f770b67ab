import { type NumberSet, resultStatuses, type Statistics, type Tip } from '@drawline/contracts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { notFound } from '../../../platform/app-error';
import { gameOffers, productOffers } from '../catalogue.tables';
import { drawResults, draws } from '../draws.tables';
import type { OfferResolver, OfferRow } from '../offers';
import { resultOffer } from './past-draws';
import { computeStatistics, overdueNumbers, type StatisticsRange } from './statistics';

/** Draws analysed for the tips. */
const TIP_WINDOW = 30;
const TIP_SIZE = 6;

/** The number ranges of a lottery's results: Numbers and Powerball from its base game, drawn extras as Numbers. */
async function statisticsRanges(db: Db, offer: OfferRow, setNames: string[]): Promise<StatisticsRange[]> {
  const rows = await db
    .select({ gameType: gameOffers.gameType, numberSets: gameOffers.numberSets })
    .from(gameOffers)
    .where(eq(gameOffers.offerKey, offer.key))
    .orderBy(asc(gameOffers.position));
  const base =
    ['standard', 'strike_standard', 'sequential']
      .map((t) => rows.find((r) => r.gameType === t && r.numberSets.length))
      .find(Boolean)?.numberSets ?? [];
  const numbers = base.find((s) => s.name === 'Numbers');
  return setNames
    .map((name): StatisticsRange | null => {
      const set: NumberSet | undefined = base.find((s) => s.name === name) ?? numbers;
      if (!set) return null;
      return { name, min: set.min, max: set.max, listSize: Math.max(numbers?.count ?? set.count, 3) };
    })
    .filter((r): r is StatisticsRange => r !== null);
}

/** The statistics of a lottery from its past results (the newest `limit` when given). */
async function statisticsOf(db: Db, offer: OfferRow, limit?: number): Promise<Statistics> {
  const query = db
    .select({ drawNo: draws.drawNo, drawDate: draws.drawDate, winningNumbers: drawResults.winningNumbers })
    .from(draws)
    .innerJoin(drawResults, eq(drawResults.drawId, draws.drawId))
    .where(and(eq(draws.offerKey, offer.key), inArray(draws.status, [...resultStatuses])))
    .orderBy(desc(draws.drawDate));
  const results = limit ? await query.limit(limit) : await query;
  const setNames: string[] = [];
  for (const r of results) for (const s of r.winningNumbers) if (!setNames.includes(s.name)) setNames.push(s.name);
  return computeStatistics(offer.key, results, await statisticsRanges(db, offer, setNames));
}

/** Statistics and tips: number frequencies, hot, cold and overdue numbers from the real past results. */
export function createStatisticsService({ db, resolver }: { db: Db; resolver: OfferResolver }) {
  return {
    /** GET /statistics/{offerKey}: number frequency, hot and cold numbers from the real past results. */
    async getStatistics(offerName: string, limit?: number): Promise<Statistics> {
      const offer = await resultOffer(resolver, offerName);
      if (offer.type !== 'lottery_ticket') throw notFound(`Statistics of ${offer.name}`);
      return statisticsOf(db, offer, limit);
    },

    /** GET /tips: hot, cold and overdue numbers of each lottery on sale, from its recent results. */
    async listTips(): Promise<Tip[]> {
      const lotteries = await db
        .select()
        .from(productOffers)
        .where(
          and(
            eq(productOffers.type, 'lottery_ticket'),
            eq(productOffers.availability, 'available'),
            eq(productOffers.suspended, false),
          ),
        )
        .orderBy(asc(productOffers.key));
      const tips: Tip[] = [];
      for (const offer of lotteries) {
        const stats = await statisticsOf(db, offer, TIP_WINDOW);
        const numbers = stats.sets.find((s) => s.name === 'Numbers');
        if (!numbers || stats.drawsAnalysed === 0) continue;
        const size = Math.min(TIP_SIZE, numbers.hot.length);
        const base = { lotteryKey: offer.key, lotteryName: offer.name, lotteryUrl: offer.url, setName: numbers.name };
        const window = `the last ${stats.drawsAnalysed} ${offer.name} draws`;
        tips.push(
          {
            ...base,
            key: `${offer.key}.hot_numbers`,
            kind: 'hot_numbers',
            title: 'Hot numbers',
            message: `The numbers drawn most often in ${window}.`,
            numbers: numbers.hot.slice(0, size),
          },
          {
            ...base,
            key: `${offer.key}.cold_numbers`,
            kind: 'cold_numbers',
            title: 'Cold numbers',
            message: `The numbers drawn least often in ${window}.`,
            numbers: numbers.cold.slice(0, size),
          },
          {
            ...base,
            key: `${offer.key}.overdue_numbers`,
            kind: 'overdue_numbers',
            title: 'Overdue numbers',
            message: `The numbers that have gone longest without being drawn in ${window}.`,
            numbers: overdueNumbers(numbers, size),
          },
        );
      }
      return tips;
    },
  };
}
