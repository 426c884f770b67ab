import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { as, checkoutTestApp, priceOf } from '../../../tests/cart-helpers';
import { addSandboxCard } from '../../../tests/funds-helpers';
import { testDbKind } from '../../../tests/helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { expectLedgerBalanced, fundWallet } from '../../../tests/ledger-helpers';
import { aud, availableFundsOf, mapLimit } from '../../../tests/purchase-helpers';
import { placementsOf, powerballAutoplayLine, recordRecurring } from '../../../tests/recurring-helpers';
import { placeDueRecurringPurchases } from './place-due-recurring-purchases';

/**
 * The set-based batch (decision 417), on PGlite and PostgreSQL: it places each due autoplay once
 * however often the job runs, and it decides nothing the per-order path would decide otherwise:
 * the same customers (plain, a spend limit that holds two of three, a break from play, a wallet
 * that pays one of three) come to the same placements, refusals, funds and emails with the batch
 * as without it, and the ledger sums to zero.
 */
const t = checkoutTestApp({ poolSize: 10 });
const EACH = 3;

type Role = 'plain' | 'limited' | 'excluded' | 'short';

async function customer(role: Role) {
  const price = priceOf(t, 'powerball2018', 'standard', 'standard', 4);
  const who = await signUp(t);
  await fundWallet(t.app, who.customerId, role === 'short' ? aud(price + 1) : aud(500_00));
  if (role === 'limited') {
    const set = await as(t, who).put('/v2/spend-limits/daily', { limit: ((2 * price) / 100).toFixed(2) });
    expect(set.statusCode, set.body).toBe(200);
  }
  if (role === 'excluded') {
    expect((await as(t, who).post('/v2/self-exclusion', { period: '7_days' })).statusCode).toBe(200);
  }
  const ids = await recordRecurring(
    t,
    who.customerId,
    Array.from({ length: EACH }, () => powerballAutoplayLine(t)),
  );
  return { role, who, ids };
}

/** What a customer came to: placements by outcome and code, last attempts, funds left, confirmations. */
async function outcomeOf(c: { who: SignedIn; ids: string[] }) {
  const placements = await placementsOf(t.db, c.ids);
  const attempts = (await t.db.execute<{ last_attempt_status: string | null; last_failure_code: string | null }>(
    sql`select last_attempt_status, last_failure_code from recurring_purchases where customer_id = ${c.who.customerId}`,
  )) as unknown as { rows: { last_attempt_status: string | null; last_failure_code: string | null }[] };
  const mails = (await t.db.execute(
    sql`select count(*)::int as n from mail_outbox where to_address = ${c.who.email} and kind = 'order_confirmation'`,
  )) as unknown as { rows: { n: number }[] };
  // A refused draw is told once: its in-site notice and its email (decision 516 writes them in the batch).
  const told = (await t.db.execute(
    sql`select (select string_agg(reason, ',' order by reason) from recurring_notices
        where customer_id = ${c.who.customerId} and kind = 'failure') || '/' ||
      (select count(*) from mail_outbox where to_address = ${c.who.email} and kind = 'recurring_purchase_failed')::text as n`,
  )) as unknown as { rows: { n: string | null }[] };
  const orders = (await t.db.execute(
    sql`select (select count(*) from orders where customer_id = ${c.who.customerId})::text || '/' ||
      (select count(*) from tickets where customer_id = ${c.who.customerId})::text as n`,
  )) as unknown as { rows: { n: string }[] };
  return {
    placements: placements.map((p) => `${p.outcome}:${p.failure_code ?? ''}:${p.checkout_id ? 'order' : ''}`).sort(),
    attempts: attempts.rows.map((a) => `${a.last_attempt_status}:${a.last_failure_code ?? ''}`).sort(),
    funds: await availableFundsOf(t.db, c.who.customerId),
    confirmations: Number(mails.rows[0]?.n),
    told: told.rows[0]?.n ?? 'none',
    ordersAndTickets: orders.rows[0]?.n,
  };
}

const roles: Role[] = ['plain', 'plain', 'limited', 'excluded', 'short'];

