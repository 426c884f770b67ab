import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every credit line of the shop's bank statements finance imported (decision 519), once by the
 * bank's transaction id: a bank deposit (`bd`) or PayID transfer (`td`) credited (its deposit
 * named) or waiting for finance with the reason (no reference found, an unknown one, refused).
 */
export const fundsBankStatementLines = pgTable(
  'funds_bank_statement_lines',
  {
    transactionId: text('transaction_id').primaryKey(),
    description: text('description').notNull(),
    customerReference: text('customer_reference'),
    customerId: text('customer_id'),
    methodCode: text('method_code').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    paidOn: text('paid_on').notNull(),
    status: text('status').notNull(),
    reason: text('reason'),
    depositId: text('deposit_id'),
    importedBy: text('imported_by').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('funds_bank_statement_lines_status_idx').on(t.status, t.importedAt),
    check('funds_bank_statement_lines_status', sql`${t.status} in ('credited', 'waiting')`),
    check('funds_bank_statement_lines_method', sql`${t.methodCode} in ('bd', 'td')`),
    check('funds_bank_statement_lines_amount_positive', sql`${t.amount} > 0`),
  ],
);
