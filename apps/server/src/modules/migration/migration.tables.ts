import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Accounts of the previous shop, loaded by the operator's importer (`npm run migrate-legacy-accounts`,
 * docs/decisions/468). A customer whose confirmed email is a row's brings it over once: `waiting`
 * (or `failed`) → `in_progress` (claimed by that customer, a conditional update) → `migrated`, the
 * balance credited by the ledger journal `migration:<legacyId>` in the same transaction.
 */
export const legacyAccounts = pgTable(
  'legacy_accounts',
  {
    legacyId: text('legacy_id').primaryKey(),
    /** Lower case: the previous shop's sign-in address. */
    email: text('email').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    /** Minor units of `currency`, never negative. */
    balance: bigint('balance', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** `hard`: the previous shop has closed the account, so the modal offers no "Not now" (decision 468). */
    eligibility: text('eligibility').notNull(),
    status: text('status').notNull().default('waiting'),
    /** Set when claimed, and never changed after: the one customer this account moves to. */
    customerId: text('customer_id'),
    importedAt: ts('imported_at').notNull(),
    startedAt: ts('started_at'),
    migratedAt: ts('migrated_at'),
    journalId: text('journal_id'),
    /** Why the last attempt failed (no personal data). */
    failure: text('failure'),
  },
  (t) => [
    uniqueIndex('legacy_accounts_email_idx').on(t.email),
    index('legacy_accounts_in_progress_idx').on(t.status).where(sql`${t.status} = 'in_progress'`),
    check('legacy_accounts_status', sql`${t.status} in ('waiting', 'in_progress', 'migrated', 'failed')`),
    check('legacy_accounts_eligibility', sql`${t.eligibility} in ('soft', 'hard')`),
    check('legacy_accounts_balance', sql`${t.balance} >= 0`),
    check('legacy_accounts_claimed', sql`${t.status} = 'waiting' or ${t.customerId} is not null`),
  ],
);
