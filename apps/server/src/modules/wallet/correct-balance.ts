import type { Money } from '@drawline/contracts';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { customerAccount, operatorAccount } from './accounts';
import { type PostedJournal, postJournal } from './post-journal';
import type { WalletDeps } from './wallet.deps';

export interface BalanceCorrectionInput {
  customerId: string;
  /** Signed: positive credits the customer's cash, negative takes from it. */
  amount: Money;
  /** The correction's id: a correction is booked once. */
  reference: string;
  /** Why, in the staff member's words; the customer reads it in their transactions. */
  reason: string;
  metadata?: Record<string, unknown>;
}

/** The operator's account every staff balance correction posts against (docs/decisions/233). */
export const CORRECTIONS_SUBJECT = 'staff';

/**
 * A staff balance correction (docs/decisions/233): one `correction` journal between the
 * customer's cash and the operator's corrections account, inside the caller's transaction. Like
 * every journal, it never takes the customer's cash below zero; the earlier journals stay as
 * they are.
 */
export async function correctBalance(deps: WalletDeps, tx: Tx, input: BalanceCorrectionInput): Promise<PostedJournal> {
  const { amount, currency } = input.amount;
  if (!Number.isSafeInteger(amount) || amount === 0) {
    throw new AppError('ledger_invalid_posting', { message: `A correction must be whole, non-zero (got ${amount}).` });
  }
  return postJournal(deps, tx, {
    kind: 'correction',
    reference: input.reference,
    description: `Balance correction: ${input.reason}`,
    metadata: { ...input.metadata },
    postings: [
      { account: operatorAccount('corrections', CORRECTIONS_SUBJECT, currency), amount: { amount: -amount, currency } },
      { account: customerAccount(input.customerId, 'cash', currency), amount: input.amount },
    ],
  });
}
