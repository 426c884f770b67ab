import type { LottoPartyGroup, LottoPartyOrder, LottoPartySession } from '@drawline/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type CartTestApp, createCartTestApp, firstDraw, signInAgain, visitor } from '../../../tests/cart-helpers';
import { testDbKind } from '../../../tests/helpers';
import { expectRefusedInEnvelope } from '../../../tests/hostile-helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { cryptoRandom } from '../../lib/random';
import { closeDueLottoPartySessions, createLottoPartyModule } from './index';

/**
 * The lotto party calls of 3-account.md §7 under /social/v3 (decisions 387-392): an organiser makes
 * a group and a session, a friend joins by the invite link and takes shares; a private group is
 * nobody else's to read; profanity, duplicates and a closed draw are refused in the envelope.
 */
let t: CartTestApp;
let org: SignedIn;
let friend: SignedIn;
let stranger: SignedIn;
let n = 0;
const uniqueName = (base: string) => `${base} ${testDbKind()} ${++n}`;

beforeAll(async () => {
  t = await createCartTestApp({ config: { rateLimitPerMinute: 1_000_000 } });
  [org, friend, stranger] = [await signUp(t), await signUp(t), await signUp(t)];
});
afterAll(() => t.close());

const resultOf = <T>(res: LightMyRequestResponse): T => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as T;
};
const errorCodes = (res: LightMyRequestResponse, target: string) =>
  ((res.json().errors as Record<string, { code: string }[]>)[target] ?? []).map((e) => e.code);

async function newGroup(who: SignedIn, publicityStatus = 'private') {
  return resultOf<LottoPartyGroup>(
    await as(t, who).post('/social/v3/group', {
      group_name: uniqueName('Friday Friends'),
      publicity_status: publicityStatus,
    }),
  );
}
async function newSession(who: SignedIn, groupId: string, overrides: Record<string, unknown> = {}) {
  return as(t, who).post('/social/v3/session', {
    group_id: groupId,
    draw_id: firstDraw(t, 'powerball2018').drawId,
    share_price: { amount: 500 },
    shares_total: 10,
    autosession_status: 'on',
    ...overrides,
  });
}

describe(`lotto party groups (${testDbKind()})`, () => {
  it('creates a group, lists it six a page, and gives the invite token to members only', async () => {
    const group = await newGroup(org);
    expect(group).toMatchObject({ publicityStatus: 'private', isOrganiser: true, isMember: true, memberCount: 1 });
    expect(group.inviteToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const list = await as(t, org).get('/social/v3/group');
    expect(resultOf<LottoPartyGroup[]>(list).map((g) => g.groupId)).toContain(group.groupId);
    expect(list.json().pageInfo).toMatchObject({ limit: 6, offset: 0 });
    // Another customer cannot read a private group, nor learn that it exists.
    const refused = await as(t, stranger).get(`/social/v3/group/${group.groupId}`);
    expect(refused.statusCode).toBe(404);
    expectRefusedInEnvelope(refused, 'a private group');
    expect((await as(t, stranger).get(`/social/v3/group/${group.groupId}/session`)).statusCode).toBe(404);
  });

  it('lets a friend join by the invite link, once, and a made-up token is 404', async () => {
    const group = await newGroup(org);
    const joined = resultOf<LottoPartyGroup>(await as(t, friend).get(`/social/v3/group/token/${group.inviteToken}`));
    expect(joined).toMatchObject({ groupId: group.groupId, isMember: true, isOrganiser: false, memberCount: 2 });
    const again = resultOf<LottoPartyGroup>(await as(t, friend).get(`/social/v3/group/token/${group.inviteToken}`));
    expect(again.memberCount).toBe(2);
    expect(resultOf<LottoPartyGroup>(await as(t, friend).get(`/social/v3/group/${group.groupId}`)).isMember).toBe(true);
    const madeUp = await as(t, stranger).get(`/social/v3/group/token/${'A'.repeat(32)}`);
    expect(madeUp.statusCode).toBe(404);
    expectRefusedInEnvelope(madeUp, 'a made-up token');
  });

  it('refuses profanity (contains_profanity) and a duplicate name (409), whatever its case and spacing', async () => {
    const rude = await as(t, org).post('/social/v3/group', { group_name: 'fuckwits united' });
    expect(rude.statusCode).toBe(400);
    expect(errorCodes(rude, 'group_name')).toEqual(['contains_profanity']);
    const leet = await as(t, org).post('/social/v3/group', { group_name: 'Sh1t Happens' });
    expect(errorCodes(leet, 'group_name')).toEqual(['contains_profanity']);
    // Words that hold a rude one inside them are names like any other.
    for (const fine of ['Scunthorpe Lotto', 'Assassins Club']) {
      expect((await as(t, org).post('/social/v3/group', { group_name: uniqueName(fine) })).statusCode, fine).toBe(200);
    }
    const name = uniqueName('Lucky Seven');
    resultOf(await as(t, org).post('/social/v3/group', { group_name: name }));
    const twice = await as(t, friend).post('/social/v3/group', {
      group_name: `  ${name.toUpperCase().replace(' ', '   ')} `,
    });
    expect(twice.statusCode).toBe(409);
    expect(errorCodes(twice, 'group_name')).toEqual(['duplicate_group_name']);
  });

  it('answers guests empty lists and 401 for everything else', async () => {
    const guest = visitor(t);
    for (const url of [
      '/social/v3/group',
      '/social/v3/orders',
      '/social/v3/session/discover',
      '/social/v3/orders/recommended',
    ]) {
      const res = await guest.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json().result, url).toEqual([]);
    }
    expect((await guest.post('/social/v3/group', { group_name: 'Guests Club' })).statusCode).toBe(401);
    expect((await guest.get('/social/v3/config')).statusCode).toBe(401);
  });

  it('answers the config, kept for 300 s', async () => {
    const res = await as(t, org).get('/social/v3/config');
    expect(resultOf(res)).toMatchObject({ holdMinutes: 7, groupPageSize: 6, shares: { min: 2, max: 100 } });
    expect(res.headers['x-cache']).toBe('MISS');
    expect((await as(t, friend).get('/social/v3/config')).headers['x-cache']).toBe('HIT');
    expect(resultOf(await as(t, org).get('/social/v3/config/default'))).toMatchObject({ pricingId: 'default' });
  });
});

