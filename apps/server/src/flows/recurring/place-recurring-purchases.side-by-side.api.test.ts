import { describe, expect, it } from 'vitest';
import { as, checkoutTestApp, priceOf } from '../../../tests/cart-helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { expectLedgerBalanced, fundWallet } from '../../../tests/ledger-helpers';
import { aud, availableFundsOf, mapLimit } from '../../../tests/purchase-helpers';
import { placementsOf, powerballAutoplayLine, recordRecurring } from '../../../tests/recurring-helpers';
import { placeDueRecurringPurchases } from './place-due-recurring-purchases';

/**
 * The engine places several customers at once (decision 376), on both databases: with small pages
 * and eight customers side by side, while every customer also buys by hand, each due draw is
 * placed once, a spend limit is never passed, a customer on a break buys nothing, and the ledger
 * sums to zero.
 */
const t = checkoutTestApp({ poolSize: 10 });
const AUTOPLAYS_EACH = 3;

async function customer(options: { limitFor?: number; excluded?: boolean } = {}) {
  const who = await signUp(t);
  await fundWallet(t.app, who.customerId, aud(500_00));
  if (options.limitFor !== undefined) {
    const price = priceOf(t, 'powerball2018', 'standard', 'standard', 4);
    const set = await as(t, who).put('/v2/spend-limits/daily', {
      limit: ((options.limitFor * price) / 100).toFixed(2),
    });
    expect(set.statusCode, set.body).toBe(200);
  }
  if (options.excluded) {
    expect((await as(t, who).post('/v2/self-exclusion', { period: '7_days' })).statusCode).toBe(200);
  }
  const ids = await recordRecurring(
    t,
    who.customerId,
    Array.from({ length: AUTOPLAYS_EACH }, () => powerballAutoplayLine(t)),
  );
  return { who, ids, ...options };
}

async function buyByHand(who: SignedIn): Promise<boolean> {
  const added = await as(t, who).post('/v2/cart/items', {
    product_offer_key: 'powerball2018',
    game_type: 'standard',
    game_offer: 'standard',
    num_games: 4,
    num_draws: 1,
    games: powerballAutoplayLine(t).games,
  });
  if (added.statusCode !== 200) return false;
  const bought = await as(t, who).post('/v2/cart/purchase', undefined, { 'idempotency-key': crypto.randomUUID() });
  return bought.statusCode === 200;
}

describe('the recurring engine, customers side by side', () => {
  it('places each due draw once, keeps limits and breaks with hand purchases at the same moment, ledger zero', async () => {
    const price = priceOf(t, 'powerball2018', 'standard', 'standard', 4);
    const plain = await mapLimit(Array.from({ length: 6 }), 3, () => customer());
    const limited = await mapLimit(Array.from({ length: 3 }), 3, () => customer({ limitFor: 2 }));
    const excluded = await customer({ excluded: true });
    const everyone = [...plain, ...limited, excluded];
    // Pages of four: a customer's autoplays fall on different pages and meet the other customers'.
    const deps = { ...t.app.recurringEngine, batchSize: 4, concurrency: 8 };
    const [runs, hands] = await Promise.all([
      Promise.all([placeDueRecurringPurchases(deps), placeDueRecurringPurchases(deps)]),
      Promise.all(everyone.map((c) => buyByHand(c.who))),
    ]);
    const allIds = everyone.flatMap((c) => c.ids);
    const placements = await placementsOf(t.db, allIds);
    expect(new Set(placements.map((p) => `${p.recurring_purchase_id}/${p.draw_id}`)).size).toBe(placements.length);
    expect(placements.map((p) => p.recurring_purchase_id).sort()).toEqual([...allIds].sort());
    expect(runs.reduce((n, r) => n + r.purchased, 0)).toBe(placements.filter((p) => p.outcome === 'purchased').length);
    for (const [i, c] of everyone.entries()) {
      const mine = placements.filter((p) => c.ids.includes(p.recurring_purchase_id));
      const placed = mine.filter((p) => p.outcome === 'purchased').length;
      const bought = placed + (hands[i] ? 1 : 0);
      if (c.excluded) {
        expect(bought).toBe(0);
        expect(mine.every((p) => p.failure_code === 'self_excluded')).toBe(true);
      } else if (c.limitFor !== undefined) {
        expect(bought).toBe(c.limitFor);
        expect(
          mine.filter((p) => p.outcome === 'hard_failure').every((p) => p.failure_code === 'spend_limit_exceeded'),
        ).toBe(true);
      } else {
        expect(placed).toBe(AUTOPLAYS_EACH);
        expect(hands[i]).toBe(true);
      }
      expect(await availableFundsOf(t.db, c.who.customerId)).toBe(500_00 - bought * price);
    }
    // Once more: nothing left to place.
    expect((await placeDueRecurringPurchases(deps)).purchased).toBe(0);
    await expectLedgerBalanced(t.db);
  });
});
