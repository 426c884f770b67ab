import { IDEMPOTENCY_KEY_HEADER, type LottoPartyOrder, type LottoPartySession } from '@drawline/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { as, checkoutTestApp, firstDraw } from '../../../tests/cart-helpers';
import { testDbKind } from '../../../tests/helpers';
import { databaseDigest, expectRefusedInEnvelope } from '../../../tests/hostile-helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { aud, availableFundsOf, fundCustomer } from '../../../tests/purchase-helpers';

/**
 * Lotto party shares bought through the normal cart and checkout (decision 388), with the engine
 * switched on for this shop only: the share is priced from its session, the wallet pays it by the
 * checkout's journal (the ledger checked balanced after each test), the shares are taken under the
 * cap, a retry with the same key buys nothing twice, and the last share sold twice is sold once.
 */
const t = checkoutTestApp({
  config: { rateLimitPerMinute: 1_000_000, shopEngines: { recurringPurchases: false, lottoParty: true } },
});
let n = 0;

const resultOf = <T>(res: LightMyRequestResponse): T => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as T;
};
const share = (sessionId: string, shares: number) => ({
  product_offer_key: 'powerball2018',
  game_type: 'lotto_party',
  game_offer: 'lotto_party',
  num_games: shares,
  social_syndicate_id: sessionId,
});
const purchase = (who: SignedIn, key = `lp-key-${testDbKind()}-${++n}`) =>
  as(t, who).post('/v2/cart/purchase', undefined, { [IDEMPOTENCY_KEY_HEADER]: key });

async function partyOf(sharesTotal: number) {
  const org = await signUp(t);
  const group = resultOf<{ groupId: string; inviteToken: string }>(
    await as(t, org).post('/social/v3/group', { group_name: `Checkout Party ${testDbKind()} ${++n}` }),
  );
  const session = resultOf<LottoPartySession>(
    await as(t, org).post('/social/v3/session', {
      group_id: group.groupId,
      draw_id: firstDraw(t, 'powerball2018').drawId,
      share_price: { amount: 500 },
      shares_total: sharesTotal,
    }),
  );
  const member = async () => {
    const who = await signUp(t);
    resultOf(await as(t, who).get(`/social/v3/group/token/${group.inviteToken}`));
    await fundCustomer(t.db, who.customerId, aud(10_000));
    return who;
  };
  return { org, group, session, member };
}

