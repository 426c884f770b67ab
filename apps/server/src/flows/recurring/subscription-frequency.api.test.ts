import type { Subscription } from '@drawline/contracts';
import { describe, expect, it } from 'vitest';
import { as, cartOf, checkoutTestApp, powerballEntry, raffleEntry } from '../../../tests/cart-helpers';
import { databaseDigest, expectRefusedInEnvelope, hostileBodies } from '../../../tests/hostile-helpers';
import { signUp } from '../../../tests/identity-helpers';
import { fundWallet } from '../../../tests/ledger-helpers';
import { aud } from '../../../tests/purchase-helpers';

/**
 * A subscription bought from its offer's page carries the spec's frequency (2-shopping.md §4;
 * decision 368) from the cart line to the subscription the purchase records; the cart refuses a
 * frequency it does not know and one on anything but a subscription, changing nothing.
 */
const t = checkoutTestApp({ config: { shopEngines: { recurringPurchases: true, lottoParty: false } } });

const deferred = (overrides: Record<string, unknown> = {}) =>
  raffleEntry({
    game_type: 'deferred',
    game_offer: 'subscription',
    num_games: 3,
    recurring_purchase: { type: 'subscription', enabled: true, frequency: 'quarterly' },
    ...overrides,
  });

describe('a subscription with its frequency', () => {
  it('keeps the frequency from the cart line to the subscription the purchase records', async () => {
    const who = await signUp(t);
    await fundWallet(t.app, who.customerId, aud(500_00));
    const added = await as(t, who).post('/v2/cart/items', deferred());
    expect(added.statusCode, added.body).toBe(200);
    expect(cartOf(added).cartItems[0]?.recurringPurchase).toMatchObject({
      type: 'subscription',
      enabled: true,
      frequency: 'quarterly',
    });
    const bought = await as(t, who).post('/v2/cart/purchase', undefined, {
      'idempotency-key': `freq-${who.customerId}`,
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const subscriptions = (await as(t, who).get('/v2/subscriptions')).json().result as Subscription[];
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]).toMatchObject({
      productOfferKey: 'make_a_smile_lottery',
      frequency: 'quarterly',
      numGames: 3,
      causeKey: 'childrens_hospital',
    });
  });

  it('makes a subscription without a frequency monthly', async () => {
    const who = await signUp(t);
    const added = await as(t, who).post(
      '/v2/cart/items',
      deferred({ recurring_purchase: { type: 'subscription', enabled: true } }),
    );
    expect(cartOf(added).cartItems[0]?.recurringPurchase).toMatchObject({ frequency: 'monthly' });
  });

  it('refuses an unknown frequency, a frequency on an autoplay and hostile bodies, changing nothing', async () => {
    const who = await signUp(t);
    const before = await databaseDigest(t.db);
    const weekly = await as(t, who).post(
      '/v2/cart/items',
      deferred({ recurring_purchase: { type: 'subscription', enabled: true, frequency: 'weekly' } }),
    );
    expectRefusedInEnvelope(weekly, 'weekly');
    expect(weekly.body).toContain('Choose monthly, quarterly, biannually or annually');
    const autoplay = await as(t, who).post(
      '/v2/cart/items',
      powerballEntry({ recurring_purchase: { type: 'autoplay', enabled: true, frequency: 'monthly' } }),
    );
    expectRefusedInEnvelope(autoplay, 'autoplay with a frequency');
    expect(autoplay.body).toContain('A frequency applies to subscriptions only.');
    for (const { kind, contentType, payload } of hostileBodies(deferred())) {
      const res = await as(t, who).post('/v2/cart/items', payload, { 'content-type': contentType });
      expectRefusedInEnvelope(res, kind);
    }
    expect(await databaseDigest(t.db)).toEqual(before);
  });
});
