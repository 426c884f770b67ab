import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../../tests/helpers';
import { goodPassword, type IdentityTestApp, signUp } from '../../../tests/identity-helpers';
import { fundWallet } from '../../../tests/ledger-helpers';
import { createStaffTestApp, type StaffTestApp, signInStaff } from '../../../tests/staff-helpers';
import { sqlState } from '../../db/client';

let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp();
});
afterAll(() => t.close());

const profileOf = async (auth: Record<string, string>, customerId: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/staff/api/customers/${customerId}`, headers: auth });
  expect(res.statusCode).toBe(200);
  return res;
};

const auditRows = async (subjectId: string, action: string) => {
  const admin = await signInStaff(t, 'administrator');
  const res = await t.app.inject({
    method: 'GET',
    url: `/staff/api/audit?limit=200&action=${encodeURIComponent(action)}`,
    headers: admin.auth,
  });
  return (
    res.json().result as { subjectId: string; staffId: string; before: unknown; after: unknown; address: string }[]
  ).filter((r) => r.subjectId === subjectId);
};

/** Every key of a JSON answer, however deep. */
const keysOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(keysOf)
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)])
      : [];

describe(`customer verification (${testDbKind()})`, () => {
  it('support records a check with the document and reason; the profile shows it; before and after are audited', async () => {
    const customer = await signUp(t as unknown as IdentityTestApp);
    const support = await signInStaff(t, 'support');
    expect((await profileOf(support.auth, customer.customerId)).json().result.verification).toMatchObject({
      status: 'unverified',
      checkedBy: null,
    });

    const set = (auth: Record<string, string>, payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/staff/api/customers/${customer.customerId}/verification`,
        headers: { ...auth, 'x-forwarded-for': '203.0.113.9' },
        payload,
      });
    const noDocument = await set(support.auth, { status: 'verified', reason: 'Looked fine' });
    expect(noDocument.statusCode).toBe(400);

    const verified = await set(support.auth, {
      status: 'verified',
      document_type: 'drivers_licence',
      reason: 'Licence matches name and date of birth',
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().result).toMatchObject({
      status: 'verified',
      documentType: 'drivers_licence',
      checkedBy: support.member.id,
      checkedAt: t.clock.now().toISOString(),
    });
    const finance = await signInStaff(t, 'finance');
    expect(
      (await set(finance.auth, { status: 'failed', document_type: 'passport', reason: 'Passport expired' })).statusCode,
    ).toBe(200);
    expect((await profileOf(support.auth, customer.customerId)).json().result.verification).toMatchObject({
      status: 'failed',
      documentType: 'passport',
      reason: 'Passport expired',
      checkedBy: finance.member.id,
    });

    const rows = await auditRows(customer.customerId, 'customer.verification');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      staffId: support.member.id,
      before: { status: 'unverified' },
      after: { status: 'verified', documentType: 'drivers_licence' },
    });
    expect(rows[0]).toMatchObject({
      staffId: finance.member.id,
      before: { status: 'verified' },
      after: { status: 'failed', documentType: 'passport' },
    });
  });

  it('refuses a draw operator or content editor, and a customer who does not exist', async () => {
    const customer = await signUp(t as unknown as IdentityTestApp);
    for (const role of ['draw_operator', 'content_editor', 'administrator'] as const) {
      const staff = await signInStaff(t, role);
      const res = await t.app.inject({
        method: 'PUT',
        url: `/staff/api/customers/${customer.customerId}/verification`,
        headers: staff.auth,
        payload: { status: 'verified', document_type: 'passport', reason: 'Not mine to say' },
      });
      expect(res.statusCode, role).toBe(403);
    }
    const support = await signInStaff(t, 'support');
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/staff/api/customers/nobody-at-all/verification',
      headers: support.auth,
      payload: { status: 'verified', document_type: 'passport', reason: 'Nobody' },
    });
    expect(missing.statusCode).toBe(404);
    expect(await auditRows('nobody-at-all', 'customer.')).toEqual([]);
  });
});

