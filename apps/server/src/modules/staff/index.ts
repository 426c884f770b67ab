import { createActAs } from './act-as';
import { staffEnrolment } from './enrolment';
import { createStaffMembers } from './members';
import { createStaffSignIn } from './sign-in';
import type { StaffDeps } from './staff.deps';
import { createStaffCodes } from './staff-codes';
import { createStaffSessions } from './staff-sessions';

export { demoStaff, hasDemoStaff, seedDemoStaff } from './demo-staff';
export type { StaffMembers } from './members';
export { resealStaffSecrets } from './reseal-staff-secrets';
export { assertStaffRole } from './roles';
export type { ActingStaff, StaffDeps } from './staff.deps';
export { actingStaff, admitStaff, requireStaff, staffOf, staffPlugin } from './staff.plugin';
export { staffMe, staffRoutes } from './staff.routes';
export type { StaffContext } from './staff-sessions';

/**
 * The staff module (docs/decisions/160-165): staff accounts apart from customers, roles as data,
 * sign-in with a mandatory authenticator code, short sessions, and the door of every staff call:
 * `requireStaff(...roles)` as a route's onRequest hook and `actingStaff(request)` for the audit row.
 */
export function createStaffModule(deps: StaffDeps) {
  const members = createStaffMembers(deps);
  const codes = createStaffCodes(deps);
  const sessions = createStaffSessions({ ...deps, members });
  const signIn = createStaffSignIn({ ...deps, members, codes, sessions });
  return {
    members,
    sessions,
    signIn,
    /** For the command line: a member acting with `--as <email> --code <code>`, role checked. */
    actAs: createActAs({ members, codes }),
    /** The otpauth:// URI of a secret, for the command line's first administrator. */
    enrolmentUri: (email: string, secret: string) => staffEnrolment(deps.siteName, email, secret).otpauthUri,
  };
}
export type StaffModule = ReturnType<typeof createStaffModule>;
