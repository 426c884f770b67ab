import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodPassword, newEmail, signedIn, signupBody } from '../../tests/identity-helpers';
import {
  codeFor,
  createStaffTestApp,
  demoStaffOf,
  STAFF_TEST_AUTH_SECRET,
  type StaffTestApp,
} from '../../tests/staff-helpers';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { createSecrets, totp, UNREADABLE_SECRET_FIX } from '../modules/credentials';
import { resealSecrets } from './reseal-secrets.command';

/**
 * Key rotation (issue 29's keys, docs/decisions/347): a shop started with a new AUTH_SECRET over a
 * database whose secrets were sealed under the old one answers the staff's and the customers'
 * code steps with a clear `secret_unreadable` envelope, logged once with what to do; with the old
 * secret in AUTH_SECRET_PREVIOUS they sign in; `npm run reseal-secrets` (resealSecrets) seals
 * everything under the new one, after which the new secret alone is enough.
 */
const OLD = STAFF_TEST_AUTH_SECRET;
const NEW = 'the-new-server-secret-after-a-rotation-0123';
const logLines: string[] = [];

let old: StaffTestApp;
type App = Awaited<ReturnType<typeof buildApp>>;
const opened: App[] = [];

/** Another process of the shop on the same database, with these server secrets. */
async function shopWith(authSecret: string, authSecretsPrevious: string[] = []): Promise<App> {
  const app = await buildApp({
    config: testConfig({ authSecret, authSecretsPrevious, logLevel: 'error' }),
    database: old.database,
    clock: old.clock,
    logStream: { write: (line: string) => logLines.push(line) },
  });
  await app.ready();
  opened.push(app);
  return app;
}

let customer: { email: string; secret: string };

beforeAll(async () => {
  // The demo staff's authenticator secrets are sealed under OLD; so is this customer's.
  old = await createStaffTestApp();
  const email = newEmail('rotation');
  const who = signedIn(email, await old.app.inject({ method: 'POST', url: '/v2/signup', payload: signupBody(email) }));
  const begin = await old.app.inject({
    method: 'POST',
    url: '/v2/customer/two-factor-auth/authenticator',
    headers: who.auth,
  });
  const { secret } = begin.json().result;
  const on = await old.app.inject({
    method: 'PUT',
    url: '/v2/customer/two-factor-auth/authenticator',
    headers: who.auth,
    payload: { code: totp(secret, old.clock.now()) },
  });
  expect(on.statusCode, on.body).toBe(200);
  customer = { email, secret };
});
afterAll(async () => {
  for (const app of opened) await app.close();
  await old?.close();
});

/** A staff member's sign-in through both steps on this shop: the code step's answer. */
async function staffSignIn(app: App) {
  const member = demoStaffOf('finance');
  old.clock.advance(30_000);
  const start = await app.inject({
    method: 'POST',
    url: '/staff/api/session',
    payload: { email: member.email, password: member.password },
  });
  if (start.statusCode !== 200) return start;
  return app.inject({
    method: 'POST',
    url: '/staff/api/session/two-factor',
    payload: { challenge_token: start.json().result.challengeToken, code: codeFor(old, member.totpSecret) },
  });
}

/** The customer's sign-in with an authenticator code on this shop. */
async function customerSignIn(app: App) {
  old.clock.advance(30_000);
  return app.inject({
    method: 'POST',
    url: '/v2/login',
    payload: { email: customer.email, password: goodPassword, otp: totp(customer.secret, old.clock.now()) },
  });
}

describe('a new AUTH_SECRET over secrets sealed under the old one', () => {
  it('answers the code steps with a clear secret_unreadable envelope, logged once with the fix and no secret', async () => {
    const stale = await shopWith(NEW);
    const answers = [await staffSignIn(stale), await staffSignIn(stale), await customerSignIn(stale)];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(500);
      expect(res.json().error.code).toBe('secret_unreadable');
      expect(res.json().error.message).toMatch(/cannot open a stored secret/);
    }
    const told = logLines.filter((line) => line.includes('AUTH_SECRET_PREVIOUS'));
    expect(told.length).toBe(1);
    expect(JSON.parse(told[0] ?? '{}').msg).toBe(UNREADABLE_SECRET_FIX);
    const everything = logLines.join('\n');
    for (const secret of [OLD, NEW, customer.secret, demoStaffOf('finance').totpSecret]) {
      expect(everything).not.toContain(secret);
    }
    expect(everything).not.toContain('request failed');
  });

  it('signs in with the old secret in AUTH_SECRET_PREVIOUS, and after the reseal with the new one alone', async () => {
    const rotated = await shopWith(NEW, [OLD]);
    expect((await staffSignIn(rotated)).statusCode).toBe(200);
    expect((await customerSignIn(rotated)).statusCode).toBe(200);

    // A Direct Debit Request's account number sealed under the old secret (decision 522).
    const sealedOld = await createSecrets(OLD).encrypt('987654321');
    await old.db.execute(
      sql`insert into funds_direct_debit_mandates (id, customer_id, account_name, bsb, account_number_sealed,
          account_number_last3, agreement_version, status, created_at)
          values ('dd-rotation', 'c-rotation', 'Jo Citizen', '082-902', ${sealedOld}, '321', '2026-11-28', 'active', now())`,
    );
    const said: string[] = [];
    await resealSecrets(old.db, createSecrets([NEW, OLD]), (line) => said.push(line));
    expect(said[0]).toMatch(
      /[1-9]\d* staff authenticator secret\(s\), 1 customer two-factor setting\(s\), 1 direct debit account number\(s\)/,
    );
    expect(said.join(' ')).not.toContain('987654321');
    const rows = await old.db.execute(
      sql`select account_number_sealed as s from funds_direct_debit_mandates where id = 'dd-rotation'`,
    );
    const sealedNew = (rows as unknown as { rows: { s: string }[] }).rows[0]?.s ?? '';
    expect(await createSecrets(NEW).decrypt(sealedNew)).toBe('987654321');
    // Run again, nothing is left to seal.
    const again: string[] = [];
    await resealSecrets(old.db, createSecrets([NEW, OLD]), (line) => again.push(line));
    expect(again[0]).toMatch(/: 0 staff authenticator secret\(s\), 0 customer two-factor setting\(s\), 0 direct/);

    const renewed = await shopWith(NEW);
    const staff = await staffSignIn(renewed);
    expect(staff.statusCode, staff.body).toBe(200);
    expect((await customerSignIn(renewed)).statusCode).toBe(200);
    // The old secret alone opens nothing any more.
    expect((await staffSignIn(await shopWith(OLD))).statusCode).toBe(500);
  });
});
