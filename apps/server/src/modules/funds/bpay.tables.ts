import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A customer's BPAY customer reference number (decision 530): issued once, on first asking, never reused. */
export const fundsBpayReferences = pgTable('funds_bpay_references', {
  customerId: text('customer_id').primaryKey(),
  customerReference: text('customer_reference').notNull().unique(),
  createdAt: ts('created_at').notNull(),
});

/**
 * Every payment of the bank's BPAY files finance imported, once by the bank's reference: credited
 * (its deposit named) or waiting for finance with the reason (an unknown reference, a deposit the
 * customer's limits or break from play refuse).
 */
export const fundsBpayPayments = pgTable(
  'funds_bpay_payments',
  {
    bankReference: text('bank_reference').primaryKey(),
    customerReference: text('customer_reference').notNull(),
    customerId: text('customer_id'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    paidOn: text('paid_on').notNull(),
    status: text('status').notNull(),
    reason: text('reason'),
    depositId: text('deposit_id'),
    importedBy: text('imported_by').notNull(),
    importedAt: ts('imported_at').notNull(),
  },
  (t) => [
    index('funds_bpay_payments_status_idx').on(t.status, t.importedAt),
    check('funds_bpay_payments_status', sql`${t.status} in ('credited', 'waiting')`),
    check('funds_bpay_payments_amount_positive', sql`${t.amount} > 0`),
  ],
);
