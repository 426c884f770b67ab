import { IDEMPOTENCY_KEY_HEADER } from '@drawline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type CartTestApp, cartOf, createCartTestApp, powerballEntry } from '../../../tests/cart-helpers';
import { databaseDigest, expectRefusedInEnvelope, hostileBodies } from '../../../tests/hostile-helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { expectLedgerBalanced, fundWallet } from '../../../tests/ledger-helpers';
import { pagePortProbe, refusalOf } from '../../../tests/page-port-helpers';
import { testConfig } from '../../config';

/**
 * The shop's country rules (issue 29, docs/decisions/384) on PGlite and PostgreSQL: a customer
 * located in a banned country (here by the CDN's country header) sees countryBanned on GET
 * /customer, is asked once per country to acknowledge it, cannot buy (cart blocked reason, the
 * purchase and the deposit-and-buy refused, over HTTP and through the pages' port alike), and can
 * still use their account.
 */
let t: CartTestApp;
const probe = pagePortProbe();
const BANNED = 'KP';
const from = (country: string) => ({ 'x-country-code': country });

beforeAll(async () => {
  t = await createCartTestApp({
    config: { locate: { ...testConfig().locate, bannedCountries: [BANNED, 'IR'] } },
    beforeReady: probe.beforeReady,
  });
});
afterAll(() => t.close());

async function customerWithCart(): Promise<SignedIn> {
  const who = await signUp(t);
  await fundWallet(t.app, who.customerId, { amount: 10_000, currency: 'AUD' });
  cartOf(await as(t, who).post('/v2/cart/items', powerballEntry({ num_games: 4 })));
  return who;
}

const customerFrom = async (who: SignedIn, country: string) =>
  (await t.app.inject({ method: 'GET', url: '/v2/customer', headers: { ...who.auth, ...from(country) } })).json()
    .result;
const acknowledge = (who: SignedIn, country: string, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/v2/customer/terms-and-conditions/location',
    headers: { ...who.auth, ...from(country) },
    payload: payload as string,
  });
const purchase = (who: SignedIn, country: string, key = crypto.randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: '/v2/cart/purchase',
    headers: { ...who.auth, ...from(country), [IDEMPOTENCY_KEY_HEADER]: key },
    payload: {},
  });

describe('a customer located in a banned country', () => {
  it('is told on GET /customer and asked to acknowledge once per country; elsewhere nothing is asked', async () => {
    const who = await signUp(t);
    expect(await customerFrom(who, 'AU')).toMatchObject({
      countryBanned: false,
      countryBannedConfirmationRequired: false,
    });
    expect(await customerFrom(who, BANNED)).toMatchObject({
      countryBanned: true,
      countryBannedConfirmationRequired: true,
    });

    const first = await acknowledge(who, BANNED);
    expect(first.statusCode).toBe(200);
    expect(first.json().result).toEqual({ countryBanned: true, countryBannedConfirmationRequired: false });
    expect((await acknowledge(who, BANNED)).statusCode).toBe(200);
    expect(await customerFrom(who, BANNED)).toMatchObject({
      countryBanned: true,
      countryBannedConfirmationRequired: false,
    });
    // Another banned country is asked again; a country the shop sells to records nothing.
    expect(await customerFrom(who, 'IR')).toMatchObject({ countryBannedConfirmationRequired: true });
    const before = await databaseDigest(t.db);
    expect((await acknowledge(who, 'AU')).json().result).toEqual({
      countryBanned: false,
      countryBannedConfirmationRequired: false,
    });
    expect(await databaseDigest(t.db)).toEqual(before);
  });

  it('sees the cart blocked and cannot buy or deposit-and-buy; the same cart buys from home', async () => {
    const who = await customerWithCart();
    const cart = cartOf(await as(t, who).get('/v2/cart/items'));
    expect(cart.blockedReasons).not.toHaveProperty('country_banned');
    const abroad = cartOf(
      await t.app.inject({ method: 'GET', url: '/v2/cart/items', headers: { ...who.auth, ...from(BANNED) } }),
    );
    expect(abroad.blockedReasons.country_banned).toContain('North Korea');

    const before = await databaseDigest(t.db);
    const refused = await purchase(who, BANNED);
    expectRefusedInEnvelope(refused, 'purchase from a banned country');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('country_banned');
    const depositAndBuy = await t.app.inject({
      method: 'POST',
      url: '/v2/deposit_purchase',
      headers: { ...who.auth, ...from(BANNED), [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
      payload: { deposit: { fundId: 'any-card', amount: '20.00' } },
    });
    expect(depositAndBuy.statusCode).toBe(403);
    expect(depositAndBuy.json().error.code).toBe('country_banned');
    expect(await databaseDigest(t.db)).toEqual(before);

    expect((await purchase(who, 'AU')).statusCode).toBe(200);
    await expectLedgerBalanced(t.db);
  });

  it('is refused the same way through the pages’ port, and reads the same standing there', async () => {
    const who = await customerWithCart();
    const port = await probe.portFor(t.app, { headers: from(BANNED), accessToken: who.accessToken });
    expect(await port.customer()).toMatchObject({ countryBanned: true, countryBannedConfirmationRequired: true });
    expect((await port.cart()).blockedReasons).toHaveProperty('country_banned');
    const before = await databaseDigest(t.db);
    const refused = await refusalOf(port.purchase({}, { idempotencyKey: crypto.randomUUID() }));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { code: 'country_banned' } });
    expect(await databaseDigest(t.db)).toEqual(before);
  });

  it('refuses the acknowledgement to a visitor, and reads no country from the body', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/v2/customer/terms-and-conditions/location',
      headers: from(BANNED),
    });
    expectRefusedInEnvelope(anonymous, 'a visitor');
    expect(anonymous.statusCode).toBe(401);
    const who = await signUp(t);
    const before = await databaseDigest(t.db);
    // Named in the body, a banned country is not recorded for a customer located at home.
    const named = await acknowledge(who, 'AU', { countryCode: BANNED });
    expect(named.json().result).toEqual({ countryBanned: false, countryBannedConfirmationRequired: false });
    for (const body of hostileBodies({ countryCode: BANNED })) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v2/customer/terms-and-conditions/location',
        headers: { ...who.auth, ...from('AU'), 'content-type': body.contentType },
        payload: body.payload,
      });
      if (res.statusCode >= 400) expectRefusedInEnvelope(res, body.kind);
      else expect(res.json().result, body.kind).toMatchObject({ countryBanned: false });
    }
    expect(await databaseDigest(t.db)).toEqual(before);
  });
});
