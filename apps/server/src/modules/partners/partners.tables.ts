import { sql } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The partners who sell through the shop (3-account.md §3 Partner; issue 30, decision 471): a
 * charity or retailer with its page's slug and its calls' key. Data, not code: seeded in demo
 * starts only, managed in the console. A partner turned off sells nothing and is not found.
 */
export const partners = pgTable(
  'partners',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [uniqueIndex('partners_slug_idx').on(t.slug), uniqueIndex('partners_key_idx').on(t.key)],
);

/** A partner's channels (§3 channels, channelKey): where its sales come from (a newsletter, a kiosk). */
export const partnerChannels = pgTable(
  'partner_channels',
  {
    partnerId: text('partner_id')
      .notNull()
      .references(() => partners.id),
    channelKey: text('channel_key').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.channelKey] })],
);

/**
 * One partner purchase (decision 471): written under the purchase's key with its deposit, and
 * given its checkout when the cart is bought (at once, or after 3-D Secure). The sales report
 * counts the bought ones per partner and channel.
 */
export const partnerSales = pgTable(
  'partner_sales',
  {
    depositId: text('deposit_id').primaryKey(),
    partnerId: text('partner_id')
      .notNull()
      .references(() => partners.id),
    channelKey: text('channel_key').notNull(),
    customerId: text('customer_id').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    checkoutId: text('checkout_id'),
    /** What the order cost (minor units) and its currency, once bought. */
    amount: bigint('amount', { mode: 'number' }),
    currency: text('currency'),
    createdAt: ts('created_at').notNull(),
    boughtAt: ts('bought_at'),
  },
  (t) => [
    index('partner_sales_report_idx').on(t.partnerId, t.channelKey).where(sql`${t.checkoutId} is not null`),
    uniqueIndex('partner_sales_checkout_idx').on(t.checkoutId),
  ],
);
