import type { StaffRole } from '@drawline/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../tests/cart-helpers';
import { testDbKind } from '../../../tests/helpers';
import { type IdentityTestApp, logIn, newEmail, signUp } from '../../../tests/identity-helpers';
import { expectLedgerBalanced, fundWallet } from '../../../tests/ledger-helpers';
import { addStaff, createStaffTestApp, type StaffTestApp, signInStaff } from '../../../tests/staff-helpers';
import { seedDemoCapabilities } from '../../modules/capabilities';
import { totp } from '../../modules/credentials';

let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp({ config: { balanceCorrectionApprovalAbove: 10_000 } });
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t.db));

const password = 'cobalt-harbour-violin-58';
let keyNo = 0;
const key = () => ({ 'idempotency-key': `console-test-${++keyNo}` });

/** A second finance member (not a demo one): enrols the authenticator at the first sign-in. */
async function signInSecondFinance() {
  const email = newEmail('finance2');
  await addStaff(t, { email, password, roles: ['finance'] });
  t.clock.advance(30_000);
  const start = await t.app.inject({ method: 'POST', url: '/staff/api/session', payload: { email, password } });
  const { challengeToken, enrolment } = start.json().result;
  const done = await t.app.inject({
    method: 'POST',
    url: '/staff/api/session/two-factor',
    payload: { challenge_token: challengeToken, code: totp(enrolment.secret, t.clock.now()) },
  });
  expect(done.statusCode).toBe(200);
  return { authorization: `Bearer ${done.json().result.token}` };
}

async function customerWithCash(cents: number) {
  const customer = await signUp(t as unknown as IdentityTestApp);
  if (cents) await fundWallet(t.app, customer.customerId, { amount: cents, currency: 'AUD' });
  return customer;
}

