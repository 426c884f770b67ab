import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { type GameNumbers, orderLines, raffleTickets, syndicateShares, tickets } from './orders.tables';

/** A sold ticket as settlement scores it. */
export interface TicketToScore {
  ticketId: string;
  customerId: string;
  productOfferKey: string;
  productType: string;
  gameType: string;
  gameOffer: string;
  numGames: number;
  games: GameNumbers[];
  comboGames: GameNumbers[];
}

/**
 * The tickets of a draw, a page after `afterTicketId` in ticket id order (keyset paging: each
 * page is one indexed read however far settlement has got).
 */
export async function ticketsOfDraw(
  db: Db | Tx,
  drawId: string,
  afterTicketId: string,
  limit: number,
): Promise<TicketToScore[]> {
  return db
    .select({
      ticketId: tickets.ticketId,
      customerId: tickets.customerId,
      productOfferKey: orderLines.productOfferKey,
      productType: tickets.productType,
      gameType: tickets.gameType,
      gameOffer: tickets.gameOffer,
      numGames: tickets.numGames,
      games: tickets.games,
      comboGames: tickets.comboGames,
    })
    .from(tickets)
    .innerJoin(orderLines, eq(orderLines.orderLineId, tickets.orderLineId))
    .where(and(eq(tickets.drawId, drawId), gt(tickets.ticketId, afterTicketId)))
    .orderBy(asc(tickets.ticketId))
    .limit(limit);
}

/** A sold raffle ticket number and whose ticket it is. */
export interface SoldRaffleNumber {
  ticketNumber: number;
  ticketId: string;
  customerId: string;
  productOfferKey: string;
}

/** Every sold ticket number of a raffle draw, ascending. */
export async function soldRaffleNumbers(db: Db | Tx, drawId: string): Promise<SoldRaffleNumber[]> {
  return db
    .select({
      ticketNumber: raffleTickets.ticketNumber,
      ticketId: raffleTickets.ticketId,
      customerId: tickets.customerId,
      productOfferKey: orderLines.productOfferKey,
    })
    .from(raffleTickets)
    .innerJoin(tickets, eq(tickets.ticketId, raffleTickets.ticketId))
    .innerJoin(orderLines, eq(orderLines.orderLineId, tickets.orderLineId))
    .where(eq(raffleTickets.drawId, drawId))
    .orderBy(asc(raffleTickets.ticketNumber));
}

/** A sold syndicate share ticket: whose it is and how many shares of which syndicate it holds. */
export interface SyndicateHolding {
  ticketId: string;
  customerId: string;
  productOfferKey: string;
  syndicateEncodedId: string;
  numShares: number;
}

/** Every syndicate share ticket of a draw, by syndicate and ticket id. */
export async function syndicateHoldingsOfDraw(db: Db | Tx, drawId: string): Promise<SyndicateHolding[]> {
  return db
    .select({
      ticketId: syndicateShares.ticketId,
      customerId: tickets.customerId,
      productOfferKey: orderLines.productOfferKey,
      syndicateEncodedId: syndicateShares.syndicateEncodedId,
      numShares: syndicateShares.numShares,
    })
    .from(syndicateShares)
    .innerJoin(tickets, eq(tickets.ticketId, syndicateShares.ticketId))
    .innerJoin(orderLines, eq(orderLines.orderLineId, tickets.orderLineId))
    .where(eq(syndicateShares.drawId, drawId))
    .orderBy(asc(syndicateShares.syndicateEncodedId), asc(syndicateShares.ticketId));
}
