import type { Autoplay, Draw, Envelope, Subscription, Ticket } from '@drawline/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { as, CART_NOW, checkoutTestApp } from '../../../tests/cart-helpers';
import { signUp } from '../../../tests/identity-helpers';
import { fundWallet } from '../../../tests/ledger-helpers';
import { aud, availableFundsOf } from '../../../tests/purchase-helpers';
import {
  placementsOf,
  powerballAutoplayLine,
  raffleSubscriptionLine,
  recordRecurring,
} from '../../../tests/recurring-helpers';
import { placeDueRecurringPurchases } from './place-due-recurring-purchases';

/**
 * Issue 25's engine on the embedded database: recurring purchases recorded as the checkout will
 * record them, then the engine (the job's handler) buys each due draw once through the
 * checkout's own purchase; the customer's calls pause, time, resume and cancel them.
 */
const t = checkoutTestApp();
const engine = () => placeDueRecurringPurchases(t.app.recurringEngine);

const body = <T>(res: LightMyRequestResponse) => res.json() as Envelope<T>;
function patch(who: { auth: Record<string, string> }, url: string, payload: unknown) {
  return t.app.inject({ method: 'PATCH', url, headers: who.auth, payload: payload as object });
}

async function upcomingTickets(who: { auth: Record<string, string> }): Promise<Ticket[]> {
  const res = await as(t, who as never).get('/v2/tickets?limit=100');
  return (body<Ticket[]>(res).result ?? []) as Ticket[];
}

