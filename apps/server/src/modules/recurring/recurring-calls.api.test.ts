import { type Autoplay, MAX_TIMED_PAUSE_DAYS, type PlatformPort } from '@drawline/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CartTestApp, createCartTestApp } from '../../../tests/cart-helpers';
import { testDbKind } from '../../../tests/helpers';
import {
  databaseDigest,
  expectRefusedInEnvelope,
  HUGE_STRING,
  hostileBodies,
  hostileParams,
} from '../../../tests/hostile-helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { pagePortProbe, refusalOf, sent } from '../../../tests/page-port-helpers';
import { powerballAutoplayLine, raffleSubscriptionLine, recordRecurring } from '../../../tests/recurring-helpers';

/**
 * The customer's recurring purchase calls (2-shopping.md §7, issue 25) both ways: through the
 * pages' port (decision 326) each answers what its HTTP call answers and refuses what it refuses,
 * envelope for envelope; bad input (another customer's ids, a change from cancelled, a pausedUntil
 * in the past or years ahead, a minimum jackpot below zero or not a number) and hostile bodies are
 * a 4xx in the envelope that changes nothing.
 */
const probe = pagePortProbe();
let t: CartTestApp;
let jo: SignedIn;
let sam: SignedIn;
let joPort: PlatformPort;
let samPort: PlatformPort;
let autoplayId: string;
let subscriptionId: string;
let samsAutoplay: string;
let cancelledId: string;

const DAY = 86_400_000;

beforeAll(async () => {
  t = await createCartTestApp({ beforeReady: probe.beforeReady, config: { rateLimitPerMinute: 1_000_000 } });
  jo = await signUp(t);
  sam = await signUp(t);
  [autoplayId, subscriptionId, cancelledId] = (await recordRecurring(t, jo.customerId, [
    powerballAutoplayLine(t),
    raffleSubscriptionLine(t),
    powerballAutoplayLine(t),
  ])) as [string, string, string];
  [samsAutoplay] = (await recordRecurring(t, sam.customerId, [powerballAutoplayLine(t)])) as [string];
  joPort = await probe.portFor(t.app, { accessToken: jo.accessToken });
  samPort = await probe.portFor(t.app, { accessToken: sam.accessToken });
  await joPort.changeRecurringStatus('autoplay', cancelledId, { status: 'recurring_status_cancelled' });
});
afterAll(() => t.close());

const http = (who: SignedIn, method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.auth, payload }) as Promise<LightMyRequestResponse>;
const resultOf = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as unknown;
};
const form = (who: SignedIn, url: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...who.auth, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  }) as Promise<LightMyRequestResponse>;

