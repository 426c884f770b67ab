import type { StaffRole } from '@drawline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IdentityTestApp, signUp } from '../../tests/identity-helpers';
import { codeFor, createStaffTestApp, demoStaffOf, type StaffTestApp } from '../../tests/staff-helpers';
import { cryptoRandom } from '../lib/random';
import { runStaffCommand } from './run-staff-command';

/**
 * `npm run staff -- customers ask-upgrade` (decision 469): support asks a customer to complete
 * their details, with its audit row; `--withdraw` takes it back; anyone else, an unknown email or
 * a hostile one changes nothing.
 */
let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp();
});
afterAll(() => t.close());

async function cli(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runStaffCommand(argv, {
    db: t.db,
    clock: t.clock,
    random: cryptoRandom,
    staff: t.app.staff,
    audit: t.app.audit,
    address: 'cli:tester@test-host',
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
const as = (role: StaffRole) => {
  const member = demoStaffOf(role);
  t.clock.advance(30_000);
  return ['--as', member.email, '--code', codeFor(t, member.totpSecret)];
};
const auditTotal = async () => (await t.app.audit.listAudit({ limit: 1, offset: 0 })).total;

describe('customers ask-upgrade', () => {
  it('flags the customer with an audit row, and --withdraw takes it back', async () => {
    const who = await signUp(t as unknown as IdentityTestApp);
    const flag = async () =>
      (await t.app.inject({ method: 'GET', url: '/v2/customer', headers: who.auth })).json().result.accountUpgrade;
    const asked = await cli(['customers', 'ask-upgrade', '--email', who.email.toUpperCase(), ...as('support')]);
    expect(asked.err).toBe('');
    expect(asked.code).toBe(0);
    expect(await flag()).toBe(true);
    const [row] = (await t.app.audit.listAudit({ limit: 1, offset: 0 })).entries;
    expect(row).toMatchObject({
      action: 'customer.account_upgrade.ask',
      subjectId: who.customerId,
      before: { accountUpgrade: false },
      after: { accountUpgrade: true },
    });
    expect((await cli(['customers', 'ask-upgrade', '--email', who.email, '--withdraw', ...as('support')])).code).toBe(
      0,
    );
    expect(await flag()).toBe(false);
  });

  it('refuses another role, an unknown email and a hostile one, writing nothing', async () => {
    const who = await signUp(t as unknown as IdentityTestApp);
    const before = await auditTotal();
    expect((await cli(['customers', 'ask-upgrade', '--email', who.email, ...as('finance')])).code).not.toBe(0);
    const unknown = await cli(['customers', 'ask-upgrade', '--email', 'nobody@example.test', ...as('support')]);
    expect(unknown.code).not.toBe(0);
    expect(unknown.err).toMatch(/No open account/);
    for (const email of ['a\u0000b@example.test', '\ud800@x.test', 'x'.repeat(100_000)]) {
      expect((await cli(['customers', 'ask-upgrade', '--email', email, ...as('support')])).code).not.toBe(0);
    }
    expect(await auditTotal()).toBe(before);
    const me = await t.app.inject({ method: 'GET', url: '/v2/customer', headers: who.auth });
    expect(me.json().result.accountUpgrade).toBe(false);
  });
});
