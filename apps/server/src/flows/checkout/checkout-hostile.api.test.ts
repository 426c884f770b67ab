import { IDEMPOTENCY_KEY_HEADER, type Receipt } from '@drawline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type CartTestApp, cartOf, createCartTestApp, powerballEntry } from '../../../tests/cart-helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { expectLedgerBalanced, fundWallet } from '../../../tests/ledger-helpers';
import { cryptoRandom } from '../../lib/random';

/**
 * POST /cart/purchase as an attacker sends it (issue 12 moved it into the purchase lanes): strings
 * PostgreSQL refuses, JSON nested past the limit, a form body, huge strings and another customer's
 * Idempotency-Key. Each is refused with 4xx in the envelope and buys nothing; the log keeps no token.
 */
let t: CartTestApp;
const logLines: string[] = [];

beforeAll(async () => {
  t = await createCartTestApp({ config: { logLevel: 'info' }, logStream: { write: (line) => logLines.push(line) } });
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
    const nested = `${'{"partner":'.repeat(5000)}{}${'}'.repeat(5000)}`;
    const bodies: { payload: string; contentType: string }[] = [
      { payload: JSON.stringify({ partner: { ref: 'a\u0000b' } }), contentType: 'application/json' },
      { payload: '{"purchase":{"ref":"a\\ud800b"}}', contentType: 'application/json' },
      { payload: nested, contentType: 'application/json' },
      { payload: 'partner=x&purchase=y', contentType: 'application/x-www-form-urlencoded' },
      { payload: JSON.stringify({ partner: { ref: 'x'.repeat(2_000_000) } }), contentType: 'application/json' },
      { payload: JSON.stringify({ customer_id: 'someone-else', partner: {} }), contentType: 'application/json' },
    ];
    for (const { payload, contentType } of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v2/cart/purchase',
        headers: { ...who.auth, 'content-type': contentType, [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid() },
        payload,
      });
      expect(res.statusCode, payload.slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, payload.slice(0, 60)).toBeLessThan(500);
      expect(res.json().error?.code, payload.slice(0, 60)).toEqual(expect.any(String));
    }
    expect(await balanceOf(who)).toBe(10_000);
    expect(await itemsOf(who)).toBe(1);
    const token = who.auth.authorization?.replace(/^Bearer /, '') ?? '';
    expect(token.length).toBeGreaterThan(10);
    const log = logLines.join('\n');
    expect(log).not.toContain(token);
    expect(log).not.toContain(who.refreshToken);
    // Nothing personal: not the customer's email, nor the huge or hostile strings they sent.
    expect(log).not.toContain(who.email);
    expect(log).not.toContain('x'.repeat(1000));
    await expectLedgerBalanced(t.db);
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
