import type { Autoplay, Capabilities, Subscription } from '@drawline/contracts';
import { describe, expect, it } from 'vitest';
import { as, cartOf, checkoutTestApp, powerballEntry, raffleEntry } from '../../../tests/cart-helpers';
import { signUp } from '../../../tests/identity-helpers';
import { fundWallet } from '../../../tests/ledger-helpers';
import { aud } from '../../../tests/purchase-helpers';

/**
 * The shop's recurring switch (decision 353): with RECURRING_PURCHASES on (config.shopEngines),
 * the cart takes an autoplay and a subscription, the capabilities that gate their pages are given
 * out, and the purchase records them. Off, the cart refuses them (cart.api.test.ts) and the
 * capabilities are withheld (capabilities.api.test.ts).
 */
const t = checkoutTestApp({ config: { shopEngines: { recurringPurchases: true, lottoParty: false } } });

describe('the shop with its recurring engine switched on', () => {
  it('gives out the recurring capabilities switched on for the site', async () => {
    const answer = (await t.app.inject({ method: 'GET', url: '/v2/capabilities' })).json().result as Capabilities;
    const current = answer.segments.find((s) => s.segmentName === answer.currentSegmentName);
    expect(current?.capabilities).toContain('subscription_manage');
    expect(current?.capabilities).not.toContain('social_syndicates_joiner');
  });

  it('sells an autoplay and a subscription, and the purchase records both', async () => {
    const who = await signUp(t);
    await fundWallet(t.app, who.customerId, aud(500_00));
    const autoplay = await as(t, who).post(
      '/v2/cart/items',
      powerballEntry({
        recurring_purchase: { type: 'autoplay', enabled: true },
        minimum_jackpot_amount: { amount: 20_000_000_00 },
      }),
    );
    expect(cartOf(autoplay).cartItems[0]?.recurringPurchase).toMatchObject({ type: 'autoplay', enabled: true });
    const subscription = await as(t, who).post(
      '/v2/cart/items',
      raffleEntry({ recurring_purchase: { type: 'subscription', enabled: true } }),
    );
    expect(cartOf(subscription).requiresUnattendedPaymentMethod).toBe(true);

    const bought = await as(t, who).post('/v2/cart/purchase', undefined, {
      'idempotency-key': `switch-${who.customerId}`,
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const autoplays = (await as(t, who).get('/v2/autoplay')).json().result as Autoplay[];
    expect(autoplays).toHaveLength(1);
    expect(autoplays[0]).toMatchObject({
      status: 'recurring_status_active',
      productOfferKey: 'powerball2018',
      minimumJackpotAmount: { amount: 20_000_000_00, currency: 'AUD' },
    });
    const subscriptions = (await as(t, who).get('/v2/subscriptions')).json().result as Subscription[];
    expect(subscriptions.map((s) => s.productOfferKey)).toEqual(['make_a_smile_lottery']);
  });
});
