import type { StaffWithdrawal } from '@drawline/contracts';
import type { Db } from '../../db/client';
import type { AuditLog } from '../../modules/audit';
import { getStaffWithdrawal, lockWithdrawal } from '../../modules/payouts';
import type { ActingStaff } from '../../modules/staff';
import { AppError } from '../../platform/app-error';
import { moveWithdrawalWithMoney } from './move-withdrawal';
import type { WithdrawalFlowDeps } from './request-withdrawal';

/** A finance decision on a withdrawal: what it becomes, and why for a rejection. */
export type WithdrawalDecision = { to: 'approved' } | { to: 'paid' } | { to: 'rejected'; reason: string };

export interface DecideWithdrawalDeps extends Pick<WithdrawalFlowDeps, 'clock' | 'wallet'> {
  db: Db;
  audit: AuditLog;
}

const auditAction = { approved: 'withdrawal.approve', rejected: 'withdrawal.reject', paid: 'withdrawal.mark_paid' };

/** What the audit row keeps of a withdrawal: its state and money, not the customer's bank details. */
const audited = (w: StaffWithdrawal) => ({
  status: w.status,
  amount: w.amount,
  code: w.code,
  bankType: w.bankType,
  causeKey: w.cause?.key ?? null,
  customerId: w.customerId,
  rejectionReason: w.rejectionReason,
});

/**
 * Finance approves, rejects (with a reason) or marks paid a withdrawal (the staff API and the
 * command line): in one transaction, the move along the transitions table, its money (a rejection
 * returns the amount to the customer's cash, a payment moves it out to payout clearing) and the
 * audit row with the state before and after. A repeated decision is refused by the table, so a
 * retry moves no money twice.
 */
export async function decideWithdrawal(
  deps: DecideWithdrawalDeps,
  actor: ActingStaff,
  input: { withdrawId: string; decision: WithdrawalDecision },
): Promise<StaffWithdrawal> {
  const { decision } = input;
  const staffId = actor.staffId;
  // Only a signed-in member decides on money (the bootstrap actor has no id).
  if (!staffId) throw new AppError('forbidden');
  return deps.db.transaction(async (tx) => {
    // Locked first, so "before" is the state this move starts from.
    await lockWithdrawal(tx, input.withdrawId);
    const before = await getStaffWithdrawal(tx, input.withdrawId);
    await moveWithdrawalWithMoney(deps, tx, {
      withdrawId: input.withdrawId,
      to: decision.to,
      actor: { kind: 'staff', staffId },
      rejectionReason: decision.to === 'rejected' ? decision.reason : undefined,
    });
    const after = await getStaffWithdrawal(tx, input.withdrawId);
    await deps.audit.recordAudit(tx, {
      actor,
      action: auditAction[decision.to],
      subjectType: 'withdrawal',
      subjectId: input.withdrawId,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}
