import type { TrackingData } from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Where a paid order's visit came from (1-platform.md §7 attribution), as analytics kept it for the visit. */
export interface OrderAttribution {
  campaign: string | null;
  source: string | null;
  medium: string | null;
  term: string | null;
  content: string | null;
  referrer: string | null;
  referringDomain: string | null;
}

/** One game's numbers by set name (Numbers, Powerball, Favourites kept as written). */
export type GameNumbers = Record<string, number[]>;

/**
 * A purchase (a checkout): what the customer paid and when. Customer and draw ids point into
 * other modules, so they are plain ids here, not foreign keys (docs/decisions/120).
 */
export const orders = pgTable(
  'orders',
  {
    orderId: text('order_id').primaryKey(),
    /** The unguessable public id of /receipt/:checkoutID and GET /checkout/{checkoutID}. */
    checkoutId: text('checkout_id').notNull(),
    customerId: text('customer_id').notNull(),
    /** Changed only along orderTransitions. */
    status: text('status').notNull(),
    /** Paid, in cents: the lines' amounts less the discount. */
    total: bigint('total', { mode: 'number' }).notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull(),
    trackingData: jsonb('tracking_data').$type<TrackingData>().notNull(),
    createdAt: ts('created_at').notNull(),
    /** The order's place in the sequence, shown scrambled as its order number (docs/decisions/302). */
    orderNo: bigserial('order_no', { mode: 'number' }).notNull(),
    /** A deposit-and-buy's whole card charge, in cents, and the card as shown; null when the wallet paid alone. */
    cardCharged: bigint('card_charged', { mode: 'number' }),
    cardLabel: text('card_label'),
    /** The visit's first-party attribution at purchase (decision 486); null without consent or campaign. */
    attribution: jsonb('attribution').$type<OrderAttribution>(),
    /** The affiliate code the bought cart's lines carried (decisions 479, 486). */
    affiliateCode: text('affiliate_code'),
  },
  (t) => [
    uniqueIndex('orders_checkout_id_idx').on(t.checkoutId),
    index('orders_affiliate_idx').on(t.affiliateCode, t.createdAt),
    index('orders_attributed_idx').on(t.createdAt).where(sql`${t.attribution} is not null`),
    uniqueIndex('orders_order_no_idx').on(t.orderNo),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    check('orders_amounts', sql`${t.total} >= 0 and ${t.discount} >= 0`),
  ],
);

/** One thing bought in an order (a cart item): an entry for one or more draws, at a price. */
export const orderLines = pgTable(
  'order_lines',
  {
    orderLineId: text('order_line_id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productType: text('product_type').notNull(),
    productOfferKey: text('product_offer_key').notNull(),
    gameType: text('game_type').notNull(),
    gameOffer: text('game_offer').notNull(),
    /** Games per draw; raffle tickets for a raffle, shares for a syndicate. */
    numGames: integer('num_games').notNull(),
    numDraws: integer('num_draws').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    day: text('day'),
    causeKey: text('cause_key'),
    syndicateEncodedId: text('syndicate_encoded_id'),
    /** The cart item it was bought from, when it came from a cart. */
    cartItemId: text('cart_item_id'),
  },
  (t) => [
    uniqueIndex('order_lines_order_position_idx').on(t.orderId, t.position),
    check('order_lines_counts', sql`${t.numGames} >= 1 and ${t.numDraws} >= 1 and ${t.amount} >= 0`),
  ],
);

/** One ticket per entry and draw: the numbers exactly as played. */
export const tickets = pgTable(
  'tickets',
  {
    ticketId: text('ticket_id').primaryKey(),
    orderLineId: text('order_line_id')
      .notNull()
      .references(() => orderLines.orderLineId, { onDelete: 'cascade' }),
    /** The owner, kept here so the ticket lists read one table. */
    customerId: text('customer_id').notNull(),
    productType: text('product_type').notNull(),
    drawId: text('draw_id').notNull(),
    drawNo: integer('draw_no').notNull(),
    /** The draw's date when bought: upcoming and past tickets are told apart by it. */
    drawDate: ts('draw_date').notNull(),
    gameType: text('game_type').notNull(),
    gameOffer: text('game_offer').notNull(),
    numGames: integer('num_games').notNull(),
    games: jsonb('games').$type<GameNumbers[]>().notNull(),
    /** Per game: whether the server drew any of its numbers. */
    quickPick: jsonb('quick_pick').$type<boolean[]>().notNull(),
    /** Super combo: the quick-pick games each game comes with, on the lottery's plain line. */
    comboGames: jsonb('combo_games').$type<GameNumbers[]>().notNull().default([]),
    day: text('day'),
    causeKey: text('cause_key'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('tickets_line_draw_idx').on(t.orderLineId, t.drawId),
    index('tickets_customer_draw_date_idx').on(t.customerId, t.drawDate),
    index('tickets_draw_idx').on(t.drawId),
  ],
);

/** The last raffle ticket number given in each draw: taken by one atomic update per purchase. */
export const raffleTicketCounters = pgTable(
  'raffle_ticket_counters',
  {
    drawId: text('draw_id').primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [check('raffle_ticket_counters_positive', sql`${t.lastNumber} >= 1`)],
);

/** The numbers of a raffle ticket; a number belongs to one ticket in its draw. */
export const raffleTickets = pgTable(
  'raffle_tickets',
  {
    drawId: text('draw_id').notNull(),
    ticketNumber: integer('ticket_number').notNull(),
    ticketId: text('ticket_id')
      .notNull()
      .references(() => tickets.ticketId, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'raffle_tickets_draw_number_pk', columns: [t.drawId, t.ticketNumber] }),
    index('raffle_tickets_ticket_idx').on(t.ticketId),
    check('raffle_tickets_number_positive', sql`${t.ticketNumber} >= 1`),
  ],
);

export interface SyndicateTicketBought {
  name: string;
  numStandardGames: number;
  numGames: number;
}

/** A syndicate share ticket: so many shares of one syndicate of a draw, as the syndicate was when bought. */
export const syndicateShares = pgTable(
  'syndicate_shares',
  {
    ticketId: text('ticket_id')
      .primaryKey()
      .references(() => tickets.ticketId, { onDelete: 'cascade' }),
    syndicateEncodedId: text('syndicate_encoded_id').notNull(),
    drawId: text('draw_id').notNull(),
    numShares: integer('num_shares').notNull(),
    syndicateName: text('syndicate_name').notNull(),
    syndicateSize: integer('syndicate_size').notNull(),
    syndicateTickets: jsonb('syndicate_tickets').$type<SyndicateTicketBought[]>().notNull(),
  },
  (t) => [
    index('syndicate_shares_syndicate_idx').on(t.syndicateEncodedId),
    check('syndicate_shares_within_size', sql`${t.numShares} >= 1 and ${t.numShares} <= ${t.syndicateSize}`),
  ],
);
