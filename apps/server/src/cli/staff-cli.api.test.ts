import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDbKind } from '../../tests/helpers';
import { newEmail } from '../../tests/identity-helpers';
import {
  codeFor,
  createStaffTestApp,
  demoStaffOf,
  STAFF_TEST_AUTH_SECRET,
  type StaffTestApp,
} from '../../tests/staff-helpers';
import { fixedClock } from '../lib/clock';
import { cryptoRandom } from '../lib/random';
import { runStaffCommand } from './run-staff-command';

const ADDRESS = 'cli:tester@test-host';

/** Runs a command line against a test app's modules; answers the exit code and what it wrote. */
async function cli(t: Pick<TestApp, 'app' | 'db'>, clock: ReturnType<typeof fixedClock>, argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runStaffCommand(argv, {
    db: t.db,
    clock,
    random: cryptoRandom,
    staff: t.app.staff,
    audit: t.app.audit,
    address: ADDRESS,
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp();
});
afterAll(() => t.close());

const auditTotal = async () => (await t.app.audit.listAudit({ limit: 1, offset: 0 })).total;

describe(`the staff command line (${testDbKind()})`, () => {
  const admin = demoStaffOf('administrator');
  /** The administrator's code of the next time step: each command spends one. */
  const asAdmin = () => {
    t.clock.advance(30_000);
    return ['--as', admin.email, '--code', codeFor(t, admin.totpSecret)];
  };

  it('adds a member, sets roles, locks and unlocks, as an administrator with a code, each with its audit row', async () => {
    const email = newEmail('cli-added');
    const added = await cli(t, t.clock, ['add', '--email', email, '--roles', 'support', ...asAdmin()]);
    expect(added.err).toBe('');
    expect(added.code).toBe(0);
    expect(added.out).toMatch(/Password \(shown once\): \S{20,}/);
    expect(
      (await cli(t, t.clock, ['roles', '--email', email, '--set', 'finance,draw_operator', ...asAdmin()])).out,
    ).toBe(`${email} now holds draw_operator, finance.`);
    expect((await cli(t, t.clock, ['lock', '--email', email, '--reason', 'on leave', ...asAdmin()])).code).toBe(0);
    expect((await cli(t, t.clock, ['unlock', '--email', email, ...asAdmin()])).code).toBe(0);

    const { entries } = await t.app.audit.listAudit({ limit: 4, offset: 0 });
    expect(entries.map((e) => e.action)).toEqual(['staff.unlock', 'staff.lock', 'staff.roles', 'staff.add']);
    for (const e of entries) expect(e).toMatchObject({ staffId: admin.id, address: ADDRESS });
  });

  it('refuses a wrong code, a replayed code, a member without the role, and a missing --as, writing nothing', async () => {
    const before = await auditTotal();
    t.clock.advance(30_000);
    const good = codeFor(t, admin.totpSecret);
    const wrong = good === '000000' ? '111111' : '000000';
    const refused = await cli(t, t.clock, [
      'add',
      '--email',
      newEmail(),
      '--roles',
      'support',
      '--as',
      admin.email,
      '--code',
      wrong,
    ]);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('2fa_incorrect');
    expect((await cli(t, t.clock, ['list', '--as', admin.email, '--code', good])).code).toBe(0);
    expect((await cli(t, t.clock, ['list', '--as', admin.email, '--code', good])).err).toContain('2fa_incorrect');

    const finance = demoStaffOf('finance');
    t.clock.advance(30_000);
    const forbidden = await cli(t, t.clock, [
      'add',
      '--email',
      newEmail(),
      '--roles',
      'support',
      '--as',
      finance.email,
      '--code',
      codeFor(t, finance.totpSecret),
    ]);
    expect(forbidden.code).toBe(1);
    expect(forbidden.err).toContain('forbidden');
    const missing = await cli(t, t.clock, ['add', '--email', newEmail(), '--roles', 'support']);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('--as <email> --code');
    expect(await auditTotal()).toBe(before);
    // Clears the wrong codes' count for the other tests.
    expect((await cli(t, t.clock, ['list', ...asAdmin()])).code).toBe(0);
  });

  it('makes the first administrator only while there is none', async () => {
    const refused = await cli(t, t.clock, ['create-admin', '--email', newEmail('second-admin')]);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('An administrator exists already');

    const clock = fixedClock('2026-03-02T01:00:00Z');
    const fresh = await createTestApp({ clock, config: { authSecret: STAFF_TEST_AUTH_SECRET } });
    try {
      const email = newEmail('first-admin');
      const made = await cli(fresh, clock, ['create-admin', '--email', email]);
      expect(made.code).toBe(0);
      const secret = /secret \(shown once\): (\S+)/.exec(made.out)?.[1];
      expect(made.out).toContain(`otpauth://totp/`);
      const [row] = (await fresh.app.audit.listAudit({ limit: 1, offset: 0 })).entries;
      expect(row).toMatchObject({
        action: 'staff.add',
        staffId: null,
        address: ADDRESS,
        after: { email, roles: ['administrator'] },
      });
      // The printed secret is the one enrolled: its code acts as the new administrator.
      const code = (await cli(fresh, clock, ['totp', '--secret', secret!])).out;
      const listed = await cli(fresh, clock, ['list', '--as', email, '--code', code]);
      expect(listed.out).toBe(`${email}\tadministrator`);
    } finally {
      await fresh.close();
    }
  });
});
