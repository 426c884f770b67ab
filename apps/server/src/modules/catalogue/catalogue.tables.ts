import type { GameOffer } from '@drawline/contracts';
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

/** A pricing name (GET /pricing/{pricingName}/…): which offers are sold, in which currency. */
export const pricings = pgTable('pricings', {
  name: text('name').primaryKey(),
  currency: text('currency').notNull().default('AUD'),
  subvariant: text('subvariant'),
});

export const productOffers = pgTable(
  'product_offers',
  {
    key: text('key').primaryKey(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    /** Older names that still resolve to this offer (oz_lotto and the like). */
    legacyKeys: jsonb('legacy_keys').$type<string[]>().notNull().default([]),
    urlAliases: jsonb('url_aliases').$type<{ subvariant: string; url: string }[]>().notNull().default([]),
    availability: text('availability').notNull().default('available'),
    suspended: boolean('suspended').notNull().default(false),
    displayCategory: text('display_category').notNull(),
    causes: jsonb('causes').$type<string[]>().notNull().default([]),
    recurringPurchase: jsonb('recurring_purchase').$type<{ type: string; availability: string } | null>(),
    recurringPurchaseInformation: text('recurring_purchase_information'),
    gameTypes: jsonb('game_types').$type<{ key: string; gameOffers: GameOffer[] }[]>().notNull().default([]),
    selectableDays: jsonb('selectable_days').$type<string[]>().notNull().default([]),
    description: text('description').notNull().default(''),
  },
  (t) => [uniqueIndex('product_offers_url_idx').on(sql`lower(${t.url})`)],
);

/** Which offers a pricing sells, and their order on the listing pages. */
export const pricingProductOffers = pgTable(
  'pricing_product_offers',
  {
    pricingName: text('pricing_name')
      .notNull()
      .references(() => pricings.name, { onDelete: 'cascade' }),
    offerKey: text('offer_key')
      .notNull()
      .references(() => productOffers.key, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pricingName, t.offerKey] })],
);

export const draws = pgTable(
  'draws',
  {
    drawId: text('draw_id').primaryKey(),
    offerKey: text('offer_key')
      .notNull()
      .references(() => productOffers.key, { onDelete: 'cascade' }),
    drawNo: integer('draw_no').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull(),
    drawDate: timestamp('draw_date', { withTimezone: true }).notNull(),
    stopDate: timestamp('stop_date', { withTimezone: true }).notNull(),
    /** Prize pool in cents; null when not yet known. */
    prizePool: bigint('prize_pool', { mode: 'number' }),
    currency: text('currency').notNull().default('AUD'),
    prizePoolSuffix: text('prize_pool_suffix'),
    drawData: jsonb('draw_data').$type<Record<string, unknown>>().notNull().default({}),
    results: jsonb('results').$type<Record<string, number[]> | null>(),
    ticketCap: integer('ticket_cap'),
    ticketsSold: integer('tickets_sold').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('draws_offer_draw_no_idx').on(t.offerKey, t.drawNo),
    index('draws_offer_status_idx').on(t.offerKey, t.status, t.drawDate),
    check('draws_tickets_within_cap', sql`${t.ticketCap} is null or ${t.ticketsSold} <= ${t.ticketCap}`),
  ],
);

export const brandings = pgTable('brandings', {
  id: text('id').primaryKey(),
  subvariant: text('subvariant').notNull(),
  url: text('url').notNull(),
  brandColourBackgroundText: text('brand_colour_background_text').notNull(),
  regionOverrides: jsonb('region_overrides')
    .$type<{ brandingRegions: string[]; overrides: Record<string, unknown> }>()
    .notNull()
    .default({ brandingRegions: [], overrides: {} }),
});
