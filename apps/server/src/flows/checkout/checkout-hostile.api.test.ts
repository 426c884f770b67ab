import { cookieNames, IDEMPOTENCY_KEY_HEADER, type Receipt } from '@drawline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type CartTestApp, cartOf, createCartTestApp, powerballEntry } from '../../../tests/cart-helpers';
import {
  captureLog,
  databaseDigest,
  expectRefusedInEnvelope,
  type HostileBody,
  hostileBodies,
} from '../../../tests/hostile-helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { expectLedgerBalanced, fundWallet } from '../../../tests/ledger-helpers';
import { cryptoRandom } from '../../lib/random';

/**
 * POST /cart/purchase as an attacker sends it (issue 12 moved it into the purchase lanes): strings
 * PostgreSQL refuses (NUL bytes, lone surrogates), JSON nested past the limit, a form or text/plain body, huge strings, no or a
 * bad Idempotency-Key, another customer's Idempotency-Key and another site's page riding the
 * cookies. Each is refused with 4xx in the envelope and buys nothing; the log keeps no token.
 */
let t: CartTestApp;
const log = captureLog();

beforeAll(async () => {
  t = await createCartTestApp({ config: { logLevel: 'info' }, logStream: log.stream });
});
afterAll(() => t.close());

async function customerWithCart(): Promise<SignedIn> {
  const who = await signUp(t);
  await fundWallet(t.app, who.customerId, { amount: 10_000, currency: 'AUD' });
  cartOf(await as(t, who).post('/v2/cart/items', powerballEntry({ num_games: 4 })));
  return who;
}

const balanceOf = async (who: SignedIn) => (await t.app.wallet.getFunds(who.customerId, 'AUD')).availableFunds.amount;
const itemsOf = async (who: SignedIn) => cartOf(await as(t, who).get('/v2/cart/items')).cartItems.length;

describe('POST /cart/purchase under hostile input', () => {
  it('refuses each with 4xx in the envelope, charges nothing and logs no token', async () => {
    const who = await customerWithCart();
    const before = await databaseDigest(t.db);
    const bodies: HostileBody[] = [
      ...hostileBodies({ partner: { ref: 'x' }, purchase: { ref: 'y' } }),
      {
        kind: '2 MB string',
        payload: JSON.stringify({ partner: { ref: 'x'.repeat(2_000_000) } }),
        contentType: 'application/json',
      },
      {
        kind: 'a 100,000-character key',
        payload: JSON.stringify({ partner: { [`k${'x'.repeat(100_000)}`]: 'v' } }),
        contentType: 'application/json',
      },
      {
        kind: "another customer's id",
        payload: JSON.stringify({ customer_id: 'someone-else', partner: {} }),
        contentType: 'application/json',
      },
    ];
    for (const { kind, payload, contentType } of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v2/cart/purchase',
        headers: { ...who.auth, 'content-type': contentType, [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid() },
        payload,
      });
      expectRefusedInEnvelope(res, kind);
    }
    expect(await balanceOf(who)).toBe(10_000);
    expect(await itemsOf(who)).toBe(1);
    expect(await databaseDigest(t.db)).toEqual(before);
    const token = who.auth.authorization?.replace(/^Bearer /, '') ?? '';
    expect(token.length).toBeGreaterThan(10);
    // Nothing personal: not the customer's email or tokens, nor the huge or hostile strings they sent.
    log.expectNothingPersonal([token, who.refreshToken, who.email, '1990-05-17']);
    await expectLedgerBalanced(t.db);
  });

  it('refuses a missing or malformed Idempotency-Key, and buys nothing', async () => {
    const who = await customerWithCart();
    const before = await databaseDigest(t.db);
    const badKeys: Record<string, string>[] = [
      {},
      { [IDEMPOTENCY_KEY_HEADER]: '' },
      { [IDEMPOTENCY_KEY_HEADER]: 'k'.repeat(300) },
    ];
    for (const bad of badKeys) {
      const res = await as(t, who).post('/v2/cart/purchase', undefined, bad);
      expectRefusedInEnvelope(res, JSON.stringify(bad).slice(0, 40));
      expect(res.json().error.code).toMatch(/^idempotency_key_(missing|invalid)$/);
    }
    expect(await databaseDigest(t.db)).toEqual(before);
  });

  it("refuses another site's page riding the customer's cookies, and buys nothing", async () => {
    const who = await customerWithCart();
    const before = await databaseDigest(t.db);
    for (const from of [{ origin: 'https://attacker.example' }, { 'sec-fetch-site': 'cross-site' }]) {
      for (const [contentType, payload] of [
        ['application/json', '{}'],
        ['application/x-www-form-urlencoded', 'partner=x'],
        ['text/plain', '{}'],
      ] as const) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/v2/cart/purchase',
          cookies: { [cookieNames.webAccessToken]: who.accessToken },
          headers: { ...from, 'content-type': contentType, [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid() },
          payload,
        });
        expectRefusedInEnvelope(res, `${JSON.stringify(from)} ${contentType}`);
        expect(res.json().error.code).toBe('cross_site_request');
      }
    }
    expect(await itemsOf(who)).toBe(1);
    expect(await databaseDigest(t.db)).toEqual(before);
  });

  it("never answers with another customer's receipt for the same Idempotency-Key", async () => {
    const [first, other] = [await customerWithCart(), await customerWithCart()];
    const key = cryptoRandom.uuid();
    const mine = await as(t, first).post('/v2/cart/purchase', undefined, { [IDEMPOTENCY_KEY_HEADER]: key });
    expect(mine.statusCode, mine.body).toBe(200);
    const theirs = await as(t, other).post('/v2/cart/purchase', undefined, { [IDEMPOTENCY_KEY_HEADER]: key });
    if (theirs.statusCode === 200) {
      // The key is the other customer's own: their purchase, from their wallet.
      const receipt = theirs.json().result as Receipt;
      expect(receipt.checkoutId).not.toBe((mine.json().result as Receipt).checkoutId);
      expect(await balanceOf(other)).toBe(10_000 - receipt.total.amount);
    } else {
      expect(theirs.statusCode).toBeGreaterThanOrEqual(400);
      expect(theirs.statusCode).toBeLessThan(500);
      expect(await balanceOf(other)).toBe(10_000);
    }
    expect(await balanceOf(first)).toBe(10_000 - (mine.json().result as Receipt).total.amount);
    await expectLedgerBalanced(t.db);
  });
});
