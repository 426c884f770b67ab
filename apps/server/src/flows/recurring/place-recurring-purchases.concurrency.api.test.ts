import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type CartTestApp, createCartTestApp, priceOf } from '../../../tests/cart-helpers';
import { testDbKind } from '../../../tests/helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { expectLedgerBalanced, fundWallet } from '../../../tests/ledger-helpers';
import { aud, availableFundsOf, mapLimit } from '../../../tests/purchase-helpers';
import { placementsOf, powerballAutoplayLine, recordRecurring } from '../../../tests/recurring-helpers';
import { secondApp } from '../../../tests/second-process';
import { placeDueRecurringPurchases } from './place-due-recurring-purchases';

/**
 * Issue 25's exactly-once acceptance on PostgreSQL: two engines, each in an app of its own with
 * its own pool on the same database (as two server processes are), run side by side several
 * times over; every due draw is bought once and only once, the ledger sums to zero, and a spend
 * limit is never passed, also while the customer buys by hand at the same moment. PostgreSQL
 * only: PGlite has one connection, so nothing there runs side by side.
 */
const CUSTOMERS = 12;
const AUTOPLAYS_EACH = 3;
const onPostgres = testDbKind() === 'postgres';

describe.runIf(onPostgres)('two recurring engines at once (PostgreSQL only)', () => {
  let t: CartTestApp;
  let second: Awaited<ReturnType<typeof secondApp>>;
  let customers: SignedIn[];
  let ids: string[];

  beforeAll(async () => {
    t = await createCartTestApp({ poolSize: 10, config: { rateLimitPerMinute: 10_000_000 } });
    // The second "process": another app and pool on the same database.
    second = await secondApp(t);
    customers = await mapLimit(Array.from({ length: CUSTOMERS }), 4, async () => {
      const who = await signUp(t);
      await fundWallet(t.app, who.customerId, aud(500_00));
      return who;
    });
    ids = (
      await Promise.all(
        customers.map((who) =>
          recordRecurring(
            t,
            who.customerId,
            Array.from({ length: AUTOPLAYS_EACH }, () => powerballAutoplayLine(t)),
          ),
        ),
      )
    ).flat();
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('places each due draw once, whichever engine gets there first, and the ledger balances', async () => {
    const runs = await Promise.all([
      placeDueRecurringPurchases(t.app.recurringEngine),
      placeDueRecurringPurchases(second.app.recurringEngine),
      placeDueRecurringPurchases(t.app.recurringEngine),
      placeDueRecurringPurchases(second.app.recurringEngine),
    ]);
    const placements = await placementsOf(t.db, ids);
    expect(placements.map((p) => p.outcome)).toEqual(ids.map(() => 'purchased'));
    expect(new Set(placements.map((p) => `${p.recurring_purchase_id}/${p.draw_id}`)).size).toBe(ids.length);
    expect(runs.reduce((n, r) => n + r.purchased, 0)).toBe(ids.length);
    // Once more, one after the other: nothing left to buy.
    expect((await placeDueRecurringPurchases(second.app.recurringEngine)).purchased).toBe(0);
    const price = priceOf(t, 'powerball2018', 'standard', 'standard', 4);
    for (const who of customers) {
      expect(await availableFundsOf(t.db, who.customerId)).toBe(500_00 - AUTOPLAYS_EACH * price);
    }
    await expectLedgerBalanced(t.db);
  });

  it('never passes a spend limit, with the customer buying by hand at the same moment', async () => {
    const price = priceOf(t, 'powerball2018', 'standard', 'standard', 4);
    const who = await signUp(t);
    await fundWallet(t.app, who.customerId, aud(500_00));
    // Room for two purchases of one entry today.
    const limit = await as(t, who).put('/v2/spend-limits/daily', { limit: ((2 * price) / 100).toFixed(2) });
    expect(limit.statusCode, limit.body).toBe(200);
    const mine = await recordRecurring(
      t,
      who.customerId,
      Array.from({ length: 4 }, () => powerballAutoplayLine(t)),
    );
    const byHand = async () => {
      const added = await as(t, who).post('/v2/cart/items', {
        product_offer_key: 'powerball2018',
        game_type: 'standard',
        game_offer: 'standard',
        num_games: 4,
        num_draws: 1,
        games: powerballAutoplayLine(t).games,
      });
      expect(added.statusCode, added.body).toBe(200);
      return as(t, who).post('/v2/cart/purchase', undefined, { 'idempotency-key': crypto.randomUUID() });
    };
    const [hand] = await Promise.all([
      byHand(),
      placeDueRecurringPurchases(t.app.recurringEngine),
      placeDueRecurringPurchases(second.app.recurringEngine),
    ]);
    const placed = (await placementsOf(t.db, mine)).filter((p) => p.outcome === 'purchased').length;
    const bought = placed + (hand.statusCode === 200 ? 1 : 0);
    expect(bought).toBe(2);
    expect(await availableFundsOf(t.db, who.customerId)).toBe(500_00 - 2 * price);
    const refused = (await placementsOf(t.db, mine)).filter((p) => p.outcome === 'hard_failure');
    expect(refused.every((p) => p.failure_code === 'spend_limit_exceeded')).toBe(true);
    await expectLedgerBalanced(t.db);
  });
});
