import {
  type ConsoleCustomerGroup,
  type ConsoleLottoPartyMoneySession,
  IDEMPOTENCY_KEY_HEADER,
  type LottoPartySession,
} from '@drawline/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, checkoutTestApp, firstDraw } from '../../../tests/cart-helpers';
import { testDbKind } from '../../../tests/helpers';
import { probeStaffCalls } from '../../../tests/hostile-helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { aud, fundCustomer } from '../../../tests/purchase-helpers';
import { STAFF_TEST_AUTH_SECRET, type StaffTestApp, signInStaff } from '../../../tests/staff-helpers';
import { createSecrets } from '../../modules/credentials';
import { closeDueLottoPartySessions } from '../../modules/lotto-party';
import { seedDemoStaff } from '../../modules/staff';
import { buySessionGames } from '../lotto-party/buy-session-games';

/**
 * The console's lotto party money and people (issue 26, decision 459): support reads a customer's
 * groups with the shares they bought, paid and got back; finance reads the sessions that did not
 * sell out or gave money back, with what members paid, what bought games and what was refunded.
 */
const t = checkoutTestApp({
  config: {
    authSecret: STAFF_TEST_AUTH_SECRET,
    rateLimitPerMinute: 1_000_000,
    shopEngines: { recurringPurchases: false, lottoParty: true },
  },
});
const staffApp = () => t as unknown as StaffTestApp;
beforeAll(async () => {
  await seedDemoStaff(t.db, t.clock, createSecrets(STAFF_TEST_AUTH_SECRET));
});

const resultOf = <T>(res: LightMyRequestResponse): T => {
  expect(res.statusCode, res.body.slice(0, 400)).toBe(200);
  return res.json().result as T;
};
let n = 0;

async function buy(who: SignedIn, sessionId: string, shares: number) {
  resultOf(
    await as(t, who).post('/v2/cart/items', {
      product_offer_key: 'powerball2018',
      game_type: 'lotto_party',
      game_offer: 'lotto_party',
      num_games: shares,
      social_syndicate_id: sessionId,
    }),
  );
  resultOf(
    await as(t, who).post('/v2/cart/purchase', undefined, { [IDEMPOTENCY_KEY_HEADER]: `lpm-${testDbKind()}-${++n}` }),
  );
}

describe(`the console's lotto party money (${testDbKind()})`, () => {
  it('refuses hostile calls in the envelope, changing nothing', async () => {
    const customer = await signUp(t);
    // First: staff codes are never taken twice, and the next test moves the clock on.
    const { unrefused } = await probeStaffCalls(
      staffApp(),
      [
        {
          method: 'GET',
          url: '/staff/api/customers/{customerId}/lotto-party/groups',
          params: { customerId: customer.customerId },
          roles: ['support', 'administrator'],
        },
        { method: 'GET', url: '/staff/api/lotto-party/sessions/money', roles: ['finance'] },
      ],
      customer,
    );
    expect(unrefused).toEqual([]);
  });

  it("shows support a customer's groups and finance the sessions that gave money back", async () => {
    const org = await signUp(t);
    const friend = await signUp(t);
    for (const who of [org, friend]) await fundCustomer(t.db, who.customerId, aud(100_000));
    const group = resultOf<{ groupId: string; inviteToken: string }>(
      await as(t, org).post('/social/v3/group', { group_name: `Money Party ${testDbKind()}` }),
    );
    resultOf(await as(t, friend).get(`/social/v3/group/token/${group.inviteToken}`));
    const session = resultOf<LottoPartySession>(
      await as(t, org).post('/social/v3/session', {
        group_id: group.groupId,
        draw_id: firstDraw(t, 'powerball2018').drawId,
        share_price: { amount: 334 },
        shares_total: 20,
      }),
    );
    await buy(org, session.sessionId, 3);
    await buy(friend, session.sessionId, 4);
    // 7 shares of $3.34 ($23.38) buy 13 games of $1.75 ($22.75): 63 cents go back, 27 and 36.
    t.clock.set(new Date(new Date(session.stopAt).getTime() + 1_000));
    await closeDueLottoPartySessions(t.db, t.clock.now());
    expect(await buySessionGames(t.app.recurringEngine)).toMatchObject({ paid: 1 });

    const support = await signInStaff(staffApp(), 'support');
    const groups = resultOf<ConsoleCustomerGroup[]>(
      await t.app.inject({
        method: 'GET',
        url: `/staff/api/customers/${friend.customerId}/lotto-party/groups`,
        headers: support.auth,
      }),
    );
    expect(groups).toEqual([
      expect.objectContaining({
        groupId: group.groupId,
        role: 'joiner',
        members: 2,
        sharesBought: 4,
        paid: { amount: 1_336, currency: 'AUD' },
        refunded: { amount: 36, currency: 'AUD' },
      }),
    ]);

    const finance = await signInStaff(staffApp(), 'finance');
    const money = resultOf<ConsoleLottoPartyMoneySession[]>(
      await t.app.inject({ method: 'GET', url: '/staff/api/lotto-party/sessions/money', headers: finance.auth }),
    );
    expect(money.find((s) => s.sessionId === session.sessionId)).toMatchObject({
      status: 'paid',
      sharesSold: 7,
      sharesTotal: 20,
      paid: { amount: 2_338 },
      spent: { amount: 2_275 },
      refunded: { amount: 63 },
    });

    // Support does not read the money page; finance does not read a customer's groups; unknown is 404.
    const get = (auth: Record<string, string>, url: string) => t.app.inject({ method: 'GET', url, headers: auth });
    expect((await get(support.auth, '/staff/api/lotto-party/sessions/money')).statusCode).toBe(403);
    expect((await get(finance.auth, `/staff/api/customers/${friend.customerId}/lotto-party/groups`)).statusCode).toBe(
      403,
    );
    expect((await get(support.auth, '/staff/api/customers/no-such-customer/lotto-party/groups')).statusCode).toBe(404);
  });
});
