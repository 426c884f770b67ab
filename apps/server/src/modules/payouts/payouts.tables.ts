import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A customer's bank accounts and PayIDs, the funds of the bank transfer withdrawal method
 * (3-account.md §3, §7; docs/decisions/180). The same account added twice is one row.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    code: text('code').notNull(),
    type: text('type').notNull(),
    accountName: text('account_name').notNull(),
    /** A national or international account number, a PayID email or a PayID phone. */
    accountNumber: text('account_number').notNull(),
    /** The BSB of a national account, the SWIFT code of an international one; null for a PayID. */
    bankCode: text('bank_code'),
    createdAt: ts('created_at').notNull(),
    /** When withdrawals to it are first accepted: a new payout destination waits (docs/decisions/346). */
    usableFrom: ts('usable_from').notNull(),
    /** The order accounts were added in (several may share a timestamp); the first is the default. */
    addedOrder: bigint('added_order', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    index('bank_accounts_customer_idx').on(t.customerId, t.addedOrder),
    uniqueIndex('bank_accounts_same_account_idx').on(
      t.customerId,
      t.type,
      t.accountNumber,
      sql`coalesce(${t.bankCode}, '')`,
    ),
    check('bank_accounts_type', sql`${t.type} in ('national', 'international', 'payid_email', 'payid_phone')`),
    check('bank_accounts_bank_code', sql`(${t.type} in ('national', 'international')) = (${t.bankCode} is not null)`),
  ],
);

/**
 * A withdrawal: an amount reserved from the customer's cash when requested, then moved by its
 * transitions table (withdrawal-status.ts). Each money move is a wallet journal in the
 * transaction that changes the status. Paid to a kept bank account, or given to a cause (`do`,
 * decision 532): exactly one of the two. The cause's key is a foreign key to the catalogue's
 * causes written in migration 0056 (a module's tables do not import another's); its name and
 * charity are kept as the customer gave to them (decision 533).
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    bankAccountId: text('bank_account_id').references(() => bankAccounts.id),
    causeKey: text('cause_key'),
    causeName: text('cause_name'),
    charityName: text('charity_name'),
    code: text('code').notNull(),
    bankType: text('bank_type'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    /** The journal that reserved the amount: the line the customer sees in their transactions. */
    reserveJournalId: text('reserve_journal_id').notNull(),
    rejectionReason: text('rejection_reason'),
    /** Who last moved it: `customer:<id>` or `staff:<id>`. */
    updatedBy: text('updated_by').notNull(),
    requestedAt: ts('requested_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('withdrawals_customer_idx').on(t.customerId, t.requestedAt),
    index('withdrawals_status_idx').on(t.status, t.requestedAt),
    uniqueIndex('withdrawals_reserve_journal_idx').on(t.reserveJournalId),
    check('withdrawals_amount_positive', sql`${t.amount} > 0`),
    check('withdrawals_status', sql`${t.status} in ('requested', 'approved', 'paid', 'rejected', 'cancelled')`),
    index('withdrawals_cause_idx').on(t.causeKey, t.status),
    check(
      'withdrawals_account_or_cause',
      sql`(${t.bankAccountId} is null) <> (${t.causeKey} is null) and (${t.code} = 'do') = (${t.causeKey} is not null)
        and (${t.bankType} is null) = (${t.causeKey} is not null)
        and (${t.causeName} is null) = (${t.causeKey} is null) and (${t.charityName} is null) = (${t.causeKey} is null)`,
    ),
  ],
);
