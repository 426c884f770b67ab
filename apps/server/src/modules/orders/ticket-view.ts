import {
  formatRaffleTicketNumber,
  type GameTypeKey,
  type ProductType,
  type Ticket,
  type TicketState,
  toCurrency,
} from '@drawline/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { type DrawFacts, readDraws } from '../catalogue';
import { winningsOfTickets } from '../settlement';
import { orderNumberOf } from './order-number';
import { orderLines, orders, raffleTickets, syndicateShares, type tickets } from './orders.tables';

export type TicketRow = typeof tickets.$inferSelect;
export type ShareRow = typeof syndicateShares.$inferSelect;

/** A ticket with what its answer needs besides the row. */
export interface TicketRecord {
  ticket: TicketRow;
  checkoutId: string;
  /** The order's place in the sequence, shown as its order number. */
  orderNo: number;
  raffleNumbers: number[];
  share: ShareRow | null;
  /** What the ticket won, once scored. */
  winnings?: { amount: number; currency: string; held: boolean };
}

/** Upcoming until the draw's date has passed on the server's clock. */
export const ticketStateOf = (drawDate: Date, now: Date): TicketState =>
  drawDate.getTime() > now.getTime() ? 'upcoming' : 'past';

/** The ticket answer from its record and its draw as the catalogue has it now. */
export function toTicket(r: TicketRecord, draw: DrawFacts, now: Date): Ticket {
  const t = r.ticket;
  return {
    ticketId: t.ticketId,
    checkoutId: r.checkoutId,
    orderNumber: orderNumberOf(r.orderNo),
    productType: t.productType as ProductType,
    productOfferKey: draw.offerKey,
    productOfferName: draw.offerName,
    productOfferUrl: draw.offerUrl,
    drawId: t.drawId,
    drawNo: t.drawNo,
    drawDate: t.drawDate.toISOString(),
    drawStatus: draw.status,
    state: ticketStateOf(t.drawDate, now),
    hasResults: draw.hasResults,
    gameType: t.gameType as GameTypeKey,
    gameOffer: t.gameOffer,
    numGames: t.numGames,
    games: t.games,
    quickPick: t.quickPick,
    comboGames: t.comboGames,
    day: t.day,
    causeKey: t.causeKey,
    raffleTicketNumbers: r.raffleNumbers.map(formatRaffleTicketNumber),
    syndicateShare: r.share
      ? {
          syndicateEncodedId: r.share.syndicateEncodedId,
          name: r.share.syndicateName,
          numShares: r.share.numShares,
          size: r.share.syndicateSize,
        }
      : null,
    purchasedAt: t.createdAt.toISOString(),
    winnings: r.winnings ? { amount: r.winnings.amount, currency: toCurrency(r.winnings.currency) } : null,
    winningsHeld: r.winnings?.held ?? false,
  };
}

/** Loads the raffle numbers, shares and checkout ids of ticket rows, in the rows' order. */
export async function loadTicketRecords(tx: Tx | Db, rows: readonly TicketRow[]): Promise<TicketRecord[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.ticketId);
  const [numbers, shares, checkouts, won] = await Promise.all([
    tx
      .select()
      .from(raffleTickets)
      .where(inArray(raffleTickets.ticketId, ids))
      .orderBy(asc(raffleTickets.ticketNumber)),
    tx.select().from(syndicateShares).where(inArray(syndicateShares.ticketId, ids)),
    tx
      .select({ orderLineId: orderLines.orderLineId, checkoutId: orders.checkoutId, orderNo: orders.orderNo })
      .from(orderLines)
      .innerJoin(orders, eq(orders.orderId, orderLines.orderId))
      .where(
        inArray(
          orderLines.orderLineId,
          rows.map((r) => r.orderLineId),
        ),
      ),
    winningsOfTickets(tx, ids),
  ]);
  const numbersOf = new Map<string, number[]>();
  for (const n of numbers) numbersOf.set(n.ticketId, [...(numbersOf.get(n.ticketId) ?? []), n.ticketNumber]);
  const shareOf = new Map(shares.map((s) => [s.ticketId, s]));
  const checkoutOf = new Map(checkouts.map((c) => [c.orderLineId, c]));
  return rows.map((ticket) => ({
    ticket,
    checkoutId: checkoutOf.get(ticket.orderLineId)?.checkoutId as string,
    orderNo: checkoutOf.get(ticket.orderLineId)?.orderNo as number,
    raffleNumbers: numbersOf.get(ticket.ticketId) ?? [],
    share: shareOf.get(ticket.ticketId) ?? null,
    winnings: won.get(ticket.ticketId),
  }));
}

/** The draws of ticket records; a ticket's draw is never deleted, so a missing one is a fault. */
export async function drawsOf(tx: Tx | Db, drawIds: readonly string[]): Promise<Map<string, DrawFacts>> {
  const found = await readDraws(tx, drawIds);
  const missing = drawIds.find((id) => !found.has(id));
  if (missing) throw new Error(`The draw ${missing} of a ticket is missing from the catalogue.`);
  return found;
}

/** The answers for ticket rows, in their order. */
export async function ticketsOf(tx: Tx | Db, rows: readonly TicketRow[], now: Date): Promise<Ticket[]> {
  const [records, draws] = await Promise.all([
    loadTicketRecords(tx, rows),
    drawsOf(
      tx,
      rows.map((r) => r.drawId),
    ),
  ]);
  return records.map((r) => toTicket(r, draws.get(r.ticket.drawId) as DrawFacts, now));
}
