import type { StaffMember } from '@drawline/contracts';
import type { ActingStaff } from '../../modules/staff';
import type { StaffFlowDeps } from './staff-flow.deps';

/**
 * An administrator adds a staff member (or the command line makes the first administrator, with
 * no acting member): the account, its roles and the audit row in one transaction. The answer's
 * `totpSecret` is set only with `enrolNow`, and `firstPassword` only when no password was given:
 * each to be shown once.
 */
export async function addStaffMember(
  deps: StaffFlowDeps,
  actor: ActingStaff,
  input: { email: string; password?: string; roles: readonly string[]; enrolNow?: boolean },
): Promise<{ member: StaffMember; totpSecret: string | null; firstPassword: string | null }> {
  // Without a chosen password the member gets a random first one, answered once and kept nowhere.
  const firstPassword = input.password === undefined ? deps.staff.members.firstPassword() : null;
  const credentials = await deps.staff.members.credentials(input.email, input.password ?? firstPassword!);
  return deps.db.transaction(async (tx) => {
    const added = await deps.staff.members.create(tx, { ...credentials, roles: input.roles, enrolNow: input.enrolNow });
    await deps.audit.recordAudit(tx, {
      actor,
      action: 'staff.add',
      subjectType: 'staff_member',
      subjectId: added.member.id,
      before: null,
      after: added.member,
    });
    return { ...added, firstPassword };
  });
}
