import {
  type CustomerNotification,
  IDEMPOTENCY_KEY_HEADER,
  type LottoPartySession,
  type UnreadNotifications,
} from '@drawline/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { as, checkoutTestApp, firstDraw, signInAgain } from '../../../tests/cart-helpers';
import { testDbKind } from '../../../tests/helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { aud, fundCustomer } from '../../../tests/purchase-helpers';
import { closeDueLottoPartySessions, nextSessionIdOf, openLottoPartyAutosessions } from '../../modules/lotto-party';
import { buySessionGames } from '../lotto-party/buy-session-games';

/**
 * Lotto party news in the notifications feed (decisions 421, 470): a session opened with every
 * member invited (and its autosession's next one) invites each other member who was in the group
 * then, once; a session a member holds shares in tells them once when its games are bought or it
 * is refunded; nobody else sees or changes them.
 */
const t = checkoutTestApp({
  config: { rateLimitPerMinute: 1_000_000, shopEngines: { recurringPurchases: false, lottoParty: true } },
});
let n = 0;
/** The test's clock stands still unless moved: a second on, so a join and an opening are apart. */
const tick = () => t.clock.set(new Date(t.clock.now().getTime() + 1_000));

const resultOf = <T>(res: LightMyRequestResponse): T => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as T;
};
const feedOf = async (who: SignedIn) =>
  resultOf<CustomerNotification[]>(await as(t, await signInAgain(t, who)).get('/v2/notifications'));
const idsOf = async (who: SignedIn) => (await feedOf(who)).map((f) => f.id).filter((id) => id.startsWith('lottoparty'));

async function groupWithMember() {
  const org = await signUp(t);
  const name = `News Party ${testDbKind()} ${++n}`;
  const group = resultOf<{ groupId: string; inviteToken: string }>(
    await as(t, org).post('/social/v3/group', { group_name: name }),
  );
  const join = async () => {
    const who = await signUp(t);
    resultOf(await as(t, who).get(`/social/v3/group/token/${group.inviteToken}`));
    await fundCustomer(t.db, who.customerId, aud(100_000));
    return who;
  };
  return { org, group, name, join, friend: await join() };
}

async function openSession(
  org: SignedIn,
  groupId: string,
  body: { invite?: boolean; autosession?: 'on' | 'off'; price?: number; draw?: number } = {},
) {
  return resultOf<LottoPartySession>(
    await as(t, await signInAgain(t, org)).post('/social/v3/session', {
      group_id: groupId,
      draw_id: firstDraw(t, 'powerball2018', body.draw ?? 0).drawId,
      share_price: { amount: body.price ?? 334 },
      shares_total: 20,
      invite_all_existing_members: body.invite ?? false,
      autosession_status: body.autosession ?? 'off',
    }),
  );
}

async function buy(who: SignedIn, sessionId: string, shares: number) {
  const again = await signInAgain(t, who);
  resultOf(
    await as(t, again).post('/v2/cart/items', {
      product_offer_key: 'powerball2018',
      game_type: 'lotto_party',
      game_offer: 'lotto_party',
      num_games: shares,
      social_syndicate_id: sessionId,
    }),
  );
  resultOf(
    await as(t, again).post('/v2/cart/purchase', undefined, {
      [IDEMPOTENCY_KEY_HEADER]: `lp-news-${testDbKind()}-${++n}`,
    }),
  );
}

