import { type Currency, type Money, toCurrency } from '@drawline/contracts';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { WalletDeps } from './wallet.deps';
import { ledgerAccounts, ledgerJournals, ledgerPostings } from './wallet.tables';

/**
 * What each product offer sold from `from` up to and including `to`: the sum of the postings to its sales account
 * (purchases credit it, refunds take back), per currency.
 */
export async function salesByOffer(
  deps: Pick<WalletDeps, 'db'>,
  period: { from: Date; to: Date },
): Promise<{ offerKey: string; sales: Money }[]> {
  const rows = await deps.db
    .select({
      offerKey: ledgerAccounts.subject,
      currency: ledgerAccounts.currency,
      amount: sql`sum(${ledgerPostings.amount})`.mapWith(Number),
    })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerPostings.journalId))
    .where(
      and(
        eq(ledgerAccounts.holder, 'operator'),
        eq(ledgerAccounts.kind, 'sales'),
        gte(ledgerJournals.createdAt, period.from),
        lte(ledgerJournals.createdAt, period.to),
      ),
    )
    .groupBy(ledgerAccounts.subject, ledgerAccounts.currency)
    .orderBy(ledgerAccounts.subject);
  return rows.map((r) => ({
    offerKey: r.offerKey ?? '',
    sales: { amount: r.amount, currency: toCurrency(r.currency) },
  }));
}

/** The winnings held for customers (their pending winnings accounts), per currency. */
export async function prizesHeld(deps: Pick<WalletDeps, 'db'>): Promise<Money[]> {
  const rows = await deps.db
    .select({ currency: ledgerAccounts.currency, amount: sql`sum(${ledgerAccounts.balance})`.mapWith(Number) })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.holder, 'customer'), eq(ledgerAccounts.kind, 'pending_winnings')))
    .groupBy(ledgerAccounts.currency)
    .orderBy(ledgerAccounts.currency);
  return rows.map((r) => ({ amount: r.amount, currency: toCurrency(r.currency) as Currency }));
}
