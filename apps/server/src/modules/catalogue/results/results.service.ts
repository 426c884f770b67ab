import {
  AEST_TIME_ZONE,
  type ArchivedDrawsAnswer,
  type FullResult,
  LATEST_OFFER,
  type PageInfo,
  type PastDraw,
  type ProductType,
  type ResultCategory,
  type ResultKey,
  resultStatuses,
} from '@drawline/contracts';
import { and, asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../platform/app-error';
import { productOffers } from '../catalogue.tables';
import {
  type DrawsService,
  divisionsOf,
  hasResultStatus,
  sortRafflePrizes,
  toRafflePrize,
  toRaffleWinners,
} from '../draws';
import { draws } from '../draws.tables';
import type { OfferResolver, OfferRow, OffersService } from '../offers';
import {
  aestMonthStart,
  offsetOf,
  type Paging,
  pastDraws,
  resultCategoryOf,
  resultOffer,
  toPastDraw,
} from './past-draws';
import { createStatisticsService } from './statistics-service';

/** Results: the past draws of the results pages, the archive by month, full results, statistics and tips. */
export function createResultsService({
  db,
  resolver,
  offersService,
  drawsService,
}: {
  db: Db;
  resolver: OfferResolver;
  offersService: OffersService;
  drawsService: DrawsService;
}) {
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

  /** GET /draws/pricing/{pricingId}/past/{offer or latest}: past results, newest first. */
  async function listPastDraws(
    pricingId: string,
    offerName: string,
    query: Paging & { category?: ResultCategory },
  ): Promise<{ draws: PastDraw[]; pageInfo: PageInfo }> {
    await requirePricing(pricingId);
    const paging = { limit: query.limit, offset: offsetOf(query) };
    const inPricing = await resultOffersOfPricing(pricingId, query.category);
    if (offerName.toLowerCase() === LATEST_OFFER) return pastDraws(db, drawsService, inPricing, paging);
    const offer = await resultOffer(resolver, offerName);
    const all = await resultOffersOfPricing(pricingId);
    if (!all.some((o) => o.key === offer.key)) throw notFound(`Results of ${offerName} under pricing ${pricingId}`);
    return pastDraws(
      db,
      drawsService,
      inPricing.filter((o) => o.key === offer.key),
      paging,
    );
  }

  /** GET /draw/full_result/{offerKey}/{drawNo}: every division, prize and winner of a draw with results. */
  async function getFullResult(offerName: string, drawNo: number): Promise<FullResult> {
    const offer = await resultOffer(resolver, offerName);
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
        offerRows = [await resultOffer(resolver, offerName)];
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
      const { draws: list, pageInfo } = await pastDraws(db, drawsService, offerRows, paging, window);
      return { answer: { year, month, draws: list, availableMonths }, pageInfo };
    },

    getFullResult,
    ...createStatisticsService({ db, resolver }),
  };
}
export type ResultsService = ReturnType<typeof createResultsService>;