const fundsOf = async (auth: Record<string, string>, customerId: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/staff/api/customers/${customerId}`, headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json().result;
};

describe(`console staff calls refuse the wrong caller (${testDbKind()})`, () => {
  // Each call with a role that must be refused it (roles are not ranked).
  const calls: { method: 'GET' | 'POST' | 'PUT'; url: string; body?: unknown; wrongRole: StaffRole }[] = [
    { method: 'GET', url: '/staff/api/dashboard', wrongRole: 'content_editor' },
    { method: 'GET', url: '/staff/api/dashboard', wrongRole: 'support' },
    { method: 'GET', url: '/staff/api/customers?q=a', wrongRole: 'content_editor' },
    { method: 'GET', url: '/staff/api/draws/some-draw', wrongRole: 'finance' },
    { method: 'GET', url: '/staff/api/customers/someone', wrongRole: 'draw_operator' },
    {
      method: 'POST',
      url: '/staff/api/customers/someone/balance-corrections',
      body: { amount: 100, reason: 'goodwill' },
      wrongRole: 'support',
    },
    { method: 'GET', url: '/staff/api/balance-corrections', wrongRole: 'support' },
    { method: 'GET', url: '/staff/api/sitewide-banners', wrongRole: 'administrator' },
    { method: 'POST', url: '/staff/api/customers/someone/lock', body: { locked: true }, wrongRole: 'finance' },
    { method: 'GET', url: '/staff/api/vouchers', wrongRole: 'support' },
    {
      method: 'POST',
      url: '/staff/api/vouchers',
      body: { code: 'NOPE10', type: 'voucher_fixed_discount', description: 'Nope', amount: 100 },
      wrongRole: 'finance',
    },
    { method: 'POST', url: '/staff/api/vouchers/WELCOME5/end', wrongRole: 'administrator' },
    { method: 'GET', url: '/staff/api/capabilities', wrongRole: 'finance' },
    {
      method: 'PUT',
      url: '/staff/api/segments/default/capabilities/syndicates',
      body: { on: false },
      wrongRole: 'support',
    },
    { method: 'PUT', url: '/staff/api/sitewide-banners/NSW', body: { text: 'Hello' }, wrongRole: 'support' },
    {
      method: 'PUT',
      url: '/staff/api/customers/someone/verification',
      body: { status: 'verified', document_type: 'passport', reason: 'Matches' },
      wrongRole: 'administrator',
    },
    { method: 'POST', url: '/staff/api/customers/someone/notes', body: { body: 'Hi' }, wrongRole: 'draw_operator' },
    { method: 'POST', url: '/staff/api/staff-members/someone/reset-two-factor', wrongRole: 'support' },
    { method: 'GET', url: '/staff/api/staff-members', wrongRole: 'finance' },
    {
      method: 'POST',
      url: '/staff/api/balance-corrections/x/decision',
      body: { approve: true },
      wrongRole: 'administrator',
    },
  ];

  it.each(calls)('$method $url: 401 without a token or with a customer token, 403 for $wrongRole', async (call) => {
    const customer = await customerWithCash(0);
    const staff = await signInStaff(t, call.wrongRole);
    const send = (headers: Record<string, string>) =>
      t.app.inject({
        method: call.method,
        url: call.url,
        payload: call.body as object,
        headers: { ...headers, ...key() },
      });
    expect((await send({})).statusCode).toBe(401);
    expect((await send(customer.auth)).statusCode).toBe(401);
    const wrong = await send(staff.auth);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().result).toBeNull();
  });
});

describe(`balance corrections (${testDbKind()})`, () => {
  it('books a correction within the threshold at once, as a correction journal with its reason', async () => {
    const customer = await customerWithCash(1_000);
    const finance = await signInStaff(t, 'finance');
    const res = await t.app.inject({
      method: 'POST',
      url: `/staff/api/customers/${customer.customerId}/balance-corrections`,
      headers: { ...finance.auth, ...key() },
      payload: { amount: 2_500, reason: 'Refund of a duplicate charge' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ status: 'approved', journalId: expect.any(String), decidedBy: null });
    const profile = await fundsOf(finance.auth, customer.customerId);
    expect(profile.funds.withdrawableFunds.amount).toBe(3_500);
    expect(profile.transactions[0]).toMatchObject({
      type: 'correction',
      amount: { amount: 2_500, currency: 'AUD' },
      description: 'Balance correction: Refund of a duplicate charge',
    });
  });

  it('above the threshold waits for a second person: the asker is refused, another finance member approves', async () => {
    const customer = await customerWithCash(0);
    const first = await signInStaff(t, 'finance');
    const asked = await t.app.inject({
      method: 'POST',
      url: `/staff/api/customers/${customer.customerId}/balance-corrections`,
      headers: { ...first.auth, ...key() },
      payload: { amount: 25_000, reason: 'Prize paid outside the shop' },
    });
    expect(asked.json().result).toMatchObject({ status: 'pending', journalId: null });
    const correctionId: string = asked.json().result.correctionId;
    expect((await fundsOf(first.auth, customer.customerId)).funds.withdrawableFunds.amount).toBe(0);

    const pending = await t.app.inject({ method: 'GET', url: '/staff/api/balance-corrections', headers: first.auth });
    expect(pending.json().result.map((c: { correctionId: string }) => c.correctionId)).toContain(correctionId);

    const self = await t.app.inject({
      method: 'POST',
      url: `/staff/api/balance-corrections/${correctionId}/decision`,
      headers: { ...first.auth, ...key() },
      payload: { approve: true },
    });
    expect(self.statusCode).toBe(403);
    expect((await fundsOf(first.auth, customer.customerId)).funds.withdrawableFunds.amount).toBe(0);

    const second = await signInSecondFinance();
    const approved = await t.app.inject({
      method: 'POST',
      url: `/staff/api/balance-corrections/${correctionId}/decision`,
      headers: { ...second, ...key() },
      payload: { approve: true },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().result).toMatchObject({ status: 'approved', journalId: expect.any(String) });
    const profile = await fundsOf(second, customer.customerId);
    expect(profile.funds.withdrawableFunds.amount).toBe(25_000);
    expect(profile.transactions[0]).toMatchObject({ type: 'correction', amount: { amount: 25_000 } });

    // Decided once: a second approval moves nothing.
    const again = await t.app.inject({
      method: 'POST',
      url: `/staff/api/balance-corrections/${correctionId}/decision`,
      headers: { ...second, ...key() },
      payload: { approve: true },
    });
    expect(again.statusCode).toBe(409);

    const admin = await signInStaff(t, 'administrator');
    const audit = await t.app.inject({ method: 'GET', url: '/staff/api/audit?limit=10', headers: admin.auth });
    const rows = audit.json().result.filter((r: { subjectId: string }) => r.subjectId === customer.customerId);
    expect(rows.map((r: { action: string }) => r.action)).toEqual([
      'balance_correction.approve',
      'balance_correction.request',
    ]);
    expect(rows[0].before).toMatchObject({ status: 'pending' });
    expect(rows[0].after).toMatchObject({ status: 'approved' });
  });

  it('a correction never takes the customer below zero, and a refused one leaves no row', async () => {
    const customer = await customerWithCash(500);
    const finance = await signInStaff(t, 'finance');
    const res = await t.app.inject({
      method: 'POST',
      url: `/staff/api/customers/${customer.customerId}/balance-corrections`,
      headers: { ...finance.auth, ...key() },
      payload: { amount: -600, reason: 'Chargeback' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().messages[0].code).toBe('insufficient_funds');
    expect((await fundsOf(finance.auth, customer.customerId)).corrections).toEqual([]);
  });

  it('a retry with the same idempotency key books once', async () => {
    const customer = await customerWithCash(0);
    const finance = await signInStaff(t, 'finance');
    const headers = { ...finance.auth, ...key() };
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/staff/api/customers/${customer.customerId}/balance-corrections`,
        headers,
        payload: { amount: 700, reason: 'Goodwill' },
      });
    const [a, b] = [await send(), await send()];
    expect(b.json().result.correctionId).toBe(a.json().result.correctionId);
    expect((await fundsOf(finance.auth, customer.customerId)).funds.withdrawableFunds.amount).toBe(700);
  });
});