describe(`lotto party shares through the cart and checkout (${testDbKind()})`, () => {
  it('sells a member shares priced from the session, once per key, and shows them in their orders', async () => {
    const { session, member } = await partyOf(3);
    const friend = await member();
    const cart = resultOf<{ cartTotal: { amount: number } }>(
      await as(t, friend).post('/v2/cart/items', share(session.sessionId, 2)),
    );
    expect(cart.cartTotal.amount).toBe(1_000);
    const key = `lp-once-${testDbKind()}`;
    const receipt = resultOf<{ checkoutId: string }>(await purchase(friend, key));
    expect(await availableFundsOf(t.db, friend.customerId)).toBe(9_000);
    expect(resultOf(await purchase(friend, key))).toEqual(receipt);
    expect(await availableFundsOf(t.db, friend.customerId)).toBe(9_000);
    const read = resultOf<LottoPartySession>(await as(t, friend).get(`/social/v3/session/${session.sessionId}`));
    expect(read).toMatchObject({ sharesSold: 2, myShares: 2, sharesRemaining: 1 });
    const orders = resultOf<LottoPartyOrder[]>(await as(t, friend).get('/social/v3/orders'));
    expect(orders).toEqual([
      expect.objectContaining({
        socialSyndicateId: session.sessionId,
        shares: 2,
        amountPaid: { amount: 1_000, currency: 'AUD' },
      }),
    ]);
    expect(orders[0]?.checkoutId).toBe(receipt.checkoutId);
  });

  it('refuses more shares than are left, a session the customer cannot see, and a visitor', async () => {
    const { session, member } = await partyOf(2);
    const friend = await member();
    const tooMany = await as(t, friend).post('/v2/cart/items', share(session.sessionId, 3));
    expect(tooMany.statusCode).toBe(400);
    expectRefusedInEnvelope(tooMany, 'more shares than there are');
    const stranger = await signUp(t);
    const hidden = await as(t, stranger).post('/v2/cart/items', share(session.sessionId, 1));
    expect(hidden.statusCode).toBe(404);
    expectRefusedInEnvelope(hidden, 'a private group’s session');
    const noSession = await as(t, friend).post('/v2/cart/items', {
      ...share(session.sessionId, 1),
      social_syndicate_id: undefined,
    });
    expect(noSession.statusCode).toBe(400);
    expect(noSession.json().error.message).toBe('Lotto Party entries are bought in a Lotto Party session.');
  });

  it('sells the last share once when two members bought it into their carts, the other’s purchase refused with nothing moved', async () => {
    const { session, member } = await partyOf(2);
    const [first, second] = [await member(), await member()];
    resultOf(await as(t, first).post('/v2/cart/items', share(session.sessionId, 1)));
    resultOf(await as(t, second).post('/v2/cart/items', share(session.sessionId, 2)));
    resultOf(await purchase(first));
    const refused = await purchase(second);
    expect(refused.statusCode).toBe(409);
    expectRefusedInEnvelope(refused, 'the last share twice');
    expect(await availableFundsOf(t.db, second.customerId)).toBe(10_000);
    const read = resultOf<LottoPartySession>(await as(t, first).get(`/social/v3/session/${session.sessionId}`));
    expect(read).toMatchObject({ sharesSold: 1, sharesRemaining: 1 });
  });

  it('refuses made-up, hostile and other customers’ sessions and bad share counts in the envelope, nothing changed', async () => {
    const { session, member } = await partyOf(4);
    const friend = await member();
    const before = await databaseDigest(t.db);
    const bad: Record<string, unknown>[] = [
      { social_syndicate_id: 'A'.repeat(32) },
      { social_syndicate_id: 'ab\u0000cd' },
      { social_syndicate_id: 'ab\ud800cd' },
      { social_syndicate_id: 'x'.repeat(5_000) },
      { social_syndicate_id: 42 },
      { num_games: 0 },
      { num_games: -1 },
      { num_games: 1.5 },
      { num_games: 1e12 },
      { quantity: 2 },
      { num_draws: 2 },
      { quick_pick: true },
      { recurring_purchase: { type: 'autoplay', enabled: true } },
      { product_offer_key: 'saturday_lotto' },
      { game_offer: 'standard' },
    ];
    for (const change of bad) {
      const res = await as(t, friend).post('/v2/cart/items', { ...share(session.sessionId, 1), ...change });
      expectRefusedInEnvelope(res, JSON.stringify(change).slice(0, 60));
    }
    expect(await databaseDigest(t.db)).toEqual(before);
  });

  it('refuses shares past a member’s spend limit or during their break, nothing sold and nothing moved', async () => {
    const { session, member } = await partyOf(4);
    const [capped, resting] = [await member(), await member()];
    resultOf(await as(t, capped).put('/v2/spend-limits/weekly', { limit: '5.00' }));
    resultOf(await as(t, capped).post('/v2/cart/items', share(session.sessionId, 2)));
    const overLimit = await purchase(capped);
    expect(overLimit.statusCode).toBe(422);
    expect(overLimit.json().error.code).toBe('spend_limit_exceeded');
    resultOf(await as(t, resting).post('/v2/cart/items', share(session.sessionId, 1)));
    resultOf(await as(t, resting).post('/v2/self-exclusion', { period: '7_days' }));
    const onBreak = await purchase(resting);
    expect(onBreak.statusCode).toBe(403);
    expect(onBreak.json().error.code).toBe('self_excluded');
    for (const who of [capped, resting]) expect(await availableFundsOf(t.db, who.customerId)).toBe(10_000);
    const read = resultOf<LottoPartySession>(await as(t, capped).get(`/social/v3/session/${session.sessionId}`));
    expect(read).toMatchObject({ sharesSold: 0, myShares: 0, sharesRemaining: 4 });
  });
});
