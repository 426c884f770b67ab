import { and, count, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerAccounts, ledgerJournals, ledgerPostings } from './wallet.tables';

/**
 * The ledger's invariants, checked over the whole database: every journal has two or more
 * postings that sum to zero per currency; every cached balance (customers' accounts) equals the
 * sum of its account's postings; no customer's balance is negative. Answers what is wrong (nothing, when sound), for
 * tests after every money test and for an operator's audit.
 */
export async function checkLedgerIntegrity(db: Db): Promise<string[]> {
  const problems: string[] = [];

  const unbalanced = await db
    .select({
      journalId: ledgerPostings.journalId,
      currency: ledgerPostings.currency,
      sum: sql`sum(${ledgerPostings.amount})`.mapWith(Number),
    })
    .from(ledgerPostings)
    .groupBy(ledgerPostings.journalId, ledgerPostings.currency)
    .having(ne(sql`sum(${ledgerPostings.amount})`, 0));
  for (const u of unbalanced) problems.push(`journal ${u.journalId} sums to ${u.sum} ${u.currency}, not zero`);

  const thin = await db
    .select({ journalId: ledgerJournals.id, postings: count(ledgerPostings.id) })
    .from(ledgerJournals)
    .leftJoin(ledgerPostings, eq(ledgerPostings.journalId, ledgerJournals.id))
    .groupBy(ledgerJournals.id)
    .having(lt(count(ledgerPostings.id), 2));
  for (const t of thin) problems.push(`journal ${t.journalId} has ${t.postings} posting(s)`);

  const posted = sql`coalesce(sum(${ledgerPostings.amount}), 0)`;
  const drifted = await db
    .select({ accountId: ledgerAccounts.id, balance: ledgerAccounts.balance, posted: posted.mapWith(Number) })
    .from(ledgerAccounts)
    .leftJoin(ledgerPostings, eq(ledgerPostings.accountId, ledgerAccounts.id))
    // Operator accounts cache no balance (docs/decisions/155; a CHECK keeps theirs at 0).
    .where(eq(ledgerAccounts.holder, 'customer'))
    .groupBy(ledgerAccounts.id)
    .having(ne(ledgerAccounts.balance, posted));
  for (const d of drifted)
    problems.push(`account ${d.accountId} caches ${d.balance} but its postings sum to ${d.posted}`);

  const negative = await db
    .select({ accountId: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.holder, 'customer'), lt(ledgerAccounts.balance, 0)));
  for (const n of negative) problems.push(`customer account ${n.accountId} is below zero (${n.balance})`);

  return problems;
}
