import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { LedgerAccount } from './accounts';
import type { WalletDeps } from './wallet.deps';
import { ledgerAccounts } from './wallet.tables';

/**
 * Creates the accounts that do not exist yet and locks every one of them for the rest of the
 * transaction; answers their balances. One upsert in account-name order: it creates a missing
 * account or locks the existing row (the no-op update), so first use never races and every
 * transaction takes the ledger's row locks in the same order, which cannot deadlock. (A select
 * for update followed by an insert of the missing ones did deadlock on PostgreSQL: the rows
 * created in between were then locked out of order.)
 */
export async function lockAccounts(
  deps: Pick<WalletDeps, 'clock'>,
  tx: Tx,
  accounts: readonly LedgerAccount[],
): Promise<Map<string, number>> {
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const createdAt = deps.clock.now();
  const rows = await tx
    .insert(ledgerAccounts)
    .values(
      [...byId.keys()].sort().map((id) => {
        const a = byId.get(id)!;
        return {
          id,
          holder: a.holder,
          customerId: a.customerId,
          kind: a.kind,
          subject: a.subject,
          currency: a.currency,
          createdAt,
        };
      }),
    )
    .onConflictDoUpdate({ target: ledgerAccounts.id, set: { balance: sql`${ledgerAccounts.balance}` } })
    .returning({ id: ledgerAccounts.id, balance: ledgerAccounts.balance });
  return new Map(rows.map((r) => [r.id, r.balance]));
}
