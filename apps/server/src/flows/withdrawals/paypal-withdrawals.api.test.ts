import type { BankAccount, StaffWithdrawal, Withdrawal, WithdrawalMethod } from '@drawline/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../tests/cart-helpers';
import { testDbKind } from '../../../tests/helpers';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../../tests/identity-helpers';
import { expectLedgerBalanced } from '../../../tests/ledger-helpers';
import { cashOf, customerWith, fieldErrors, moneyKey, postingsTo, resultOf } from '../../../tests/payout-helpers';
import { createStaffTestApp, type StaffTestApp, signInStaff } from '../../../tests/staff-helpers';
import { cryptoRandom } from '../../lib/random';

/**
 * PayPal (`pl`) withdrawals beside bank transfer (decision 489): a PayPal email kept as a payout
 * destination through POST /funds/bank-account (its owner emailed, its wait and elevation those of
 * decision 346), a withdrawal to it reserved in the ledger under the pl method, finance paying it
 * from the queue with the email to pay; off where PayPal is off.
 */
let t: StaffTestApp & IdentityTestApp;
let held: IdentityTestApp;
let off: IdentityTestApp;
let finance: { authorization: string };

beforeAll(async () => {
  const config = { rateLimitPerMinute: 1_000_000 };
  t = (await createStaffTestApp({ poolSize: 20, config: { ...config, wisePayouts: true } })) as StaffTestApp &
    IdentityTestApp;
  finance = (await signInStaff(t, 'finance')).auth;
  held = await createIdentityTestApp({ config: { ...config, payoutDestinationHoldHours: 24, wisePayouts: true } });
  off = await createIdentityTestApp({ config: { ...config, paypal: null } });
});
afterAll(async () => {
  await t?.close();
  await held?.close();
  await off?.close();
});
afterEach(async () => {
  await expectLedgerBalanced(t.db);
});

const paypal = (email = `pat-${cryptoRandom.token(4).replace(/\W/g, 'x')}@example.net`) => ({
  code: 'pl',
  type: 'payid_email',
  account_name: 'Pat Player',
  account_number: email,
});
const body = { amount: '12.50', code: 'pl', bank_type: 'payid_email' };

