import { asc, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { LedgerAccount } from './accounts';
import type { WalletDeps } from './wallet.deps';
import { ledgerAccounts } from './wallet.tables';

/**
 * Creates the accounts that do not exist yet and locks the customers' accounts for the rest of
 * the transaction; answers the customers' balances. Two statements, both in account-name order:
 * first every missing account is inserted with `ON CONFLICT DO NOTHING` and no conflict target, so
 * every unique index of the table is an arbiter (an upsert on `id` alone let a racing first use
 * fail on the `(id, currency)` index, which PostgreSQL does not arbitrate); then the customers'
 * accounts are locked by `SELECT … ORDER BY id FOR UPDATE`. A transaction inserting an account
 * another has just inserted waits for it at the insert, so every row exists and is visible when
 * the lock is taken, and locks are taken in one order, which cannot deadlock. (Selecting first and
 * inserting the missing ones after did deadlock: the rows created in between were locked out of
 * order.)
 *
 * Operator accounts are only created when missing, never locked: they keep no cached balance
 * (docs/decisions/155), so no journal waits for another to post to the same sales account.
 */
export async function lockAccounts(
  deps: Pick<WalletDeps, 'clock'>,
  tx: Tx,
  accounts: readonly LedgerAccount[],
): Promise<Map<string, number>> {
  const insert = accountsInsert(deps, tx, accounts);
  if (insert) await insert;
  const customers = accounts.filter((a) => a.holder === 'customer');
  if (!customers.length) return new Map();
  const locked = await lockedBalancesQuery(tx, customers);
  return new Map(locked.map((r) => [r.id, r.balance]));
}

/** The missing accounts' insert, in account-name order, doing nothing for those that exist (not yet sent). */
export function accountsInsert(deps: Pick<WalletDeps, 'clock'>, tx: Tx, accounts: readonly LedgerAccount[]) {
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
  return rows.length ? tx.insert(ledgerAccounts).values(rows).onConflictDoNothing() : undefined;
}

/** The accounts' balances, their rows locked in account-name order (not yet sent; an account not yet made is not there). */
export function lockedBalancesQuery(tx: Tx, accounts: readonly LedgerAccount[]) {
  return tx
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, [...new Set(accounts.map((c) => c.id))]))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
}
