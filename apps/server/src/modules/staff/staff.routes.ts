import {
  STAFF_SESSION_IDLE_SECONDS,
  staffChallengeSchema,
  staffMeSchema,
  staffSessionSchema,
  staffSignInRequestSchema,
  staffTwoFactorRequestSchema,
} from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContent, ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import type { StaffMembers } from './members';
import type { StaffSignIn } from './sign-in';
import { requireStaff, staffOf } from './staff.plugin';
import type { StaffContext, StaffSessions } from './staff-sessions';

/** GET /me's answer: the member, and when their session ends. */
export async function staffMe(members: StaffMembers, staff: StaffContext) {
  return {
    ...(await members.view(staff.staffId)),
    sessionExpiresAt: staff.expiresAt.toISOString(),
    idleTimeoutSeconds: STAFF_SESSION_IDLE_SECONDS,
  };
}

/** Staff sign-in, sign-out and who am I, under /staff/api (docs/decisions/160, 161). */
export function staffRoutes(deps: {
  signIn: StaffSignIn;
  sessions: StaffSessions;
  members: StaffMembers;
}): FastifyPluginAsyncZod {
  const tags = ['staff'];
  return async (app) => {
    app.post(
      '/session',
      { schema: { tags, body: staffSignInRequestSchema, response: { 200: envelopeOf(staffChallengeSchema) } } },
      async (request) => ok(await deps.signIn.start(request.body)),
    );

    app.post(
      '/session/two-factor',
      { schema: { tags, body: staffTwoFactorRequestSchema, response: { 200: envelopeOf(staffSessionSchema) } } },
      async (request) => ok(await deps.signIn.complete(request.body, request.ip)),
    );

    app.delete('/session', { schema: { tags }, onRequest: requireStaff() }, async (request, reply) => {
      await deps.sessions.close(staffOf(request).sessionId);
      return noContent(reply);
    });

    app.get(
      '/me',
      { schema: { tags, response: { 200: envelopeOf(staffMeSchema) } }, onRequest: requireStaff() },
      async (request) => ok(await staffMe(deps.members, staffOf(request))),
    );
  };
}
