import { IDEMPOTENCY_KEY_HEADER, type PlatformPort } from '@drawline/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { as, type CartTestApp, createCartTestApp, powerballEntry, visitor } from '../../tests/cart-helpers';
import { addSandboxCard } from '../../tests/funds-helpers';
import { type SignedIn, signUp } from '../../tests/identity-helpers';
import { expectLedgerBalanced } from '../../tests/ledger-helpers';
import { pagePortProbe, refusalOf, sent } from '../../tests/page-port-helpers';
import { aud, availableFundsOf, fundCustomer } from '../../tests/purchase-helpers';
import { cryptoRandom } from '../lib/random';

/**
 * The purchase both ways (issue 22, docs/decisions/326 and 332): the buy page's POST /cart/purchase
 * through the port buys what the HTTP call buys, under the same Idempotency-Key, so a key used over
 * HTTP and retried through the port answers the first receipt and charges once; refusals alike.
 */
let t: CartTestApp;
const probe = pagePortProbe();

beforeAll(async () => {
  t = await createCartTestApp({ poolSize: 10, beforeReady: probe.beforeReady });
});
afterAll(() => t.close());
afterEach(async () => {
  await expectLedgerBalanced(t.db);
});

const newKey = () => cryptoRandom.uuid();
const keyed = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: key });

function portOf(who?: SignedIn): Promise<PlatformPort> {
  return probe.portFor(t.app, { accessToken: who?.accessToken });
}

async function customerWithCart(): Promise<SignedIn> {
  const who = await signUp(t);
  await fundCustomer(t.db, who.customerId, aud(100_00));
  expect((await as(t, who).post('/v2/cart/items', powerballEntry())).statusCode).toBe(200);
  return who;
}

describe('the purchase', () => {
  it('answers a key used over HTTP and retried through the port with the first receipt, charged once', async () => {
    const who = await customerWithCart();
    const key = newKey();
    const over = await as(t, who).post('/v2/cart/purchase', {}, keyed(key));
    expect(over.statusCode, over.body).toBe(200);
    const left = await availableFundsOf(t.db, who.customerId);
    const port = await portOf(who);
    expect(sent(await port.purchase({}, { idempotencyKey: key }))).toEqual(over.json().result);
    expect(await availableFundsOf(t.db, who.customerId)).toBe(left);
  });

  it('buys through the port once for two attempts with one key at once', async () => {
    const who = await customerWithCart();
    const port = await portOf(who);
    const key = newKey();
    const [a, b] = await Promise.all([
      port.purchase({}, { idempotencyKey: key }),
      port.purchase({}, { idempotencyKey: key }),
    ]);
    expect(a.checkoutId).toBe(b.checkoutId);
    expect(await availableFundsOf(t.db, who.customerId)).toBe(100_00 - a.total.amount);
  });

  it('refuses what the HTTP call refuses, with the same envelope', async () => {
    const who = await signUp(t);
    const port = await portOf(who);
    // An empty cart, a missing key, a malformed key; a visitor.
    for (const [what, key] of [
      ['an empty cart', newKey()],
      ['no key', ''],
      ['a malformed key', 'not a key'],
    ] as const) {
      const over = await as(t, who).post('/v2/cart/purchase', {}, key ? keyed(key) : {});
      const paged = await refusalOf(port.purchase({}, { idempotencyKey: key }));
      expect(paged, what).toEqual({ status: over.statusCode, body: over.json() });
    }
    const anonymous = await visitor(t).post('/v2/cart/purchase', {});
    expect(await refusalOf((await portOf()).purchase({}, { idempotencyKey: newKey() }))).toEqual({
      status: anonymous.statusCode,
      body: anonymous.json(),
    });
  });
});

describe('the deposit-and-buy', () => {
  it('answers a key used over HTTP and retried through the port with the first answer, charged and bought once', async () => {
    const who = await signUp(t);
    const fund = await addSandboxCard(t, who);
    expect((await as(t, who).post('/v2/cart/items', powerballEntry())).statusCode).toBe(200);
    const key = newKey();
    const over = await as(t, who).post(
      '/v2/deposit_purchase',
      { deposit: { fund_id: fund.id, amount: '20.00' } },
      { ...keyed(key), version: '3.3' },
    );
    expect(over.statusCode, over.body).toBe(200);
    expect(over.json().result.receipt?.checkoutId).toBeTruthy();
    const left = await availableFundsOf(t.db, who.customerId);
    const port = await portOf(who);
    const retried = await port.depositPurchase(
      { deposit: { fundId: fund.id, amount: '20.00' } },
      { idempotencyKey: key },
    );
    expect(sent(retried)).toEqual(over.json().result);
    expect(await availableFundsOf(t.db, who.customerId)).toBe(left);
  });

  it("refuses another customer's card and a missing key alike, and charges nothing", async () => {
    const owner = await signUp(t);
    const fund = await addSandboxCard(t, owner);
    const who = await customerWithCart();
    const before = await availableFundsOf(t.db, who.customerId);
    const port = await portOf(who);
    for (const [what, key] of [
      ["another customer's card", newKey()],
      ['no key', ''],
    ] as const) {
      const over = await as(t, who).post(
        '/v2/deposit_purchase',
        { deposit: { fund_id: fund.id, amount: '20.00' } },
        { ...(key ? keyed(key) : {}), version: '3.3' },
      );
      const paged = await refusalOf(
        port.depositPurchase({ deposit: { fundId: fund.id, amount: '20.00' } }, { idempotencyKey: key }),
      );
      expect(paged, what).toEqual({ status: over.statusCode, body: over.json() });
    }
    expect(await availableFundsOf(t.db, who.customerId)).toBe(before);
  });
});
