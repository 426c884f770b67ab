import {
  AEST_TIME_ZONE,
  type ArchivedDrawsAnswer,
  aestInstant,
  type CustomerFullResult,
  type CustomerPastDraw,
  type DrawStatus,
  type DrawType,
  type FullResult,
  LATEST_OFFER,
  type NumberSet,
  type PageInfo,
  type PastDraw,
  type ProductType,
  type ResultCategory,
  type ResultKey,
  resultStatuses,
  type Statistics,
  type Tip,
  toCurrency,
} from '@drawline/contracts';
import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../platform/app-error';
import { gameOffers, productOffers } from './catalogue.tables';
import {
  type DrawOutcome,
  type DrawRow,
  type DrawsService,
  divisionsOf,
  drawDataOf,
  hasResultStatus,
  type OfferRow,
  sortRafflePrizes,
  toRafflePrize,
  toRaffleWinners,
  winnerInfoOf,
  winningNumbersOf,
} from './draws.service';
import { drawResults, draws } from './draws.tables';
import type { OfferResolver, OffersService } from './offers.service';
import { computeStatistics, overdueNumbers, type StatisticsRange } from './statistics';

/** Which results list an offer's results belong to; syndicates show their lottery's results. */
export function resultCategoryOf(type: string): ResultCategory | null {
  if (type === 'lottery_ticket') return 'lotteries';
  if (type === 'raffle_ticket') return 'raffles';
  return null;
}

/** The signed-in customer's part of a draw's result: their tickets in it and what they won. */
export type CustomerDrawPart = Pick<CustomerPastDraw, 'customerTickets' | 'winnings'>;

/**
 * Reads the customer's part of some draws (their tickets live in orders and their wins in
 * settlement, which the catalogue does not import: app.ts passes queries/read-customer-draws.ts).
 */
export type CustomerDrawsReader = (
  customerId: string,
  draws: readonly { drawId: string; status: DrawStatus }[],
) => Promise<Map<string, CustomerDrawPart>>;

const noPart: CustomerDrawPart = { customerTickets: [], winnings: null };

/** A customer may only ask for their own results: a customer_id naming anyone else is forbidden. */
function assertSameCustomer(signedIn: string, asked: string | undefined): void {
  if (asked !== undefined && asked !== signedIn) {
    throw new AppError('forbidden', { message: 'You can only see your own results.' });
  }
}

/** Draws analysed for the tips. */
const TIP_WINDOW = 30;
const TIP_SIZE = 6;

export interface Paging {
  limit: number;
  offset?: number;
  page?: number;
}

export function offsetOf(p: Paging): number {
  return p.offset ?? (p.page ? (p.page - 1) * p.limit : 0);
}

/** The first instant of an AEST calendar month, as UTC. */
export function aestMonthStart(year: number, month: number): Date {
  return aestInstant(`${year}-${String(month).padStart(2, '0')}-01`);
}

export function toPastDraw(d: DrawRow, offer: OfferRow, outcome: DrawOutcome | undefined): PastDraw {
  const raffle = d.type === 'raffle_ticket_draw';
  const winners = raffle && outcome ? toRaffleWinners(outcome.prizes, outcome.winners) : [];
  return {
    drawId: d.drawId,
    drawNo: d.drawNo,
    lotteryKey: offer.lotteryKey,
    lotteryName: offer.name,
    lotteryUrl: offer.url,
    productType: offer.type as ProductType,
    type: d.type as DrawType,
    status: d.status as PastDraw['status'],
    drawDate: d.drawDate.toISOString(),
    prizePool: d.prizePool === null ? null : { amount: d.prizePool, currency: toCurrency(d.currency) },
    prizePoolSuffix: d.prizePoolSuffix,
    isPrizePoolUnknown: d.prizePool === null,
    drawData: drawDataOf(d),
    winningNumbers: winningNumbersOf(d, outcome),
    winnerInfo: winnerInfoOf(d, outcome),
    mainPrizeWinner: winners.find((w) => w.prizeType === 'main') ?? null,
  };
}

