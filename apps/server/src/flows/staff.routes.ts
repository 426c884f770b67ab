import {
  addStaffMemberRequestSchema,
  lockStaffMemberRequestSchema,
  staffMemberSchema,
  staffRolesRequestSchema,
} from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actingStaff, requireStaff } from '../modules/staff';
import { ok } from '../platform/envelope';
import { envelopeOf } from '../platform/schemas';
import { addStaffMember } from './add-staff-member';
import { changeStaffRoles } from './change-staff-roles';
import { lockStaffMember } from './lock-staff-member';
import type { StaffFlowDeps } from './staff-flow.deps';

const member = { 200: envelopeOf(staffMemberSchema) };
const params = z.object({ staffId: z.string().min(1).max(100) });

/** Administrators manage staff under /staff/api/staff-members; each write is audited in its transaction. */
export function staffAdminRoutes(deps: StaffFlowDeps): FastifyPluginAsyncZod {
  const tags = ['staff'];
  const admin = requireStaff('administrator');
  return async (app) => {
    app.get(
      '/staff-members',
      { schema: { tags, response: { 200: envelopeOf(z.array(staffMemberSchema)) } }, preHandler: admin },
      async () => ok(await deps.staff.members.list()),
    );

    app.post(
      '/staff-members',
      { schema: { tags, body: addStaffMemberRequestSchema, response: member }, preHandler: admin },
      async (request) => ok((await addStaffMember(deps, actingStaff(request), request.body)).member),
    );

    app.put(
      '/staff-members/:staffId/roles',
      { schema: { tags, params, body: staffRolesRequestSchema, response: member }, preHandler: admin },
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
          schema: { tags, params, body: lockStaffMemberRequestSchema.nullish(), response: member },
          preHandler: admin,
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
