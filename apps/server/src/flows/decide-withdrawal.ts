import type { StaffWithdrawal } from '@drawline/contracts';
import type { Tx } from '../db/client';
import { getStaffWithdrawal, lockWithdrawal } from '../modules/payouts';
import { moveWithdrawalWithMoney } from './move-withdrawal';
import type { WithdrawalFlowDeps } from './request-withdrawal';

/** A finance decision on a withdrawal: what it becomes, and why for a rejection. */
export type WithdrawalDecision = { to: 'approved' } | { to: 'paid' } | { to: 'rejected'; reason: string };

/**
 * Finance approves, rejects (with a reason) or marks paid a withdrawal, in the caller's
 * transaction: the move and its money (a rejection returns the amount, a payment moves it out),
 * answering the withdrawal before and after (for the audit log the staff routes write with it).
 */
export async function decideWithdrawal(
  deps: Pick<WithdrawalFlowDeps, 'clock' | 'wallet'>,
  tx: Tx,
  input: { withdrawId: string; staffId: string; decision: WithdrawalDecision },
): Promise<{ before: StaffWithdrawal; after: StaffWithdrawal }> {
  const { decision } = input;
  // Locked first, so "before" is the state this move starts from.
  await lockWithdrawal(tx, input.withdrawId);
  const before = await getStaffWithdrawal(tx, input.withdrawId);
  await moveWithdrawalWithMoney(deps, tx, {
    withdrawId: input.withdrawId,
    to: decision.to,
    actor: { kind: 'staff', staffId: input.staffId },
    rejectionReason: decision.to === 'rejected' ? decision.reason : undefined,
  });
  return { before, after: await getStaffWithdrawal(tx, input.withdrawId) };
}
