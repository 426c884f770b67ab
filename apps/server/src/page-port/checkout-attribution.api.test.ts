import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type CartTestApp, createCartTestApp, powerballEntry } from '../../tests/cart-helpers';
import { testDbKind } from '../../tests/helpers';
import { type SignedIn, signUp } from '../../tests/identity-helpers';
import { pagePortProbe } from '../../tests/page-port-helpers';
import { aud, fundCustomer } from '../../tests/purchase-helpers';
import { cryptoRandom } from '../lib/random';

/**
 * The buy page's purchase through the pages' port keeps the visit as the HTTP call does (issue 30,
 * decision 486): the order row holds the attribution the visitor's kept events carried and the
 * cart lines' affiliate code; the attribution only with non_essential consent on the page's request.
 */
let t: CartTestApp;
const probe = pagePortProbe();

beforeAll(async () => {
  t = await createCartTestApp({ beforeReady: probe.beforeReady });
});
afterAll(() => t.close());

async function visitAndBuy(consent: string, anonymousId: string, atPurchase = consent) {
  const who: SignedIn = await signUp(t);
  await fundCustomer(t.db, who.customerId, aud(100_00));
  const cookie = `anonymous_id=${anonymousId}; cookie_consent=${encodeURIComponent(consent)}; affiliate=port-club`;
  const events = await t.app.inject({
    method: 'POST',
    url: '/v2/analytics/events',
    headers: { ...who.auth, cookie },
    payload: { events: [{ type: 'page', name: 'play' }], attribution: { campaign: 'port-campaign', source: 'flyer' } },
  });
  expect(events.statusCode).toBe(204);
  // A cookie set without consent is never read into the cart when the visitor refused: decision 479's
  // cookie is only set with consent, so the refusing visit's cart add goes without it.
  const addCookie = consent.includes('non_essential') ? cookie : `anonymous_id=${anonymousId}`;
  expect((await as(t, who).post('/v2/cart/items', powerballEntry(), { cookie: addCookie })).statusCode).toBe(200);
  const port = await probe.portFor(t.app, {
    accessToken: who.accessToken,
    cookies: { anonymous_id: anonymousId, cookie_consent: atPurchase },
  });
  await port.purchase({}, { idempotencyKey: cryptoRandom.uuid() });
  const kept = (await t.db.execute(
    sql`select attribution->>'campaign' as campaign, attribution->>'source' as source, affiliate_code from orders where customer_id = ${who.customerId}`,
  )) as unknown as { rows: Record<string, string | null>[] };
  return kept.rows;
}

describe(`the port's purchase keeps the visit (${testDbKind()})`, () => {
  it('keeps the attribution and the affiliate code with consent, and nothing without', async () => {
    expect(await visitAndBuy('essential,non_essential', 'visit-port-1')).toEqual([
      { campaign: 'port-campaign', source: 'flyer', affiliate_code: 'port-club' },
    ]);
    // Consent withdrawn before the purchase: the kept events are not read; the cart line's code stays.
    expect(await visitAndBuy('essential,non_essential', 'visit-port-2', 'essential')).toEqual([
      { campaign: null, source: null, affiliate_code: 'port-club' },
    ]);
    expect(await visitAndBuy('essential', 'visit-port-3')).toEqual([
      { campaign: null, source: null, affiliate_code: null },
    ]);
  });
});