export function createResultsService({
  db,
  resolver,
  offersService,
  drawsService,
  customerDraws,
}: {
  db: Db;
  resolver: OfferResolver;
  offersService: OffersService;
  drawsService: DrawsService;
  /** Without it (a catalogue used on its own), the customer's part is empty. */
  customerDraws?: CustomerDrawsReader;
}) {
  /** Each draw with the customer's part. */
  async function withCustomerPart<T extends { drawId: string; status: DrawStatus }>(
    customerId: string,
    list: T[],
  ): Promise<(T & CustomerDrawPart)[]> {
    const parts = customerDraws ? await customerDraws(customerId, list) : new Map<string, CustomerDrawPart>();
    return list.map((d) => ({ ...d, ...(parts.get(d.drawId) ?? noPart) }));
  }

  /** The offer whose draws hold the results: a syndicate offer shows its lottery's. */
  async function resultOffer(name: string): Promise<OfferRow> {
    const offer = await resolver.resolve(name);
    if (offer.lotteryKey === offer.key) return offer;
    return resolver.resolve(offer.lotteryKey);
  }

  /** Past draws of some offers, newest first, with their outcomes. */
  async function pastDraws(
    offerRows: readonly OfferRow[],
    paging: { limit: number; offset: number },
    window?: { from: Date; to: Date },
  ): Promise<{ draws: PastDraw[]; pageInfo: PageInfo }> {
    if (!offerRows.length) return { draws: [], pageInfo: { ...paging, total: 0 } };
    const where = and(
      inArray(
        draws.offerKey,
        offerRows.map((o) => o.key),
      ),
      inArray(draws.status, [...resultStatuses]),
      window ? gte(draws.drawDate, window.from) : undefined,
      window ? lt(draws.drawDate, window.to) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(draws)
        .where(where)
        .orderBy(desc(draws.drawDate), asc(draws.offerKey))
        .limit(paging.limit)
        .offset(paging.offset),
      db.select({ n: count() }).from(draws).where(where),
    ]);
    const outcomes = await drawsService.loadOutcomes(rows);
    const byKey = new Map(offerRows.map((o) => [o.key, o]));
    return {
      draws: rows.map((d) => toPastDraw(d, byKey.get(d.offerKey) as OfferRow, outcomes.get(d.drawId))),
      pageInfo: { ...paging, total: total?.n ?? 0 },
    };
  }

  async function resultOffersOfPricing(pricingId: string, category?: ResultCategory): Promise<OfferRow[]> {
    const rows = await offersService.offersOfPricing(pricingId);
    return rows
      .map((r) => r.offer)
      .filter((o) => {
        const c = resultCategoryOf(o.type);
        return c !== null && (!category || c === category);
      });
  }

  async function requirePricing(pricingId: string): Promise<void> {
    const found = await offersService.pricingExists(pricingId);
    if (!found) throw notFound(`Pricing ${pricingId}`);
  }

  /** The number ranges of a lottery's results: Numbers and Powerball from its base game, drawn extras as Numbers. */
  async function statisticsRanges(offer: OfferRow, setNames: string[]): Promise<StatisticsRange[]> {
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

  async function statisticsOf(offer: OfferRow, limit?: number): Promise<Statistics> {
    const query = db
      .select({ drawNo: draws.drawNo, drawDate: draws.drawDate, winningNumbers: drawResults.winningNumbers })
      .from(draws)
      .innerJoin(drawResults, eq(drawResults.drawId, draws.drawId))
      .where(and(eq(draws.offerKey, offer.key), inArray(draws.status, [...resultStatuses])))
      .orderBy(desc(draws.drawDate));
    const results = limit ? await query.limit(limit) : await query;
    const setNames: string[] = [];
    for (const r of results) for (const s of r.winningNumbers) if (!setNames.includes(s.name)) setNames.push(s.name);
    return computeStatistics(offer.key, results, await statisticsRanges(offer, setNames));
  }

  /** GET /draws/pricing/{pricingId}/past/{offer or latest}: past results, newest first. */
  async function listPastDraws(
    pricingId: string,
    offerName: string,
    query: Paging & { category?: ResultCategory },
  ): Promise<{ draws: PastDraw[]; pageInfo: PageInfo }> {
    await requirePricing(pricingId);
    const paging = { limit: query.limit, offset: offsetOf(query) };
    const inPricing = await resultOffersOfPricing(pricingId, query.category);
    if (offerName.toLowerCase() === LATEST_OFFER) return pastDraws(inPricing, paging);
    const offer = await resultOffer(offerName);
    const all = await resultOffersOfPricing(pricingId);
    if (!all.some((o) => o.key === offer.key)) throw notFound(`Results of ${offerName} under pricing ${pricingId}`);
    return pastDraws(
      inPricing.filter((o) => o.key === offer.key),
      paging,
    );
  }

  /** GET /draw/full_result/{offerKey}/{drawNo}: every division, prize and winner of a draw with results. */
  async function getFullResult(offerName: string, drawNo: number): Promise<FullResult> {
    const offer = await resultOffer(offerName);
    const { draw } = await drawsService.findDraw(offer.key, drawNo);
    if (!hasResultStatus(draw.status)) throw notFound(`Results of draw ${drawNo} of ${offer.name}`);
    const outcome = (await drawsService.loadOutcomes([draw])).get(draw.drawId);
    return {
      ...toPastDraw(draw, offer, outcome),
      divisions: divisionsOf(outcome?.result, draw.currency),
      prizes: sortRafflePrizes(outcome?.prizes ?? []).map(toRafflePrize),
      winners: toRaffleWinners(outcome?.prizes ?? [], outcome?.winners ?? []),
    };
  }

  return {
    /** GET /draws/pricing/{pricingId}/past/result_keys: offers with results lists, rank order. */
    async listResultKeys(pricingId: string): Promise<ResultKey[]> {
      await requirePricing(pricingId);
      const offerRows = await resultOffersOfPricing(pricingId);
      return offerRows.map((o) => ({
        key: o.key,
        name: o.name,
        url: o.url,
        productType: o.type as ProductType,
        category: resultCategoryOf(o.type) as ResultCategory,
      }));
    },

    listPastDraws,

    /**
     * GET /draws/past/archived/{offer or latest}/{year}/{month} (v3.7): the results of one AEST
     * month. A month without results is 404, with the months that have results in `result`.
     */
    async listArchivedDraws(
      offerName: string,
      year: number,
      month: number,
      query: Paging & { category?: ResultCategory },
    ): Promise<{ answer: ArchivedDrawsAnswer; pageInfo: PageInfo }> {
      let offerRows: OfferRow[];
      if (offerName.toLowerCase() === LATEST_OFFER) {
        const all = await db.select().from(productOffers).orderBy(asc(productOffers.key));
        offerRows = all.filter((o) => {
          const c = resultCategoryOf(o.type);
          return c !== null && (!query.category || c === query.category);
        });
      } else {
        offerRows = [await resultOffer(offerName)];
      }
      const months = offerRows.length
        ? await db
            .selectDistinct({
              year: sql<number>`extract(year from ${draws.drawDate} at time zone ${AEST_TIME_ZONE})::int`,
              month: sql<number>`extract(month from ${draws.drawDate} at time zone ${AEST_TIME_ZONE})::int`,
            })
            .from(draws)
            .where(
              and(
                inArray(
                  draws.offerKey,
                  offerRows.map((o) => o.key),
                ),
                inArray(draws.status, [...resultStatuses]),
              ),
            )
        : [];
      const availableMonths = months
        .map((m) => ({ year: Number(m.year), month: Number(m.month) }))
        .sort((a, b) => b.year - a.year || b.month - a.month);
      if (!availableMonths.some((m) => m.year === year && m.month === month)) {
        throw new AppError('not_found', {
          message: `There are no results for ${String(month).padStart(2, '0')}/${year}.`,
          result: { year, month, draws: [], availableMonths },
        });
      }
      const paging = { limit: query.limit, offset: offsetOf(query) };
      const window = {
        from: aestMonthStart(year, month),
        to: aestMonthStart(month === 12 ? year + 1 : year, (month % 12) + 1),
      };
      const { draws: list, pageInfo } = await pastDraws(offerRows, paging, window);
      return { answer: { year, month, draws: list, availableMonths }, pageInfo };
    },

    getFullResult,

    /**
     * GET /draws/past_customer/{offer}: the past results of the customer's pricing, each with the
     * customer's part (docs/decisions/262). `customer_id`, when given, must be the signed-in customer's.
     */
    async listCustomerPastDraws(
      customer: { customerId: string; pricingId: string },
      offerName: string,
      query: Paging & { category?: ResultCategory; customerId?: string },
    ): Promise<{ draws: CustomerPastDraw[]; pageInfo: PageInfo }> {
      assertSameCustomer(customer.customerId, query.customerId);
      const { draws: list, pageInfo } = await listPastDraws(customer.pricingId, offerName, query);
      return { draws: await withCustomerPart(customer.customerId, list), pageInfo };
    },

    /**
     * GET /draw/full_result_customer/{offerKey}/{drawNo}: the full result with the signed-in
     * customer's part (docs/decisions/262).
     */
    async getCustomerFullResult(customerId: string, offerName: string, drawNo: number): Promise<CustomerFullResult> {
      const [result] = await withCustomerPart(customerId, [await getFullResult(offerName, drawNo)]);
      return result as CustomerFullResult;
    },

    /** GET /statistics/{offerKey}: number frequency, hot and cold numbers from the real past results. */
    async getStatistics(offerName: string, limit?: number): Promise<Statistics> {
      const offer = await resultOffer(offerName);
      if (offer.type !== 'lottery_ticket') throw notFound(`Statistics of ${offer.name}`);
      return statisticsOf(offer, limit);
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
        const stats = await statisticsOf(offer, TIP_WINDOW);
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
export type ResultsService = ReturnType<typeof createResultsService>;