describe('the set-based batch of wallet placements', () => {
  it('comes to what the per-order path comes to, for every kind of customer, and places each draw once', async () => {
    // The per-order path first, on customers of their own.
    const single = [];
    for (const role of roles) single.push(await customer(role));
    const first = await placeDueRecurringPurchases({ ...t.app.recurringEngine, batchPlacements: false });
    expect(first.batched).toBe(0);
    const expected = await Promise.all(single.map(outcomeOf));
    // The refused are told: the limited customer's third draw, each of the excluded one's.
    expect(expected.map((e) => e.told)).toEqual([
      'none',
      'none',
      'spend_limit_exceeded/1',
      'self_excluded,self_excluded,self_excluded/3',
      expect.any(String),
    ]);

    // The same customers again, placed by the batch (a page holds them all).
    const batched = [];
    for (const role of roles) batched.push(await customer(role));
    const run = await placeDueRecurringPurchases({ ...t.app.recurringEngine, batchSize: 500 });
    // Plain 3 each, limited 2 of 3, short 1 of 3, excluded none: the rest went the per-order way.
    expect(run.batched).toBe(2 * EACH + 2 + 1);
    expect(run.batchFailures).toBe(0);
    expect(await Promise.all(batched.map(outcomeOf))).toEqual(expected);

    // Run again, twice at once: nothing more is bought, nothing twice.
    const again = await Promise.all([
      placeDueRecurringPurchases({ ...t.app.recurringEngine, batchSize: 500 }),
      placeDueRecurringPurchases({ ...t.app.recurringEngine, batchSize: 2 }),
    ]);
    expect(again.reduce((n, r) => n + r.purchased, 0)).toBe(0);
    expect(await Promise.all(batched.map(outcomeOf))).toEqual(expected);
    const all = [...single, ...batched].flatMap((c) => c.ids);
    const placements = await placementsOf(t.db, all);
    expect(new Set(placements.map((p) => `${p.recurring_purchase_id}/${p.draw_id}`)).size).toBe(placements.length);
    await expectLedgerBalanced(t.db);
  });

  it('places every due autoplay once when two runs with small pages meet, and the ledger balances', async () => {
    const price = priceOf(t, 'powerball2018', 'standard', 'standard', 4);
    const customers = [];
    for (let i = 0; i < 6; i++) customers.push(await customer('plain'));
    const runs = await Promise.all([
      placeDueRecurringPurchases({ ...t.app.recurringEngine, batchSize: 4 }),
      placeDueRecurringPurchases({ ...t.app.recurringEngine, batchSize: 7 }),
    ]);
    const ids = customers.flatMap((c) => c.ids);
    const placements = await placementsOf(t.db, ids);
    expect(placements.map((p) => p.recurring_purchase_id).sort()).toEqual([...ids].sort());
    expect(placements.every((p) => p.outcome === 'purchased' && p.checkout_id)).toBe(true);
    expect(runs.reduce((n, r) => n + r.purchased, 0)).toBe(ids.length);
    expect(runs.reduce((n, r) => n + r.batched, 0)).toBe(ids.length);
    for (const c of customers) expect(await availableFundsOf(t.db, c.who.customerId)).toBe(500_00 - EACH * price);
    await expectLedgerBalanced(t.db);
  });

  it('pays what a wallet is short by the customer card first, then places those draws by a batch, each charged once', async () => {
    const price = priceOf(t, 'powerball2018', 'standard', 'standard', 4);
    const who = await signUp(t);
    // The wallet holds one draw and a bit: the card pays the rest of the second and all of the third (decision 539).
    await fundWallet(t.app, who.customerId, aud(price + 1));
    const card = await addSandboxCard(t, who);
    const chosen = await as(t, who).post(`/v2/customer/recurring-purchase-method?recurring_purchase_method=${card.id}`);
    expect(chosen.statusCode, chosen.body).toBe(200);
    const ids = await recordRecurring(
      t,
      who.customerId,
      Array.from({ length: EACH }, () => powerballAutoplayLine(t)),
    );
    const run = await placeDueRecurringPurchases({ ...t.app.recurringEngine, batchSize: 500 });
    expect(run.batched).toBe(EACH);
    expect(run.purchased).toBe(EACH);
    expect(await placeDueRecurringPurchases({ ...t.app.recurringEngine, batchSize: 500 })).toMatchObject({
      purchased: 0,
    });
    const placements = await placementsOf(t.db, ids);
    expect(placements.map((p) => p.outcome)).toEqual(['purchased', 'purchased', 'purchased']);
    const charges = (await t.db.execute(
      sql`select amount from recurring_charges where customer_id = ${who.customerId} and status = 'booked' order by amount`,
    )) as unknown as { rows: { amount: number }[] };
    expect(charges.rows.map((c) => Number(c.amount))).toEqual([price - 1, price]);
    expect(await availableFundsOf(t.db, who.customerId)).toBe(0);
    await expectLedgerBalanced(t.db);
  });

  it.runIf(testDbKind() === 'postgres')(
    'races hand purchases on PostgreSQL without passing a limit or deadlocking',
    async () => {
      const price = priceOf(t, 'powerball2018', 'standard', 'standard', 4);
      const limited = await mapLimit(Array.from({ length: 6 }), 3, () => customer('limited'));
      const plain = await mapLimit(Array.from({ length: 4 }), 2, () => customer('plain'));
      const everyone = [...limited, ...plain];
      const byHand = async (who: SignedIn) => {
        const added = await as(t, who).post('/v2/cart/items', {
          product_offer_key: 'powerball2018',
          game_type: 'standard',
          game_offer: 'standard',
          num_games: 4,
          num_draws: 1,
          games: powerballAutoplayLine(t).games,
        });
        if (added.statusCode !== 200) return false;
        const bought = await as(t, who).post('/v2/cart/purchase', undefined, {
          'idempotency-key': crypto.randomUUID(),
        });
        return bought.statusCode === 200;
      };
      const [runs, hands] = await Promise.all([
        Promise.all([
          placeDueRecurringPurchases({ ...t.app.recurringEngine, batchSize: 500 }),
          placeDueRecurringPurchases({ ...t.app.recurringEngine, batchSize: 5 }),
        ]),
        Promise.all(everyone.map((c) => byHand(c.who))),
      ]);
      // No batch failed (a deadlock would have sent it the per-order way) and no run stopped on an error.
      expect(runs.reduce((n, r) => n + r.batchFailures + r.errors, 0)).toBe(0);
      expect(runs.reduce((n, r) => n + r.batched, 0)).toBeGreaterThan(0);
      for (const [i, c] of everyone.entries()) {
        const placed = (await placementsOf(t.db, c.ids)).filter((p) => p.outcome === 'purchased').length;
        const bought = placed + (hands[i] ? 1 : 0);
        if (c.role === 'limited') expect(bought).toBe(2);
        else expect(bought).toBe(EACH + 1);
        expect(await availableFundsOf(t.db, c.who.customerId)).toBe(500_00 - bought * price);
      }
      await expectLedgerBalanced(t.db);
    },
  );
});
