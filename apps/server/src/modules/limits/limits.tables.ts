import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * One row per customer who has ever had a limit checked: the row a purchase or deposit locks
 * (SELECT … FOR UPDATE) before it reads what was spent, so two parallel purchases by one
 * customer are checked one after the other (docs/decisions/212). It also holds self-exclusion.
 */
export const limitStates = pgTable('limit_states', {
  customerId: text('customer_id').primaryKey(),
  /** A break from play: refused purchases, deposits and marketing until this instant. */
  excludedUntil: timestamp('excluded_until', { withTimezone: true }),
  excludedIndefinitely: boolean('excluded_indefinitely').notNull().default(false),
  excludedAt: timestamp('excluded_at', { withTimezone: true }),
});

/**
 * A customer's spend, deposit or pre-commitment limit for a period. A lowered limit is written to
 * amount at once; a raised or removed one waits in pending_* until pending_from (the cooling-off
 * period), and reads apply it from then on (docs/decisions/210).
 */
export const customerLimits = pgTable(
  'customer_limits',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    /** spend, deposit or precommitment. */
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** The raised amount waiting out the cooling-off; null with pending_from set: the limit ends. */
    pendingAmount: integer('pending_amount'),
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('customer_limits_customer_kind_period').on(t.customerId, t.kind, t.period)],
);

/**
 * What counts against the limits: each purchase and deposit, written in the transaction that
 * makes it (prizes and refunds are not spend, so they are never written here).
 */
export const limitUsage = pgTable(
  'limit_usage',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: text('customer_id').notNull(),
    /** purchase or deposit. */
    kind: text('kind').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    reference: text('reference').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('limit_usage_customer_kind_at').on(t.customerId, t.kind, t.at),
    uniqueIndex('limit_usage_kind_reference').on(t.kind, t.reference),
  ],
);

/** Monthly activity statements emailed: one per customer and month (yyyy-mm), however often the job runs. */
export const activityStatementsSent = pgTable(
  'activity_statements_sent',
  {
    customerId: text('customer_id').notNull(),
    month: text('month').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('activity_statements_sent_customer_month').on(t.customerId, t.month)],
);
