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
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A scheduled purchase or pre-order (2-shopping.md §3, §4; decision 364): a cart line bought for a
 * draw whose sales had not opened, paid at checkout (the purchase's journal) and held here. The
 * engine issues its tickets when the draw opens (placedAt, placedCheckoutId); until then the
 * customer may cancel it, and its price goes back to the wallet (a refund journal keyed by its id).
 * Placed and cancelled exclude each other: both are taken under the row's lock.
 */
export const scheduledPurchases = pgTable(
  'scheduled_purchases',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    /** scheduled_purchase or pre_order. */
    kind: text('kind').notNull(),
    /** scheduled_status_active or scheduled_status_cancelled. */
    status: text('status').notNull(),
    productType: text('product_type').notNull(),
    productOfferKey: text('product_offer_key').notNull(),
    productOfferName: text('product_offer_name').notNull(),
    lotteryKey: text('lottery_key').notNull(),
    gameType: text('game_type').notNull(),
    gameOffer: text('game_offer').notNull(),
    numGames: integer('num_games').notNull(),
    quantity: integer('quantity').notNull(),
    games: jsonb('games').$type<GameSelection[]>().notNull(),
    quickPick: boolean('quick_pick').notNull(),
    day: text('day'),
    causeKey: text('cause_key'),
    drawId: text('draw_id').notNull(),
    drawNo: integer('draw_no').notNull(),
    drawDate: ts('draw_date').notNull(),
    currency: text('currency').notNull(),
    /** The line's price before the promotion, and what the customer paid for it (after it). */
    lineTotal: bigint('line_total', { mode: 'number' }).notNull(),
    amountPaid: bigint('amount_paid', { mode: 'number' }).notNull(),
    /** The promotion that paid the rest of the line's price, given back to it on a refund. */
    promotionCode: text('promotion_code'),
    sourceCheckoutId: text('source_checkout_id').notNull(),
    sourceCartItemId: text('source_cart_item_id').notNull(),
    placedAt: ts('placed_at'),
    placedCheckoutId: text('placed_checkout_id'),
    cancelledAt: ts('cancelled_at'),
    /** customer, or why the draw could not take it when it opened (sold_out, draw_closed, refused). */
    cancelReason: text('cancel_reason'),
    refundedAmount: bigint('refunded_amount', { mode: 'number' }),
    /**
     * Raffle tickets taken from the draw's stock when it was pre-ordered (decision 556): not taken
     * again when its tickets are issued, given back to the draw if it is cancelled. 0 for a draw
     * with no cap, a lottery's scheduled purchase, and records made before the decision.
     */
    stockReserved: integer('stock_reserved').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('scheduled_purchases_source_item_idx').on(t.sourceCartItemId),
    index('scheduled_purchases_customer_idx').on(t.customerId, t.createdAt),
    index('scheduled_purchases_due_idx')
      .on(t.drawId)
      .where(sql`${t.status} = 'scheduled_status_active' and ${t.placedAt} is null`),
    check('scheduled_purchases_kind', sql`${t.kind} in ('scheduled_purchase', 'pre_order')`),
    check('scheduled_purchases_status', sql`${t.status} in ('scheduled_status_active', 'scheduled_status_cancelled')`),
    check('scheduled_purchases_counts', sql`${t.numGames} >= 1 and ${t.quantity} >= 1 and ${t.stockReserved} >= 0`),
    check('scheduled_purchases_amounts', sql`${t.amountPaid} >= 0 and ${t.lineTotal} >= ${t.amountPaid}`),
    // Cancelled exactly when it says when and why; never both placed and cancelled.
    check(
      'scheduled_purchases_cancelled',
      sql`(${t.status} = 'scheduled_status_cancelled') = (${t.cancelledAt} is not null and ${t.cancelReason} is not null)`,
    ),
    check('scheduled_purchases_placed', sql`${t.placedAt} is null or ${t.status} = 'scheduled_status_active'`),
    check('scheduled_purchases_placed_order', sql`(${t.placedAt} is null) = (${t.placedCheckoutId} is null)`),
  ],
);