describe(`lotto party sessions and shares (${testDbKind()})`, () => {
  it('opens a session for an open draw, which members read and the public discover lists when public', async () => {
    const group = await newGroup(org, 'public');
    const session = resultOf<LottoPartySession>(await newSession(org, group.groupId));
    const draw = firstDraw(t, 'powerball2018');
    expect(session).toMatchObject({
      groupId: group.groupId,
      status: 'open',
      autosessionStatus: 'on',
      sharePrice: { amount: 500, currency: 'AUD' },
      sharesTotal: 10,
      sharesRemaining: 10,
      isOrganiser: true,
      draws: [expect.objectContaining({ drawId: draw.drawId, productOfferKey: 'powerball2018' })],
    });
    expect(new Date(session.stopAt).getTime()).toBe(new Date(draw.stop).getTime() - 7 * 60_000);
    const found = resultOf<LottoPartySession[]>(await as(t, stranger).get('/social/v3/session/discover'));
    expect(found.map((s) => s.sessionId)).toContain(session.sessionId);
    const byDraw = resultOf<LottoPartySession[]>(
      await as(t, stranger).get(`/social/v3/session/discover/draw/${draw.drawId}`),
    );
    expect(byDraw.map((s) => s.sessionId)).toContain(session.sessionId);
    expect(
      resultOf<LottoPartySession>(await as(t, stranger).get(`/social/v3/session/${session.sessionId}`)).isOrganiser,
    ).toBe(false);
    const open = resultOf<LottoPartySession[]>(await as(t, org).get(`/social/v3/group/${group.groupId}/session/open`));
    expect(open.map((s) => s.sessionId)).toEqual([session.sessionId]);
  });

  it('keeps a private group’s sessions from discover and from other customers', async () => {
    const group = await newGroup(org);
    const session = resultOf<LottoPartySession>(await newSession(org, group.groupId));
    const found = resultOf<LottoPartySession[]>(await as(t, stranger).get('/social/v3/session/discover'));
    expect(found.map((s) => s.sessionId)).not.toContain(session.sessionId);
    expect((await as(t, stranger).get(`/social/v3/session/${session.sessionId}`)).statusCode).toBe(404);
    expect(
      (await as(t, stranger).put(`/social/v3/session/${session.sessionId}`, { autosession_status: 'off' })).statusCode,
    ).toBe(404);
  });

  it('refuses a draw that is closed or within the hold (422), and a session by a joiner (403)', async () => {
    const group = await newGroup(org);
    const madeUp = await newSession(org, group.groupId, { draw_id: 'no-such-draw' });
    expect(madeUp.statusCode).toBe(422);
    expectRefusedInEnvelope(madeUp, 'an unknown draw');
    const draw = firstDraw(t, 'powerball2018');
    t.clock.set(new Date(new Date(draw.stop).getTime() - 5 * 60_000));
    try {
      const held = await newSession(await signInAgain(t, org), group.groupId);
      expect(held.statusCode).toBe(422);
    } finally {
      t.clock.set('2026-03-10T02:00:00Z');
    }
    resultOf(await as(t, friend).get(`/social/v3/group/token/${group.inviteToken}`));
    expect((await newSession(friend, group.groupId)).statusCode).toBe(403);
  });

  it('lets only the organiser change the autosession: on, paused, on, off, and never back from off', async () => {
    const group = await newGroup(org);
    const { sessionId } = resultOf<LottoPartySession>(await newSession(org, group.groupId));
    resultOf(await as(t, friend).get(`/social/v3/group/token/${group.inviteToken}`));
    expect((await as(t, friend).put(`/social/v3/session/${sessionId}`, { autosession_status: 'off' })).statusCode).toBe(
      403,
    );
    for (const status of ['paused', 'on', 'off']) {
      const moved = resultOf<LottoPartySession>(
        await as(t, org).put(`/social/v3/session/${sessionId}`, { autosession_status: status }),
      );
      expect(moved.autosessionStatus).toBe(status);
    }
    const back = await as(t, org).put(`/social/v3/session/${sessionId}`, { autosession_status: 'on' });
    expect(back.statusCode).toBe(409);
    expectRefusedInEnvelope(back, 'off is final');
  });

  it('sells shares up to the cap and not one more, each member seeing their own orders only', async () => {
    const group = await newGroup(org);
    const session = resultOf<LottoPartySession>(await newSession(org, group.groupId, { shares_total: 3 }));
    resultOf(await as(t, friend).get(`/social/v3/group/token/${group.inviteToken}`));
    const party = createLottoPartyModule({ db: t.db, clock: t.clock, random: cryptoRandom });
    const take = (who: SignedIn, shares: number, checkoutId: string) =>
      t.db.transaction((tx) =>
        party.takeShares(tx, {
          sessionId: session.sessionId,
          customerId: who.customerId,
          shares,
          checkoutId,
          now: t.clock.now(),
        }),
      );
    const mine = await take(friend, 2, 'checkout-friend-1');
    expect(mine.amountPaid).toEqual({ amount: 1000, currency: 'AUD' });
    await expect(take(org, 2, 'checkout-org-1')).rejects.toMatchObject({ code: 'sold_out' });
    await take(org, 1, 'checkout-org-2');
    await expect(take(org, 1, 'checkout-org-3')).rejects.toMatchObject({ code: 'sold_out' });
    const read = resultOf<LottoPartySession>(await as(t, friend).get(`/social/v3/session/${session.sessionId}?x=1`));
    expect(read).toMatchObject({ sharesSold: 3, sharesRemaining: 0, myShares: 2 });
    // A stranger who is not a member of the private group cannot buy into it either.
    await expect(take(stranger, 1, 'checkout-stranger')).rejects.toMatchObject({ code: expect.any(String) });

    const orders = resultOf<LottoPartyOrder[]>(await as(t, friend).get('/social/v3/orders?status=upcoming_products'));
    const order = orders.find((o) => o.socialSyndicateId === session.sessionId);
    expect(order).toMatchObject({
      shares: 2,
      amountPaid: { amount: 1000 },
      status: 'open',
      groupName: group.groupName,
    });
    const detailed = resultOf<LottoPartyOrder>(
      await as(t, friend).get(`/social/v3/orders/${order?.orderId}?show_details=true`),
    );
    expect(detailed.session?.sessionId).toBe(session.sessionId);
    expect((await as(t, org).get(`/social/v3/orders/${order?.orderId}`)).statusCode).toBe(404);
    const ofSession = resultOf<LottoPartyOrder[]>(
      await as(t, org).get(`/social/v3/orders/social_syndicate_session/${session.sessionId}?show_details=true`),
    );
    expect(ofSession.map((o) => o.shares)).toEqual([1]);
    expect(resultOf<LottoPartyOrder[]>(await as(t, friend).get('/social/v3/orders?status=past_products'))).toEqual([]);
  });

  it('closes sessions at their stop: one with shares sold closed, one with none cancelled, each once', async () => {
    const group = await newGroup(org);
    const sold = resultOf<LottoPartySession>(await newSession(org, group.groupId));
    const empty = resultOf<LottoPartySession>(await newSession(org, group.groupId));
    const party = createLottoPartyModule({ db: t.db, clock: t.clock, random: cryptoRandom });
    await t.db.transaction((tx) =>
      party.takeShares(tx, {
        sessionId: sold.sessionId,
        customerId: org.customerId,
        shares: 1,
        checkoutId: 'close-1',
        now: t.clock.now(),
      }),
    );
    const statusOf = async (id: string) => (await party.getSession(id, org.customerId)).status;
    const stop = new Date(sold.stopAt);
    await closeDueLottoPartySessions(t.db, new Date(stop.getTime() - 1));
    expect([await statusOf(sold.sessionId), await statusOf(empty.sessionId)]).toEqual(['open', 'open']);
    const moved = await closeDueLottoPartySessions(t.db, stop);
    expect(moved.closed).toBeGreaterThanOrEqual(1);
    expect(moved.cancelled).toBeGreaterThanOrEqual(1);
    expect([await statusOf(sold.sessionId), await statusOf(empty.sessionId)]).toEqual(['closed', 'cancelled']);
    expect(await closeDueLottoPartySessions(t.db, stop)).toEqual({ closed: 0, cancelled: 0 });
    await expect(
      t.db.transaction((tx) =>
        party.takeShares(tx, {
          sessionId: sold.sessionId,
          customerId: org.customerId,
          shares: 1,
          checkoutId: 'close-2',
          now: t.clock.now(),
        }),
      ),
    ).rejects.toMatchObject({ code: 'draw_closed' });
  });
});
