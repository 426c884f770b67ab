import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A customer's identity check as staff last set it (docs/decisions/272): one row per customer
 * checked; no row reads as unverified. Each change's before and after is in the audit log.
 */
export const customerVerifications = pgTable(
  'customer_verifications',
  {
    customerId: text('customer_id').primaryKey(),
    status: text('status').notNull(),
    /** The kind of document looked at; never its number or a copy. */
    documentType: text('document_type'),
    reason: text('reason').notNull(),
    checkedBy: text('checked_by').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('customer_verifications_status', sql`${t.status} in ('unverified', 'verified', 'failed')`),
    // A verified or failed check names the document it was made on.
    check('customer_verifications_document', sql`${t.status} = 'unverified' or ${t.documentType} is not null`),
  ],
);

/**
 * Each check the customer asked an identity provider for (decision 440): how many a customer has
 * made is the attempt limit's count. The outcome only; never the document's numbers.
 */
export const verificationAttempts = pgTable(
  'verification_attempts',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    method: text('method').notNull(),
    outcome: text('outcome').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('verification_attempts_customer').on(t.customerId, t.method),
    check('verification_attempts_outcome', sql`${t.outcome} in ('verified', 'failed')`),
  ],
);
