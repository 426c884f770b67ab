import type { Money } from '@drawline/contracts';
import type { Tx } from '../../db/client';
import { customerAccount, operatorAccount } from './accounts';
import { type PostedJournal, postJournal } from './post-journal';
import type { WalletDeps } from './wallet.deps';

/** A withdrawal's money: who, how much, by which withdrawal method (docs/decisions/183). */
export interface WithdrawalMoney {
  customerId: string;
  withdrawalId: string;
  amount: Money;
  /** The withdrawal method code; the operator's in-flight and clearing accounts are per method. */
  methodCode: string;
}

/** What the customer's transactions call it: a donation to a cause (`do`, decision 532) or a withdrawal. */
const noun = (input: WithdrawalMoney) => (input.methodCode === 'do' ? 'Donation' : 'Withdrawal');

/**
 * The three movements of a withdrawal, each a `withdrawal` journal referenced by the withdrawal's
 * id (a suffix per movement, so each is booked once):
 * - reserve: the customer's cash to the operator's withdrawals in flight, when requested;
 * - return: back to the customer's cash, when rejected or cancelled;
 * - pay out: from in flight to the operator's payout clearing, when paid.
 * The customer's cash never goes below zero (postJournal refuses insufficient_funds), so two
 * withdrawals at once can never take more than the cash there is.
 */
export function reserveWithdrawal(deps: WalletDeps, tx: Tx, input: WithdrawalMoney): Promise<PostedJournal> {
  const { amount, currency } = input.amount;
  return postJournal(deps, tx, {
    kind: 'withdrawal',
    reference: input.withdrawalId,
    description: `${noun(input)} requested`,
    metadata: { withdrawalId: input.withdrawalId, methodCode: input.methodCode },
    postings: [
      { account: customerAccount(input.customerId, 'cash', currency), amount: { amount: -amount, currency } },
      { account: operatorAccount('withdrawals_in_flight', input.methodCode, currency), amount: input.amount },
    ],
  });
}

export function returnWithdrawal(
  deps: WalletDeps,
  tx: Tx,
  input: WithdrawalMoney & { why: 'rejected' | 'cancelled' },
): Promise<PostedJournal> {
  const { amount, currency } = input.amount;
  return postJournal(deps, tx, {
    kind: 'withdrawal',
    reference: `${input.withdrawalId}:returned`,
    description: `${noun(input)} ${input.why}: returned`,
    metadata: { withdrawalId: input.withdrawalId, methodCode: input.methodCode, why: input.why },
    postings: [
      {
        account: operatorAccount('withdrawals_in_flight', input.methodCode, currency),
        amount: { amount: -amount, currency },
      },
      { account: customerAccount(input.customerId, 'cash', currency), amount: input.amount },
    ],
  });
}

export function payOutWithdrawal(deps: WalletDeps, tx: Tx, input: WithdrawalMoney): Promise<PostedJournal> {
  const { amount, currency } = input.amount;
  return postJournal(deps, tx, {
    kind: 'withdrawal',
    reference: `${input.withdrawalId}:paid`,
    description: input.methodCode === 'do' ? 'Donation passed on to the charity' : 'Withdrawal paid',
    metadata: { withdrawalId: input.withdrawalId, methodCode: input.methodCode, customerId: input.customerId },
    postings: [
      {
        account: operatorAccount('withdrawals_in_flight', input.methodCode, currency),
        amount: { amount: -amount, currency },
      },
      { account: operatorAccount('payout_clearing', input.methodCode, currency), amount: input.amount },
    ],
  });
}
