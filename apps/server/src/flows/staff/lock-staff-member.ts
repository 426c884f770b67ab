import type { StaffMember } from '@drawline/contracts';
import type { ActingStaff } from '../../modules/staff';
import { AppError } from '../../platform/app-error';
import type { StaffFlowDeps } from './staff-flow.deps';

/**
 * An administrator locks a member (every session ends at once) or unlocks one (a lock after
 * failed attempts, or their own); the change and its audit row commit together. Nobody locks
 * themselves out this way.
 */
export async function lockStaffMember(
  deps: StaffFlowDeps,
  actor: ActingStaff,
  input: { staffId: string; locked: boolean; reason?: string },
): Promise<StaffMember> {
  if (input.locked && actor.staffId === input.staffId) {
    throw new AppError('conflict', { message: 'You cannot lock your own account.' });
  }
  return deps.db.transaction(async (tx) => {
    const { before, after } = await deps.staff.members.setLocked(
      tx,
      input.staffId,
      input.locked,
      input.reason ?? 'administrator',
    );
    await deps.audit.recordAudit(tx, {
      actor,
      action: input.locked ? 'staff.lock' : 'staff.unlock',
      subjectType: 'staff_member',
      subjectId: input.staffId,
      before,
      after,
    });
    return after;
  });
}
