import type { Currency, Money } from '@drawline/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { WalletDeps } from './wallet.deps';
import { ledgerAccounts } from './wallet.tables';

export interface Funds {
  /** Everything the customer holds: cash, promotional credit and pending winnings. */
  balance: Money;
  /** What the customer can spend now: cash and promotional credit. */
  availableFunds: Money;
  /** What the customer can withdraw: cash only (promotional credit is not withdrawable). */
  withdrawableFunds: Money;
}

/** The customer's funds in a currency, from the accounts' cached balances (docs/decisions/100). */
export async function getFunds(
  deps: Pick<WalletDeps, 'db'>,
  customerId: string,
  currency: Currency,
  tx: Db | Tx = deps.db,
): Promise<Funds> {
  const rows = await tx
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.customerId, customerId), eq(ledgerAccounts.currency, currency)));
  const of = (kind: string) => rows.find((r) => r.kind === kind)?.balance ?? 0;
  const cash = of('cash');
  const bonus = of('bonus');
  return {
    balance: { amount: cash + bonus + of('pending_winnings'), currency },
    availableFunds: { amount: cash + bonus, currency },
    withdrawableFunds: { amount: cash, currency },
  };
}