/** Finance finds the withdrawal in the queue with the account to pay, approves and pays it; the money leaves once. */
async function financePays(who: SignedIn, w: Withdrawal, account: BankAccount): Promise<void> {
  const queue = resultOf<StaffWithdrawal[]>(
    await t.app.inject({ method: 'GET', url: '/staff/api/withdrawals', headers: finance }),
  );
  expect(queue.find((q) => q.withdrawId === w.withdrawId)).toMatchObject({
    code: account.code,
    payTo: { accountName: 'Pat Player', accountNumber: account.accountNumber },
  });
  for (const step of ['approve', 'mark-paid']) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/staff/api/withdrawals/${w.withdrawId}/${step}`,
      headers: finance,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  expect(await postingsTo(t.db, `operator:payout_clearing:${account.code}:AUD`, `${w.withdrawId}:paid`)).toBe(
    w.amount.amount,
  );
  expect(resultOf<Withdrawal>(await as(t, who).get(`/v2/withdrawals/${w.withdrawId}`)).status).toBe('paid');
}

describe(`PayPal withdrawals (${testDbKind()})`, () => {
  it('keeps a PayPal email beside bank transfer, emails its owner, and lists it under pl', async () => {
    const who = await customerWith(t, 0);
    const account = resultOf<BankAccount>(await as(t, who).post('/v2/funds/bank-account', paypal('Pat@Example.net')));
    expect(account).toMatchObject({ code: 'pl', bankType: 'payid_email', accountNumber: 'pat@example.net' });
    const again = resultOf<BankAccount>(await as(t, who).post('/v2/funds/bank-account', paypal('pat@example.net')));
    expect(again.id).toBe(account.id);
    const methods = resultOf<WithdrawalMethod[]>(await as(t, who).get('/v2/payment_methods?filter=funds.withdraw'));
    expect(methods.map((m) => [m.code, m.funds.map((f) => f.id)])).toEqual([
      ['tt', []],
      ['pl', [account.id]],
      ['tw', []],
    ]);
  });

  it('refuses a PayPal account that is not an email, or an email already kept as a PayID, keeping nothing', async () => {
    const who = await customerWith(t, 0);
    expect(
      fieldErrors(await as(t, who).post('/v2/funds/bank-account', { ...paypal(), type: 'national' })),
    ).toHaveProperty('type');
    for (const bad of [
      'not-an-email',
      'a\u0000b@example.net',
      `${'x'.repeat(200)}@example.net`,
      '\ud800@example.net',
    ]) {
      expect((await as(t, who).post('/v2/funds/bank-account', paypal(bad))).statusCode, bad).toBe(400);
    }
    // A PayID kept earlier (where the segment offers PayIDs, decision 491), through the module's door.
    await t.app.payouts.addBankAccount(
      t.db,
      who.customerId,
      { code: 'tt', type: 'payid_email', accountName: 'Jo', accountNumber: 'jo@example.net' },
      0,
    );
    expect(fieldErrors(await as(t, who).post('/v2/funds/bank-account', paypal('jo@example.net')))).toEqual({
      account_number: 'This email is already kept as your PayID.',
    });
    const kept = resultOf<BankAccount[]>(await as(t, who).get('/v2/funds/bank-accounts'));
    expect(kept.map((a) => a.code)).toEqual(['tt']);
  });

  it('reserves a PayPal withdrawal under pl once by key, and finance pays it to the email from the queue', async () => {
    const who = await customerWith(t, 5_000);
    const account = resultOf<BankAccount>(await as(t, who).post('/v2/funds/bank-account', paypal()));
    const headers = moneyKey();
    const [first, second] = await Promise.all([
      as(t, who).post(`/v2/funds/${account.id}/withdraw`, body, headers),
      as(t, who).post(`/v2/funds/${account.id}/withdraw`, body, headers),
    ]);
    const answered = [first, second]
      .filter((r) => r!.statusCode === 200)
      .map((r) => (r!.json().result as Withdrawal).withdrawId);
    expect(new Set(answered).size).toBe(1);
    const w = (first!.statusCode === 200 ? first : second)!.json().result as Withdrawal;
    expect(w).toMatchObject({ status: 'requested', code: 'pl', bankType: 'payid_email', amount: { amount: 1_250 } });
    expect(await cashOf(t, who)).toBe(3_750);
    expect(await postingsTo(t.db, 'operator:withdrawals_in_flight:pl:AUD', w.withdrawId)).toBe(1_250);
    // The account is PayPal's: asked as a bank transfer it is refused on a field, nothing more reserved.
    expect(
      (await as(t, who).post(`/v2/funds/${account.id}/withdraw`, { ...body, code: 'tt' }, moneyKey())).statusCode,
    ).toBe(400);
    expect(await cashOf(t, who)).toBe(3_750);

    await financePays(who, w, account);
  });

  it('holds a new PayPal account for the configured wait, like any new payout destination', async () => {
    const who = await customerWith(held, 5_000);
    const account = resultOf<BankAccount>(await as(held, who).post('/v2/funds/bank-account', paypal()));
    const mail = await held.inbox(who.email);
    expect(mail.filter((m) => m.subject.startsWith('A PayPal account was added'))).toHaveLength(1);
    const res = await as(held, who).post(`/v2/funds/${account.id}/withdraw`, body, moneyKey());
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('bank_account_on_hold');
    expect(await cashOf(held, who)).toBe(5_000);
  });

  it('offers no PayPal withdrawals where PayPal is off', async () => {
    const who = await customerWith(off, 0);
    const res = await as(off, who).post('/v2/funds/bank-account', paypal());
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('payment_method_unavailable');
    const methods = resultOf<WithdrawalMethod[]>(await as(off, who).get('/v2/payment_methods?filter=funds.withdraw'));
    expect(methods.map((m) => m.code)).toEqual(['tt']);
    // Wise is off where WISE_PAYOUTS is unset (decision 531).
    const wise = await as(off, who).post('/v2/funds/bank-account', { ...paypal(), code: 'tw' });
    expect(wise.statusCode).toBe(409);
  });
});

/**
 * Wise (`tw`) withdrawals (decision 531): a Wise account's email kept as a payout destination the
 * way a PayPal one is, withdrawals to it reserved under tw, paid by finance from the queue.
 */
describe(`Wise withdrawals (${testDbKind()})`, () => {
  const wise = (email?: string) => ({ ...paypal(email), code: 'tw' });
  const wiseBody = { ...body, code: 'tw' };

  it('keeps a Wise email, refuses another type or an email kept as PayPal, and hides it from others', async () => {
    const who = await customerWith(t, 0);
    const account = resultOf<BankAccount>(await as(t, who).post('/v2/funds/bank-account', wise('Wes@Example.net')));
    expect(account).toMatchObject({ code: 'tw', bankType: 'payid_email', accountNumber: 'wes@example.net' });
    expect(
      fieldErrors(await as(t, who).post('/v2/funds/bank-account', { ...wise(), type: 'national' })),
    ).toHaveProperty('type');
    resultOf<BankAccount>(await as(t, who).post('/v2/funds/bank-account', paypal('pp@example.net')));
    expect(fieldErrors(await as(t, who).post('/v2/funds/bank-account', wise('pp@example.net')))).toEqual({
      account_number: 'This email is already kept as your PayPal account.',
    });
    const other = await customerWith(t, 5_000);
    const stranger = await as(t, other).post(`/v2/funds/${account.id}/withdraw`, wiseBody, moneyKey());
    expect(stranger.statusCode).toBe(404);
    expect(await cashOf(t, other)).toBe(5_000);
  });

  it('holds a new Wise account for the configured wait and emails its owner', async () => {
    const who = await customerWith(held, 5_000);
    const account = resultOf<BankAccount>(await as(held, who).post('/v2/funds/bank-account', wise()));
    const mail = await held.inbox(who.email);
    expect(mail.filter((m) => m.subject.startsWith('A Wise account was added'))).toHaveLength(1);
    const res = await as(held, who).post(`/v2/funds/${account.id}/withdraw`, wiseBody, moneyKey());
    expect(res.json().error.code).toBe('bank_account_on_hold');
    expect(await cashOf(held, who)).toBe(5_000);
  });

  it('never reserves more than the balance for two Wise withdrawals at once, and finance pays the one taken', async () => {
    const who = await customerWith(t, 2_000);
    const account = resultOf<BankAccount>(await as(t, who).post('/v2/funds/bank-account', wise()));
    const [first, second] = await Promise.all([
      as(t, who).post(`/v2/funds/${account.id}/withdraw`, wiseBody, moneyKey()),
      as(t, who).post(`/v2/funds/${account.id}/withdraw`, wiseBody, moneyKey()),
    ]);
    const taken = [first!, second!].filter((r) => r.statusCode === 200);
    expect(taken).toHaveLength(1);
    expect(await cashOf(t, who)).toBe(750);
    const w = taken[0]!.json().result as Withdrawal;
    expect(w).toMatchObject({ status: 'requested', code: 'tw', amount: { amount: 1_250 } });
    expect(await postingsTo(t.db, 'operator:withdrawals_in_flight:tw:AUD', w.withdrawId)).toBe(1_250);
    await financePays(who, w, account);
  });
});
