import {
  type Draw,
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
import type { productOffers } from '../catalogue.tables';
import type { drawResults, draws, rafflePrizes, raffleWinners, StoredDivision } from '../draws.tables';
import { purchaseStatusOf } from './purchase-status';

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
    imageAlt: p.imageAlt ?? null,
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
    drawSalesOpenDate: iso(d.openDate),
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
