import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { LedgerAccount } from './accounts';
import type { WalletDeps } from './wallet.deps';
import { ledgerAccounts } from './wallet.tables';

/**
 * Creates the accounts that do not exist yet and locks the customers' accounts for the rest of
 * the transaction; answers the customers' balances. One statement: the customers' accounts by
 * an upsert in account-name order (create, or lock by a no-op update), so first use never races
 * and every transaction takes the ledger's row locks in the same order, which cannot deadlock. (A
 * select for update followed by an insert of the missing ones did deadlock on PostgreSQL: the
 * rows created in between were then locked out of order.)
 *
 * Operator accounts are only created when missing, never locked: they keep no cached balance
 * (docs/decisions/155), so no journal waits for another to post to the same sales account.
 */
export async function lockAccounts(
  deps: Pick<WalletDeps, 'clock'>,
  tx: Tx,
  accounts: readonly LedgerAccount[],
): Promise<Map<string, number>> {
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const createdAt = deps.clock.now();
  const rows = [...byId.keys()].sort().map((id) => {
    const a = byId.get(id) as LedgerAccount;
    return {
      id,
      holder: a.holder,
      customerId: a.customerId,
      kind: a.kind,
      subject: a.subject,
      currency: a.currency,
      createdAt,
    };
  });
  const customers = rows.filter((r) => r.holder === 'customer');
  const operators = rows.filter((r) => r.holder === 'operator');
  const createOperators = () => tx.insert(ledgerAccounts).values(operators).onConflictDoNothing();
  if (!customers.length) {
    if (operators.length) await createOperators();
    return new Map();
  }
  // The operators' accounts are created by a data-modifying WITH of the same statement.
  const insert = operators.length
    ? tx.with(tx.$with('operator_accounts').as(createOperators())).insert(ledgerAccounts)
    : tx.insert(ledgerAccounts);
  const locked = await insert
    .values(customers)
    .onConflictDoUpdate({ target: ledgerAccounts.id, set: { balance: sql`${ledgerAccounts.balance}` } })
    .returning({ id: ledgerAccounts.id, balance: ledgerAccounts.balance });
  return new Map(locked.map((r) => [r.id, r.balance]));
}
