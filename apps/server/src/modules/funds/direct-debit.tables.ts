import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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

/**
 * A deposit by direct debit waiting for, then in, a collection file (decision 523): written with
 * the deposit, claimed by the export's conditional update (file_id set where it is null), and
 * ended once by the outcome's conditional update (outcome set where it is null).
 */
export const fundsDirectDebitDebits = pgTable(
  'funds_direct_debit_debits',
  {
    depositId: text('deposit_id').primaryKey(),
    customerId: text('customer_id').notNull(),
    mandateId: text('mandate_id').notNull(),
    /** The deposit's reference: the ABA lodgement reference and the outcome file's key. */
    reference: text('reference').notNull().unique(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fileId: text('file_id'),
    outcome: text('outcome'),
    reason: text('reason'),
    createdAt: ts('created_at').notNull(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    index('funds_direct_debit_debits_file_idx').on(t.fileId),
    check(
      'funds_direct_debit_debits_outcome',
      sql`${t.outcome} is null or ${t.outcome} in ('collected', 'dishonoured', 'cancelled')`,
    ),
    check('funds_direct_debit_debits_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** A collection file finance exported (decision 523): its number, its totals and the ABA text itself. */
export const fundsDirectDebitFiles = pgTable('funds_direct_debit_files', {
  id: text('id').primaryKey(),
  number: integer('number').generatedAlwaysAsIdentity().notNull().unique(),
  processingDate: text('processing_date').notNull(),
  debitCount: integer('debit_count').notNull(),
  totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
  aba: text('aba').notNull(),
  createdBy: text('created_by').notNull(),
  createdAt: ts('created_at').notNull(),
});
