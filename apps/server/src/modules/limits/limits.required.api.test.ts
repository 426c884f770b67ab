import { IDEMPOTENCY_KEY_HEADER, type LimitsAnswer } from '@drawline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type CartTestApp, cartOf, createCartTestApp, raffleEntry } from '../../../tests/cart-helpers';
import { signUp } from '../../../tests/identity-helpers';
import { fundWallet } from '../../../tests/ledger-helpers';
import { aud } from '../../../tests/purchase-helpers';
import { cryptoRandom } from '../../lib/random';
import { defaultLimitsPolicy } from './limits.deps';

/** spendLimitRequired (3-account.md): where the site asks for a spend limit before the first purchase. */
let t: CartTestApp;

beforeAll(async () => {
  t = await createCartTestApp({ config: { limits: { ...defaultLimitsPolicy, spendLimitRequired: true } } });
});
afterAll(() => t.close());

describe('a site that requires a spend limit', () => {
  it('asks for a limit first: the cart says so and the purchase is refused until one is set', async () => {
    const who = await signUp(t);
    await fundWallet(t.app, who.customerId, aud(10_000));
    const answer = (await as(t, who).get('/v2/spend-limits')).json().result as LimitsAnswer;
    expect(answer.spendLimitRequired).toBe(true);

    const cart = cartOf(await as(t, who).post('/v2/cart/items', raffleEntry({ num_games: 1 })));
    expect(cart.blockedReasons.spend_limit_required).toBe('Please set a spend limit before your first purchase.');
    const buy = () =>
      as(t, who).post('/v2/cart/purchase', undefined, { [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid() });
    const refused = await buy();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('spend_limit_exceeded');

    expect((await as(t, who).put('/v2/spend-limits/monthly', { limit: '100' })).statusCode).toBe(200);
    expect(cartOf(await as(t, who).get('/v2/cart/items')).blockedReasons).toEqual({});
    expect((await buy()).statusCode).toBe(200);
  });
});
