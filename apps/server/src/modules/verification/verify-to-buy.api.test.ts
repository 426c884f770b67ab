import { IDEMPOTENCY_KEY_HEADER } from '@drawline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type CartTestApp, cartOf, createCartTestApp, powerballEntry } from '../../../tests/cart-helpers';
import { databaseDigest, expectRefusedInEnvelope } from '../../../tests/hostile-helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { expectLedgerBalanced, fundWallet } from '../../../tests/ledger-helpers';
import { pagePortProbe, refusalOf } from '../../../tests/page-port-helpers';
import { sandboxLicences } from './index';

/**
 * A segment that buys only once verified (decision 441), on both databases: its unverified
 * customer's cart shows `verify_account_required` and the purchase and the deposit-and-buy are
 * refused 403 with nothing changed, over HTTP and through the pages' port alike; verified with the
 * sandbox provider, the same cart buys. Customers of other segments are not asked.
 */
let t: CartTestApp;
const probe = pagePortProbe();

beforeAll(async () => {
  // Signed-up customers are in the `default` segment.
  t = await createCartTestApp({ config: { verifyToBuySegments: ['default'] }, beforeReady: probe.beforeReady });
});
afterAll(() => t.close());

async function customerWithCart(): Promise<SignedIn> {
  const who = await signUp(t);
  await fundWallet(t.app, who.customerId, { amount: 10_000, currency: 'AUD' });
  cartOf(await as(t, who).post('/v2/cart/items', powerballEntry({ num_games: 4 })));
  return who;
}
const purchase = (who: SignedIn) =>
  t.app.inject({
    method: 'POST',
    url: '/v2/cart/purchase',
    headers: { ...who.auth, [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
    payload: {},
  });
const verify = (who: SignedIn) =>
  t.app.inject({
    method: 'POST',
    url: '/v2/customer/verification/licence',
    headers: who.auth,
    payload: { licence_number: sandboxLicences.matches, state: 'NSW' },
  });

describe('a segment that buys only once verified', () => {
  it('blocks the cart and refuses the purchase and the deposit-and-buy until the customer verifies', async () => {
    const who = await customerWithCart();
    const cart = cartOf(await as(t, who).get('/v2/cart/items'));
    expect(cart.blockedReasons.verify_account_required).toMatch(/verify your identity/i);

    const before = await databaseDigest(t.db);
    const refused = await purchase(who);
    expectRefusedInEnvelope(refused, 'unverified purchase');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('verify_account_required');
    const depositAndBuy = await t.app.inject({
      method: 'POST',
      url: '/v2/deposit_purchase',
      headers: { ...who.auth, [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
      payload: { deposit: { fundId: 'any-card', amount: '20.00' } },
    });
    expect(depositAndBuy.statusCode).toBe(403);
    expect(depositAndBuy.json().error.code).toBe('verify_account_required');
    expect(await databaseDigest(t.db)).toEqual(before);

    expect((await verify(who)).json().result.status).toBe('verified');
    expect(cartOf(await as(t, who).get('/v2/cart/items')).blockedReasons).not.toHaveProperty('verify_account_required');
    const bought = await purchase(who);
    expect(bought.statusCode, bought.body).toBe(200);
    await expectLedgerBalanced(t.db);
  });

  it('is refused the same way through the pages’ port', async () => {
    const who = await customerWithCart();
    const port = await probe.portFor(t.app, { accessToken: who.accessToken });
    expect((await port.cart()).blockedReasons).toHaveProperty('verify_account_required');
    const before = await databaseDigest(t.db);
    const refused = await refusalOf(port.purchase({}, { idempotencyKey: crypto.randomUUID() }));
    expect(refused.status).toBe(403);
    expect(await databaseDigest(t.db)).toEqual(before);
    expect((await verify(who)).statusCode).toBe(200);
    const receipt = await port.purchase({}, { idempotencyKey: crypto.randomUUID() });
    expect(receipt).toBeTruthy();
  });
});
