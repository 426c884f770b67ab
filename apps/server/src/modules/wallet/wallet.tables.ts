import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The ledger's accounts (docs/decisions/100): one per customer, kind and currency, and the
 * operator's own. The id is the account's name (`customer:<id>:cash:AUD`,
 * `operator:sales:<offerKey>:AUD`), so an account is created on first use with a plain
 * insert that does nothing when it exists. A customer account's `balance` caches the sum of its
 * postings and is changed only in the transaction that writes them; an operator account caches
 * none (it stays 0): its balance is the sum of its postings, so the sales account every purchase
 * of an offer posts to is not a row every purchase must lock (docs/decisions/155).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: text('id').primaryKey(),
    holder: text('holder').notNull(),
    customerId: text('customer_id'),
    kind: text('kind').notNull(),
    /** What an operator account is for: the product offer of a sales account, the promotion… */
    subject: text('subject'),
    currency: text('currency').notNull(),
    /** Minor units; customer accounts only (0 on operator accounts). */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    // Lets a posting's currency be checked against its account's by a foreign key.
    unique('ledger_accounts_id_currency').on(t.id, t.currency),
    index('ledger_accounts_customer_idx').on(t.customerId),
    check('ledger_accounts_holder', sql`${t.holder} in ('customer', 'operator')`),
    check('ledger_accounts_customer_id', sql`(${t.holder} = 'customer') = (${t.customerId} is not null)`),
    // The backstop of the rule the code keeps first: a customer's money never goes below zero.
    check('ledger_accounts_customer_not_negative', sql`${t.holder} <> 'customer' or ${t.balance} >= 0`),
    check('ledger_accounts_operator_uncached', sql`${t.holder} <> 'operator' or ${t.balance} = 0`),
  ],
);

/**
 * One movement of money: its cause and two or more postings that sum to zero per currency.
 * Append-only (a trigger refuses updates and deletes; a correction is a new journal).
 * (kind, reference) is unique: a cause is booked once.
 */
export const ledgerJournals = pgTable(
  'ledger_journals',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    /** The id of what caused it: a checkout, a deposit, a promotion given to a customer… */
    reference: text('reference').notNull(),
    description: text('description').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('ledger_journals_kind_reference_idx').on(t.kind, t.reference),
    check(
      'ledger_journals_kind',
      sql`${t.kind} in ('purchase', 'promotional_credit', 'deposit', 'prize', 'refund', 'withdrawal', 'correction', 'migration')`,
    ),
  ],
);

/**
 * The postings of a journal: a signed amount in minor units on one account (positive raises
 * the account's balance). Append-only, like the journals.
 */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    /** In the order written; for a customer's account, the order its balance changed in (its row is locked). */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    journalId: text('journal_id')
      .notNull()
      .references(() => ledgerJournals.id),
    accountId: text('account_id').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    foreignKey({
      name: 'ledger_postings_account_fk',
      columns: [t.accountId, t.currency],
      foreignColumns: [ledgerAccounts.id, ledgerAccounts.currency],
    }),
    index('ledger_postings_journal_idx').on(t.journalId),
    index('ledger_postings_account_idx').on(t.accountId, t.id),
    check('ledger_postings_amount_not_zero', sql`${t.amount} <> 0`),
  ],
);
