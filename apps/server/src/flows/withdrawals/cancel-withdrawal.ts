import { payoutMessages, type Withdrawal } from '@drawline/contracts';
import type { Tx } from '../../db/client';
import { canMoveWithdrawal, getWithdrawal, lockWithdrawal } from '../../modules/payouts';
import { AppError } from '../../platform/app-error';
import { moveWithdrawalWithMoney } from './move-withdrawal';
import type { WithdrawalFlowDeps } from './request-withdrawal';

/**
 * The customer cancels their withdrawal while it is still requested (not yet approved or
 * rejected); the reserved amount returns to their cash in the same transaction.
 */
export async function cancelWithdrawal(
  deps: Pick<WithdrawalFlowDeps, 'clock' | 'wallet'>,
  tx: Tx,
  input: { customerId: string; withdrawId: string },
): Promise<Withdrawal> {
  const current = await lockWithdrawal(tx, input.withdrawId, input.customerId);
  if (!canMoveWithdrawal(current.status, 'cancelled')) {
    throw new AppError('conflict', { message: payoutMessages.notCancellable, result: { status: current.status } });
  }
  await moveWithdrawalWithMoney(deps, tx, {
    withdrawId: input.withdrawId,
    to: 'cancelled',
    actor: { kind: 'customer', customerId: input.customerId },
  });
  return getWithdrawal(tx, input.customerId, { withdrawId: input.withdrawId });
}
