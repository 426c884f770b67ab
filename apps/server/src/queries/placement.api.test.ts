import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, CART_NOW, cartOf, powerballEntry, visitor } from '../../tests/cart-helpers';
import { databaseDigest, expectRefusedInEnvelope, hostileBodies, hostileParams } from '../../tests/hostile-helpers';
import { type IdentityTestApp, type SignedIn, signUp } from '../../tests/identity-helpers';
import { pagePortProbe } from '../../tests/page-port-helpers';
import { placementBody, placementsOf, setPlacement as setOne } from '../../tests/placement-helpers';
import { aud, fundCustomer } from '../../tests/purchase-helpers';
import { createStaffTestApp, type StaffTestApp, signInStaff } from '../../tests/staff-helpers';
import { cryptoRandom } from '../lib/random';

/**
 * Placements and recommended draws (decision 474): what editors set, the feature placement kept
 * 300 s and cleared by an edit, a customer's recommended draws from their own orders, nothing
 * in the cart again, nothing past a limit, nothing at all to a customer on a break.
 */
let t: StaffTestApp & IdentityTestApp;
let editor: Record<string, string>;
const probe = pagePortProbe();

beforeAll(async () => {
  t = (await createStaffTestApp({
    seed: true,
    at: CART_NOW,
    config: { rateLimitPerMinute: 1_000_000 },
    beforeReady: probe.beforeReady,
  })) as StaffTestApp & IdentityTestApp;
  editor = (await signInStaff(t, 'content_editor')).auth;
});
afterAll(() => t.close());

const BASE = '/placement-api/placement';
const placement = placementBody;
const setPlacement = (body: Record<string, unknown>) => setOne(t, editor, body);
async function customerWithFunds(): Promise<SignedIn> {
  const who = await signUp(t);
  await fundCustomer(t.db, who.customerId, aud(100_00));
  return who;
}
async function buyPowerball(who: SignedIn) {
  cartOf(await as(t, who).post('/v2/cart/items', powerballEntry()));
  const bought = await as(t, who).post('/v2/cart/purchase', undefined, { 'idempotency-key': cryptoRandom.uuid() });
  expect(bought.statusCode, bought.body).toBe(200);
}

describe('the console sets placements', () => {
  it('lets content editors add, change and remove a placement, audited; other roles are refused', async () => {
    // instant_play offers instant games, which the shop has none of (decision 534): refused, answered empty.
    const before = await databaseDigest(t.db, ['staff_sessions']);
    const instant = placement({ key: 'instant_play' });
    const refusedKey = await t.app.inject({
      method: 'POST',
      url: '/staff/api/placements',
      headers: editor,
      payload: instant,
    });
    expectRefusedInEnvelope(refusedKey, 'instant_play');
    expect(await databaseDigest(t.db, ['staff_sessions'])).toEqual(before);
    expect(placementsOf(await visitor(t).get(`${BASE}?keys=instant_play,fast_play`))).toEqual([]);
    const made = await setPlacement(placement({ key: 'fast_play', active: false }));
    expect(made).toMatchObject({ key: 'fast_play', productOfferKey: 'powerball2018', numGames: 4, active: false });
    const support = (await signInStaff(t, 'support')).auth;
    const refused = await t.app.inject({ method: 'GET', url: '/staff/api/placements', headers: support });
    expect(refused.statusCode).toBe(403);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/staff/api/placements/${made.placementId}`,
      headers: editor,
      payload: placement({ key: 'fast_play', active: false, headline: 'Changed' }),
    });
    expect(changed.json().result.headline).toBe('Changed');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/staff/api/placements/${made.placementId}`,
      headers: editor,
    });
    expect(removed.statusCode).toBe(200);
    const audit = await t.app.audit.listAudit({ limit: 50, offset: 0, action: 'placement.' });
    const mine = audit.entries.filter((a) => a.subjectId === made.placementId);
    expect(mine.map((a) => a.action).sort()).toEqual(['placement.create', 'placement.remove', 'placement.update']);
  });

  it('refuses an offer, game offer or game count that is not on sale, with nothing stored', async () => {
    const before = await databaseDigest(t.db, ['staff_sessions']);
    for (const body of [
      placement({ product_offer_key: 'no_such_lottery' }),
      placement({ game_offer: 'no_such_game' }),
      placement({ num_games: 49 }),
      placement({ product_offer_key: 'make_a_smile_lottery', game_offer: 'tickets', num_games: 5 }),
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/staff/api/placements', headers: editor, payload: body });
      expectRefusedInEnvelope(res, JSON.stringify(body));
    }
    expect(await databaseDigest(t.db, ['staff_sessions'])).toEqual(before);
  });
});

