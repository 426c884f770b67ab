import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_NOW, type CartTestApp, createCartTestApp, priceOf } from '../../../tests/cart-helpers';
import { testDbKind } from '../../../tests/helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { expectLedgerBalanced, fundWallet } from '../../../tests/ledger-helpers';
import { aud, availableFundsOf, mapLimit } from '../../../tests/purchase-helpers';
import { placementsOf, powerballAutoplayLine, recordRecurring } from '../../../tests/recurring-helpers';
import { testDatabaseUrl } from '../../../tests/second-process';
import { startWorkerProcess, type WorkerProcess } from '../../../tests/worker-process';

/**
 * Issue 25's fault acceptance: the engine's process is killed (SIGKILL) halfway through a run,
 * then run in two processes at once; every due draw is bought exactly once (one placement, one
 * order, one charge), none twice, and the ledger sums to zero. PostgreSQL only: it needs
 * separate processes on one database.
 */
const CUSTOMERS = 20;
const AUTOPLAYS_EACH = 3;
const FUNDING = 500_00;
const onPostgres = testDbKind() === 'postgres';

type Worker = WorkerProcess;

function startWorker(databaseUrl: string): Worker {
  return startWorkerProcess('apps/server/tests/recurring-worker.ts', {
    DATABASE_URL: databaseUrl,
    RECURRING_NOW: CART_NOW,
  });
}

describe.runIf(onPostgres)('the recurring engine killed halfway, then run twice at once (PostgreSQL)', () => {
  let t: CartTestApp;
  let customers: SignedIn[];
  let ids: string[];
  let databaseUrl: string;

  beforeAll(async () => {
    t = await createCartTestApp({ poolSize: 10, config: { rateLimitPerMinute: 10_000_000 } });
    databaseUrl = testDatabaseUrl(t);
    customers = await mapLimit(Array.from({ length: CUSTOMERS }), 4, async () => {
      const who = await signUp(t);
      await fundWallet(t.app, who.customerId, aud(FUNDING));
      return who;
    });
    ids = [];
    for (const who of customers) {
      const lines = Array.from({ length: AUTOPLAYS_EACH }, () => powerballAutoplayLine(t));
      ids.push(...(await recordRecurring(t, who.customerId, lines)));
    }
  }, 240_000);
  afterAll(() => t?.close());

  it('buys every due draw once: none lost to the kill, none twice after it', async () => {
    const total = ids.length;
    const placedNow = async () => {
      const result = (await t.db.execute(
        sql`select count(*)::int as n from recurring_placements where outcome = 'purchased'`,
      )) as unknown as { rows: { n: number }[] };
      return result.rows[0]?.n ?? 0;
    };

    const first = startWorker(databaseUrl);
    for (;;) {
      if ((await placedNow()) >= total / 4) break;
      if (first.child.exitCode !== null) throw new Error(`The engine ended before the kill:\n${first.output()}`);
      await new Promise((r) => setTimeout(r, 10));
    }
    first.child.kill('SIGKILL');
    await first.exited;
    const atKill = await placedNow();
    expect(atKill).toBeGreaterThan(0);
    expect(atKill).toBeLessThan(total);

    const [a, b] = [startWorker(databaseUrl), startWorker(databaseUrl)];
    expect(await a.exited, a.output()).toBe(0);
    expect(await b.exited, b.output()).toBe(0);
    const reports = [a, b].map((w) => JSON.parse(w.output().trim().split('\n').at(-1) as string));
    expect(atKill + reports[0].purchased + reports[1].purchased).toBe(total);

    const placements = await placementsOf(t.db, ids);
    expect(placements.map((p) => p.outcome)).toEqual(ids.map(() => 'purchased'));
    expect(placements.every((p) => p.checkout_id !== null)).toBe(true);
    // One order per placement, and one charge: no order without its placement survived the kill.
    const orders = (await t.db.execute(
      sql`select count(*)::int as n, count(distinct checkout_id)::int as checkouts from orders
          where customer_id in (${sql.join(
            customers.map((c) => sql`${c.customerId}`),
            sql`, `,
          )})`,
    )) as unknown as { rows: { n: number; checkouts: number }[] };
    expect(orders.rows[0]).toEqual({ n: total, checkouts: total });
    const price = priceOf(t, 'powerball2018', 'standard', 'standard', 4);
    for (const who of customers) {
      expect(await availableFundsOf(t.db, who.customerId)).toBe(FUNDING - AUTOPLAYS_EACH * price);
    }
    await expectLedgerBalanced(t.db);
  }, 240_000);
});
