import { index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The feedback widget's events (3-account.md §3 Feedback, decision 446): one row per POST /event,
 * written whole or not at all. An anonymous visitor's email only when they gave it; a signed-in
 * customer's id instead of an email.
 */
export const feedbackEvents = pgTable(
  'feedback_events',
  {
    id: text('id').primaryKey(),
    /** Orders events written within one clock tick. */
    seq: integer('seq').generatedAlwaysAsIdentity().notNull(),
    /** -1 not satisfied, 0 neutral, 1 satisfied (§9). */
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    email: text('email'),
    customerId: text('customer_id'),
    source: text('source').notNull(),
    variant: text('variant').notNull(),
    clientBuild: text('client_build').notNull(),
    clientVersion: text('client_version').notNull(),
    clientTimezone: text('client_timezone').notNull(),
    clientLocale: text('client_locale').notNull(),
    /** The sender's address, hashed: what the rate limit counts, never the address itself. */
    senderKey: text('sender_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('feedback_events_created_idx').on(t.createdAt),
    index('feedback_events_sender_idx').on(t.senderKey, t.createdAt),
  ],
);
