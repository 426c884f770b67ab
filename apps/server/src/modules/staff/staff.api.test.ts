import {
  STAFF_API_PREFIX,
  STAFF_SESSION_IDLE_SECONDS,
  STAFF_SESSION_MAX_SECONDS,
  type StaffRole,
  staffRoles,
} from '@drawline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../../tests/helpers';
import { newEmail, signupBody } from '../../../tests/identity-helpers';
import {
  addStaff,
  codeFor,
  createStaffTestApp,
  demoStaffOf,
  type StaffTestApp,
  signInStaff,
  unlockStaff,
} from '../../../tests/staff-helpers';

let t: StaffTestApp;
/** Every staff route but the two sign-in steps. */
const guarded: { method: string; url: string }[] = [];

beforeAll(async () => {
  // Every staff route is called several times: the per-minute limit is not what this file tests.
  t = await createStaffTestApp({ config: { rateLimitPerMinute: 1_000_000 } });
  // From the API document of the real app, so a staff route added later is covered too.
  const paths = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  for (const [url, operations] of Object.entries(paths)) {
    if (!url.startsWith(STAFF_API_PREFIX)) continue;
    for (const method of Object.keys(operations).map((m) => m.toUpperCase())) {
      if (method === 'POST' && url.startsWith(`${STAFF_API_PREFIX}/session`)) continue;
      guarded.push({ method, url: url.replace(/\{(\w+)\}/g, 'x') });
    }
  }
});
afterAll(() => t.close());

const startSignIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/staff/api/session', payload: { email, password } });
const sendCode = (challengeToken: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/staff/api/session/two-factor',
    payload: { challenge_token: challengeToken, code },
  });
