import type { StaffRole } from '@drawline/contracts';
import { AppError } from '../../platform/app-error';
import type { StaffMembers } from './members';
import { assertStaffRole } from './roles';
import type { ActingStaff } from './staff.deps';
import type { StaffCodes } from './staff-codes';

/**
 * A staff member acting from the command line (`--as <email> --code <code>`; docs/decisions/164):
 * the same code check, failure count and role check as the staff API, with the command line's
 * address for the audit row.
 */
export function createActAs(deps: { members: StaffMembers; codes: StaffCodes }) {
  return async (
    input: { email: string; code: string; address: string },
    ...roles: StaffRole[]
  ): Promise<ActingStaff> => {
    const staffId = await deps.members.idOf(input.email).catch(() => {
      throw new AppError('unauthorised', { message: `No staff member has the email ${input.email}.` });
    });
    await deps.codes.checkCode(staffId, input.code.trim());
    await deps.codes.clearFailures(staffId);
    assertStaffRole(await deps.members.rolesOf(staffId), roles);
    return { staffId, address: input.address };
  };
}
