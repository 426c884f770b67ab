import type { ActingStaff } from '../../modules/staff';
import { AppError } from '../../platform/app-error';
import type { StaffFlowDeps } from './staff-flow.deps';

/**
 * An administrator resets a member's two-factor (a lost or replaced phone, docs/decisions/271):
 * the secret is forgotten, every session ends, and the next sign-in with the password enrols a
 * new authenticator. The reset and its audit row commit together. Nobody resets their own: a
 * stolen session must not be able to swap its owner's authenticator.
 */
export async function resetStaffTwoFactor(deps: StaffFlowDeps, actor: ActingStaff, input: { staffId: string }) {
  if (actor.staffId === input.staffId) {
    throw new AppError('conflict', { message: 'Another administrator resets your two-factor.' });
  }
  return deps.db.transaction(async (tx) => {
    const { before, after } = await deps.staff.members.resetTwoFactor(tx, input.staffId);
    await deps.audit.recordAudit(tx, {
      actor,
      action: 'staff.reset_two_factor',
      subjectType: 'staff_member',
      subjectId: input.staffId,
      before,
      after,
    });
    return after;
  });
}
