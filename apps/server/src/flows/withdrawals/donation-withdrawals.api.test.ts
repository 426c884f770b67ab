import type { DonationTotal, StaffWithdrawal, Withdrawal, WithdrawalMethod } from '@drawline/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { as, CART_NOW } from '../../../tests/cart-helpers';
import { testDbKind } from '../../../tests/helpers';
import { captureLog, databaseDigest, expectRefusedInEnvelope, hostileBodies } from '../../../tests/hostile-helpers';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../../tests/identity-helpers';
import { expectLedgerBalanced } from '../../../tests/ledger-helpers';
import { pagePortProbe } from '../../../tests/page-port-helpers';
import { cashOf, customerWith, fieldErrors, moneyKey, postingsTo, resultOf } from '../../../tests/payout-helpers';
import { createStaffTestApp, type StaffTestApp, signInStaff } from '../../../tests/staff-helpers';
import { cryptoRandom } from '../../lib/random';
import { createCapabilitiesService } from '../../modules/capabilities';
import { causesOpenForDonations } from '../../modules/catalogue';

/**
 * Donations (`do`, decision 532): with DONATION_WITHDRAWALS=on a customer gives withdrawable cash
 * to one of the shop's open causes through POST /funds/{causeKey}/withdraw, reserved under
 * withdrawals_in_flight:do once by key, passed on by finance (payout_clearing:do); off when unset.
 */
let t: StaffTestApp & IdentityTestApp;
let off: IdentityTestApp;
let finance: { authorization: string };
let cause: { key: string; name: string; charityName: string };
const closedCause = `closed_${cryptoRandom.token(4).replace(/\W/g, 'x')}`;
const log = captureLog();
const probe = pagePortProbe();
const offProbe = pagePortProbe();

beforeAll(async () => {
  const config = { rateLimitPerMinute: 1_000_000, donationWithdrawals: true, logLevel: 'info' as const };
  t = (await createStaffTestApp({
    poolSize: 20,
    seed: true,
    at: CART_NOW,
    config,
    logStream: log.stream,
    beforeReady: probe.beforeReady,
  })) as StaffTestApp & IdentityTestApp;
  finance = (await signInStaff(t, 'finance')).auth;
  off = await createIdentityTestApp({ beforeReady: offProbe.beforeReady, config: { rateLimitPerMinute: 1_000_000 } });
  const open = await causesOpenForDonations(t.db, t.clock.now());
  expect(open.length).toBeGreaterThan(0);
  cause = open[0]!;
  // A cause no offer supports: known, but not taking donations.
  await t.db.execute(
    `insert into causes (key, url_slug, name, charity_name, summary, description)
      values ('${closedCause}', '${closedCause}', 'Closed cause', 'Closed charity', 'x', 'x')`,
  );
});
afterAll(async () => {
  await t?.close();
  await off?.close();
});
afterEach(async () => {
  await expectLedgerBalanced(t.db);
});

const body = { amount: '12.50', code: 'do' };

const donate = (who: SignedIn, causeKey = cause.key, asked: Record<string, unknown> = body, headers = moneyKey()) =>
  as(t, who).post(`/v2/funds/${encodeURIComponent(causeKey)}/withdraw`, asked, headers);

const staff = (method: 'GET' | 'POST', url: string) => t.app.inject({ method, url, headers: finance });
const totalOf = async (causeKey: string) =>
  resultOf<DonationTotal[]>(await staff('GET', '/staff/api/withdrawals/donation-totals')).find(
    (d) => d.key === causeKey,
  );