describe(`customers and dashboard for staff (${testDbKind()})`, () => {
  it('support finds a customer by email, name and id, and never sees a password hash or token', async () => {
    const customer = await customerWithCash(0);
    const support = await signInStaff(t, 'support');
    for (const q of [customer.email.slice(0, 12), customer.customerId]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/staff/api/customers?q=${encodeURIComponent(q)}`,
        headers: support.auth,
      });
      expect(res.json().result.map((c: { customerId: string }) => c.customerId)).toContain(customer.customerId);
    }
    const profile = await t.app.inject({
      method: 'GET',
      url: `/staff/api/customers/${customer.customerId}`,
      headers: support.auth,
    });
    expect(profile.body).not.toMatch(/password|hash|token|argon/i);
    expect(profile.json().result).toMatchObject({ upcomingTickets: [], pastTickets: [], transactions: [] });
  });

  it('the dashboard shows sales per offer today and this week, and corrections waiting for a second person', async () => {
    const finance = await signInStaff(t, 'finance');
    const before = await t.app.inject({ method: 'GET', url: '/staff/api/dashboard', headers: finance.auth });
    expect(before.statusCode).toBe(200);
    expect(before.json().result).toMatchObject({ salesToday: [], prizesHeld: [] });

    const buyer = await customerWithCash(5_000);
    await t.db.transaction((tx) =>
      t.app.wallet.spendFromWallet(tx, {
        customerId: buyer.customerId,
        amount: { amount: 1_200, currency: 'AUD' },
        reference: `dashboard-test-${buyer.customerId}`,
        offerLines: [{ productOfferKey: 'dashboard-offer', amount: { amount: 1_200, currency: 'AUD' } }],
      }),
    );
    await t.app.inject({
      method: 'POST',
      url: `/staff/api/customers/${buyer.customerId}/balance-corrections`,
      headers: { ...finance.auth, ...key() },
      payload: { amount: 50_000, reason: 'Waits' },
    });
    const after = (await t.app.inject({ method: 'GET', url: '/staff/api/dashboard', headers: finance.auth })).json()
      .result;
    const sale = { offerKey: 'dashboard-offer', sales: { amount: 1_200, currency: 'AUD' } };
    expect(after.salesToday).toEqual([expect.objectContaining(sale)]);
    expect(after.salesThisWeek).toEqual([expect.objectContaining(sale)]);
    expect(after.correctionsAwaitingApproval).toBe(before.json().result.correctionsAwaitingApproval + 1);
  });

  it("support reads a customer's spend limit and break from play on the profile", async () => {
    const customer = await customerWithCash(0);
    const support = await signInStaff(t, 'support');
    const limitsOf = async () =>
      (await fundsOf(support.auth, customer.customerId)).limits as {
        spend: { period: string; amount: { amount: number } }[];
        deposit: unknown[];
        precommitment: unknown;
        selfExclusion: { excluded: boolean; indefinite: boolean };
      };
    expect(await limitsOf()).toMatchObject({
      spend: [],
      deposit: [],
      precommitment: null,
      selfExclusion: { excluded: false },
    });
    const as_ = as(t as unknown as IdentityTestApp, customer);
    expect((await as_.put('/v2/spend-limits/weekly', { limit: '25.00' })).statusCode).toBe(200);
    expect((await as_.post('/v2/self-exclusion', { period: 'indefinite' })).statusCode).toBe(200);
    const after = await limitsOf();
    expect(after.spend).toEqual([
      expect.objectContaining({ period: 'weekly', amount: { amount: 2_500, currency: 'AUD' } }),
    ]);
    expect(after.selfExclusion).toMatchObject({ excluded: true, indefinite: true });
  });

  it('the dashboard counts the withdrawals waiting in the finance queue until they are paid', async () => {
    const finance = await signInStaff(t, 'finance');
    const waiting = async () =>
      (await t.app.inject({ method: 'GET', url: '/staff/api/dashboard', headers: finance.auth })).json().result
        .withdrawalsWaiting as number;
    const before = await waiting();
    const customer = await customerWithCash(5_000);
    const account = await as(t as unknown as IdentityTestApp, customer).post('/v2/funds/bank-account', {
      code: 'tt',
      type: 'national',
      account_name: 'Jo Citizen',
      account_number: '12345678',
      bank_code: '062-000',
    });
    const asked = await as(t as unknown as IdentityTestApp, customer).post(
      `/v2/funds/${account.json().result.id}/withdraw`,
      { amount: '20.00', code: 'tt', bank_type: 'national' },
      key(),
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const { withdrawId } = asked.json().result;
    expect(await waiting()).toBe(before + 1);
    for (const step of ['approve', 'mark-paid']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/staff/api/withdrawals/${withdrawId}/${step}`,
        headers: finance.auth,
      });
      expect(res.statusCode, res.body).toBe(200);
      // Approved still waits (to be paid); paid leaves the queue.
      expect(await waiting()).toBe(step === 'approve' ? before + 1 : before);
    }
  });
});

