import {
  addedStaffMemberSchema,
  addStaffMemberRequestSchema,
  lockStaffMemberRequestSchema,
  staffMemberAdminViewSchema,
  staffMemberSchema,
  staffRolesRequestSchema,
} from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actingStaff, requireStaff } from '../../modules/staff';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import { addStaffMember } from './add-staff-member';
import { changeStaffRoles } from './change-staff-roles';
import { lockStaffMember } from './lock-staff-member';
import { resetStaffTwoFactor } from './reset-staff-two-factor';
import type { StaffFlowDeps } from './staff-flow.deps';

const member = { 200: envelopeOf(staffMemberSchema) };
export const staffMemberParams = z.object({ staffId: z.string().min(1).max(100) });

/** Administrators manage staff under /staff/api/staff-members; each write is audited in its transaction. */
export function staffAdminRoutes(deps: StaffFlowDeps): FastifyPluginAsyncZod {
  const tags = ['staff'];
  const admin = requireStaff('administrator');
  return async (app) => {
    app.get(
      '/staff-members',
      { schema: { tags, response: { 200: envelopeOf(z.array(staffMemberAdminViewSchema)) } }, onRequest: admin },
      async () => ok(await deps.staff.members.list()),
    );

    app.post(
      '/staff-members',
      {
        schema: { tags, body: addStaffMemberRequestSchema, response: { 200: envelopeOf(addedStaffMemberSchema) } },
        onRequest: admin,
      },
      async (request) => {
        const { member, firstPassword } = await addStaffMember(deps, actingStaff(request), request.body);
        return ok({ ...member, firstPassword });
      },
    );

    app.post(
      '/staff-members/:staffId/reset-two-factor',
      { schema: { tags, params: staffMemberParams, response: member }, onRequest: admin },
      async (request) => ok(await resetStaffTwoFactor(deps, actingStaff(request), { staffId: request.params.staffId })),
    );

    app.put(
      '/staff-members/:staffId/roles',
      {
        schema: { tags, params: staffMemberParams, body: staffRolesRequestSchema, response: member },
        onRequest: admin,
      },
      async (request) =>
        ok(
          await changeStaffRoles(deps, actingStaff(request), {
            staffId: request.params.staffId,
            roles: request.body.roles,
          }),
        ),
    );

    for (const [path, locked] of [
      ['lock', true],
      ['unlock', false],
    ] as const) {
      app.post(
        `/staff-members/:staffId/${path}`,
        {
          schema: { tags, params: staffMemberParams, body: lockStaffMemberRequestSchema.nullish(), response: member },
          onRequest: admin,
        },
        async (request) =>
          ok(
            await lockStaffMember(deps, actingStaff(request), {
              staffId: request.params.staffId,
              locked,
              reason: request.body?.reason,
            }),
          ),
      );
    }
  };
}
