import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The placements content editors set in the console (3-account.md §3 Placement; decision 474):
 * a ready quick pick of a lottery's game offer shown under one key, in position order. Which
 * draw it is for is read when it is shown (the next draw on sale), so a placement never goes stale.
 * A segment and a branding key aim it at the customers of one segment or the visitors of one
 * branding (decision 536); none is shop-wide.
 */
export const placements = pgTable(
  'placements',
  {
    placementId: text('placement_id').primaryKey(),
    key: text('key').notNull(),
    productOfferKey: text('product_offer_key').notNull(),
    gameOffer: text('game_offer').notNull(),
    numGames: integer('num_games').notNull(),
    headline: text('headline').notNull(),
    message: text('message').notNull(),
    position: integer('position').notNull(),
    active: boolean('active').notNull(),
    segmentName: text('segment_name'),
    brandingKey: text('branding_key'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('placements_key_idx').on(t.key, t.position)],
);
