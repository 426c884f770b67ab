import type { StaffMember } from '@drawline/contracts';
import type { ActingStaff } from '../../modules/staff';
import type { StaffFlowDeps } from './staff-flow.deps';

/** An administrator sets a member's roles; the change and its audit row commit together. */
export async function changeStaffRoles(
  deps: StaffFlowDeps,
  actor: ActingStaff,
  input: { staffId: string; roles: readonly string[] },
): Promise<StaffMember> {
  return deps.db.transaction(async (tx) => {
    const { before, after } = await deps.staff.members.setRoles(tx, input.staffId, input.roles);
    await deps.audit.recordAudit(tx, {
      actor,
      action: 'staff.roles',
      subjectType: 'staff_member',
      subjectId: input.staffId,
      before,
      after,
    });
    return after;
  });
}
