import type { NumberSet, WinningNumberSet } from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { productOffers } from './catalogue.tables';

export const draws = pgTable(
  'draws',
  {
    drawId: text('draw_id').primaryKey(),
    offerKey: text('offer_key')
      .notNull()
      .references(() => productOffers.key, { onDelete: 'cascade' }),
    drawNo: integer('draw_no').notNull(),
    type: text('type').notNull(),
    /** Changed only through changeDrawStatus, which keeps to the transitions table. */
    status: text('status').notNull(),
    drawDate: timestamp('draw_date', { withTimezone: true }).notNull(),
    stopDate: timestamp('stop_date', { withTimezone: true }).notNull(),
    /** Prize pool in cents; null when not yet known. */
    prizePool: bigint('prize_pool', { mode: 'number' }),
    currency: text('currency').notNull().default('AUD'),
    prizePoolSuffix: text('prize_pool_suffix'),
    /** Raffle draw name and total prize value (drawData.name, drawData.value). */
    name: text('name'),
    prizeValue: bigint('prize_value', { mode: 'number' }),
    featureImage: text('feature_image'),
    /** Pre-orders are taken from this instant; before it the draw is not published. */
    preOrderStartDate: timestamp('pre_order_start_date', { withTimezone: true }),
    /** Sales proper open at this instant; before it (and after pre-order start) it sells as pre_order. */
    openDate: timestamp('open_date', { withTimezone: true }),
    jackpotImage: text('jackpot_image'),
    specialDrawName: text('special_draw_name'),
    specialDrawPngImage: text('special_draw_png_image'),
    /** Limited raffle tickets; null when unlimited. */
    ticketCap: integer('ticket_cap'),
    ticketsSold: integer('tickets_sold').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('draws_offer_draw_no_idx').on(t.offerKey, t.drawNo),
    index('draws_offer_status_idx').on(t.offerKey, t.status, t.drawDate),
    index('draws_draw_date_idx').on(t.drawDate),
    check('draws_tickets_within_cap', sql`${t.ticketCap} is null or ${t.ticketsSold} <= ${t.ticketCap}`),
    check('draws_tickets_sold_positive', sql`${t.ticketsSold} >= 0`),
  ],
);

/** Every status change of a draw, for audit. */
export const drawStatusChanges = pgTable(
  'draw_status_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    drawId: text('draw_id')
      .notNull()
      .references(() => draws.drawId, { onDelete: 'cascade' }),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('draw_status_changes_draw_idx').on(t.drawId)],
);

export interface StoredDivision {
  division: number;
  description: string;
  numWinners: number;
  /** Per winning entry, in cents. */
  prizeAmount: number;
  prizeSuffix: string | null;
}

/** The official result of a lottery draw: winning numbers and prize divisions. */
export const drawResults = pgTable('draw_results', {
  drawId: text('draw_id')
    .primaryKey()
    .references(() => draws.drawId, { onDelete: 'cascade' }),
  winningNumbers: jsonb('winning_numbers').$type<WinningNumberSet[]>().notNull(),
  divisions: jsonb('divisions').$type<StoredDivision[]>().notNull().default([]),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});

export const rafflePrizes = pgTable(
  'raffle_prizes',
  {
    prizeId: text('prize_id').primaryKey(),
    drawId: text('draw_id')
      .notNull()
      .references(() => draws.drawId, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    value: bigint('value', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('AUD'),
    quantity: integer('quantity').notNull().default(1),
    image: text('image'),
    /** What the picture shows, set with a CMS picture from the console; null or empty: decorative (decision 499). */
    imageAlt: text('image_alt'),
    /** When the prize is drawn. */
    drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('raffle_prizes_draw_idx').on(t.drawId), check('raffle_prizes_quantity', sql`${t.quantity} >= 1`)],
);

export const raffleWinners = pgTable(
  'raffle_winners',
  {
    winnerId: text('winner_id').primaryKey(),
    drawId: text('draw_id')
      .notNull()
      .references(() => draws.drawId, { onDelete: 'cascade' }),
    prizeId: text('prize_id')
      .notNull()
      .references(() => rafflePrizes.prizeId, { onDelete: 'cascade' }),
    ticketNumber: text('ticket_number').notNull(),
    winnerName: text('winner_name').notNull(),
    location: text('location').notNull(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('raffle_winners_draw_idx').on(t.drawId),
    uniqueIndex('raffle_winners_ticket_idx').on(t.drawId, t.ticketNumber),
  ],
);

export interface SyndicateTicket {
  name: string;
  numStandardGames: number;
  numGames: number;
  /**
   * What each of its games is (docs/decisions/255): a game type of the lottery and the sets one
   * game fills (a System 12 is reduced_system with 12 Numbers), so its games can be quick-picked.
   */
  gameType: string;
  numberSets: NumberSet[];
}

/** One game's numbers by set name, as tickets hold them. */
export type SyndicateGameNumbers = Record<string, number[]>;

/** The games one of a syndicate's tickets plays, in the order of `tickets`. */
export interface SyndicateTicketGames {
  name: string;
  gameType: string;
  games: SyndicateGameNumbers[];
}

/** A syndicate for one draw: `size` shares of the tickets it plays. */
export const syndicates = pgTable(
  'syndicates',
  {
    syndicateEncodedId: text('syndicate_encoded_id').primaryKey(),
    offerKey: text('offer_key')
      .notNull()
      .references(() => productOffers.key, { onDelete: 'cascade' }),
    drawId: text('draw_id')
      .notNull()
      .references(() => draws.drawId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    sharesSold: integer('shares_sold').notNull().default(0),
    sharePrice: integer('share_price').notNull(),
    currency: text('currency').notNull().default('AUD'),
    tickets: jsonb('tickets').$type<SyndicateTicket[]>().notNull(),
    /**
     * The syndicate's own games, fixed when the syndicate is made, before any share is sold
     * (docs/decisions/255); null only for syndicates made before they were stored.
     */
    games: jsonb('games').$type<SyndicateTicketGames[]>(),
  },
  (t) => [
    index('syndicates_draw_idx').on(t.drawId),
    check('syndicates_shares_within_size', sql`${t.sharesSold} >= 0 and ${t.sharesSold} <= ${t.size}`),
  ],
);
