import type { Money } from '@drawline/contracts';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { customerAccount, operatorAccount } from './accounts';
import { type PostedJournal, postJournal } from './post-journal';
import type { WalletDeps } from './wallet.deps';

export interface DepositToWalletInput {
  customerId: string;
  amount: Money;
  /** The gateway that holds the money: its clearing account owes it to the customer's cash. */
  gateway: string;
  /** The deposit id: a deposit is credited once, whatever calls back how often. */
  reference: string;
  description?: string;
  metadata?: Record<string, unknown>;
}

/**
 * The ledger rule of a deposit (docs/decisions/173): the gateway's clearing account pays the
 * customer's cash, spendable and withdrawable, inside the caller's transaction. A second credit
 * of the same deposit is refused by the journal's (kind, reference) key: journal_already_posted.
 */
export async function depositToWallet(deps: WalletDeps, tx: Tx, input: DepositToWalletInput): Promise<PostedJournal> {
  const { amount, currency } = input.amount;
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new AppError('ledger_invalid_posting', { message: `A deposit must be positive (got ${amount}).` });
  }
  return postJournal(deps, tx, {
    kind: 'deposit',
    reference: input.reference,
    description: input.description ?? 'Deposit',
    metadata: { ...input.metadata, gateway: input.gateway },
    postings: [
      { account: operatorAccount('gateway_clearing', input.gateway, currency), amount: { amount: -amount, currency } },
      { account: customerAccount(input.customerId, 'cash', currency), amount: input.amount },
    ],
  });
}