describe(`lotto party news in the notifications feed (${testDbKind()})`, () => {
  it('invites each member who was in the group when a session opened with everyone asked, once, the organiser not', async () => {
    const { org, group, name, join, friend } = await groupWithMember();
    tick();
    const quiet = await openSession(org, group.groupId, { draw: 0 });
    const asked = await openSession(org, group.groupId, { invite: true, draw: 1 });
    tick();
    const late = await join();

    const feed = await feedOf(friend);
    const invitations = feed.filter((f) => f.id.startsWith('lottoparty_invite_'));
    expect(invitations).toEqual([
      {
        id: `lottoparty_invite_${asked.sessionId}`,
        title: `A new Lotto Party session in ${name}`,
        icon: 'info',
        message: 'Your group opened a session with shares at $3.34 each. Buy yours before it stops selling.',
        isAutoDismissed: false,
        actions: [
          {
            id: 'lotto-party-session',
            text: 'See the session',
            link: `/my-account/lotto-party/session/${asked.sessionId}`,
            deepLink: null,
          },
        ],
        createdAt: expect.any(String),
        readAt: null,
      },
    ]);
    expect(feed.some((f) => f.id.includes(quiet.sessionId))).toBe(false);
    // Read twice: the same one notification, counted once in the badge until read.
    expect(await idsOf(friend)).toEqual([`lottoparty_invite_${asked.sessionId}`]);
    const again = await signInAgain(t, friend);
    expect(resultOf<UnreadNotifications>(await as(t, again).get('/v2/notifications/unread')).unread).toBe(1);
    resultOf(await as(t, again).post('/v2/notifications/read', { ids: [`lottoparty_invite_${asked.sessionId}`] }));
    expect(resultOf<UnreadNotifications>(await as(t, again).get('/v2/notifications/unread')).unread).toBe(0);
    // The organiser, and a member who joined after it opened (they came by the link), are not invited.
    expect(await idsOf(org)).toEqual([]);
    expect(await idsOf(late)).toEqual([]);
  });

  it('invites every member to the session an autosession opens next, once however many runs', async () => {
    const { org, group, friend } = await groupWithMember();
    // The first session asked nobody; the autosession's next one invites every member.
    const session = await openSession(org, group.groupId, { autosession: 'on', draw: 0 });
    t.clock.set(new Date(new Date(session.stopAt).getTime() + 1_000));
    await closeDueLottoPartySessions(t.db, t.clock.now());
    const deps = { db: t.db, catalogue: t.app.recurringEngine.catalogue };
    await Promise.all([
      openLottoPartyAutosessions(deps, t.clock.now()),
      openLottoPartyAutosessions(deps, t.clock.now()),
    ]);
    await openLottoPartyAutosessions(deps, t.clock.now());
    const next = nextSessionIdOf(session.sessionId);
    expect(await idsOf(friend)).toEqual([`lottoparty_invite_${next}`]);
    expect(await idsOf(org)).toEqual([]);
  });

  it('tells each member holding shares once that a session was cancelled and refunded', async () => {
    const { org, group, friend } = await groupWithMember();
    // One share of $1.00 buys no $1.75 game: cancelled and refunded in full.
    const session = await openSession(org, group.groupId, { price: 100, draw: 2 });
    await buy(friend, session.sessionId, 1);
    t.clock.set(new Date(new Date(session.stopAt).getTime() + 1_000));
    await closeDueLottoPartySessions(t.db, t.clock.now());
    await buySessionGames(t.app.recurringEngine);
    const told = (await feedOf(friend)).filter((f) => f.id.includes(session.sessionId));
    expect(told).toEqual([
      expect.objectContaining({
        id: `lottoparty_cancelled_${session.sessionId}`,
        title: expect.stringMatching(/^Your Lotto Party session in News Party .* was cancelled$/),
        icon: 'warning',
        message: 'Its games could not be bought, so we refunded your 1 share. $1.00 is back in your wallet.',
      }),
    ]);
    // Dismissed, it stays gone.
    const again = await signInAgain(t, friend);
    resultOf(await as(t, again).post(`/v2/notifications/lottoparty_cancelled_${session.sessionId}/dismiss`));
    expect(await idsOf(friend)).toEqual([]);
    expect(await idsOf(org)).toEqual([]);
  });

  it('tells each member holding shares once that the games are bought, with what came back', async () => {
    const { org, group, join, friend } = await groupWithMember();
    const watcher = await join();
    await fundCustomer(t.db, org.customerId, aud(100_000));
    // 7 shares of $3.34 buy 13 games of $1.75; 63 cents go back, 27 to 3 shares and 36 to 4.
    const session = await openSession(org, group.groupId, { draw: 3 });
    await buy(org, session.sessionId, 3);
    await buy(friend, session.sessionId, 4);
    t.clock.set(new Date(new Date(session.stopAt).getTime() + 1_000));
    await closeDueLottoPartySessions(t.db, t.clock.now());
    await buySessionGames(t.app.recurringEngine);
    await buySessionGames(t.app.recurringEngine);

    const told = (await feedOf(friend)).filter((f) => f.id.startsWith('lottoparty_paid_'));
    expect(told).toEqual([
      expect.objectContaining({
        id: `lottoparty_paid_${session.sessionId}`,
        icon: 'success',
        message: 'The session bought 13 games for its draw; you hold 4 shares. $0.36 is back in your wallet.',
        createdAt: new Date(session.stopAt).toISOString(),
      }),
    ]);
    expect(await idsOf(org)).toEqual([`lottoparty_paid_${session.sessionId}`]);
    expect(await idsOf(watcher)).toEqual([]);

    // Another customer cannot read, mark or dismiss it: nothing of theirs changes.
    const stranger = await signInAgain(t, await signUp(t));
    resultOf(await as(t, stranger).post('/v2/notifications/read', { ids: [`lottoparty_paid_${session.sessionId}`] }));
    const dismiss = await as(t, stranger).post(`/v2/notifications/lottoparty_paid_${session.sessionId}/dismiss`);
    expect(dismiss.statusCode).toBe(404);
    expect((await feedOf(friend)).find((f) => f.id === `lottoparty_paid_${session.sessionId}`)?.readAt).toBeNull();
  });
});