describe(`sitewide banner from the console (${testDbKind()})`, () => {
  it('a content editor sets a state banner: visitors of that state read it, and the audit row holds before and after', async () => {
    const editor = await signInStaff(t, 'content_editor');
    const put = await t.app.inject({
      method: 'PUT',
      url: '/staff/api/sitewide-banners/WA',
      headers: editor.auth,
      payload: { text: 'Western draws close at 6 pm.' },
    });
    expect(put.statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/staff/api/sitewide-banners', headers: editor.auth });
    expect(list.json().result).toContainEqual(
      expect.objectContaining({ stateCode: 'WA', text: 'Western draws close at 6 pm.' }),
    );
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/staff/api/sitewide-banners/nowhere',
      headers: editor.auth,
      payload: { text: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    const admin = await signInStaff(t, 'administrator');
    const audit = await t.app.inject({
      method: 'GET',
      url: '/staff/api/audit?action=sitewide_banner.',
      headers: admin.auth,
    });
    expect(audit.json().result[0]).toMatchObject({
      action: 'sitewide_banner.set',
      subjectId: 'WA',
      before: null,
      after: { text: 'Western draws close at 6 pm.' },
      staffId: editor.member.id,
    });
  });
});

describe(`customer lock (${testDbKind()})`, () => {
  it('support locks a customer: the session ends and sign-in is refused; unlocked, the customer signs in again; both audited', async () => {
    const customer = await customerWithCash(0);
    const me = () => t.app.inject({ method: 'GET', url: '/v2/customer', headers: customer.auth });
    expect((await me()).statusCode).toBe(200);
    const support = await signInStaff(t, 'support');
    const lock = await t.app.inject({
      method: 'POST',
      url: `/staff/api/customers/${customer.customerId}/lock`,
      headers: support.auth,
      payload: { locked: true, reason: 'Asked by the customer on the phone' },
    });
    expect(lock.statusCode).toBe(200);
    expect(lock.json().result).toMatchObject({
      lockedAt: expect.any(String),
      lockReason: 'Asked by the customer on the phone',
    });
    expect((await me()).statusCode).toBe(401);
    const refused = await logIn(t as unknown as IdentityTestApp, customer.email);
    expect(refused.statusCode).toBe(423);
    expect(refused.json().messages[0].code).toBe('customer_locked');

    const unlock = await t.app.inject({
      method: 'POST',
      url: `/staff/api/customers/${customer.customerId}/lock`,
      headers: support.auth,
      payload: { locked: false },
    });
    expect(unlock.json().result).toMatchObject({ lockedAt: null });
    expect((await logIn(t as unknown as IdentityTestApp, customer.email)).statusCode).toBe(200);

    const admin = await signInStaff(t, 'administrator');
    const audit = await t.app.inject({ method: 'GET', url: '/staff/api/audit?action=customer.', headers: admin.auth });
    expect(
      audit
        .json()
        .result.slice(0, 2)
        .map((r: { action: string }) => r.action),
    ).toEqual(['customer.unlock', 'customer.lock']);
  });
});

describe(`vouchers from the console (${testDbKind()})`, () => {
  it('a content editor creates a voucher with its terms, is refused a duplicate code, ends it; each audited', async () => {
    const editor = await signInStaff(t, 'content_editor');
    const create = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/staff/api/vouchers', headers: editor.auth, payload });
    const made = await create({
      code: 'spring25',
      type: 'voucher_percent_discount',
      description: '25% off in spring',
      percent_off: 25,
      minimum_spend: 2000,
    });
    expect(made.statusCode).toBe(200);
    expect(made.json().result).toMatchObject({ code: 'SPRING25', percentOff: 25, amount: null, active: true });
    expect(
      (await create({ code: 'SPRING25', type: 'voucher_fixed_discount', description: 'Again', amount: 100 }))
        .statusCode,
    ).toBe(409);
    // The expiring type needs its expiry, and only it has one.
    expect(
      (await create({ code: 'LATE5', type: 'voucher_fixed_discount_expire', description: 'Late', amount: 500 }))
        .statusCode,
    ).toBe(400);

    const ended = await t.app.inject({ method: 'POST', url: '/staff/api/vouchers/spring25/end', headers: editor.auth });
    expect(ended.json().result).toMatchObject({ code: 'SPRING25', active: false });
    const list = await t.app.inject({ method: 'GET', url: '/staff/api/vouchers', headers: editor.auth });
    expect(list.json().result).toContainEqual(expect.objectContaining({ code: 'SPRING25', active: false }));

    const admin = await signInStaff(t, 'administrator');
    const audit = await t.app.inject({ method: 'GET', url: '/staff/api/audit?action=voucher.', headers: admin.auth });
    expect(audit.json().result.map((r: { action: string }) => r.action)).toEqual(['voucher.end', 'voucher.create']);
  });
});

describe(`capabilities per segment from the console (${testDbKind()})`, () => {
  it('a content editor turns a capability off for one segment and on again; the public capabilities follow; audited', async () => {
    await seedDemoCapabilities(t.db);
    const editor = await signInStaff(t, 'content_editor');
    const set = (on: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/staff/api/segments/default/capabilities/syndicates',
        headers: editor.auth,
        payload: { on },
      });
    expect((await set(false)).statusCode).toBe(200);
    const list = (await t.app.inject({ method: 'GET', url: '/staff/api/capabilities', headers: editor.auth })).json()
      .result;
    expect(list.suppressed).toContainEqual({ segmentName: 'default', capability: 'syndicates' });
    expect(list.segments).toContain('default');
    expect((await set(true)).statusCode).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url: '/staff/api/capabilities', headers: editor.auth })).json()
      .result;
    expect(after.suppressed).not.toContainEqual({ segmentName: 'default', capability: 'syndicates' });

    const admin = await signInStaff(t, 'administrator');
    const audit = await t.app.inject({
      method: 'GET',
      url: '/staff/api/audit?action=capability.',
      headers: admin.auth,
    });
    expect(audit.json().result.map((r: { action: string; after: unknown }) => [r.action, r.after])).toEqual([
      ['capability.segment_on', { capability: 'syndicates', on: true }],
      ['capability.segment_off', { capability: 'syndicates', on: false }],
    ]);
  });
});