describe(`the recurring calls through the pages' port (${testDbKind()})`, () => {
  it('reads the lists and each purchase as the HTTP calls do', async () => {
    expect(sent(await joPort.autoplays())).toEqual({
      items: resultOf(await http(jo, 'GET', '/v2/autoplay')),
      pageInfo: (await http(jo, 'GET', '/v2/autoplay')).json().pageInfo,
    });
    expect(sent((await joPort.recurringPurchases({ limit: '1' })).items)).toEqual(
      resultOf(await http(jo, 'GET', '/v2/recurring_purchases?limit=1')),
    );
    expect(sent((await joPort.subscriptions({ lotteryKeys: 'make_a_smile_lottery' })).items)).toEqual(
      resultOf(await http(jo, 'GET', '/v2/subscriptions?lottery_keys=make_a_smile_lottery')),
    );
    expect(sent(await joPort.autoplay(autoplayId))).toEqual(
      resultOf(await http(jo, 'GET', `/v2/autoplay/${autoplayId}`)),
    );
    expect(sent(await joPort.subscription(subscriptionId))).toEqual(
      resultOf(await http(jo, 'GET', `/v2/subscriptions/${subscriptionId}`)),
    );
  });

  it('changes the minimum jackpot, quick pick and status as the calls do', async () => {
    const set = await joPort.setMinimumJackpot(autoplayId, { minimumJackpotAmount: '5000000000' });
    expect(set.minimumJackpotAmount).toEqual({ amount: 50_000_000_00, currency: 'AUD' });
    expect((await joPort.setQuickpick(autoplayId, { quickpick: 'true' })).quickpick).toBe(true);
    expect((await joPort.changeAutoplay(autoplayId, { quickpick: false, minimumJackpotAmount: null })).quickpick).toBe(
      false,
    );
    expect((await joPort.pauseAutoplay(autoplayId)).status).toBe('recurring_status_paused');
    const until = new Date(t.clock.now().getTime() + 10 * DAY).toISOString();
    const timed = await joPort.changeRecurringStatus('autoplay', autoplayId, {
      status: 'recurring_status_timed_paused',
      pausedUntil: until,
    });
    expect(timed).toMatchObject({ status: 'recurring_status_timed_pause', pausedUntil: until });
    expect((await joPort.unpauseAutoplay(autoplayId)).status).toBe('recurring_status_active');
    const changed = await joPort.changeSubscription(subscriptionId, { numGames: 10 });
    expect(changed.numGames).toBe(10);
    const autoplay = resultOf(await http(jo, 'GET', `/v2/autoplay/${autoplayId}`)) as Autoplay;
    expect(autoplay).toMatchObject({ status: 'recurring_status_active', quickpick: false, minimumJackpotAmount: null });
  });

  it("refuses another customer's ids, a visitor, and a change from cancelled, as the calls do", async () => {
    const visitor = await probe.portFor(t.app);
    expect((await refusalOf(visitor.autoplays())).status).toBe(401);
    // Each asked in turn: a refusal not yet awaited would be an unhandled rejection.
    for (const refused of [
      () => samPort.autoplay(autoplayId),
      () => samPort.pauseAutoplay(autoplayId),
      () => samPort.subscription(subscriptionId),
      () => samPort.cancelSubscription(subscriptionId),
      () => joPort.subscription(autoplayId),
    ]) {
      expect((await refusalOf(refused())).status).toBe(404);
    }
    const viaPort = await refusalOf(joPort.unpauseAutoplay(cancelledId));
    const viaHttp = await http(jo, 'POST', `/v2/autoplay/${cancelledId}/unpause`);
    expect(viaPort).toEqual({ status: viaHttp.statusCode, body: viaHttp.json() });
    expect(viaPort.status).toBe(409);
    expect((await refusalOf(joPort.setQuickpick(cancelledId, { quickpick: 'true' }))).status).toBe(409);
  });
});

