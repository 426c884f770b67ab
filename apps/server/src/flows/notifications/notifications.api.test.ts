import { type CustomerNotification, IDEMPOTENCY_KEY_HEADER, type UnreadNotifications } from '@drawline/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, visitor } from '../../../tests/cart-helpers';
import { nationalBankAccount } from '../../../tests/funds-helpers';
import { testDbKind } from '../../../tests/helpers';
import {
  captureLog,
  databaseDigest,
  expectRefusedInEnvelope,
  hostileBodies,
  hostileParams,
} from '../../../tests/hostile-helpers';
import { type IdentityTestApp, type SignedIn, signUp } from '../../../tests/identity-helpers';
import { fundWallet } from '../../../tests/ledger-helpers';
import { createStaffTestApp, type StaffTestApp, signInStaff } from '../../../tests/staff-helpers';
import { systemClock } from '../../lib/clock';
import { cryptoRandom } from '../../lib/random';
import { claimNotice } from '../../modules/recurring';
import { recordWinnerNotices } from '../../modules/settlement';
import { createVerification } from '../../modules/verification';

/**
 * The notifications feed (decision 421): a win, a recurring purchase's failure, finance's moves of
 * a withdrawal and an identity check's result reach the customer's feed once each; reading clears
 * the badge's count; dismissing hides one; each customer sees and changes only their own.
 */
let t: StaffTestApp & IdentityTestApp;
let finance: { authorization: string };
const log = captureLog();

beforeAll(async () => {
  t = (await createStaffTestApp({
    poolSize: 10,
    config: { rateLimitPerMinute: 1_000_000, logLevel: 'info' },
    logStream: log.stream,
  })) as StaffTestApp & IdentityTestApp;
  finance = (await signInStaff(t, 'finance')).auth;
});
afterAll(() => t.close());

const resultOf = <T>(res: LightMyRequestResponse): T => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as T;
};
const feedOf = async (who: SignedIn) => resultOf<CustomerNotification[]>(await as(t, who).get('/v2/notifications'));
const unreadOf = async (who: SignedIn) =>
  resultOf<UnreadNotifications>(await as(t, who).get('/v2/notifications/unread')).unread;

async function winIn(who: SignedIn, drawId: string, at: Date) {
  await t.db.transaction((tx) =>
    recordWinnerNotices(tx, [
      {
        noticeId: `${drawId}:${who.customerId}`,
        customerId: who.customerId,
        drawId,
        title: `You won in Powerball draw ${drawId}`,
        message: 'Your tickets won $25.00.',
        link: 'https://shop.example/powerball/results/draw/1500',
        createdAt: at,
      },
    ]),
  );
}

async function recurringFailure(who: SignedIn, at: Date) {
  await t.db.transaction((tx) =>
    claimNotice(tx, {
      recurringPurchaseId: `rp_${cryptoRandom.uuid()}`,
      drawId: 'powerball2018_1501',
      kind: 'failure',
      customerId: who.customerId,
      reason: 'insufficient_funds',
      title: 'Your Powerball AutoPlay could not be bought',
      body: 'Your wallet did not hold enough.',
      link: '/my-account/payment-resolutions',
      createdAt: at,
    }),
  );
}

