import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * First-party analytics events (decision 447): written only with the visitor's non_essential
 * consent; flat properties only; the session's attribution kept with each event.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: text('id').primaryKey(),
    seq: integer('seq').generatedAlwaysAsIdentity().notNull(),
    /** The anonymous_id cookie's value: a visit's events belong together before and after sign-in. */
    anonymousId: text('anonymous_id'),
    /** The signed-in customer, from their session (never from the body). */
    customerId: text('customer_id'),
    type: text('type').notNull(),
    name: text('name').notNull(),
    screen: text('screen'),
    properties: jsonb('properties').$type<Record<string, string | number | boolean | null>>().notNull(),
    referrer: text('referrer'),
    referringDomain: text('referring_domain'),
    campaign: text('campaign'),
    medium: text('medium'),
    source: text('source'),
    term: text('term'),
    content: text('content'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('analytics_events_created_idx').on(t.createdAt),
    index('analytics_events_customer_idx').on(t.customerId, t.createdAt),
    index('analytics_events_anonymous_idx').on(t.anonymousId, t.seq),
  ],
);
