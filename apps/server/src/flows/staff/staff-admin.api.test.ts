import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../../tests/helpers';
import { newEmail } from '../../../tests/identity-helpers';
import { createStaffTestApp, type StaffTestApp, signInStaff, staffFlowDeps } from '../../../tests/staff-helpers';
import { addStaffMember } from './add-staff-member';

let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp();
});
afterAll(() => t.close());

const password = 'amber-glacier-piano-63';

async function auditOf(auth: Record<string, string>, limit = 50) {
  const res = await t.app.inject({ method: 'GET', url: `/staff/api/audit?limit=${limit}`, headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    result: { action: string; subjectId: string; staffId: string; before: unknown; after: unknown; address: string }[];
    pageInfo: { total: number };
  };
}

describe(`staff administration (${testDbKind()})`, () => {
  it('writes an audit row for every change: add, roles, lock, unlock, with before, after, who and where from', async () => {
    const admin = await signInStaff(t, 'administrator');
    const email = newEmail('added');
    const added = await t.app.inject({
      method: 'POST',
      url: '/staff/api/staff-members',
      headers: { ...admin.auth, 'x-forwarded-for': '198.51.100.4' },
      payload: { email, password, roles: ['support'] },
    });
    expect(added.statusCode).toBe(200);
    const id: string = added.json().result.id;

    const roles = await t.app.inject({
      method: 'PUT',
      url: `/staff/api/staff-members/${id}/roles`,
      headers: admin.auth,
      payload: { roles: ['support', 'finance'] },
    });
    expect(roles.json().result.roles).toEqual(['finance', 'support']);
    const lock = await t.app.inject({
      method: 'POST',
      url: `/staff/api/staff-members/${id}/lock`,
      headers: admin.auth,
      payload: { reason: 'left' },
    });
    expect(lock.json().result.lockedAt).toEqual(expect.any(String));
    const unlock = await t.app.inject({
      method: 'POST',
      url: `/staff/api/staff-members/${id}/unlock`,
      headers: admin.auth,
    });
    expect(unlock.json().result.lockedAt).toBeNull();

    const { result, pageInfo } = await auditOf(admin.auth);
    const mine = result.filter((r) => r.subjectId === id);
    expect(mine.map((r) => r.action)).toEqual(['staff.unlock', 'staff.lock', 'staff.roles', 'staff.add']);
    for (const row of mine) expect(row).toMatchObject({ staffId: admin.member.id, address: '127.0.0.1' });
    expect(mine[3]).toMatchObject({ before: null, after: { email, roles: ['support'] } });
    expect(mine[2]).toMatchObject({ before: { roles: ['support'] }, after: { roles: ['finance', 'support'] } });
    expect(JSON.stringify(mine)).not.toMatch(/argon2|password|secret/i);
    expect(pageInfo.total).toBeGreaterThanOrEqual(4);
  });

  it('ends the sessions of a member locked by an administrator', async () => {
    const admin = await signInStaff(t, 'administrator');
    const editor = await signInStaff(t, 'content_editor');
    const lock = await t.app.inject({
      method: 'POST',
      url: `/staff/api/staff-members/${editor.member.id}/lock`,
      headers: admin.auth,
    });
    expect(lock.statusCode, lock.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/staff/api/me', headers: editor.auth })).statusCode).toBe(401);
    await t.app.inject({
      method: 'POST',
      url: `/staff/api/staff-members/${editor.member.id}/unlock`,
      headers: admin.auth,
    });
    // Unlocked, the member signs in again; the old session stays ended.
    expect((await signInStaff(t, 'content_editor')).token).not.toBe(editor.token);
    expect((await t.app.inject({ method: 'GET', url: '/staff/api/me', headers: editor.auth })).statusCode).toBe(401);
  });

  it('writes nothing when the role check refuses, or when the action fails after its audit row', async () => {
    const admin = await signInStaff(t, 'administrator');
    const before = (await auditOf(admin.auth, 1)).pageInfo.total;
    const support = await signInStaff(t, 'support');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/staff/api/staff-members',
      headers: support.auth,
      payload: { email: newEmail('refused'), password, roles: ['finance'] },
    });
    expect(refused.statusCode).toBe(403);
    const self = await t.app.inject({
      method: 'POST',
      url: `/staff/api/staff-members/${admin.member.id}/lock`,
      headers: admin.auth,
    });
    expect(self.statusCode).toBe(409);

    // The audit row is written, then the transaction fails: neither the member nor the row remains.
    const deps = staffFlowDeps(t);
    const email = newEmail('rolled-back');
    const failing = {
      ...deps,
      audit: {
        ...deps.audit,
        recordAudit: async (...args: Parameters<typeof deps.audit.recordAudit>) => {
          await deps.audit.recordAudit(...args);
          throw new Error('failed after the audit row');
        },
      },
    };
    await expect(
      addStaffMember(
        failing,
        { staffId: admin.member.id, address: '127.0.0.1' },
        { email, password, roles: ['support'] },
      ),
    ).rejects.toThrow('failed after the audit row');
    expect((await deps.staff.members.list()).map((m) => m.email)).not.toContain(email);
    expect((await auditOf(admin.auth, 1)).pageInfo.total).toBe(before);
  });
});

