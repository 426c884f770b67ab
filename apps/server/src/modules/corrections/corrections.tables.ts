import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Staff balance corrections (docs/decisions/234): one row per correction asked for. Small ones are
 * approved as they are made; above the threshold the row waits, pending, for a second staff
 * member, and only the approval books the ledger journal.
 */
export const balanceCorrections = pgTable(
  'balance_corrections',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    /** Minor units, signed: positive credits the customer's cash. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull(),
    requestedBy: text('requested_by').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    journalId: text('journal_id'),
  },
  (t) => [
    index('balance_corrections_customer_idx').on(t.customerId, t.requestedAt),
    index('balance_corrections_status_idx').on(t.status, t.requestedAt),
    check('balance_corrections_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('balance_corrections_amount_not_zero', sql`${t.amount} <> 0`),
    // Four eyes in the database too: a second person, when one decides, is not whoever asked
    // (a correction within the threshold is approved as made, with no second person).
    check('balance_corrections_four_eyes', sql`${t.decidedBy} is null or ${t.decidedBy} <> ${t.requestedBy}`),
  ],
);
