import type { NumberSet } from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A pricing name (GET /pricing/{pricingName}/…): which offers are sold, in which currency. */
export const pricings = pgTable('pricings', {
  name: text('name').primaryKey(),
  currency: text('currency').notNull().default('AUD'),
});

/** A sub-variant (state code) and the pricing its visitors see. */
export const subVariants = pgTable('sub_variants', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  pricingName: text('pricing_name')
    .notNull()
    .references(() => pricings.name),
});

export const productOffers = pgTable(
  'product_offers',
  {
    key: text('key').primaryKey(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    availability: text('availability').notNull().default('available'),
    suspended: boolean('suspended').notNull().default(false),
    displayCategory: text('display_category').notNull(),
    /** The lottery a syndicate offer plays; the offer's own key otherwise. */
    lotteryKey: text('lottery_key').notNull(),
    recurringPurchase: jsonb('recurring_purchase').$type<{ type: string; availability: string } | null>(),
    recurringPurchaseInformation: text('recurring_purchase_information'),
    selectableDays: jsonb('selectable_days').$type<string[]>().notNull().default([]),
    description: text('description').notNull().default(''),
    /** The offer's logo: a path the shop serves (docs/decisions/304); null shows a neutral mark. */
    logoImage: text('logo_image'),
  },
  (t) => [uniqueIndex('product_offers_url_idx').on(sql`lower(${t.url})`)],
);

/**
 * Other names of an offer, stored lower-case: the url aliases of a sub-variant. One name belongs
 * to one offer. Older names (oz_lotto for oz_lotto2022) follow from the key (docs/decisions/076)
 * and are not stored; a row without a sub-variant, left by an older seed, is not read.
 */
export const productOfferAliases = pgTable(
  'product_offer_aliases',
  {
    name: text('name').primaryKey(),
    offerKey: text('offer_key')
      .notNull()
      .references(() => productOffers.key, { onDelete: 'cascade' }),
    /** The sub-variant whose url this is; null for an older name. */
    subvariant: text('subvariant'),
    /** The alias as shown (urls keep their case). */
    url: text('url').notNull(),
  },
  (t) => [
    index('product_offer_aliases_offer_idx').on(t.offerKey),
    check('product_offer_aliases_lower', sql`${t.name} = lower(${t.name})`),
  ],
);

/** The game types of an offer, in play-page order. */
export const gameTypes = pgTable(
  'game_types',
  {
    offerKey: text('offer_key')
      .notNull()
      .references(() => productOffers.key, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.offerKey, t.key] })],
);

export const gameOffers = pgTable(
  'game_offers',
  {
    offerKey: text('offer_key').notNull(),
    gameType: text('game_type').notNull(),
    key: text('key').notNull(),
    position: integer('position').notNull(),
    numberSets: jsonb('number_sets').$type<NumberSet[]>().notNull(),
    /** Game counts on offer, in order. */
    numGames: jsonb('num_games').$type<number[]>().notNull(),
    defaultGameOffer: boolean('default_game_offer').notNull().default(false),
    /** Draw counts a ticket may run for. */
    multiDraw: jsonb('multi_draw').$type<number[]>().notNull(),
    minGames: integer('min_games').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.offerKey, t.gameType, t.key] }),
    foreignKey({ columns: [t.offerKey, t.gameType], foreignColumns: [gameTypes.offerKey, gameTypes.key] }).onDelete(
      'cascade',
    ),
    check('game_offers_min_games', sql`${t.minGames} >= 1`),
  ],
);

/** The price list of a game offer by number of games, in cents. */
export const gameOfferPrices = pgTable(
  'game_offer_prices',
  {
    offerKey: text('offer_key').notNull(),
    gameType: text('game_type').notNull(),
    gameOfferKey: text('game_offer_key').notNull(),
    numGames: integer('num_games').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('AUD'),
  },
  (t) => [
    primaryKey({ columns: [t.offerKey, t.gameType, t.gameOfferKey, t.numGames] }),
    foreignKey({
      columns: [t.offerKey, t.gameType, t.gameOfferKey],
      foreignColumns: [gameOffers.offerKey, gameOffers.gameType, gameOffers.key],
    }).onDelete('cascade'),
    check('game_offer_prices_positive', sql`${t.amount} > 0 and ${t.numGames} >= 1`),
  ],
);

export const causes = pgTable(
  'causes',
  {
    key: text('key').primaryKey(),
    urlSlug: text('url_slug').notNull(),
    name: text('name').notNull(),
    charityName: text('charity_name').notNull(),
    summary: text('summary').notNull(),
    description: text('description').notNull(),
    websiteUrl: text('website_url'),
    logoImage: text('logo_image'),
    /** A picture of the cause's work: the JPEG of a picture set under /pictures/ (docs/decisions/304). */
    image: text('image'),
    /** What the picture shows, set with a CMS picture from the console; null or empty: decorative (decision 499). */
    imageAlt: text('image_alt'),
    state: text('state'),
  },
  (t) => [uniqueIndex('causes_url_slug_idx').on(sql`lower(${t.urlSlug})`)],
);

/** Causes an offer supports, in the order the offer shows them. */
export const productOfferCauses = pgTable(
  'product_offer_causes',
  {
    offerKey: text('offer_key')
      .notNull()
      .references(() => productOffers.key, { onDelete: 'cascade' }),
    causeKey: text('cause_key')
      .notNull()
      .references(() => causes.key, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.offerKey, t.causeKey] }), index('product_offer_causes_cause_idx').on(t.causeKey)],
);

/** Which offers a pricing sells, and their rank on the listing pages. */
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

/** Why an offer or product type is not sold under a pricing (licensing_restriction, migration_restriction). */
export const restrictions = pgTable(
  'restrictions',
  {
    id: text('id').primaryKey(),
    pricingName: text('pricing_name')
      .notNull()
      .references(() => pricings.name, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    offerKey: text('offer_key').references(() => productOffers.key, { onDelete: 'cascade' }),
    productType: text('product_type'),
    message: text('message').notNull(),
  },
  (t) => [
    index('restrictions_pricing_idx').on(t.pricingName),
    check('restrictions_target', sql`${t.offerKey} is not null or ${t.productType} is not null`),
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

/**
 * One row whose version every change of the catalogue's static rows (offers, aliases, game types,
 * game offers, prices, offer causes) moves on, by statement triggers written in migration 0018:
 * each process prices carts from its own copy of those rows and reloads it when the version read
 * in the purchase's transaction differs from its copy's (docs/decisions/285).
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_version_one_row', sql`${t.id} = 1`)],
);