const me = (headers: Record<string, string> = {}, cookies: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/staff/api/me', headers, cookies });

describe(`staff sign-in (${testDbKind()})`, () => {
  it('gives no session for the password alone: the code step is required', async () => {
    const finance = demoStaffOf('finance');
    const res = await startSignIn(finance.email, finance.password);
    expect(res.statusCode).toBe(200);
    const challenge = res.json().result;
    expect(challenge.challengeToken).toEqual(expect.any(String));
    expect(challenge.enrolment).toBeNull();
    expect(JSON.stringify(res.json())).not.toMatch(/stf_/);
    expect((await me({ authorization: `Bearer ${challenge.challengeToken}` })).statusCode).toBe(401);

    t.clock.advance(30_000);
    const done = await sendCode(challenge.challengeToken, codeFor(t, finance.totpSecret));
    expect(done.statusCode).toBe(200);
    const session = done.json().result;
    expect(session.token).toMatch(/^stf_/);
    expect(session.idleTimeoutSeconds).toBe(STAFF_SESSION_IDLE_SECONDS);
    const who = await me({ authorization: `Bearer ${session.token}` });
    expect(who.statusCode).toBe(200);
    expect(who.json().result).toMatchObject({ email: finance.email, roles: ['finance'] });
    expect(who.headers['cache-control']).toBe('no-store');
  });

  it('refuses a wrong password, an unknown email, a wrong code, a replayed code and an expired challenge', async () => {
    const support = demoStaffOf('support');
    expect((await startSignIn(support.email, 'not-the-password-at-all')).json().error.code).toBe('invalid_credentials');
    expect((await startSignIn('nobody@staff.drawline.test', support.password)).statusCode).toBe(401);

    t.clock.advance(30_000);
    const { challengeToken } = (await startSignIn(support.email, support.password)).json().result;
    const good = codeFor(t, support.totpSecret);
    const wrong = good === '000000' ? '111111' : '000000';
    const refused = await sendCode(challengeToken, wrong);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('2fa_incorrect');
    expect((await sendCode(challengeToken, good)).statusCode).toBe(200);
    // The same code again, even with its challenge: an authenticator code is good once.
    expect((await sendCode(challengeToken, good)).json().error.code).toBe('2fa_incorrect');

    t.clock.advance(30_000);
    const late = (await startSignIn(support.email, support.password)).json().result.challengeToken;
    t.clock.advance(6 * 60_000);
    const expired = await sendCode(late, codeFor(t, support.totpSecret));
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe('session_expired');
    // Clean the failure count for the tests below.
    await signInStaff(t, 'support');
  });

  it('enrols the authenticator at the first sign-in of a new member', async () => {
    const email = newEmail('new-staff');
    const password = 'violet-harbour-tram-81';
    await addStaff(t, { email, password, roles: ['support', 'finance'] });
    const first = (await startSignIn(email, password)).json().result;
    expect(first.enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    // Asked again before enrolling, the same secret: the app may already hold it.
    const again = (await startSignIn(email, password)).json().result;
    expect(again.enrolment.secret).toBe(first.enrolment.secret);
    const done = await sendCode(again.challengeToken, codeFor(t, first.enrolment.secret));
    expect(done.statusCode).toBe(200);
    expect(done.json().result.staff.roles).toEqual(['finance', 'support']);
    t.clock.advance(30_000);
    expect((await startSignIn(email, password)).json().result.enrolment).toBeNull();
  });

  it('locks the account after five wrong passwords or codes in a row, until an administrator unlocks it', async () => {
    const email = newEmail('lock-staff');
    const password = 'copper-lantern-fjord-27';
    const { member } = await addStaff(t, { email, password, roles: ['support'] });
    for (let i = 0; i < 4; i++) expect((await startSignIn(email, 'wrong-password-guess')).statusCode).toBe(401);
    const { challengeToken } = (await startSignIn(email, password)).json().result;
    const locked = await sendCode(challengeToken, '000000');
    expect(locked.statusCode).toBe(423);
    expect(locked.json().error.code).toBe('account_locked');
    expect((await startSignIn(email, password)).statusCode).toBe(423);
    // A wrong password does not learn that the account is locked.
    expect((await startSignIn(email, 'wrong-password-guess')).json().error.code).toBe('invalid_credentials');

    await unlockStaff(t, member.id);
    expect((await startSignIn(email, password)).statusCode).toBe(200);
  });

  it('ends a session after 30 minutes idle, after 8 hours in all, and on sign-out', async () => {
    const idle = await signInStaff(t, 'content_editor');
    t.clock.advance(STAFF_SESSION_IDLE_SECONDS * 1000 - 60_000);
    expect((await me(idle.auth)).statusCode).toBe(200);
    t.clock.advance(STAFF_SESSION_IDLE_SECONDS * 1000 + 1000);
    expect((await me(idle.auth)).statusCode).toBe(401);

    const busy = await signInStaff(t, 'content_editor');
    for (let spent = 0; spent < STAFF_SESSION_MAX_SECONDS - 20 * 60; spent += 20 * 60) {
      t.clock.advance(20 * 60_000);
      expect((await me(busy.auth)).statusCode).toBe(200);
    }
    t.clock.advance(20 * 60_000);
    expect((await me(busy.auth)).statusCode).toBe(401);

    const out = await signInStaff(t, 'content_editor');
    const res = await t.app.inject({ method: 'DELETE', url: '/staff/api/session', headers: out.auth });
    expect(res.statusCode).toBe(204);
    expect((await me(out.auth)).statusCode).toBe(401);
  });

  it('refuses a sign-in posted from another site', async () => {
    const finance = demoStaffOf('finance');
    const res = await t.app.inject({
      method: 'POST',
      url: '/staff/api/session',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { email: finance.email, password: finance.password },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('cross_site_request');
  });
});

describe(`the staff door (${testDbKind()})`, () => {
  it('covers the staff routes', () => {
    expect(guarded.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['GET /staff/api/me', 'DELETE /staff/api/session', 'GET /staff/api/audit']),
    );
  });

  it('answers 401 on every staff route without a token, or with a customer token or cookie', async () => {
    const signup = await t.app.inject({ method: 'POST', url: '/v2/signup', payload: signupBody(newEmail()) });
    expect(signup.statusCode).toBe(200);
    const { accessToken } = signup.json().result;
    const cookies = Object.fromEntries(signup.cookies.map((c) => [c.name, c.value]));
    for (const route of guarded) {
      for (const call of [
        {},
        { headers: { authorization: `Bearer ${accessToken}` } },
        { cookies },
        { headers: { authorization: 'Bearer stf_not-a-real-staff-token-at-all' } },
      ]) {
        const res = await t.app.inject({ method: route.method as 'GET', url: route.url, payload: {}, ...call });
        expect(res.statusCode, `${route.method} ${route.url} ${JSON.stringify(call).slice(0, 40)}`).toBe(401);
        expect(res.json().error.code).toBe('unauthorised');
      }
    }
  });

  it('answers 403 to a staff member without the role, and lets the role through', async () => {
    for (const role of ['support', 'finance', 'draw_operator', 'content_editor'] as const) {
      const { auth } = await signInStaff(t, role);
      const res = await t.app.inject({ method: 'GET', url: '/staff/api/audit', headers: auth });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    }
    const admin = await signInStaff(t, 'administrator');
    expect((await t.app.inject({ method: 'GET', url: '/staff/api/audit', headers: admin.auth })).statusCode).toBe(200);
  });

  it('answers 403 on every staff route to at least one role, and lets at least one through (docs/decisions/274)', async () => {
    // Calls any signed-in member may make: their own profile and sign-out.
    const anyStaff = new Set(['GET /staff/api/me', 'DELETE /staff/api/session']);
    const tokens = new Map<StaffRole, Record<string, string>>();
    for (const role of staffRoles) tokens.set(role, (await signInStaff(t, role)).auth);
    const admitted: Record<string, StaffRole[]> = {};
    let n = 0;
    for (const route of guarded) {
      const name = `${route.method} ${route.url}`;
      if (anyStaff.has(name)) continue;
      admitted[name] = [];
      for (const role of staffRoles) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: route.url,
          payload: {},
          // Money calls need a key; a refused call never reaches it.
          headers: { ...tokens.get(role), 'idempotency-key': `guard-${++n}` },
        });
        expect(res.statusCode, `${name} as ${role}`).not.toBe(401);
        if (res.statusCode !== 403) admitted[name]!.push(role);
      }
    }
    expect(Object.keys(admitted).length).toBeGreaterThan(20);
    for (const [name, roles] of Object.entries(admitted)) {
      expect(roles.length, `${name} admits nobody`).toBeGreaterThan(0);
      expect(roles.length, `${name} admits every role: no role check`).toBeLessThan(staffRoles.length);
    }
  });

  it('offers no call that changes or deletes an audit row, even to an administrator', async () => {
    expect(guarded.filter((r) => r.url.startsWith(`${STAFF_API_PREFIX}/audit`)).map((r) => r.method)).toEqual(['GET']);
    const admin = await signInStaff(t, 'administrator');
    const added = await t.app.inject({
      method: 'POST',
      url: '/staff/api/staff-members',
      headers: admin.auth,
      payload: { email: newEmail('audited'), roles: ['support'] },
    });
    expect(added.statusCode).toBe(200);
    const [row] = (await t.app.inject({ method: 'GET', url: '/staff/api/audit?limit=1', headers: admin.auth })).json()
      .result;
    expect(row).toBeDefined();
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of [`/staff/api/audit/${row.id}`, '/staff/api/audit']) {
        const res = await t.app.inject({ method, url, headers: admin.auth, payload: { action: 'forged' } });
        // No such route: 404, or 405 where the path answers GET.
        expect([404, 405], `${method} ${url}`).toContain(res.statusCode);
      }
    }
    const [still] = (await t.app.inject({ method: 'GET', url: '/staff/api/audit?limit=1', headers: admin.auth })).json()
      .result;
    expect(still).toEqual(row);
  });

  it('does not take a staff token as a customer token', async () => {
    const { auth } = await signInStaff(t, 'support');
    const res = await t.app.inject({ method: 'GET', url: '/v2/customer', headers: auth });
    expect(res.statusCode).toBe(401);
  });
});