describe('GET /placement', () => {
  it('keeps the feature placement 300 s for visitors, and an edit shows at once', async () => {
    const made = await setPlacement(placement({ key: 'feature_placement', headline: 'Feature one' }));
    const url = `${BASE}?branding_key=drawline&keys=feature_placement`;
    const first = await visitor(t).get(url);
    expect(first.headers['x-cache']).toBe('MISS');
    expect(placementsOf(first)).toEqual([
      {
        key: 'feature_placement',
        config: expect.objectContaining({
          productType: 'lottery_ticket',
          placementId: made.placementId,
          productOfferKey: 'powerball2018',
          headline: 'Feature one',
          numGames: 4,
          recommended: false,
        }),
      },
    ]);
    const again = await visitor(t).get(url);
    expect(again.headers['x-cache']).toBe('HIT');
    await t.app.inject({
      method: 'PUT',
      url: `/staff/api/placements/${made.placementId}`,
      headers: editor,
      payload: placement({ key: 'feature_placement', headline: 'Feature two' }),
    });
    const edited = await visitor(t).get(url);
    expect(placementsOf(edited)[0]?.config.headline).toBe('Feature two');
    // A customer's answer is their own: never a kept visitor's one, never kept for anybody.
    const who = await signUp(t);
    const own = await as(t, who).get(url);
    expect(own.headers['x-cache']).toBe('MISS');
    expect(own.headers['cache-control']).toContain('private');
  });

  it('refuses a key not in the list, and another customer_key, in the envelope', async () => {
    for (const keys of ['nope', 'feature_placement,nope', '', 'a'.repeat(5000), 'feature%00placement']) {
      expectRefusedInEnvelope(await visitor(t).get(`${BASE}?keys=${keys}`), keys.slice(0, 20));
    }
    expectRefusedInEnvelope(await visitor(t).get(BASE), 'no keys');
    for (const bad of hostileParams) {
      expectRefusedInEnvelope(await visitor(t).get(`${BASE}?keys=pre_cart_item&cart=${bad}`), bad.slice(0, 20));
    }
    const [a, b] = [await signUp(t), await signUp(t)];
    const other = await as(t, a).get(`${BASE}?keys=pre_cart_item&customer_key=${b.customerId}`);
    expect(other.statusCode).toBe(403);
    expect(placementsOf(await as(t, a).get(`${BASE}?keys=pre_cart_item&customer_key=${a.customerId}`))).toEqual([]);
  });

  it("recommends the customer's own draws first, and nothing already in their cart", async () => {
    const promoted = await setPlacement(
      placement({ key: 'pre_cart_item', product_offer_key: 'saturday_lotto', game_offer: 'standard', num_games: 6 }),
    );
    const who = await customerWithFunds();
    const fresh = placementsOf(await as(t, who).get(`${BASE}?keys=pre_cart_item`));
    expect(fresh.map((p) => [p.config.productOfferKey, p.config.recommended])).toEqual([['saturday_lotto', false]]);
    await buyPowerball(who);
    const after = placementsOf(await as(t, who).get(`${BASE}?keys=pre_cart_item`));
    expect(after.map((p) => [p.config.productOfferKey, p.config.recommended])).toEqual([
      ['powerball2018', true],
      ['saturday_lotto', false],
    ]);
    expect(after[0]?.config).toMatchObject({ gameOffer: 'standard', numGames: 4, headline: 'Play Powerball again' });
    // A visitor has no history: the editors' placements only.
    const anyone = placementsOf(await visitor(t).get(`${BASE}?keys=pre_cart_item`));
    expect(anyone.map((p) => p.config.placementId)).toEqual([promoted.placementId]);
    // Once Powerball is in the cart again it is not offered again.
    cartOf(await as(t, who).post('/v2/cart/items', powerballEntry()));
    const inCart = placementsOf(await as(t, who).get(`${BASE}?keys=pre_cart_item`));
    expect(inCart.map((p) => p.config.productOfferKey)).toEqual(['saturday_lotto']);
    // POST /placement/cart/prime answers the pre-cart keys for the cart as it is; a visitor is 401.
    const primed = placementsOf(await as(t, who).post('/placement-api/placement/cart/prime', {}));
    expect(primed.map((p) => p.key)).toContain('pre_cart_item');
    expect((await visitor(t).post('/placement-api/placement/cart/prime', {})).statusCode).toBe(401);
  });

  it('offers nothing past a spend limit, and nothing at all to a customer on a break', async () => {
    await setPlacement(placement({ key: 'cart_inline_item' }));
    const keys = 'feature_placement,cart_inline_item,pre_cart_promoted';
    const limited = await customerWithFunds();
    expect(placementsOf(await as(t, limited).get(`${BASE}?keys=${keys}`)).length).toBeGreaterThan(1);
    const set = await as(t, limited).put('/v2/spend-limits/weekly', { limit: '1.00' });
    expect(set.statusCode, set.body).toBe(200);
    expect(placementsOf(await as(t, limited).get(`${BASE}?keys=${keys}`))).toEqual([]);

    const resting = await customerWithFunds();
    await buyPowerball(resting);
    expect(placementsOf(await as(t, resting).get(`${BASE}?keys=${keys},pre_cart_item`)).length).toBeGreaterThan(2);
    const excluded = await as(t, resting).post('/v2/self-exclusion', { period: '7_days' });
    expect(excluded.statusCode, excluded.body).toBe(200);
    expect(placementsOf(await as(t, resting).get(`${BASE}?keys=${keys},pre_cart_item`))).toEqual([]);
    expect(placementsOf(await as(t, resting).get(`${BASE}?keys=feature_placement`))).toEqual([]);
    expect(placementsOf(await as(t, resting).post('/placement-api/placement/cart/prime', {}))).toEqual([]);
    // Through the pages' port alike.
    const port = await probe.portFor(t.app, { accessToken: resting.accessToken });
    expect(await port.placements({ keys: keys })).toEqual([]);
  });
});

