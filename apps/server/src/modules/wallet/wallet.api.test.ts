import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createIdentityTestApp,
  type IdentityTestApp,
  type SignedIn,
  signedIn,
  signUp,
} from '../../../tests/identity-helpers';
import { expectLedgerBalanced, fundWallet } from '../../../tests/ledger-helpers';
import { seedDemoData } from '../../demo';
import { demoCustomer } from '../identity';

const aud = (amount: number) => ({ amount, currency: 'AUD' as const });

let t: IdentityTestApp;

beforeAll(async () => {
  t = await createIdentityTestApp({ seed: true });
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t.db));

const get = (s: SignedIn | null, url: string) => t.app.inject({ method: 'GET', url, headers: s ? s.auth : {} });

describe('GET /customer/withdrawable-funds', () => {
  it('answers the cash the customer may withdraw: promotional credit is not withdrawable', async () => {
    const s = await signUp(t);
    const none = await get(s, '/v2/customer/withdrawable-funds');
    expect(none.statusCode).toBe(200);
    expect(none.json().result).toEqual(aud(0));
    await fundWallet(t.app, s.customerId, aud(2500), 'bonus');
    await fundWallet(t.app, s.customerId, aud(1000), 'cash');
    expect((await get(s, '/v2/customer/withdrawable-funds')).json().result).toEqual(aud(1000));
    expect((await get(s, '/v2/customer/withdrawable-funds')).headers['cache-control']).toBe('no-store');
  });

  it('needs a signed-in customer', async () => {
    const res = await get(null, '/v2/customer/withdrawable-funds');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorised');
  });
});

describe('GET /customer', () => {
  it('answers balance and availableFunds from the ledger', async () => {
    const s = await signUp(t);
    await fundWallet(t.app, s.customerId, aud(2500), 'bonus');
    await fundWallet(t.app, s.customerId, aud(1000), 'cash');
    const me = (await get(s, '/v2/customer')).json().result;
    expect(me.availableFunds).toEqual(aud(3500));
    expect(me.balance).toEqual(aud(3500));
  });
});

describe('GET /transactions', () => {
  it("lists the customer's movements of money newest first, with the balance after each, by limit and offset", async () => {
    const s = await signUp(t);
    const bonus = await fundWallet(t.app, s.customerId, aud(2500), 'bonus');
    t.clock.advance(1000);
    const cash = await fundWallet(t.app, s.customerId, aud(1000), 'cash');
    const page = await get(s, '/v2/transactions?limit=1&offset=0');
    expect(page.statusCode).toBe(200);
    expect(page.json().pageInfo).toEqual({ limit: 1, offset: 0, total: 2 });
    expect(page.json().result).toEqual([
      {
        transactionId: cash,
        date: t.clock.now().toISOString(),
        type: 'promotional_credit',
        description: 'Test funds',
        amount: aud(1000),
        balanceAfter: aud(3500),
        reference: expect.stringMatching(/^test_funds:/),
      },
    ]);
    const next = (await get(s, '/v2/transactions?limit=1&offset=1')).json();
    expect(next.result.map((x: { transactionId: string }) => x.transactionId)).toEqual([bonus]);
    const all = (await get(s, '/v2/transactions')).json();
    expect(all.pageInfo).toEqual({ limit: 10, offset: 0, total: 2 });
  });

  it('refuses a limit or offset out of range', async () => {
    const s = await signUp(t);
    for (const query of ['limit=0', 'limit=101', 'offset=-1', 'limit=abc']) {
      const res = await get(s, `/v2/transactions?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code, query).toBe('validation_failed');
    }
  });

  it("shows one customer nothing of another's money", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    await fundWallet(t.app, a.customerId, aud(700), 'cash');
    const theirs = await get(b, `/v2/transactions?customer_id=${a.customerId}`);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().result).toEqual([]);
    expect(theirs.json().pageInfo.total).toBe(0);
    expect((await get(b, '/v2/customer/withdrawable-funds')).json().result).toEqual(aud(0));
    expect((await get(a, '/v2/transactions')).json().pageInfo.total).toBe(1);
  });

  it('needs a signed-in customer', async () => {
    expect((await get(null, '/v2/transactions')).statusCode).toBe(401);
  });
});

describe('the demo customer', () => {
  it('starts with a wallet funded by a promotional-credit journal, credited once however often the seed runs', async () => {
    await seedDemoData(t.db, t.clock, { demoCustomer: true });
    const login = await t.app.inject({
      method: 'POST',
      url: '/v2/login',
      payload: { email: demoCustomer.email, password: demoCustomer.password },
    });
    const demo = signedIn(demoCustomer.email, login);
    const me = (await get(demo, '/v2/customer')).json().result;
    expect(me.availableFunds).toEqual(aud(10_000));
    expect((await get(demo, '/v2/customer/withdrawable-funds')).json().result).toEqual(aud(0));
    const list = (await get(demo, '/v2/transactions')).json();
    expect(list.result).toEqual([
      expect.objectContaining({ type: 'promotional_credit', description: 'Welcome credit', amount: aud(10_000) }),
    ]);
  });
});
