import type { WithdrawalStatus } from '@drawline/contracts';
import type { Tx } from '../../db/client';
import { lockWithdrawal, moveWithdrawal, type WithdrawalRecord } from '../../modules/payouts';
import type { WithdrawalFlowDeps } from './request-withdrawal';

/** Who moves a withdrawal: the customer who asked for it, or a member of the finance staff. */
export type WithdrawalActor = { kind: 'customer'; customerId: string } | { kind: 'staff'; staffId: string };

export const actorName = (actor: WithdrawalActor) =>
  actor.kind === 'customer' ? `customer:${actor.customerId}` : `staff:${actor.staffId}`;

/**
 * The step every later move of a withdrawal shares, in the caller's transaction: lock it (a
 * customer only their own), move it along the transitions table, and book its money: a
 * rejection or cancellation returns the reserved amount to the customer's cash, a payment moves
 * it out to the operator's payout clearing; an approval moves no money. Answers the withdrawal
 * as it was before the move (for the audit log's "before").
 */
export async function moveWithdrawalWithMoney(
  deps: Pick<WithdrawalFlowDeps, 'clock' | 'wallet'>,
  tx: Tx,
  input: { withdrawId: string; to: WithdrawalStatus; actor: WithdrawalActor; rejectionReason?: string },
): Promise<WithdrawalRecord> {
  const { actor } = input;
  const withdrawal = await lockWithdrawal(
    tx,
    input.withdrawId,
    actor.kind === 'customer' ? actor.customerId : undefined,
  );
  await moveWithdrawal(deps, tx, {
    withdrawal,
    to: input.to,
    by: actorName(actor),
    rejectionReason: input.rejectionReason,
  });
  const money = {
    customerId: withdrawal.customerId,
    withdrawalId: withdrawal.withdrawId,
    amount: withdrawal.amount,
    methodCode: withdrawal.code,
  };
  if (input.to === 'rejected' || input.to === 'cancelled') {
    await deps.wallet.returnWithdrawal(tx, { ...money, why: input.to });
  } else if (input.to === 'paid') {
    await deps.wallet.payOutWithdrawal(tx, money);
  }
  return withdrawal;
}