describe('hostile input', () => {
  it('refuses hostile placement bodies and ids in the envelope, storing nothing', async () => {
    const before = await databaseDigest(t.db, ['staff_sessions']);
    for (const body of hostileBodies(placement({ headline: 'Has <script>' }))) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/staff/api/placements',
        headers: { ...editor, 'content-type': body.contentType },
        payload: body.payload,
      });
      expectRefusedInEnvelope(res, body.kind);
    }
    for (const id of [...hostileParams, cryptoRandom.uuid()]) {
      const res = await t.app.inject({ method: 'DELETE', url: `/staff/api/placements/${id}`, headers: editor });
      expectRefusedInEnvelope(res, id.slice(0, 20));
    }
    // POST /placement/cart/prime: hostile bodies, forms and text/plain (a cross-site post) refused.
    const customer = await signUp(t);
    for (const body of hostileBodies({ cart: 'cart-reference', pricing_id: 'default' })) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/placement-api/placement/cart/prime',
        headers: { ...customer.auth, 'content-type': body.contentType },
        payload: body.payload,
      });
      expectRefusedInEnvelope(res, `prime: ${body.kind}`);
    }
    const asCustomer = await t.app.inject({
      method: 'POST',
      url: '/staff/api/placements',
      headers: customer.auth,
      payload: placement(),
    });
    expect(asCustomer.statusCode).toBe(401);
    const after = await databaseDigest(t.db, ['staff_sessions']);
    expect([after.placements, after.audit_log]).toEqual([before.placements, before.audit_log]);
  });
});
