import { membershipPeriodAt, PREMIUM_MEMBERSHIP_OFFER } from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signInAgain } from '../../../tests/cart-helpers';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn, signUp } from '../../../tests/identity-helpers';
import { expectLedgerBalanced, fundWallet } from '../../../tests/ledger-helpers';
import { joinedMember } from '../../../tests/premium-helpers';
import { placeDueRecurringPurchases } from '../recurring/place-due-recurring-purchases';
import { createGiveaway } from './create-giveaway';

/**
 * The premium tier (issue 27; docs/decisions/456) on both databases: bought with PUT /membership
 * as a subscription of the recurring engine, its first period charged at once, each later period
 * charged by the engine once, paused by a break from play, lapsing to free when unpaid or
 * cancelled, and counted with the premium tier's entries.
 */
let t: IdentityTestApp;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const PRICE = PREMIUM_MEMBERSHIP_OFFER.price.amount;

beforeAll(async () => {
  t = await createIdentityTestApp({
    at: '2026-01-31T03:00:00Z',
    config: { shopEngines: { recurringPurchases: true, lottoParty: false } },
  });
});
afterAll(() => t.close());

const engine = () => placeDueRecurringPurchases(t.app.recurringEngine);
/** Moves the clock past sessions' end: the customer signs in again. */
async function later(who: SignedIn, at: Date): Promise<SignedIn> {
  t.clock.set(at);
  return signInAgain(t, who);
}
const put = (who: SignedIn, tier: 'free' | 'premium') =>
  t.app.inject({
    method: 'PUT',
    url: '/rewards/membership',
    headers: { ...who.auth, version: '3.2' },
    payload: { membership_program: 'daily_winners', membership_status: 'member', membership_tier: tier },
  });
const membershipOf = async (who: SignedIn) => (await as(t, who).get('/rewards/v3/customer')).json().result;
const cashOf = async (who: SignedIn) => (await t.app.wallet.getFunds(who.customerId, 'AUD')).availableFunds.amount;
const subscriptionsOf = async (who: SignedIn) => {
  const res = await as(t, who).get('/v2/subscriptions');
  return res.statusCode === 204 ? [] : res.json().result;
};

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await t.db.execute(query);
  return ((result as unknown as { rows?: unknown[] }).rows ?? result) as T[];
}
/** The premium charges booked for the customer: one journal per period, by its reference. */
const chargesOf = (who: SignedIn) =>
  rows<{ reference: string }>(
    sql`select distinct j.reference from ledger_journals j join ledger_postings p on p.journal_id = j.id
        join ledger_accounts a on a.id = p.account_id
        where j.reference like 'membership_%' and a.customer_id = ${who.customerId} order by j.reference`,
  );

/** A member with `cents` in the wallet (their first deposit made). */
const member = (cents: number) => joinedMember(t, cents);

