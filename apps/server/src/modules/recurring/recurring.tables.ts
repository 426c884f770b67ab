import type { GameSelection } from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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

/**
 * A customer's recurring purchase (2-shopping.md §3 Autoplay, Subscription; §4 Recurring), made
 * at checkout from a cart line whose recurring purchase is on, and bought again by the engine
 * (flows/recurring) for every draw after the one the checkout bought (an autoplay) or by its
 * frequency (a subscription). Its status moves only through recurring-status.ts.
 */
export const recurringPurchases = pgTable(
  'recurring_purchases',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    /** autoplay, subscription or combined_recurring_purchase (2-shopping.md §4 Recurring types). */
    kind: text('kind').notNull(),
    productType: text('product_type').notNull(),
    productOfferKey: text('product_offer_key').notNull(),
    lotteryKey: text('lottery_key').notNull(),
    gameType: text('game_type').notNull(),
    gameOffer: text('game_offer').notNull(),
    /** Games of a lottery entry, or raffle tickets, or syndicate shares, per draw. */
    numGames: integer('num_games').notNull(),
    /** Entries per draw (a cart line's quantity). */
    quantity: integer('quantity').notNull(),
    /** The customer's numbers, one selection per game; empty for a quick pick. */
    games: jsonb('games').$type<GameSelection[]>().notNull(),
    quickPick: boolean('quick_pick').notNull(),
    /** The weekday a lottery with selectable days plays on, or null for every draw. */
    day: text('day'),
    causeKey: text('cause_key'),
    /** A subscription's frequency (monthly, quarterly, biannually, annually); null for an autoplay. */
    frequency: text('frequency'),
    /** An autoplay waits for a jackpot of at least this many cents; null plays every draw. */
    minimumJackpotAmount: bigint('minimum_jackpot_amount', { mode: 'number' }),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    pausedUntil: ts('paused_until'),
    /** purchased, soft_failure or hard_failure; null before the first attempt. */
    lastAttemptStatus: text('last_attempt_status'),
    lastAttemptAt: ts('last_attempt_at'),
    /** The error code of the last failure, for support and the customer's resolution. */
    lastFailureCode: text('last_failure_code'),
    /** The checkout that made it and the cart item it came from. */
    sourceCheckoutId: text('source_checkout_id').notNull(),
    sourceCartItemId: text('source_cart_item_id').notNull(),
    /** Draws on or before this date were bought by the checkout itself: the engine buys later ones. */
    startsAfter: ts('starts_after').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('recurring_purchases_source_item_idx').on(t.sourceCartItemId),
    index('recurring_purchases_customer_idx').on(t.customerId, t.createdAt),
    index('recurring_purchases_due_idx')
      .on(t.productOfferKey, t.id)
      .where(sql`${t.status} <> 'recurring_status_cancelled'`),
    check('recurring_purchases_counts', sql`${t.numGames} >= 1 and ${t.quantity} >= 1`),
    check(
      'recurring_purchases_status',
      sql`${t.status} in ('recurring_status_active', 'recurring_status_paused', 'recurring_status_timed_pause', 'recurring_status_cancelled')`,
    ),
    check(
      'recurring_purchases_timed_pause',
      sql`(${t.status} = 'recurring_status_timed_pause') = (${t.pausedUntil} is not null)`,
    ),
    check(
      'recurring_purchases_last_attempt',
      sql`${t.lastAttemptStatus} is null or ${t.lastAttemptStatus} in ('purchased', 'soft_failure', 'hard_failure')`,
    ),
    check(
      'recurring_purchases_minimum_jackpot',
      sql`${t.minimumJackpotAmount} is null or ${t.minimumJackpotAmount} >= 0`,
    ),
  ],
);

/**
 * One draw of a recurring purchase, bought or given up: the primary key (recurring purchase,
 * draw) is the database's promise that each draw is placed exactly once, whatever runs the
 * engine, how often and in how many processes. A purchase writes its row in the order's own
 * transaction; a hard failure writes one too, so the draw is not tried again; a soft failure
 * writes none and is retried until the draw's stop time.
 */
export const recurringPlacements = pgTable(
  'recurring_placements',
  {
    recurringPurchaseId: text('recurring_purchase_id')
      .notNull()
      .references(() => recurringPurchases.id),
    drawId: text('draw_id').notNull(),
    customerId: text('customer_id').notNull(),
    /** purchased or hard_failure. */
    outcome: text('outcome').notNull(),
    /** The order's checkout (purchased), set in the claim's own transaction once the order is written. */
    checkoutId: text('checkout_id'),
    /** The refusal's error code (hard_failure). */
    failureCode: text('failure_code'),
    drawDate: ts('draw_date').notNull(),
    placedAt: ts('placed_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.recurringPurchaseId, t.drawId] }),
    index('recurring_placements_draw_idx').on(t.drawId),
    check(
      'recurring_placements_outcome',
      sql`(${t.outcome} = 'purchased' and ${t.failureCode} is null) or (${t.outcome} = 'hard_failure' and ${t.failureCode} is not null and ${t.checkoutId} is null)`,
    ),
  ],
);
