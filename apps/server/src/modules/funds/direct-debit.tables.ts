import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A customer's Direct Debit Request (decision 522): the account, sealed (Secrets.encrypt) but for
 * its last three digits, and the version of the service agreement the customer agreed to. One
 * active mandate a customer; a cancelled one keeps its row and is never collected again.
 */
export const fundsDirectDebitMandates = pgTable(
  'funds_direct_debit_mandates',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    accountName: text('account_name').notNull(),
    bsb: text('bsb').notNull(),
    accountNumberSealed: text('account_number_sealed').notNull(),
    accountNumberLast3: text('account_number_last3').notNull(),
    agreementVersion: text('agreement_version').notNull(),
    status: text('status').notNull(),
    createdAt: ts('created_at').notNull(),
    cancelledAt: ts('cancelled_at'),
  },
  (t) => [
    uniqueIndex('funds_direct_debit_mandates_active').on(t.customerId).where(sql`${t.status} = 'active'`),
    index('funds_direct_debit_mandates_customer_idx').on(t.customerId, t.createdAt),
    check('funds_direct_debit_mandates_status', sql`${t.status} in ('active', 'cancelled')`),
  ],
);
