import { STAFF_API_PREFIX, type StaffRole } from '@drawline/contracts';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../platform/app-error';
import { bearerToken } from '../../platform/auth';
import { assertStaffRole } from './roles';
import type { ActingStaff } from './staff.deps';
import type { StaffContext, StaffSessions } from './staff-sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member, on a staff API call that carried a good staff token. */
    staff: StaffContext | null;
  }
}

const isStaffApi = (url: string) => url === STAFF_API_PREFIX || url.startsWith(`${STAFF_API_PREFIX}/`);
/** The CMS base's writes (POST /cms/items/{collection}, decision 434) are staff calls too; its reads are public. */
const isCmsWrite = (method: string, url: string) => method !== 'GET' && method !== 'HEAD' && url.startsWith('/cms/');

/**
 * Tells staff API calls who the staff member is (docs/decisions/161): the staff token comes only
 * as `Authorization: Bearer` and is looked up only among staff sessions, so a customer's token or
 * cookie never counts here. Staff answers are never stored by a cache.
 */
export const staffPlugin = fp(
  async (app: FastifyInstance, opts: { sessions: StaffSessions }) => {
    app.decorateRequest('staff', null);
    app.addHook('onRequest', async (request, reply) => {
      if (!isStaffApi(request.url) && !isCmsWrite(request.method, request.url)) return;
      reply.header('cache-control', 'no-store');
      const token = bearerToken(request);
      if (token) request.staff = (await opts.sessions.authenticate(token)) ?? null;
    });
  },
  { name: 'staff-auth' },
);

/**
 * The door of every staff call (docs/decisions/161, 162): 401 without a staff session (a
 * customer's token included), 403 unless the member holds one of the roles; `requireStaff()`
 * with no role admits any signed-in staff member. Use it as the route's `onRequest` hook, so it
 * runs before the body is validated: a caller without the role learns nothing from a 400.
 */
export function requireStaff(...roles: StaffRole[]): onRequestAsyncHookHandler {
  return async (request) => {
    admitStaff(request.staff, roles);
  };
}

/**
 * The rule of requireStaff, for the hook and the staff port alike (docs/decisions/333): 401
 * without a staff session, 403 unless the member holds one of the roles (none: any member).
 */
export function admitStaff(staff: StaffContext | null | undefined, roles: readonly StaffRole[]): StaffContext {
  if (!staff) throw new AppError('unauthorised');
  assertStaffRole(staff.roles, roles);
  return staff;
}

/** The signed-in staff member of a call that passed requireStaff. */
export function staffOf(request: FastifyRequest): StaffContext {
  if (!request.staff) throw new AppError('unauthorised');
  return request.staff;
}

/** Who acts and from where, for the audit row of a staff call. */
export function actingStaff(request: FastifyRequest): ActingStaff {
  return { staffId: staffOf(request).staffId, address: request.ip };
}
