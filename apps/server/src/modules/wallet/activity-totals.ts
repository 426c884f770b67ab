import type { Currency, JournalKind } from '@drawline/contracts';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { customerAccountKinds } from './accounts';
import type { WalletDeps } from './wallet.deps';
import { ledgerAccounts, ledgerJournals, ledgerPostings } from './wallet.tables';

/**
 * All the customer's accounts: a move between two of their own (winnings paid into cash) sums to
 * nothing inside its journal, so only money in and out of their accounts counts.
 */
const CUSTOMER_ACCOUNTS = [...customerAccountKinds];

/**
 * How much each kind of journal moved the customer's money in [from, to): a purchase is negative,
 * a deposit or a prize positive. For the monthly activity statement (activity-statement.ts).
 */
export async function activityTotals(
  deps: Pick<WalletDeps, 'db'>,
  input: { customerId: string; currency: Currency; from: Date; to: Date },
): Promise<Partial<Record<JournalKind, number>>> {
  const rows = await deps.db
    .select({ kind: ledgerJournals.kind, total: sql`sum(${ledgerPostings.amount})`.mapWith(Number) })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerPostings.journalId))
    .where(
      and(
        eq(ledgerAccounts.customerId, input.customerId),
        inArray(ledgerAccounts.kind, CUSTOMER_ACCOUNTS),
        eq(ledgerAccounts.currency, input.currency),
        gte(ledgerJournals.createdAt, input.from),
        lt(ledgerJournals.createdAt, input.to),
      ),
    )
    .groupBy(ledgerJournals.kind);
  return Object.fromEntries(rows.map((r) => [r.kind, r.total]));
}

/** The customers whose money moved in [from, to), with the currency it moved in. */
export async function customersWithActivity(
  deps: Pick<WalletDeps, 'db'>,
  input: { from: Date; to: Date },
): Promise<{ customerId: string; currency: Currency }[]> {
  const rows = await deps.db
    .selectDistinct({ customerId: ledgerAccounts.customerId, currency: ledgerAccounts.currency })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerPostings.journalId))
    .where(
      and(
        inArray(ledgerAccounts.kind, CUSTOMER_ACCOUNTS),
        gte(ledgerJournals.createdAt, input.from),
        lt(ledgerJournals.createdAt, input.to),
      ),
    )
    .orderBy(ledgerAccounts.customerId);
  return rows.flatMap((r) => (r.customerId ? [{ customerId: r.customerId, currency: r.currency as Currency }] : []));
}
