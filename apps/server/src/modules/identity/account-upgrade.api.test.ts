import { ELEVATION_OTP_HEADER, IDEMPOTENCY_KEY_HEADER } from '@drawline/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type CartTestApp, cartOf, createCartTestApp, powerballEntry } from '../../../tests/cart-helpers';
import { databaseDigest, expectRefusedInEnvelope } from '../../../tests/hostile-helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { expectLedgerBalanced, fundWallet } from '../../../tests/ledger-helpers';
import { pagePortProbe, refusalOf } from '../../../tests/page-port-helpers';
import { customers } from './identity.tables';

/**
 * Upgrade account (issue 29; decision 469), on both databases: a customer support asked to
 * complete their details shows `accountUpgrade` on GET /customer and in the pages' port, their
 * cart is blocked and the purchase refused 403 with nothing changed; once they save a phone and an
 * address, the flag clears and the same cart buys.
 */
let t: CartTestApp;
const probe = pagePortProbe();
const address = { address: '2 Pitt St', suburb: 'Sydney', state: 'NSW', postcode: '2000', country: 'AU' };

beforeAll(async () => {
  t = await createCartTestApp({ beforeReady: probe.beforeReady });
});
afterAll(() => t.close());

async function flaggedWithCart(): Promise<SignedIn> {
  const who = await signUp(t);
  await fundWallet(t.app, who.customerId, { amount: 10_000, currency: 'AUD' });
  cartOf(await as(t, who).post('/v2/cart/items', powerballEntry({ num_games: 4 })));
  await t.db.update(customers).set({ accountUpgradeRequired: true }).where(eq(customers.id, who.customerId));
  return who;
}
const purchase = (who: SignedIn) =>
  t.app.inject({
    method: 'POST',
    url: '/v2/cart/purchase',
    headers: { ...who.auth, [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
    payload: {},
  });
const saveDetails = async (who: SignedIn, payload: object) => {
  const asked = await t.app.inject({ method: 'POST', url: '/v2/customer/details', headers: who.auth, payload });
  if (asked.statusCode !== 403) return asked;
  const code = await t.lastCode(who.email);
  return t.app.inject({
    method: 'POST',
    url: '/v2/customer/details',
    headers: { ...who.auth, [ELEVATION_OTP_HEADER]: code },
    payload,
  });
};
const me = async (who: SignedIn) =>
  (await t.app.inject({ method: 'GET', url: '/v2/customer', headers: who.auth })).json().result;

describe('a customer asked to complete their details', () => {
  it('is flagged, blocked and refused until they save a phone and an address, then buys', async () => {
    const fresh = await signUp(t);
    expect((await me(fresh)).accountUpgrade).toBe(false);
    const who = await flaggedWithCart();
    expect((await me(who)).accountUpgrade).toBe(true);
    expect(cartOf(await as(t, who).get('/v2/cart/items')).blockedReasons.account_upgrade_required).toMatch(
      /complete your details/i,
    );

    const before = await databaseDigest(t.db);
    const refused = await purchase(who);
    expectRefusedInEnvelope(refused, 'purchase before the upgrade');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('account_upgrade_required');
    const depositAndBuy = await t.app.inject({
      method: 'POST',
      url: '/v2/deposit_purchase',
      headers: { ...who.auth, [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
      payload: { deposit: { fundId: 'any-card', amount: '20.00' } },
    });
    expect(depositAndBuy.json().error.code).toBe('account_upgrade_required');
    expect(await databaseDigest(t.db)).toEqual(before);

    // A name alone does not complete it; a hostile phone changes nothing.
    expect((await saveDetails(who, { firstname: 'Jo' })).statusCode).toBe(200);
    expect((await me(who)).accountUpgrade).toBe(true);
    const hostile = await saveDetails(who, { phone: '04\u0000123', address });
    expect(hostile.statusCode).toBe(400);
    expect((await me(who)).accountUpgrade).toBe(true);

    const saved = await saveDetails(who, { phone: '0412345678', address });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await me(who)).accountUpgrade).toBe(false);
    expect(cartOf(await as(t, who).get('/v2/cart/items')).blockedReasons).not.toHaveProperty(
      'account_upgrade_required',
    );
    const bought = await purchase(who);
    expect(bought.statusCode, bought.body).toBe(200);
    await expectLedgerBalanced(t.db);
  });

  it('is shown and refused the same way through the pages’ port', async () => {
    const who = await flaggedWithCart();
    const port = await probe.portFor(t.app, { accessToken: who.accessToken });
    expect((await port.customer()).accountUpgrade).toBe(true);
    expect((await port.cart()).blockedReasons).toHaveProperty('account_upgrade_required');
    const before = await databaseDigest(t.db);
    const refused = await refusalOf(port.purchase({}, { idempotencyKey: crypto.randomUUID() }));
    expect(refused.status).toBe(403);
    expect(await databaseDigest(t.db)).toEqual(before);
  });
});
