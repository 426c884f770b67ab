import type { Money } from '@drawline/contracts';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { customerAccount, operatorAccount } from './accounts';
import { type PostedJournal, postJournal } from './post-journal';
import type { WalletDeps } from './wallet.deps';

export interface MigratedBalanceInput {
  customerId: string;
  /** The previous shop's account: the journal's reference, so it is credited once (journal_already_posted otherwise). */
  legacyId: string;
  amount: Money;
}

/** The previous shop whose balances the shop took over: the subject of its `legacy_balances` account. */
export const LEGACY_SHOP = 'previous-shop';

/**
 * A balance kept by the previous shop becomes the customer's cash here (docs/decisions/468): the
 * operator's `legacy_balances` account, which took over the previous shop's liability, pays it,
 * inside the caller's transaction.
 */
export async function creditMigratedBalance(
  deps: WalletDeps,
  tx: Tx,
  input: MigratedBalanceInput,
): Promise<PostedJournal> {
  const { amount, currency } = input.amount;
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new AppError('ledger_invalid_posting', { message: `A migrated balance must be positive (got ${amount}).` });
  }
  return postJournal(deps, tx, {
    kind: 'migration',
    reference: `migration:${input.legacyId}`,
    description: 'Balance from your previous account',
    metadata: { legacyId: input.legacyId },
    postings: [
      { account: operatorAccount('legacy_balances', LEGACY_SHOP, currency), amount: { amount: -amount, currency } },
      { account: customerAccount(input.customerId, 'cash', currency), amount: input.amount },
    ],
  });
}
