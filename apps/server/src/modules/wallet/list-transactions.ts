import type { JournalKind, PageInfo, Transaction, TransactionsQuery } from '@drawline/contracts';
import { toCurrency } from '@drawline/contracts';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CustomerAccountKind } from './accounts';
import type { WalletDeps } from './wallet.deps';
import { ledgerAccounts, ledgerJournals, ledgerPostings } from './wallet.tables';

/** The accounts whose sum is the customer's available funds; the list shows their movements. */
const SPENDABLE: CustomerAccountKind[] = ['cash', 'bonus'];

/**
 * GET /transactions (docs/decisions/102): one line per journal (and currency) that moved the
 * customer's available funds, newest first, with the available funds after it. The running
 * balance is summed in posting order, which for one customer is the order the balances changed
 * in (their account rows are locked while a journal is written).
 */
export async function listTransactions(
  deps: Pick<WalletDeps, 'db'>,
  customerId: string,
  paging: TransactionsQuery,
): Promise<{ transactions: Transaction[]; pageInfo: PageInfo }> {
  const { db } = deps;
  const spendable = and(eq(ledgerAccounts.customerId, customerId), inArray(ledgerAccounts.kind, SPENDABLE));
  const moves = db.$with('moves').as(
    db
      .select({
        journalId: ledgerPostings.journalId,
        currency: ledgerAccounts.currency,
        amount: sql<string>`sum(${ledgerPostings.amount})`.as('amount'),
        lastPosting: sql<string>`max(${ledgerPostings.id})`.as('last_posting'),
      })
      .from(ledgerPostings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
      .where(spendable)
      .groupBy(ledgerPostings.journalId, ledgerAccounts.currency),
  );
  const rows = await db
    .with(moves)
    .select({
      journalId: moves.journalId,
      currency: moves.currency,
      amount: sql`${moves.amount}`.mapWith(Number),
      balanceAfter:
        sql`sum(${moves.amount}) over (partition by ${moves.currency} order by ${moves.lastPosting})`.mapWith(Number),
      total: sql`count(*) over ()`.mapWith(Number),
      kind: ledgerJournals.kind,
      description: ledgerJournals.description,
      reference: ledgerJournals.reference,
      createdAt: ledgerJournals.createdAt,
    })
    .from(moves)
    .innerJoin(ledgerJournals, eq(ledgerJournals.id, moves.journalId))
    .orderBy(desc(moves.lastPosting))
    .limit(paging.limit)
    .offset(paging.offset);

  let total = rows[0]?.total;
  if (total === undefined) {
    // A page past the end has no rows to carry the count.
    const [counted] = await db
      .select({ n: count(sql`distinct (${ledgerPostings.journalId}, ${ledgerAccounts.currency})`) })
      .from(ledgerPostings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
      .where(spendable);
    total = counted?.n ?? 0;
  }
  return {
    transactions: rows.map((r) => {
      const currency = toCurrency(r.currency);
      return {
        transactionId: r.journalId,
        date: r.createdAt.toISOString(),
        type: r.kind as JournalKind,
        description: r.description,
        amount: { amount: r.amount, currency },
        balanceAfter: { amount: r.balanceAfter, currency },
        reference: r.reference,
      };
    }),
    pageInfo: { limit: paging.limit, offset: paging.offset, total },
  };
}