describe('the recurring engine', () => {
  it('buys the next draw of an autoplay once, as a real order from the wallet, however often it runs', async () => {
    const who = await signUp(t);
    await fundWallet(t.app, who.customerId, aud(100_00));
    const [id] = await recordRecurring(t, who.customerId, [powerballAutoplayLine(t)]);
    const first = (await engine()).purchased;
    expect(first).toBeGreaterThanOrEqual(1);
    const again = await Promise.all([engine(), engine()]);
    const placements = await placementsOf(t.db, [id as string]);
    expect(placements).toHaveLength(1);
    expect(placements[0]).toMatchObject({
      outcome: 'purchased',
      draw_id: (t.offer('powerball2018').draws[0] as Draw).drawId,
    });
    expect(again.every((r) => r.purchased === 0)).toBe(true);
    // The order is the customer's: a ticket of the draw, paid from the wallet.
    const tickets = await upcomingTickets(who);
    expect(tickets).toHaveLength(1);
    expect(await availableFundsOf(t.db, who.customerId)).toBeLessThan(100_00);
    const autoplay = body<Autoplay>(await as(t, who).get(`/v2/autoplay/${id}`)).result as Autoplay;
    expect(autoplay).toMatchObject({ lastAttemptStatus: 'purchased', needsAttention: false, placedDraws: 1 });
  });

  it('retries a soft failure (insufficient funds) until it buys, and gives up a draw on a hard one', async () => {
    const poor = await signUp(t);
    const [soft] = await recordRecurring(t, poor.customerId, [powerballAutoplayLine(t)]);
    await engine();
    expect(await placementsOf(t.db, [soft as string])).toEqual([]);
    let autoplay = body<Autoplay>(await as(t, poor).get(`/v2/autoplay/${soft}`)).result as Autoplay;
    expect(autoplay).toMatchObject({ lastAttemptStatus: 'soft_failure', needsAttention: true, placedDraws: 0 });
    await fundWallet(t.app, poor.customerId, aud(100_00));
    await engine();
    expect((await placementsOf(t.db, [soft as string])).map((p) => p.outcome)).toEqual(['purchased']);
    autoplay = body<Autoplay>(await as(t, poor).get(`/v2/autoplay/${soft}`)).result as Autoplay;
    expect(autoplay.lastAttemptStatus).toBe('purchased');

    // Self-excluded: a hard failure, the draw given up, nothing charged, not tried again.
    const excluded = await signUp(t);
    await fundWallet(t.app, excluded.customerId, aud(100_00));
    expect((await as(t, excluded).post('/v2/self-exclusion', { period: '7_days' })).statusCode).toBe(200);
    const [hard] = await recordRecurring(t, excluded.customerId, [powerballAutoplayLine(t)]);
    await engine();
    await engine();
    const given = await placementsOf(t.db, [hard as string]);
    expect(given).toHaveLength(1);
    expect(given[0]).toMatchObject({ outcome: 'hard_failure', failure_code: 'self_excluded', checkout_id: null });
    expect(await availableFundsOf(t.db, excluded.customerId)).toBe(100_00);
    expect(await upcomingTickets(excluded)).toEqual([]);
  });

  it('lets an autoplay wait while the jackpot is below its minimum, and buys once the minimum is met', async () => {
    const who = await signUp(t);
    await fundWallet(t.app, who.customerId, aud(100_00));
    const draw = t.offer('powerball2018').draws[0] as Draw;
    const jackpot = draw.prizePool?.amount ?? 0;
    const [id] = await recordRecurring(t, who.customerId, [
      powerballAutoplayLine(t, { minimumJackpotAmount: aud(jackpot + 1) }),
    ]);
    const waited = await engine();
    expect(waited.waiting).toBeGreaterThanOrEqual(1);
    expect(await placementsOf(t.db, [id as string])).toEqual([]);
    let autoplay = body<Autoplay>(await as(t, who).get(`/v2/autoplay/${id}`)).result as Autoplay;
    expect(autoplay.lastAttemptStatus).toBeNull();
    // The minimum lowered to the jackpot (a form field, cents): the next run buys the draw.
    const set = await t.app.inject({
      method: 'POST',
      url: `/v2/autoplay/${id}/set-minimum-jackpot`,
      headers: { ...who.auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `minimumJackpotAmount=${jackpot}`,
    });
    expect(set.statusCode, set.body).toBe(200);
    await engine();
    expect((await placementsOf(t.db, [id as string])).map((p) => p.outcome)).toEqual(['purchased']);
    autoplay = body<Autoplay>(await as(t, who).get(`/v2/autoplay/${id}`)).result as Autoplay;
    expect(autoplay.minimumJackpotAmount?.amount ?? 0).toBe(jackpot > 0 ? jackpot : 0);
  });

  it('never buys for a paused or cancelled purchase; a timed pause resumes at its date', async () => {
    const who = await signUp(t);
    await fundWallet(t.app, who.customerId, aud(200_00));
    const [paused, timed, cancelled] = await recordRecurring(t, who.customerId, [
      powerballAutoplayLine(t),
      powerballAutoplayLine(t),
      powerballAutoplayLine(t),
    ]);
    expect((await as(t, who).post(`/v2/autoplay/${paused}/pause`)).statusCode).toBe(200);
    const until = new Date(new Date(CART_NOW).getTime() + 5 * 60_000).toISOString();
    const timedRes = await patch(who, `/v2/autoplay/${timed}/status`, {
      status: 'recurring_status_timed_paused',
      paused_until: until,
    });
    expect(timedRes.statusCode, timedRes.body).toBe(200);
    expect(body<Autoplay>(timedRes).result).toMatchObject({
      status: 'recurring_status_timed_pause',
      pausedUntil: until,
    });
    expect(
      (await patch(who, `/v2/autoplay/${cancelled}/status`, { status: 'recurring_status_cancelled' })).statusCode,
    ).toBe(200);
    await engine();
    const ids = [paused, timed, cancelled] as string[];
    expect(await placementsOf(t.db, ids)).toEqual([]);

    // Six minutes on (the customer still signed in), the timed pause has ended: only that one buys.
    t.clock.set(new Date(new Date(CART_NOW).getTime() + 6 * 60_000));
    const run = await engine();
    expect(run.resumed).toBeGreaterThanOrEqual(1);
    expect((await placementsOf(t.db, ids)).map((p) => p.recurring_purchase_id)).toEqual([timed]);
    const resumed = body<Autoplay>(await as(t, who).get(`/v2/autoplay/${timed}`)).result as Autoplay;
    expect(resumed).toMatchObject({ status: 'recurring_status_active', pausedUntil: null });

    // Unpausing the paused one works once; nothing leaves cancelled.
    expect((await as(t, who).post(`/v2/autoplay/${paused}/unpause`)).statusCode).toBe(200);
    expect((await as(t, who).post(`/v2/autoplay/${paused}/unpause`)).statusCode).toBe(409);
    const fromCancelled = await patch(who, `/v2/autoplay/${cancelled}/status`, { status: 'recurring_status_active' });
    expect(fromCancelled.statusCode).toBe(409);
    expect(body(fromCancelled).error?.code).toBe('conflict');
  });

  it('buys a raffle subscription by its frequency: once a month', async () => {
    const who = await signUp(t);
    await fundWallet(t.app, who.customerId, aud(200_00));
    const [id] = await recordRecurring(t, who.customerId, [raffleSubscriptionLine(t)]);
    await engine();
    await engine();
    expect((await placementsOf(t.db, [id as string])).map((p) => [p.outcome, p.failure_code])).toEqual([
      ['purchased', null],
    ]);
    const list = body<Subscription[]>(await as(t, who).get('/v2/subscriptions?lottery_keys=make_a_smile_lottery'));
    expect(list.result).toHaveLength(1);
    expect(list.result?.[0]).toMatchObject({ autoplayId: id, frequency: 'monthly', placedDraws: 1, numGames: 5 });
    expect(list.pageInfo).toEqual({ limit: 10, offset: 0, total: 1 });
  });
});

describe('the customer calls', () => {
  it('answers the owner only: another customer’s id is 404 in the envelope, a visitor 401', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const [id] = await recordRecurring(t, owner.customerId, [powerballAutoplayLine(t)]);
    for (const res of [
      await as(t, other).get(`/v2/autoplay/${id}`),
      await patch(other, `/v2/autoplay/${id}/status`, { status: 'recurring_status_paused' }),
      await as(t, other).post(`/v2/autoplay/${id}/pause`),
      await as(t, other).get(`/v2/subscriptions/${id}`),
      // An autoplay is not a subscription, even for its owner.
      await as(t, owner).get(`/v2/subscriptions/${id}`),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(body(res).error?.code).toBe('not_found');
    }
    expect((await t.app.inject({ method: 'GET', url: '/v2/autoplay' })).statusCode).toBe(401);
    const mine = body<Autoplay[]>(await as(t, owner).get('/v2/autoplay'));
    expect(mine.result?.map((a) => a.autoplayId)).toEqual([id]);
    expect(body<Autoplay[]>(await as(t, other).get('/v2/recurring_purchases')).result).toEqual([]);
    // Still active: nothing the other customer sent changed it.
    expect((body<Autoplay>(await as(t, owner).get(`/v2/autoplay/${id}`)).result as Autoplay).status).toBe(
      'recurring_status_active',
    );
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    const who = await signUp(t);
    const [id] = await recordRecurring(t, who.customerId, [powerballAutoplayLine(t)]);
    const now = new Date(CART_NOW).getTime();
    const cases: [string, unknown][] = [
      ['past', { status: 'recurring_status_timed_pause', paused_until: new Date(now - 60_000).toISOString() }],
      [
        'years ahead',
        { status: 'recurring_status_timed_pause', paused_until: new Date(now + 3 * 365 * 86_400_000).toISOString() },
      ],
      ['no date', { status: 'recurring_status_timed_pause' }],
      ['not a status', { status: 'recurring_status_sleeping' }],
    ];
    for (const [what, payload] of cases) {
      const res = await patch(who, `/v2/autoplay/${id}/status`, payload);
      expect(res.statusCode, what).toBe(400);
      expect(body(res).errors, what).not.toBeNull();
    }
    for (const payload of [
      { minimum_jackpot_amount: { amount: -1 } },
      { minimum_jackpot_amount: { amount: 'lots' } },
    ]) {
      expect((await patch(who, `/v2/autoplay/${id}`, payload)).statusCode).toBe(400);
    }
    const form = await t.app.inject({
      method: 'POST',
      url: `/v2/autoplay/${id}/set-minimum-jackpot`,
      headers: { ...who.auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'minimumJackpotAmount=-5',
    });
    expect(form.statusCode).toBe(400);
    const after = body<Autoplay>(await as(t, who).get(`/v2/autoplay/${id}`)).result as Autoplay;
    expect(after).toMatchObject({ status: 'recurring_status_active', pausedUntil: null, minimumJackpotAmount: null });
    // Quick pick on, then a PATCH of the minimum jackpot.
    const quick = await t.app.inject({
      method: 'POST',
      url: `/v2/autoplay/${id}/set-quickpick`,
      headers: { ...who.auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'quickpick=true',
    });
    expect(quick.statusCode, quick.body).toBe(200);
    const changed = await patch(who, `/v2/autoplay/${id}`, { minimum_jackpot_amount: { amount: 50_000_000_00 } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(body<Autoplay>(changed).result).toMatchObject({
      quickpick: true,
      minimumJackpotAmount: { amount: 50_000_000_00, currency: 'AUD' },
    });
  });
});
