import type { RaffleRequest } from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A raffle written in the console (docs/decisions/266). While a draft it lives only here, so no
 * storefront read can see it; publishing writes the product offer and its draw through the
 * catalogue's own tables and keeps the draft as the record of what was published.
 */
export const raffleDrafts = pgTable(
  'raffle_drafts',
  {
    raffleId: text('raffle_id').primaryKey(),
    /** The product offer's key once published; fixed at creation so links to it never move. */
    offerKey: text('offer_key').notNull(),
    url: text('url').notNull(),
    status: text('status').notNull().default('draft'),
    raffle: jsonb('raffle').$type<RaffleRequest>().notNull(),
    drawId: text('draw_id'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    publishedBy: text('published_by'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('raffle_drafts_offer_key_idx').on(t.offerKey),
    uniqueIndex('raffle_drafts_url_idx').on(sql`lower(${t.url})`),
    check('raffle_drafts_status', sql`${t.status} in ('draft', 'published')`),
    check('raffle_drafts_published', sql`(${t.status} = 'published') = (${t.drawId} is not null)`),
  ],
);
