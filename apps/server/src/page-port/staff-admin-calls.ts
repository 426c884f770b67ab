import {
  addedStaffMemberSchema,
  addStaffMemberRequestSchema,
  auditEntrySchema,
  auditListQuerySchema,
  consoleRoles,
  lockStaffMemberRequestSchema,
  type StaffAdminPort,
  type StaffSignInPort,
  staffChallengeSchema,
  staffMemberAdminViewSchema,
  staffMemberSchema,
  staffMeSchema,
  staffRolesRequestSchema,
  staffSessionSchema,
  staffSignInRequestSchema,
  staffTwoFactorRequestSchema,
} from '@drawline/contracts';
import { z } from 'zod';
import { addStaffMember } from '../flows/staff/add-staff-member';
import { changeStaffRoles } from '../flows/staff/change-staff-roles';
import { lockStaffMember } from '../flows/staff/lock-staff-member';
import { resetStaffTwoFactor } from '../flows/staff/reset-staff-two-factor';
import { staffMemberParams } from '../flows/staff/staff.routes';
import type { StaffFlowDeps } from '../flows/staff/staff-flow.deps';
import { staffMe } from '../modules/staff';
import { parseInput } from './port-refusal';
import type { StaffKit } from './staff-kit';

export type StaffAdminCallsDeps = Omit<StaffFlowDeps, 'staff'>;

const idOf = (staffId: string) => parseInput(staffMemberParams, { staffId }).staffId;

/**
 * The staff port's sign-in, who am I and administrators' calls: each runs what its route runs
 * (modules/staff/staff.routes.ts, flows/staff/staff.routes.ts, modules/audit/audit.routes.ts),
 * the same use case, role and audit row.
 */
export function staffAdminCalls(
  deps: StaffFlowDeps,
  { may, acting, request }: StaffKit,
): StaffSignInPort & StaffAdminPort {
  const { staff } = deps;
  const admin = () => may(consoleRoles.staff);
  return {
    startSignIn: async (body) =>
      staffChallengeSchema.parse(await staff.signIn.start(parseInput(staffSignInRequestSchema, body))),

    completeSignIn: async (body) =>
      staffSessionSchema.parse(await staff.signIn.complete(parseInput(staffTwoFactorRequestSchema, body), request.ip)),

    signOut: async () => {
      await staff.sessions.close((await may([])).sessionId);
      return null;
    },

    me: async () => staffMeSchema.parse(await staffMe(staff.members, await may([]))),

    staffMembers: async () => {
      await admin();
      return z.array(staffMemberAdminViewSchema).parse(await staff.members.list());
    },

    addStaffMember: async (body) => {
      const by = acting(await admin());
      const { member, firstPassword } = await addStaffMember(deps, by, parseInput(addStaffMemberRequestSchema, body));
      return addedStaffMemberSchema.parse({ ...member, firstPassword });
    },

    changeStaffRoles: async (staffId, body) => {
      const by = acting(await admin());
      const { roles } = parseInput(staffRolesRequestSchema, body);
      return staffMemberSchema.parse(await changeStaffRoles(deps, by, { staffId: idOf(staffId), roles }));
    },

    lockStaffMember: async (staffId, locked, body) => {
      const by = acting(await admin());
      const asked = parseInput(lockStaffMemberRequestSchema.nullish(), body);
      return staffMemberSchema.parse(
        await lockStaffMember(deps, by, { staffId: idOf(staffId), locked, reason: asked?.reason }),
      );
    },

    resetStaffTwoFactor: async (staffId) => {
      const by = acting(await admin());
      return staffMemberSchema.parse(await resetStaffTwoFactor(deps, by, { staffId: idOf(staffId) }));
    },

    audit: async (query) => {
      await may(consoleRoles.audit);
      const { limit, offset, action, staff_id: staffId } = parseInput(auditListQuerySchema, query);
      const { entries, total } = await deps.audit.listAudit({ limit, offset, action, staffId });
      return { items: z.array(auditEntrySchema).parse(entries), pageInfo: { limit, offset, total } };
    },
  };
}
