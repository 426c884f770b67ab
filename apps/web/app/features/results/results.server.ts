import {
  type ArchivedDrawsAnswer,
  aestMonth,
  type CustomerFullResult,
  type CustomerPastDraw,
  DEFAULT_PAGE_SIZE,
  type FullResult,
  LATEST_OFFER,
  PAST_RESULTS_PAGE_SIZE,
  type PastDraw,
  type PlatformPort,
  type ResultCategory,
  type Statistics,
} from '@drawline/contracts';
import { ApiError } from '../../lib/api';
import { MISSING_OR_MALFORMED, orNotFound } from '../../lib/not-found';
import type { ResultCardDraw } from './results-view';

/** A :page? value: pages start at 1, and anything below or unreadable is page 1. */
export function pageParam(value: string | null | undefined): number {
  const n = Math.floor(Number(value));
  return Number.isFinite(n) && n >= 1 ? Math.min(n, 100_000) : 1;
}

/** A month in a path, as 2026-10; anything else is not a page. */
export function monthParam(value: string | undefined): { year: number; month: number } | undefined {
  const m = /^(\d{4})-(\d{2})$/.exec(value ?? '');
  if (!m) return undefined;
  const year = Number(m[1]);
  const month = Number(m[2]);
  return month >= 1 && month <= 12 && year >= 1990 && year <= 2100 ? { year, month } : undefined;
}

export interface Paged<T> {
  items: T[];
  page: number;
  pages: number;
  total: number;
}

function paged<T>(items: T[] | null, pageInfo: { limit: number; total: number } | null, page: number): Paged<T> {
  const total = pageInfo?.total ?? items?.length ?? 0;
  const limit = pageInfo?.limit || 1;
  return { items: items ?? [], page, pages: Math.max(1, Math.ceil(total / limit)), total };
}

/** A draw or offer the platform does not know, or a path value it refuses, is the page's 404. */
const or404 = <T>(call: Promise<T>): Promise<T> => orNotFound(call, MISSING_OR_MALFORMED);

/**
 * A past draw as a result card shows it. The loader's answer is serialised into the page for
 * hydration, so the rest of the API's draw (prize pool, draw data, the winner's ticket) stays out.
 */
export function toResultCardDraw(d: PastDraw): ResultCardDraw {
  const w = d.mainPrizeWinner;
  return {
    drawId: d.drawId,
    drawNo: d.drawNo,
    lotteryName: d.lotteryName,
    lotteryUrl: d.lotteryUrl,
    productType: d.productType,
    drawDate: d.drawDate,
    drawData: { name: d.drawData.name },
    winningNumbers: d.winningNumbers,
    winnerInfo: d.winnerInfo,
    mainPrizeWinner: w && { prizeName: w.prizeName, value: w.value, winnerName: w.winnerName, location: w.location },
  };
}

/** Results of every offer, or one category, newest first (GET /draws/pricing/{pricingId}/past/latest). */
export async function loadLatestResults(
  platform: PlatformPort,
  pricingName: string,
  category: ResultCategory | undefined,
  page: number,
): Promise<Paged<ResultCardDraw>> {
  const query = { limit: String(DEFAULT_PAGE_SIZE), page: String(page), ...(category ? { category } : {}) };
  const answer = await platform.pastDraws(pricingName, LATEST_OFFER, query);
  return paged(answer.items.map(toResultCardDraw), answer.pageInfo, page);
}

/** One offer's past results, five to a page (2-shopping.md §9). */
export async function loadPastResults(platform: PlatformPort, pricingName: string, offerKey: string, page: number) {
  const query = { limit: String(PAST_RESULTS_PAGE_SIZE), page: String(page) };
  const answer = await or404(platform.pastDraws(pricingName, offerKey, query));
  return paged(answer.items, answer.pageInfo, page);
}

/** The full result of one drawn draw: divisions, or prizes and winners. */
export function loadFullResult(platform: PlatformPort, offerKey: string, drawNo: number): Promise<FullResult> {
  return or404(platform.fullResult(offerKey, drawNo));
}

/** A customer call answered 401: the sign-in session has lapsed, and the page shows what a visitor sees. */
async function orSignedOut<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * One offer's past results with the signed-in customer's part (their tickets and settled
 * winnings, docs/decisions/262), in the customer's own pricing; null when the session has lapsed.
 */
export async function loadCustomerPastResults(
  platform: PlatformPort,
  offerKey: string,
  page: number,
): Promise<Paged<CustomerPastDraw> | null> {
  const query = { limit: String(PAST_RESULTS_PAGE_SIZE), page: String(page) };
  const answer = await orSignedOut(or404(platform.customerPastDraws(offerKey, query)));
  return answer && paged(answer.items, answer.pageInfo, page);
}

/** One draw's full result with the signed-in customer's part; null when the session has lapsed. */
export async function loadCustomerFullResult(
  platform: PlatformPort,
  offerKey: string,
  drawNo: number,
): Promise<CustomerFullResult | null> {
  return orSignedOut(or404(platform.customerFullResult(offerKey, drawNo)));
}

/** One month of an offer's results, with the months that have any. */
export async function loadArchive(
  platform: PlatformPort,
  offerKey: string,
  year: number,
  month: number,
  page: number,
): Promise<Paged<PastDraw> & { availableMonths: ArchivedDrawsAnswer['availableMonths'] }> {
  const query = { limit: String(DEFAULT_PAGE_SIZE), page: String(page) };
  const { answer, pageInfo } = await or404(platform.archivedDraws(offerKey, year, month, query));
  return { ...paged(answer.draws, pageInfo, page), availableMonths: answer.availableMonths };
}

/** The months with results for an offer, newest first (asked of the latest month's archive). */
export async function loadAvailableMonths(platform: PlatformPort, offerKey: string, latest: PastDraw | undefined) {
  if (!latest) return [];
  // Months are AEST months; the archive answers its month list whichever month is asked.
  const { year, month } = aestMonth(new Date(latest.drawDate));
  const archive = await loadArchive(platform, offerKey, year, month, 1);
  return archive.availableMonths;
}

export async function loadStatistics(platform: PlatformPort, offerKey: string): Promise<Statistics> {
  return or404(platform.statistics(offerKey));
}