describe(`donations to a cause (${testDbKind()})`, () => {
  it('lists do where donations are on, and refuses do on code where they are off, reserving nothing', async () => {
    const who = await customerWith(t, 0);
    const methods = resultOf<WithdrawalMethod[]>(await as(t, who).get('/v2/payment_methods?filter=funds.withdraw'));
    expect(methods.find((m) => m.code === 'do')).toEqual({ code: 'do', funds: [] });
    const elsewhere = await customerWith(off, 5_000);
    const listed = resultOf<WithdrawalMethod[]>(
      await as(off, elsewhere).get('/v2/payment_methods?filter=funds.withdraw'),
    );
    expect(listed.map((m) => m.code)).not.toContain('do');
    const res = await as(off, elsewhere).post(`/v2/funds/${cause.key}/withdraw`, body, moneyKey());
    expect(fieldErrors(res)).toEqual({ code: 'Donations to a cause are not offered' });
    expect(await cashOf(off, elsewhere)).toBe(5_000);
  });

  it('reserves a donation under do once by key, and finance approves, totals and pays it on', async () => {
    const who = await customerWith(t, 5_000);
    const headers = moneyKey();
    const [first, second] = await Promise.all([
      donate(who, cause.key, body, headers),
      donate(who, cause.key, body, headers),
    ]);
    const answered = [first!, second!].filter((r) => r.statusCode === 200).map((r) => r.json().result.withdrawId);
    expect(new Set(answered).size).toBe(1);
    const w = (first!.statusCode === 200 ? first : second)!.json().result as Withdrawal;
    expect(w).toMatchObject({ status: 'requested', code: 'do', bankType: null, bankAccount: null, cause });
    expect(await cashOf(t, who)).toBe(3_750);
    expect(await postingsTo(t.db, 'operator:withdrawals_in_flight:do:AUD', w.withdrawId)).toBe(1_250);
    const history = resultOf<Withdrawal[]>(await as(t, who).get('/v2/withdrawals'));
    expect(history.map((h) => [h.withdrawId, h.cause?.name])).toEqual([[w.withdrawId, cause.name]]);

    const queue = resultOf<StaffWithdrawal[]>(await staff('GET', '/staff/api/withdrawals'));
    expect(queue.find((q) => q.withdrawId === w.withdrawId)).toMatchObject({ code: 'do', payTo: null, cause });
    const owedBefore = (await totalOf(cause.key))?.total.amount ?? 0;
    expect(
      resultOf<StaffWithdrawal>(await staff('POST', `/staff/api/withdrawals/${w.withdrawId}/approve`)).status,
    ).toBe('approved');
    expect((await totalOf(cause.key))?.total.amount).toBe(owedBefore + 1_250);
    resultOf<StaffWithdrawal>(await staff('POST', `/staff/api/withdrawals/${w.withdrawId}/mark-paid`));
    expect((await totalOf(cause.key))?.total.amount ?? 0).toBe(owedBefore);
    expect(await postingsTo(t.db, 'operator:payout_clearing:do:AUD', `${w.withdrawId}:paid`)).toBe(1_250);
    expect(resultOf<Withdrawal>(await as(t, who).get(`/v2/withdrawals/${w.withdrawId}`)).status).toBe('paid');
    const audited = await t.db.execute(
      `select action, after->>'causeKey' as cause from audit_log where subject_id = '${w.withdrawId}' order by seq`,
    );
    expect((audited as unknown as { rows: { action: string; cause: string }[] }).rows).toEqual([
      { action: 'withdrawal.approve', cause: cause.key },
      { action: 'withdrawal.mark_paid', cause: cause.key },
    ]);
  });

  it('answers an unknown cause as a missing account, refuses a closed cause and a bank type, reserving nothing', async () => {
    const who = await customerWith(t, 5_000);
    const unknown = await donate(who, 'no_such_cause');
    expect(unknown.statusCode).toBe(404);
    expect(fieldErrors(await donate(who, closedCause))).toEqual({
      bank_account_id: 'This cause is not taking donations',
    });
    expect(fieldErrors(await donate(who, cause.key, { ...body, bank_type: 'national' }))).toHaveProperty('bank_type');
    expect(fieldErrors(await donate(who, cause.key, { ...body, amount: '50.01' }))).toHaveProperty('amount');
    // Every other code still needs its bank type.
    expect(fieldErrors(await donate(who, cause.key, { ...body, code: 'tt' }))).toHaveProperty('bank_type');
    expect(await cashOf(t, who)).toBe(5_000);
  });

  it('lets the customer cancel a requested donation, which returns the cash', async () => {
    const who = await customerWith(t, 3_000);
    const w = resultOf<Withdrawal>(await donate(who));
    const cancelled = resultOf<Withdrawal>(
      await as(t, who).post(`/v2/withdrawals/${w.withdrawId}/cancel`, undefined, moneyKey()),
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', cause });
    expect(await cashOf(t, who)).toBe(3_000);
    // The customer's transactions call it a donation.
    const lines = resultOf<{ description: string }[]>(await as(t, who).get('/v2/transactions'));
    expect(lines.map((l) => l.description).slice(0, 2)).toEqual(['Donation cancelled: returned', 'Donation requested']);
  });

  it('asks for verification before a donation as before any withdrawal (decision 440), reserving nothing', async () => {
    const capabilities = createCapabilitiesService({ db: t.db });
    const who = await customerWith(t, 2_000);
    await capabilities.setCapability('wallet_withdrawal_verification_required', true);
    try {
      const refused = await donate(who);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().error.code).toBe('verify_account_required');
    } finally {
      await capabilities.setCapability('wallet_withdrawal_verification_required', false);
    }
    expect(await cashOf(t, who)).toBe(2_000);
  });

  it('never reserves more than the withdrawable balance for two donations at once', async () => {
    const who = await customerWith(t, 2_000);
    const [first, second] = await Promise.all([donate(who), donate(who)]);
    const taken = [first!, second!].filter((r) => r.statusCode === 200);
    expect(taken).toHaveLength(1);
    expect([first!, second!].filter((r) => r.statusCode === 400)).toHaveLength(1);
    expect(await cashOf(t, who)).toBe(750);
  });

  it('refuses hostile donations in the envelope, changing nothing and logging nothing personal', async () => {
    const who = await customerWith(t, 5_000);
    const before = await databaseDigest(t.db, ['staff_sessions']);
    for (const { kind, contentType, payload } of hostileBodies(body)) {
      const res = (await t.app.inject({
        method: 'POST',
        url: `/v2/funds/${cause.key}/withdraw`,
        headers: { ...who.auth, 'content-type': contentType, ...moneyKey() },
        payload,
      })) as LightMyRequestResponse;
      expectRefusedInEnvelope(res, kind);
    }
    for (const id of ['ab%00cd', 'ab%ED%A0%80', 'f'.repeat(5000)]) {
      expectRefusedInEnvelope(await as(t, who).post(`/v2/funds/${id}/withdraw`, body, moneyKey()), id.slice(0, 12));
    }
    expect(await databaseDigest(t.db, ['staff_sessions'])).toEqual(before);
    log.expectNothingPersonal([who.email, who.accessToken]);
  });

  it('answers the donation totals to finance alone, in the envelope, whatever the query holds', async () => {
    const who = await customerWith(t, 0);
    const editor = (await signInStaff(t, 'content_editor')).auth;
    const url = '/staff/api/withdrawals/donation-totals';
    const asked = [{ headers: {} }, { headers: { authorization: `Bearer ${who.accessToken}` } }, { headers: editor }];
    for (const { headers } of asked) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect([401, 403], res.body).toContain(res.statusCode);
      expect(res.json()).toMatchObject({ result: null, error: { code: expect.any(String) } });
    }
    for (const query of ['?cause=%00', '?cause=%ED%A0%80', `?cause=${'x'.repeat(20_000)}`]) {
      const res = await t.app.inject({ method: 'GET', url: `${url}${query}`, headers: finance });
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.json()).toHaveProperty('error');
    }
  });

  it("offers the open causes and takes a donation through the pages' port as over HTTP; none where off", async () => {
    const who = await customerWith(t, 2_000);
    const port = await probe.portFor(t.app, { accessToken: who.accessToken });
    expect(await port.donationCauses()).toContainEqual(cause);
    expect((await port.donationCauses()).map((c) => c.key)).not.toContain(closedCause);
    const w = await port.requestWithdrawal(
      cause.key,
      { amount: '5.00', code: 'do' },
      { idempotencyKey: cryptoRandom.uuid() },
      {},
    );
    expect(w).toMatchObject({ code: 'do', cause, amount: { amount: 500 } });
    expect(await cashOf(t, who)).toBe(1_500);
    const elsewhere = await customerWith(off, 0);
    expect(await (await offProbe.portFor(off.app, { accessToken: elsewhere.accessToken })).donationCauses()).toEqual(
      [],
    );
  });
});