describe(`customer notes (${testDbKind()})`, () => {
  it('support adds notes; the profile lists them newest first with author and time; each is audited', async () => {
    const customer = await signUp(t as unknown as IdentityTestApp);
    const support = await signInStaff(t, 'support');
    const add = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: `/staff/api/customers/${customer.customerId}/notes`,
        headers: support.auth,
        payload: { body },
      });
    expect((await add('  ')).statusCode).toBe(400);
    expect((await add('Called about a missing prize email')).statusCode).toBe(200);
    t.clock.advance(60_000);
    const second = await add('Resent the prize email; customer confirmed');
    expect(second.json().result).toMatchObject({
      authorId: support.member.id,
      authorEmail: support.member.email,
      createdAt: t.clock.now().toISOString(),
    });

    const { notes } = (await profileOf(support.auth, customer.customerId)).json().result;
    expect(notes.map((n: { body: string }) => n.body)).toEqual([
      'Resent the prize email; customer confirmed',
      'Called about a missing prize email',
    ]);
    const rows = await auditRows(customer.customerId, 'customer.note');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ before: null, after: { body: 'Resent the prize email; customer confirmed' } });

    const editor = await signInStaff(t, 'content_editor');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/staff/api/customers/${customer.customerId}/notes`,
      headers: editor.auth,
      payload: { body: 'Not mine to write' },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses, in the database itself, to change or delete a note', async () => {
    const customer = await signUp(t as unknown as IdentityTestApp);
    const support = await signInStaff(t, 'support');
    await t.app.inject({
      method: 'POST',
      url: `/staff/api/customers/${customer.customerId}/notes`,
      headers: support.auth,
      payload: { body: 'Original words' },
    });
    const refusal = async (statement: ReturnType<typeof sql>) => {
      try {
        await t.db.execute(statement);
      } catch (err) {
        return sqlState(err);
      }
      return undefined;
    };
    const id = customer.customerId;
    expect(await refusal(sql`update customer_notes set body = 'forged' where customer_id = ${id}`)).toBe('23001');
    expect(await refusal(sql`delete from customer_notes where customer_id = ${id}`)).toBe('23001');
    expect(await refusal(sql`truncate customer_notes`)).toBe('23001');
    const { notes } = (await profileOf(support.auth, id)).json().result;
    expect(notes.map((n: { body: string }) => n.body)).toEqual(['Original words']);
  });
});

describe(`what support sees of a customer (${testDbKind()})`, () => {
  it('a full profile carries no password, hash, token, secret or card field, and none of the customer’s credentials', async () => {
    const customer = await signUp(t as unknown as IdentityTestApp);
    await fundWallet(t.app, customer.customerId, { amount: 5_000, currency: 'AUD' });
    const support = await signInStaff(t, 'support');
    await t.app.inject({
      method: 'POST',
      url: `/staff/api/customers/${customer.customerId}/notes`,
      headers: support.auth,
      payload: { body: 'Asked about limits' },
    });
    await t.app.inject({
      method: 'PUT',
      url: `/staff/api/customers/${customer.customerId}/verification`,
      headers: support.auth,
      payload: { status: 'verified', document_type: 'passport', reason: 'Passport matches' },
    });
    const res = await profileOf(support.auth, customer.customerId);
    const profile = res.json().result;
    expect(profile.transactions.length).toBeGreaterThan(0);
    expect(profile.notes).toHaveLength(1);
    const forbidden = /password|hash|token|secret|totp|card|pan$|cvv|cvc|expiry|accountNumber|bsb/i;
    expect(keysOf(profile).filter((k) => forbidden.test(k))).toEqual([]);
    for (const credential of [goodPassword, customer.accessToken, customer.refreshToken, 'argon2']) {
      expect(res.body).not.toContain(credential);
    }
  });
});