describe(`staff administration from the console (${testDbKind()})`, () => {
  const signIn = async (email: string, pass: string) => {
    t.clock.advance(30_000);
    const start = await t.app.inject({ method: 'POST', url: '/staff/api/session', payload: { email, password: pass } });
    expect(start.statusCode).toBe(200);
    return start.json().result as { challengeToken: string; enrolment: { secret: string } | null };
  };
  const finishSignIn = async (challengeToken: string, secret: string) => {
    const { totp } = await import('../../modules/credentials');
    const done = await t.app.inject({
      method: 'POST',
      url: '/staff/api/session/two-factor',
      payload: { challenge_token: challengeToken, code: totp(secret, t.clock.now()) },
    });
    expect(done.statusCode).toBe(200);
    return { authorization: `Bearer ${done.json().result.token}` };
  };

  it('adds a member with a first password answered once; the list shows roles, enrolment and last sign-in', async () => {
    const admin = await signInStaff(t, 'administrator');
    const email = newEmail('console-added');
    const added = await t.app.inject({
      method: 'POST',
      url: '/staff/api/staff-members',
      headers: admin.auth,
      payload: { email, roles: ['support'] },
    });
    expect(added.statusCode).toBe(200);
    const { id, firstPassword } = added.json().result;
    expect(firstPassword).toMatch(/^[\w-]{20,}$/);
    const listed = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/staff/api/staff-members', headers: admin.auth });
      expect(res.statusCode).toBe(200);
      return (res.json().result as Record<string, unknown>[]).find((m) => m.id === id);
    };
    expect(await listed()).toMatchObject({ roles: ['support'], twoFactorEnrolled: false, lastSignInAt: null });
    // Never shown again: neither in the list nor in the audit row.
    expect(JSON.stringify(await listed())).not.toContain(firstPassword);
    expect(JSON.stringify((await auditOf(admin.auth)).result)).not.toContain(firstPassword);

    const { challengeToken, enrolment } = await signIn(email, firstPassword);
    await finishSignIn(challengeToken, enrolment!.secret);
    expect(await listed()).toMatchObject({ twoFactorEnrolled: true, lastSignInAt: t.clock.now().toISOString() });
  });

  it('resets a member’s two-factor: sessions end, the next sign-in enrols a new secret; audited; not one’s own', async () => {
    const admin = await signInStaff(t, 'administrator');
    const email = newEmail('lost-phone');
    const { member, firstPassword } = await addStaffMember(
      staffFlowDeps(t),
      { staffId: admin.member.id, address: '127.0.0.1' },
      { email, roles: ['finance'] },
    );
    const first = await signIn(email, firstPassword!);
    const session = await finishSignIn(first.challengeToken, first.enrolment!.secret);
    expect((await signIn(email, firstPassword!)).enrolment).toBeNull();

    const reset = await t.app.inject({
      method: 'POST',
      url: `/staff/api/staff-members/${member.id}/reset-two-factor`,
      headers: admin.auth,
    });
    expect(reset.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/staff/api/me', headers: session })).statusCode).toBe(401);
    const again = await signIn(email, firstPassword!);
    expect(again.enrolment?.secret).toEqual(expect.any(String));
    expect(again.enrolment?.secret).not.toBe(first.enrolment!.secret);
    await finishSignIn(again.challengeToken, again.enrolment!.secret);

    const [row] = (await auditOf(admin.auth)).result.filter(
      (r) => r.subjectId === member.id && r.action === 'staff.reset_two_factor',
    );
    expect(row).toMatchObject({
      staffId: admin.member.id,
      before: { twoFactorEnrolled: true },
      after: { twoFactorEnrolled: false },
    });
    expect(JSON.stringify(row)).not.toContain(first.enrolment!.secret);

    const own = await t.app.inject({
      method: 'POST',
      url: `/staff/api/staff-members/${admin.member.id}/reset-two-factor`,
      headers: admin.auth,
    });
    expect(own.statusCode).toBe(409);
  });

  it('refuses to take the administrator role from the last unlocked administrator, and writes nothing', async () => {
    const admin = await signInStaff(t, 'administrator');
    const before = (await auditOf(admin.auth)).pageInfo.total;
    const drop = await t.app.inject({
      method: 'PUT',
      url: `/staff/api/staff-members/${admin.member.id}/roles`,
      headers: admin.auth,
      payload: { roles: ['support'] },
    });
    expect(drop.statusCode).toBe(409);
    expect(drop.json().error.message).toMatch(/last administrator/);
    expect((await auditOf(admin.auth)).pageInfo.total).toBe(before);

    // With a second administrator, the first may step down.
    const email = newEmail('second-admin');
    const { member, firstPassword } = await addStaffMember(
      staffFlowDeps(t),
      { staffId: admin.member.id, address: '127.0.0.1' },
      { email, roles: ['administrator'] },
    );
    const second = await signIn(email, firstPassword!);
    const secondAuth = await finishSignIn(second.challengeToken, second.enrolment!.secret);
    const stepDown = await t.app.inject({
      method: 'PUT',
      url: `/staff/api/staff-members/${admin.member.id}/roles`,
      headers: admin.auth,
      payload: { roles: ['support'] },
    });
    expect(stepDown.statusCode).toBe(200);
    // Now the second is the last one; give the demo administrator the role back for the other tests.
    const last = await t.app.inject({
      method: 'PUT',
      url: `/staff/api/staff-members/${member.id}/roles`,
      headers: secondAuth,
      payload: { roles: ['finance'] },
    });
    expect(last.statusCode).toBe(409);
    const back = await t.app.inject({
      method: 'PUT',
      url: `/staff/api/staff-members/${admin.member.id}/roles`,
      headers: secondAuth,
      payload: { roles: ['administrator'] },
    });
    expect(back.statusCode).toBe(200);
    // And the second steps down, leaving the demo administrator the only one again.
    const leave = await t.app.inject({
      method: 'PUT',
      url: `/staff/api/staff-members/${member.id}/roles`,
      headers: secondAuth,
      payload: { roles: ['finance'] },
    });
    expect(leave.statusCode).toBe(200);
  });

  it('two administrators stepping down at once: one is refused, so an administrator remains', async () => {
    const admin = await signInStaff(t, 'administrator');
    const email = newEmail('twin-admin');
    const { firstPassword } = await addStaffMember(
      staffFlowDeps(t),
      { staffId: admin.member.id, address: '127.0.0.1' },
      { email, roles: ['administrator'] },
    );
    const start = await signIn(email, firstPassword!);
    const twin = await finishSignIn(start.challengeToken, start.enrolment!.secret);
    const twinId: string = (await t.app.inject({ method: 'GET', url: '/staff/api/me', headers: twin })).json().result
      .id;
    const stepDown = (auth: Record<string, string>, id: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/staff/api/staff-members/${id}/roles`,
        headers: auth,
        payload: { roles: ['support'] },
      });
    const answers = await Promise.all([stepDown(admin.auth, admin.member.id), stepDown(twin, twinId)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await t.app.staff.members.hasAdministrator()).toBe(true);
    // Whoever stayed administrator gives the demo administrator the role back for the other tests.
    const stayed = answers[0]!.statusCode === 409 ? admin.auth : twin;
    const back = await t.app.inject({
      method: 'PUT',
      url: `/staff/api/staff-members/${admin.member.id}/roles`,
      headers: stayed,
      payload: { roles: ['administrator'] },
    });
    expect(back.statusCode).toBe(200);
  });
});
