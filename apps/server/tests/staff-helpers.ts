import type { StaffRole } from '@drawline/contracts';
import { addStaffMember } from '../src/flows/staff/add-staff-member';
import { lockStaffMember } from '../src/flows/staff/lock-staff-member';
import { fixedClock } from '../src/lib/clock';
import { createSecrets, totp } from '../src/modules/credentials';
import { demoStaff, seedDemoStaff } from '../src/modules/staff';
import { createTestApp, type TestAppOptions } from './helpers';

/** The server secret of staff test apps: the demo staff's sealed authenticator secrets need the app's own. */
export const STAFF_TEST_AUTH_SECRET = 'staff-tests-auth-secret-0123456789abcdef';

/**
 * A test app on a fixed clock with the demo staff (one per role, docs/decisions/165). Sign in
 * with `signInStaff(t, 'finance')` and send its `auth` as the headers of a staff call.
 */
export async function createStaffTestApp(options: TestAppOptions & { at?: string } = {}) {
  const clock = fixedClock(options.at ?? '2026-03-02T01:00:00Z');
  const t = await createTestApp({
    ...options,
    clock,
    config: { authSecret: STAFF_TEST_AUTH_SECRET, ...options.config },
  });
  await seedDemoStaff(t.db, clock, createSecrets(STAFF_TEST_AUTH_SECRET));
  return { ...t, clock };
}
export type StaffTestApp = Awaited<ReturnType<typeof createStaffTestApp>>;

export const demoStaffOf = (role: StaffRole) => {
  const member = demoStaff.find((s) => s.role === role);
  if (!member) throw new Error(`No demo staff member for ${role}`);
  return member;
};

/** The code an authenticator app shows now; `stepsAhead` moves to a later 30-second step (a code is good once). */
export function codeFor(t: StaffTestApp, secret: string, stepsAhead = 0): string {
  return totp(secret, new Date(t.clock.now().getTime() + stepsAhead * 30_000));
}

/**
 * Signs a demo staff member in through both steps. Each sign-in moves the clock on one time step
 * first, so the member's previous code is never replayed.
 */
export async function signInStaff(t: StaffTestApp, role: StaffRole) {
  const member = demoStaffOf(role);
  t.clock.advance(30_000);
  const start = await t.app.inject({
    method: 'POST',
    url: '/staff/api/session',
    payload: { email: member.email, password: member.password },
  });
  if (start.statusCode !== 200) throw new Error(`Staff sign-in failed: ${start.statusCode} ${start.body}`);
  const done = await t.app.inject({
    method: 'POST',
    url: '/staff/api/session/two-factor',
    payload: { challenge_token: start.json().result.challengeToken, code: codeFor(t, member.totpSecret) },
  });
  if (done.statusCode !== 200) throw new Error(`Staff code step failed: ${done.statusCode} ${done.body}`);
  const token: string = done.json().result.token;
  return { member, token, auth: { authorization: `Bearer ${token}` } };
}

/**
 * Each role signed in once for a test file (the shop's clock goes back after each test, and a code
 * is good once): the member's token and Authorization header, the same promise every time.
 */
export function staffSignedInOnce(app: () => StaffTestApp) {
  const signedIn = new Map<StaffRole, ReturnType<typeof signInStaff>>();
  return (role: StaffRole) => {
    const kept = signedIn.get(role) ?? signInStaff(app(), role);
    signedIn.set(role, kept);
    return kept;
  };
}

/** What the staff administration flows take, from a test app. */
export const staffFlowDeps = (t: StaffTestApp) => ({ db: t.db, staff: t.app.staff, audit: t.app.audit });

/** Adds a staff member as the demo administrator would (through the flow, with its audit row). */
export async function addStaff(t: StaffTestApp, input: { email: string; password: string; roles: StaffRole[] }) {
  const admin = demoStaffOf('administrator');
  return addStaffMember(staffFlowDeps(t), { staffId: admin.id, address: '127.0.0.1' }, input);
}

/** Unlocks a staff member as the demo administrator would. */
export async function unlockStaff(t: StaffTestApp, staffId: string) {
  const admin = demoStaffOf('administrator');
  return lockStaffMember(staffFlowDeps(t), { staffId: admin.id, address: '127.0.0.1' }, { staffId, locked: false });
}