describe(`bad input to the recurring calls (${testDbKind()})`, () => {
  it('refuses each in the envelope, through the port and over HTTP, and changes nothing', async () => {
    const now = t.clock.now().getTime();
    const before = await databaseDigest(t.db);
    const badStatus = [
      { status: 'recurring_status_timed_pause', pausedUntil: new Date(now - DAY).toISOString() },
      {
        status: 'recurring_status_timed_pause',
        pausedUntil: new Date(now + (MAX_TIMED_PAUSE_DAYS + 1) * DAY).toISOString(),
      },
      { status: 'recurring_status_timed_pause', pausedUntil: new Date(now + 5 * 365 * DAY).toISOString() },
      { status: 'recurring_status_timed_pause' },
      { status: 'recurring_status_paused', pausedUntil: new Date(now + DAY).toISOString() },
      { status: 'recurring_status_timed_pause', pausedUntil: 'next week' },
      { status: 'recurring_status_active_now' },
    ];
    for (const body of badStatus) {
      for (const base of ['autoplay', 'subscriptions'] as const) {
        const id = base === 'autoplay' ? autoplayId : subscriptionId;
        const res = await http(jo, 'PATCH', `/v2/${base}/${id}/status`, body);
        expectRefusedInEnvelope(res, `${base} ${JSON.stringify(body)}`);
        expect(await refusalOf(joPort.changeRecurringStatus(base, id, body as never))).toEqual({
          status: res.statusCode,
          body: res.json(),
        });
      }
    }
    for (const amount of ['-1', 'NaN', '1e9', '12.50', 'Infinity', ' 5', 'x'.repeat(20)]) {
      const res = await form(jo, `/v2/autoplay/${autoplayId}/set-minimum-jackpot`, { minimumJackpotAmount: amount });
      expectRefusedInEnvelope(res, `minimum jackpot ${amount}`);
      expect(res.statusCode).toBe(400);
      expect((await refusalOf(joPort.setMinimumJackpot(autoplayId, { minimumJackpotAmount: amount }))).status).toBe(
        400,
      );
    }
    for (const amount of [-1, Number.NaN, 0.5, 1e15]) {
      expect((await refusalOf(joPort.changeAutoplay(autoplayId, { minimumJackpotAmount: { amount } }))).status).toBe(
        400,
      );
      const res = await http(jo, 'PATCH', `/v2/autoplay/${autoplayId}`, { minimumJackpotAmount: { amount } });
      expectRefusedInEnvelope(res, `PATCH minimum jackpot ${amount}`);
    }
    for (const quickpick of ['yes', '1', '']) {
      expectRefusedInEnvelope(await form(jo, `/v2/autoplay/${autoplayId}/set-quickpick`, { quickpick }), quickpick);
    }
    for (const body of [
      { numGames: 0 },
      { numGames: 1.5 },
      { gameOffer: 'no_such_offer' },
      { causeKey: 'nobody' },
      { games: [] },
    ]) {
      const res = await http(jo, 'PATCH', `/v2/subscriptions/${subscriptionId}`, body);
      expectRefusedInEnvelope(res, JSON.stringify(body));
      expect(await refusalOf(joPort.changeSubscription(subscriptionId, body as never))).toEqual({
        status: res.statusCode,
        body: res.json(),
      });
    }
    // Another customer's purchase, and a cancelled one.
    expect((await http(sam, 'PATCH', `/v2/autoplay/${autoplayId}`, { quickpick: true })).statusCode).toBe(404);
    expect(
      (await http(jo, 'PATCH', `/v2/autoplay/${samsAutoplay}/status`, { status: 'recurring_status_cancelled' }))
        .statusCode,
    ).toBe(404);
    expect((await http(sam, 'DELETE', `/v2/subscriptions/${subscriptionId}`)).statusCode).toBe(404);
    expect(
      (await http(jo, 'PATCH', `/v2/autoplay/${cancelledId}/status`, { status: 'recurring_status_active' })).statusCode,
    ).toBe(409);
    expect(
      (await form(jo, `/v2/autoplay/${cancelledId}/set-minimum-jackpot`, { minimumJackpotAmount: '100' })).statusCode,
    ).toBe(409);
    expect(await databaseDigest(t.db)).toEqual(before);
  });

  it('refuses hostile bodies and ids with a 4xx in the envelope, and changes nothing', async () => {
    const before = await databaseDigest(t.db);
    const jsonCalls = [
      { url: `/v2/autoplay/${autoplayId}/status`, valid: { status: 'recurring_status_paused' } },
      { url: `/v2/subscriptions/${subscriptionId}/status`, valid: { status: 'recurring_status_paused' } },
      { url: `/v2/autoplay/${autoplayId}`, valid: { quickpick: true } },
      { url: `/v2/subscriptions/${subscriptionId}`, valid: { gameOffer: 'tickets' } },
    ];
    for (const { url, valid } of jsonCalls) {
      for (const { kind, contentType, payload } of hostileBodies(valid)) {
        const res = (await t.app.inject({
          method: 'PATCH',
          url,
          headers: { ...jo.auth, 'content-type': contentType },
          payload,
        })) as LightMyRequestResponse;
        expectRefusedInEnvelope(res, `${url} ${kind}`);
      }
    }
    for (const value of ['12\u000034', '1\ud800', HUGE_STRING]) {
      expectRefusedInEnvelope(
        await form(jo, `/v2/autoplay/${autoplayId}/set-minimum-jackpot`, { minimumJackpotAmount: value }),
        'minimum jackpot form',
      );
      expectRefusedInEnvelope(await form(jo, `/v2/autoplay/${autoplayId}/set-quickpick`, { quickpick: value }), 'form');
    }
    for (const id of hostileParams) {
      for (const url of [`/v2/autoplay/${id}`, `/v2/subscriptions/${id}`]) {
        expectRefusedInEnvelope(await http(jo, 'GET', url), url.slice(0, 40));
      }
      expectRefusedInEnvelope(await http(jo, 'POST', `/v2/autoplay/${id}/pause`), 'pause');
      expectRefusedInEnvelope(
        await http(jo, 'PATCH', `/v2/subscriptions/${id}/status`, { status: 'recurring_status_cancelled' }),
        'status',
      );
    }
    for (const id of ['ab\u0000cd', 'p'.repeat(5000)]) {
      expect((await refusalOf(joPort.autoplay(id))).status).toBeGreaterThanOrEqual(400);
    }
    expect(await databaseDigest(t.db)).toEqual(before);
  });
});