describe('the premium tier', () => {
  it('is bought as a subscription: the first period charged once, premium entries, the subscription listed', async () => {
    const daily = await createGiveaway(t.app.membershipProgram, {
      type: 'daily',
      title: 'Daily $50',
      openAt: new Date(t.clock.now().getTime() - MINUTE),
      closeAt: new Date(t.clock.now().getTime() + 2 * DAY),
      prize: { kind: 'credit', amount: 5_000, currency: 'AUD', name: '$50 wallet credit' },
    });
    let who = await member(5_000);
    const entry = async () =>
      (await membershipOf(who)).membershipEntries.find((e: { drawId: string }) => e.drawId === daily.id);
    expect(await entry()).toMatchObject({ numberOfEntriesText: '1 entry' });
    const config = (await as(t, who).get('/rewards/v4/config')).json().result;
    expect(config.joinPremium.available).toBe(true);
    expect(config.membershipTiers[1]).toMatchObject({
      key: 'premium',
      available: true,
      price: PREMIUM_MEMBERSHIP_OFFER.price,
    });

    const res = await put(who, 'premium');
    expect(res.statusCode, res.body).toBe(200);
    // Upgraded on 31 January: the period runs to the end of February (the day clamped), then 31 March.
    expect(res.json().result).toMatchObject({ membershipTier: 'premium', premiumUntil: '2026-02-28T03:00:00.000Z' });
    expect(await cashOf(who)).toBe(5_000 - PRICE);
    expect(await entry()).toMatchObject({ numberOfEntriesText: '5 entries' });
    const [subscription] = await subscriptionsOf(who);
    expect(subscription).toMatchObject({
      type: 'subscription',
      productType: 'membership',
      status: 'recurring_status_active',
      membershipKey: 'daily_winners',
      membershipOfferKey: PREMIUM_MEMBERSHIP_OFFER.key,
      membershipOfferName: PREMIUM_MEMBERSHIP_OFFER.name,
      membershipPrice: PREMIUM_MEMBERSHIP_OFFER.price,
      gameType: null,
      placedDraws: 1,
    });

    // Asked again, or the engine run in the same period: nothing charged twice.
    expect((await put(who, 'premium')).statusCode).toBe(200);
    await engine();
    await engine();
    expect(await cashOf(who)).toBe(5_000 - PRICE);
    expect(await subscriptionsOf(who)).toHaveLength(1);
    expect(await chargesOf(who)).toHaveLength(1);

    // The next period is charged by the engine at its start, once however often it runs.
    who = await later(who, new Date('2026-02-28T03:00:00Z'));
    await engine();
    await engine();
    expect(await cashOf(who)).toBe(5_000 - 2 * PRICE);
    expect(await chargesOf(who)).toHaveLength(2);
    expect(await membershipOf(who)).toMatchObject({
      membershipTier: 'premium',
      premiumUntil: '2026-03-31T03:00:00.000Z',
    });
    await expectLedgerBalanced(t.db);
  });

  it('pauses billing during a break from play and lapses to free when a period is not paid', async () => {
    let who = await member(5_000);
    expect((await put(who, 'premium')).statusCode).toBe(200);
    const period = membershipPeriodAt(t.clock.now(), t.clock.now());
    await t.app.limits.selfExclude({ customerId: who.customerId, period: '6_months' });
    // Excluded mid-period: ineligible at once, and the next period is never charged during the break.
    expect(await membershipOf(who)).toMatchObject({ eligibility: 'ineligible', ineligibleReason: 'self_excluded' });
    who = await later(who, new Date(period.end.getTime() + MINUTE));
    const before = await cashOf(who);
    await engine();
    expect(await cashOf(who)).toBe(before);
    expect(await chargesOf(who)).toHaveLength(1);
    expect((await membershipOf(who)).membershipTier).toBe('free');
    const [subscription] = await subscriptionsOf(who);
    expect(subscription).toMatchObject({ status: 'recurring_status_active', needsAttention: false });
  });

  it('asks a customer without a deposit for their first deposit', async () => {
    const who = await signUp(t);
    const res = await put(who, 'premium');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toMatch(/first deposit/);
    expect(await subscriptionsOf(who)).toHaveLength(0);
    expect((await membershipOf(who)).membershipStatus).toBe('non-member');
  });

  it('refuses a customer on a break, and retries a short wallet softly until it is paid', async () => {
    const excluded = await member(5_000);
    await t.app.limits.selfExclude({ customerId: excluded.customerId, period: '7_days' });
    const refused = await put(excluded, 'premium');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('self_excluded');
    expect(await subscriptionsOf(excluded)).toHaveLength(0);

    let poor = await member(PRICE + 1);
    expect((await put(poor, 'premium')).statusCode).toBe(200);
    const end = membershipPeriodAt(t.clock.now(), t.clock.now()).end;
    poor = await later(poor, new Date(end.getTime() + MINUTE));
    await engine();
    expect((await subscriptionsOf(poor))[0]).toMatchObject({ lastAttemptStatus: 'soft_failure', needsAttention: true });
    expect(await membershipOf(poor)).toMatchObject({ membershipTier: 'free', premiumUntil: null });
    // Told once, however often the engine retries the period.
    await engine();
    const told = (await t.inbox(poor.email)).filter((m) => /Daily Winners Premium/.test(m.subject));
    expect(told).toHaveLength(1);
    await fundWallet(t.app, poor.customerId, { amount: 2 * PRICE, currency: 'AUD' });
    // The customer asks again at once (the payment resolution's sync): the period is billed now, once.
    const sync = await t.app.inject({
      method: 'POST',
      url: '/v2/process_recurring_purchases/sync',
      headers: { ...poor.auth, version: '3.3' },
    });
    expect(sync.statusCode, sync.body).toBe(200);
    expect(sync.json().result.status).toBe('completed');
    expect(sync.json().result.results).toEqual([expect.objectContaining({ outcome: 'purchased' })]);
    expect(await chargesOf(poor)).toHaveLength(2);
    await engine();
    expect((await subscriptionsOf(poor))[0]).toMatchObject({ lastAttemptStatus: 'purchased' });
    expect(await membershipOf(poor)).toMatchObject({ membershipTier: 'premium' });
    expect(await chargesOf(poor)).toHaveLength(2);
    await expectLedgerBalanced(t.db);
  });

  it('stops billing when the customer cancels, and the tier ends with the paid period', async () => {
    let who = await member(5_000);
    expect((await put(who, 'premium')).statusCode).toBe(200);
    const [subscription] = await subscriptionsOf(who);
    const cancelled = await t.app.inject({
      method: 'PATCH',
      url: `/v2/subscriptions/${subscription.autoplayId}/status`,
      headers: { ...who.auth, version: '3.3' },
      payload: { status: 'recurring_status_cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await membershipOf(who)).membershipTier).toBe('premium');
    who = await later(who, new Date(membershipPeriodAt(t.clock.now(), t.clock.now()).end.getTime() + MINUTE));
    await engine();
    expect(await chargesOf(who)).toHaveLength(1);
    expect((await membershipOf(who)).membershipTier).toBe('free');
    // Premium again later: a new subscription, charged from then.
    expect((await put(who, 'premium')).statusCode).toBe(200);
    expect(await chargesOf(who)).toHaveLength(2);
    expect((await subscriptionsOf(who)).map((s: { status: string }) => s.status)).toEqual([
      'recurring_status_active',
      'recurring_status_cancelled',
    ]);
  });

  it('makes one subscription and one charge for two upgrades at once', async () => {
    const who = await member(5_000);
    const answers = await Promise.all([put(who, 'premium'), put(who, 'premium'), put(who, 'premium')]);
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect(await subscriptionsOf(who)).toHaveLength(1);
    expect(await chargesOf(who)).toHaveLength(1);
    expect(await cashOf(who)).toBe(5_000 - PRICE);
    await expectLedgerBalanced(t.db);
  });
});
