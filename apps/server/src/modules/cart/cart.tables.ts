import type { GameSelection } from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import {
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
 * Carts (2-shopping.md §3 Cart): a customer's (customer_id) or an anonymous visitor's (the
 * SHA-256 of its token; the token itself is never stored). Status moves only through
 * cart-status.ts: a customer has one active cart; a purchased cart keeps its items (the
 * receipt and replay read them); a converted anonymous cart stays as a marker until it expires,
 * so converting twice is harmless.
 */
export const carts = pgTable(
  'carts',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id'),
    anonymousTokenHash: text('anonymous_token_hash'),
    status: text('status').notNull().default('active'),
    promotionCode: text('promotion_code'),
    /** The customer's cart an anonymous cart was merged into. */
    convertedIntoCartId: text('converted_into_cart_id'),
    /** The checkout that bought the cart. */
    checkoutId: text('checkout_id'),
    createdAt: ts('created_at').notNull(),
    /** Any call on the cart; an anonymous cart unused for 14 days is gone. */
    lastUsedAt: ts('last_used_at').notNull(),
  },
  (t) => [
    uniqueIndex('carts_active_customer_idx').on(t.customerId).where(sql`${t.status} = 'active'`),
    uniqueIndex('carts_anonymous_token_idx').on(t.anonymousTokenHash),
    index('carts_anonymous_last_used_idx').on(t.lastUsedAt).where(sql`${t.anonymousTokenHash} is not null`),
    check('carts_owner', sql`(${t.customerId} is null) <> (${t.anonymousTokenHash} is null)`),
  ],
);

/**
 * An entry in a cart, exactly as the customer chose it (2-shopping.md §3 Cart item, Ticket
 * state). Prices are never stored: every read prices the item from the catalogue.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: text('id').primaryKey(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** Order of adding (a clock tie keeps the order too). */
    position: integer('position').notNull(),
    productOfferKey: text('product_offer_key').notNull(),
    /** Facts of the offer and draw when added, to show an item whose draw has gone. */
    productType: text('product_type').notNull(),
    lotteryKey: text('lottery_key').notNull(),
    gameType: text('game_type').notNull(),
    gameOffer: text('game_offer').notNull(),
    numGames: integer('num_games').notNull(),
    numDraws: integer('num_draws').notNull(),
    quantity: integer('quantity').notNull(),
    games: jsonb('games').$type<GameSelection[]>().notNull(),
    quickPick: boolean('quick_pick').notNull(),
    /** The (first) draw the entry is for, fixed when added; none for a membership line (decision 476). */
    drawNo: integer('draw_no'),
    drawId: text('draw_id'),
    drawDate: ts('draw_date'),
    day: text('day'),
    causeKey: text('cause_key'),
    syndicateEncodedId: text('syndicate_encoded_id'),
    /** A lotto party share's session (decision 388): numGames is its shares, priced from the session. */
    socialSyndicateId: text('social_syndicate_id'),
    recurringType: text('recurring_type'),
    recurringEnabled: boolean('recurring_enabled').notNull().default(false),
    /** A subscription's frequency (monthly, quarterly, biannually, annually); null: monthly (decision 368). */
    recurringFrequency: text('recurring_frequency'),
    minimumJackpotAmount: integer('minimum_jackpot_amount'),
    favourite: boolean('favourite').notNull().default(false),
    affiliateCode: text('affiliate_code'),
    addedAt: ts('added_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('cart_items_cart_idx').on(t.cartId, t.position),
    check('cart_items_counts', sql`${t.numGames} >= 1 and ${t.numDraws} >= 1 and ${t.quantity} >= 1`),
    check(
      'cart_items_draw',
      sql`${t.productType} = 'membership' or (${t.drawNo} is not null and ${t.drawId} is not null and ${t.drawDate} is not null)`,
    ),
  ],
);

/**
 * Promotion codes (2-shopping.md §3 Cart promotion), stored upper-case. Fixed and credit
 * vouchers have an amount, percent vouchers a percentage; only the _expire type expires.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    code: text('code').primaryKey(),
    type: text('type').notNull(),
    description: text('description').notNull(),
    /** Cents off (fixed types) or credited to the wallet (credit amount). */
    amount: integer('amount'),
    percentOff: integer('percent_off'),
    currency: text('currency').notNull().default('AUD'),
    /** The cart's subtotal must reach this (cents); 0 for none. */
    minimumSpend: integer('minimum_spend').notNull().default(0),
    expiresAt: ts('expires_at'),
    active: boolean('active').notNull().default(true),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    check('vouchers_code_upper', sql`${t.code} = upper(${t.code})`),
    check(
      'vouchers_terms',
      sql`case ${t.type}
        when 'voucher_percent_discount' then ${t.percentOff} between 1 and 100 and ${t.amount} is null
        when 'voucher_fixed_discount' then ${t.amount} > 0 and ${t.percentOff} is null
        when 'voucher_fixed_discount_expire' then ${t.amount} > 0 and ${t.percentOff} is null
        when 'voucher_credit_amount' then ${t.amount} > 0 and ${t.percentOff} is null
        else false end`,
    ),
    check('vouchers_expiry', sql`(${t.type} = 'voucher_fixed_discount_expire') = (${t.expiresAt} is not null)`),
    check('vouchers_minimum_spend', sql`${t.minimumSpend} >= 0`),
  ],
);

/** A voucher used in a purchase, written by the checkout flow: once per customer. */
export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    voucherCode: text('voucher_code')
      .notNull()
      .references(() => vouchers.code),
    customerId: text('customer_id').notNull(),
    checkoutId: text('checkout_id').notNull(),
    /** The discount given or the credit paid, in cents. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    redeemedAt: ts('redeemed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.voucherCode, t.customerId] })],
);
