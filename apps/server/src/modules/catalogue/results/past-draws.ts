import {
  aestInstant,
  type DrawType,
  type PageInfo,
  type PastDraw,
  type ProductType,
  type ResultCategory,
  resultStatuses,
  toCurrency,
} from '@drawline/contracts';
import { and, asc, count, desc, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  type DrawOutcome,
  type DrawRow,
  type DrawsService,
  drawDataOf,
  toRaffleWinners,
  winnerInfoOf,
  winningNumbersOf,
} from '../draws';
import { draws } from '../draws.tables';
import type { OfferResolver, OfferRow } from '../offers';

/** Which results list an offer's results belong to; syndicates show their lottery's results. */
export function resultCategoryOf(type: string): ResultCategory | null {
  if (type === 'lottery_ticket') return 'lotteries';
  if (type === 'raffle_ticket') return 'raffles';
  return null;
}

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

/** The offer whose draws hold the results: a syndicate offer shows its lottery's. */
export async function resultOffer(resolver: OfferResolver, name: string): Promise<OfferRow> {
  const offer = await resolver.resolve(name);
  if (offer.lotteryKey === offer.key) return offer;
  return resolver.resolve(offer.lotteryKey);
}

/** Past draws of some offers, newest first, with their outcomes. */
export async function pastDraws(
  db: Db,
  drawsService: Pick<DrawsService, 'loadOutcomes'>,
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
