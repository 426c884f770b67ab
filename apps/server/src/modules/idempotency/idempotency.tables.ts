import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The first answer of each money-moving call, by caller and key (docs/decisions/103). A row is
 * written in the same transaction as the work it answers for, so it exists only once that work
 * has committed: it needs no "in progress" state, and a second call with the key waits on the
 * primary key until the first commits or rolls back.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Whose key it is (`customer:<id>`): two customers may use the same key. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request (method, route, parameters, body): the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    /** The first answer; null only inside the transaction that claims the key, so never seen by others. */
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
