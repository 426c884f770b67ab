import { type BankAccount, IDEMPOTENCY_KEY_HEADER, type PlatformPort, type Withdrawal } from '@drawline/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../tests/cart-helpers';
import { nationalBankAccount } from '../../tests/funds-helpers';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn, signUp } from '../../tests/identity-helpers';
import { expectLedgerBalanced, fundWallet } from '../../tests/ledger-helpers';
import { pagePortProbe, refusalOf, sent } from '../../tests/page-port-helpers';
import { cryptoRandom } from '../lib/random';

/**
 * The payout calls both ways (issue 22, docs/decisions/326): a page adding a bank account,
 * withdrawing or cancelling through the port gets what the HTTP call gives, refusals envelope for
 * envelope; the money calls keep their Idempotency-Key the same either way, so a key used over
 * HTTP and retried through the port answers the first withdrawal and reserves nothing twice.
 */
let t: IdentityTestApp;
const probe = pagePortProbe();

beforeAll(async () => {
  t = await createIdentityTestApp({
    poolSize: 10,
    beforeReady: probe.beforeReady,
  });
});
afterAll(() => t.close());
afterEach(async () => {
  await expectLedgerBalanced(t.db);
});

const newKey = () => cryptoRandom.uuid();
const { account_name, account_number, bank_code, ...rest } = nationalBankAccount;
/** The same bank account as the port takes it (the call's body as its schema reads it). */
const national = { ...rest, accountName: account_name, accountNumber: account_number, bankCode: bank_code };

function portOf(who: SignedIn): Promise<PlatformPort> {
  return probe.portFor(t.app, { accessToken: who.accessToken });
}

async function customerWith(cash: number): Promise<SignedIn> {
  const who = await signUp(t);
  await fundWallet(t.app, who.customerId, { amount: cash, currency: 'AUD' });
  return who;
}

const withdrawableOf = async (who: SignedIn) =>
  (await t.app.wallet.getFunds(who.customerId, 'AUD')).withdrawableFunds.amount;

describe('bank accounts', () => {
  it('adds one as the HTTP call does, and refuses a bad BSB with the same envelope', async () => {
    const who = await signUp(t);
    const over = await as(t, who).post('/v2/funds/bank-account', nationalBankAccount);
    const paged = await (await portOf(who)).addBankAccount(national, {});
    const { id: _a, ...overAccount } = over.json().result as BankAccount;
    const { id: _b, ...pagedAccount } = sent(paged) as BankAccount;
    expect(pagedAccount).toEqual(overAccount);

    const bad = await as(t, who).post('/v2/funds/bank-account', { ...nationalBankAccount, bank_code: '06' });
    expect(await refusalOf((await portOf(who)).addBankAccount({ ...national, bankCode: '06' }, {}))).toEqual({
      status: bad.statusCode,
      body: bad.json(),
    });
  });
});

describe('withdrawals', () => {
  it('answers a key used over HTTP with its first withdrawal, and reserves the money once', async () => {
    const who = await customerWith(100_00);
    const port = await portOf(who);
    const account = await port.addBankAccount(national, {});
    const key = newKey();
    const over = await as(t, who).post(
      `/v2/funds/${account.id}/withdraw`,
      { amount: '30.00', code: account.code, bank_type: account.bankType },
      { [IDEMPOTENCY_KEY_HEADER]: key },
    );
    expect(over.statusCode, over.body).toBe(200);
    const body = { amount: '30.00', code: account.code, bankType: account.bankType };
    const retried = await port.requestWithdrawal(account.id, body, { idempotencyKey: key }, {});
    expect(sent(retried)).toEqual(over.json().result);
    expect(await withdrawableOf(who)).toBe(70_00);

    // A new attempt is a new withdrawal; its retry through the port is the same one again.
    const next = newKey();
    const second = await port.requestWithdrawal(account.id, body, { idempotencyKey: next }, {});
    expect(second.withdrawId).not.toBe(retried.withdrawId);
    expect((await port.requestWithdrawal(account.id, body, { idempotencyKey: next }, {})).withdrawId).toBe(
      second.withdrawId,
    );
    expect(await withdrawableOf(who)).toBe(40_00);
  });

  it('makes one withdrawal of two attempts with one key at once', async () => {
    const who = await customerWith(50_00);
    const port = await portOf(who);
    const account = await port.addBankAccount(national, {});
    const body = { amount: '20.00', code: account.code, bankType: account.bankType };
    const key = newKey();
    const both = await Promise.all([
      port.requestWithdrawal(account.id, body, { idempotencyKey: key }, {}),
      port.requestWithdrawal(account.id, body, { idempotencyKey: key }, {}),
    ]);
    expect(both[0].withdrawId).toBe(both[1].withdrawId);
    expect(await withdrawableOf(who)).toBe(30_00);
  });

  it('refuses what the HTTP call refuses, with the same envelope', async () => {
    const who = await customerWith(10_00);
    const port = await portOf(who);
    const account = await port.addBankAccount(national, {});
    const body = { amount: '30.00', code: account.code, bankType: account.bankType };
    const httpBody = { amount: '30.00', code: account.code, bank_type: account.bankType };
    const cases: [string, string | null, string, Record<string, unknown>][] = [
      ['more than the withdrawable funds', newKey(), account.id, httpBody],
      ['no key', null, account.id, httpBody],
      ['a malformed key', 'not a key', account.id, httpBody],
      ["another customer's bank account", newKey(), 'b0000000-0000-4000-8000-000000000000', httpBody],
    ];
    for (const [what, key, accountId, payload] of cases) {
      const over = await as(t, who).post(
        `/v2/funds/${accountId}/withdraw`,
        payload,
        key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {},
      );
      const paged = await refusalOf(port.requestWithdrawal(accountId, body, { idempotencyKey: key ?? '' }, {}));
      expect(paged, what).toEqual({ status: over.statusCode, body: over.json() });
    }
    expect(await withdrawableOf(who)).toBe(10_00);
  });

  it("cancels a withdrawal once, and refuses another customer's", async () => {
    const who = await customerWith(40_00);
    const port = await portOf(who);
    const account = await port.addBankAccount(national, {});
    const body = { amount: '25.00', code: account.code, bankType: account.bankType };
    const withdrawal = await port.requestWithdrawal(account.id, body, { idempotencyKey: newKey() }, {});
    expect(await withdrawableOf(who)).toBe(15_00);

    const key = newKey();
    const cancelled: Withdrawal = await port.cancelWithdrawal(withdrawal.withdrawId, { idempotencyKey: key });
    expect(cancelled.status).not.toBe(withdrawal.status);
    const over = await as(t, who).post(`/v2/withdrawals/${withdrawal.withdrawId}/cancel`, undefined, {
      [IDEMPOTENCY_KEY_HEADER]: key,
    });
    expect(over.json().result).toEqual(sent(cancelled));
    expect(await withdrawableOf(who)).toBe(40_00);

    const stranger = await signUp(t);
    const strangerKey = newKey();
    const refused = await as(t, stranger).post(`/v2/withdrawals/${withdrawal.withdrawId}/cancel`, undefined, {
      [IDEMPOTENCY_KEY_HEADER]: strangerKey,
    });
    expect(
      await refusalOf((await portOf(stranger)).cancelWithdrawal(withdrawal.withdrawId, { idempotencyKey: newKey() })),
    ).toEqual({ status: refused.statusCode, body: refused.json() });
  });
});
