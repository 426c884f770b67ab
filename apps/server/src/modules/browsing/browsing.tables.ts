import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Browsing sessions (1-platform.md §4): id rotated after 30 minutes idle, kept alive by the
 * heartbeat. The table keeps its first name, web_sessions (docs/decisions/073).
 */
export const browsingSessions = pgTable(
  'web_sessions',
  {
    id: text('id').primaryKey(),
    anonymousId: text('anonymous_id').notNull(),
    deviceUuid: text('device_uuid').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('web_sessions_anonymous_idx').on(t.anonymousId)],
);