async function paidWithdrawal(who: SignedIn): Promise<string> {
  await fundWallet(t.app, who.customerId, { amount: 5_000, currency: 'AUD' });
  const account = resultOf<{ id: string }>(await as(t, who).post('/v2/funds/bank-account', nationalBankAccount));
  const withdrawal = resultOf<{ withdrawId: string }>(
    await as(t, who).post(
      `/v2/funds/${account.id}/withdraw`,
      { amount: '20.00', code: 'tt', bank_type: 'national' },
      { [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid() },
    ),
  );
  for (const step of ['approve', 'mark-paid']) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/staff/api/withdrawals/${withdrawal.withdrawId}/${step}`,
      headers: finance,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return withdrawal.withdrawId;
}

describe(`the notifications feed (${testDbKind()})`, () => {
  it('asks a visitor to sign in, and keeps nothing in a cache', async () => {
    for (const [method, url] of [
      ['GET', '/v2/notifications'],
      ['GET', '/v2/notifications/unread'],
      ['POST', '/v2/notifications/read'],
      ['POST', '/v2/notifications/prize_x/dismiss'],
    ] as const) {
      const res = await visitor(t)[method === 'GET' ? 'get' : 'post'](url);
      expect(res.statusCode, url).toBe(401);
    }
    const who = await signUp(t);
    const res = await as(t, who).get('/v2/notifications');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(resultOf<CustomerNotification[]>(res)).toEqual([]);
  });

  it('shows a win, a recurring failure, a paid withdrawal and an identity check once each, newest first', async () => {
    const who = await signUp(t);
    await winIn(who, 'powerball2018_1500', new Date(Date.now() - 3_000));
    await winIn(who, 'powerball2018_1500', new Date(Date.now() - 2_000));
    await recurringFailure(who, new Date(Date.now() - 1_000));
    const withdrawId = await paidWithdrawal(who);
    await t.db.transaction((tx) =>
      createVerification({ db: t.db, clock: systemClock }).setVerification(tx, {
        customerId: who.customerId,
        status: 'verified',
        documentType: 'passport',
        reason: 'Passport checked',
        staffId: 'staff_test',
      }),
    );
    const feed = await feedOf(who);
    // Newest first (the staff app's own clock stamps the withdrawal).
    expect(feed.map((n) => n.createdAt)).toEqual(
      feed
        .map((n) => n.createdAt)
        .sort()
        .reverse(),
    );
    const byTitle = new Map(feed.map((n) => [n.title, n]));
    expect([...byTitle.keys()].sort()).toEqual([
      'You won in Powerball draw powerball2018_1500',
      'Your Powerball AutoPlay could not be bought',
      'Your identity is verified',
      'Your withdrawal of $20.00 is paid',
    ]);
    expect(feed.map((n) => n.icon).sort()).toEqual(['error', 'success', 'success', 'success']);
    expect(byTitle.get('Your withdrawal of $20.00 is paid')!.actions[0]!.link).toBe(
      `/my-account/withdraw/details/${withdrawId}`,
    );
    // A link written with the site's address is the shop's own path.
    expect(byTitle.get('You won in Powerball draw powerball2018_1500')!.actions[0]).toMatchObject({
      text: 'See the results',
      link: '/powerball/results/draw/1500',
    });
    expect(feed.every((n) => n.readAt === null)).toBe(true);
    expect(await unreadOf(who)).toBe(4);
    // The staff member's own words on the check are not the customer's to read.
    expect(JSON.stringify(feed)).not.toContain('Passport checked');
  });

  it('reads some, then all; a dismissed one is gone and stays gone', async () => {
    const who = await signUp(t);
    await winIn(who, 'powerball2018_1600', new Date(Date.now() - 2_000));
    await recurringFailure(who, new Date(Date.now() - 1_000));
    const [failure, win] = await feedOf(who);
    const read = await as(t, who).post('/v2/notifications/read', { ids: [failure!.id] });
    expect(resultOf<UnreadNotifications>(read)).toEqual({ unread: 1 });
    const after = await feedOf(who);
    expect(after.find((n) => n.id === failure!.id)?.readAt).not.toBeNull();
    expect(after.find((n) => n.id === win!.id)?.readAt).toBeNull();

    expect(resultOf<UnreadNotifications>(await as(t, who).post('/v2/notifications/read', {}))).toEqual({ unread: 0 });
    const firstReading = (await feedOf(who)).find((n) => n.id === failure!.id)?.readAt;
    // Reading again keeps the first reading.
    await as(t, who).post('/v2/notifications/read', {});
    expect((await feedOf(who)).find((n) => n.id === failure!.id)?.readAt).toBe(firstReading);

    const dismissed = await as(t, who).post(`/v2/notifications/${encodeURIComponent(win!.id)}/dismiss`);
    expect(resultOf<UnreadNotifications>(dismissed)).toEqual({ unread: 0 });
    expect((await feedOf(who)).map((n) => n.id)).toEqual([failure!.id]);
    // A new fact after reading counts again.
    await winIn(who, 'powerball2018_1601', new Date());
    expect(await unreadOf(who)).toBe(1);
  });

  it("never shows, reads or dismisses another customer's notifications", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    await winIn(owner, 'powerball2018_1700', new Date());
    const [win] = await feedOf(owner);
    expect(await feedOf(other)).toEqual([]);
    const read = await as(t, other).post('/v2/notifications/read', { ids: [win!.id] });
    expect(resultOf<UnreadNotifications>(read)).toEqual({ unread: 0 });
    const dismiss = await as(t, other).post(`/v2/notifications/${encodeURIComponent(win!.id)}/dismiss`);
    expect(dismiss.statusCode).toBe(404);
    expect(dismiss.json().error.code).toBe('not_found');
    expect(await unreadOf(owner)).toBe(1);
    expect((await feedOf(owner)).map((n) => n.id)).toEqual([win!.id]);
  });

  it('refuses hostile input in the envelope and changes nothing', async () => {
    const who = await signUp(t);
    await winIn(who, 'powerball2018_1800', new Date());
    const [win] = await feedOf(who);
    const other = await signUp(t);
    await winIn(other, 'powerball2018_1801', new Date());
    const [othersWin] = await feedOf(other);
    const before = await databaseDigest(t.db);
    for (const body of hostileBodies({ ids: [win!.id] })) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v2/notifications/read',
        headers: { ...who.auth, 'content-type': body.contentType },
        payload: body.payload,
      });
      expectRefusedInEnvelope(res, body.kind);
    }
    for (const body of [
      { ids: win!.id },
      { ids: [42] },
      { ids: Array.from({ length: 31 }, (_, i) => `prize_${i}`) },
      { ids: [win!.id], extra: true },
      { ids: [`${win!.id}/../x`] },
    ]) {
      expectRefusedInEnvelope(await as(t, who).post('/v2/notifications/read', body), JSON.stringify(body).slice(0, 60));
    }
    for (const id of [...hostileParams, 'prize%2F..%2Fx']) {
      expectRefusedInEnvelope(await as(t, who).post(`/v2/notifications/${id}/dismiss`), id.slice(0, 20));
    }
    // Another customer's notification: read changes nothing, dismiss is 404 in the envelope.
    await as(t, who).post('/v2/notifications/read', { ids: [othersWin!.id] });
    expectRefusedInEnvelope(
      await as(t, who).post(`/v2/notifications/${encodeURIComponent(othersWin!.id)}/dismiss`),
      "another customer's",
    );
    expect(await databaseDigest(t.db)).toEqual(before);
    expect(await unreadOf(who)).toBe(1);
    expect((await feedOf(who)).map((n) => n.id)).toEqual([win!.id]);
    log.expectNothingPersonal([who.email, other.email, who.accessToken, other.accessToken]);
  });
});
