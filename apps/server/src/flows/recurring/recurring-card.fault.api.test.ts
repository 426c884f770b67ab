import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, CART_NOW, type CartTestApp, createCartTestApp } from '../../../tests/cart-helpers';
import { addSandboxCard, sandboxCards } from '../../../tests/funds-helpers';
import { testDbKind } from '../../../tests/helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { expectLedgerBalanced } from '../../../tests/ledger-helpers';
import { availableFundsOf, mapLimit } from '../../../tests/purchase-helpers';
import { placementsOf, powerballAutoplayLine, recordRecurring } from '../../../tests/recurring-helpers';
import { testDatabaseUrl } from '../../../tests/second-process';
import { startWorkerProcess, type WorkerProcess } from '../../../tests/worker-process';

/**
 * Decision 358's fault acceptance: the engine paying by card is killed (SIGKILL) while it charges,
 * then run in two processes at once; every due draw is bought once and every card charged once
 * per draw (one payment at the gateway, one deposit), and the ledger sums to zero. PostgreSQL only.
 */
const CUSTOMERS = 12;
const AUTOPLAYS_EACH = 2;
const onPostgres = testDbKind() === 'postgres';

function startWorker(databaseUrl: string): WorkerProcess {
  return startWorkerProcess('apps/server/tests/recurring-worker.ts', {
    DATABASE_URL: databaseUrl,
    RECURRING_NOW: CART_NOW,
  });
}

async function rows<T>(t: CartTestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await t.db.execute(query);
  return ((result as unknown as { rows?: unknown[] }).rows ?? result) as T[];
}

describe.runIf(onPostgres)('the engine killed while charging cards, then run twice at once (PostgreSQL)', () => {
  let t: CartTestApp;
  let customers: SignedIn[];
  let ids: string[];
  let databaseUrl: string;

  beforeAll(async () => {
    t = await createCartTestApp({ poolSize: 10, config: { rateLimitPerMinute: 10_000_000 } });
    databaseUrl = testDatabaseUrl(t);
    customers = await mapLimit(Array.from({ length: CUSTOMERS }), 4, async () => {
      const who = await signUp(t);
      const card = await addSandboxCard(t, who, sandboxCards.approve);
      await as(t, who).post(`/v2/customer/recurring-purchase-method?recurring_purchase_method=${card.id}`);
      return who;
    });
    ids = [];
    for (const who of customers) {
      const lines = Array.from({ length: AUTOPLAYS_EACH }, () => powerballAutoplayLine(t));
      ids.push(...(await recordRecurring(t, who.customerId, lines)));
    }
  }, 240_000);
  afterAll(() => t?.close());

  it('charges each card once per draw and buys each draw once, none lost to the kill', async () => {
    const total = ids.length;
    const charged = async () =>
      (await rows<{ n: number }>(t, sql`select count(*)::int as n from recurring_charges`))[0]?.n ?? 0;
    const first = startWorker(databaseUrl);
    for (;;) {
      if ((await charged()) >= total / 4) break;
      if (first.child.exitCode !== null) throw new Error(`The engine ended before the kill:\n${first.output()}`);
      await new Promise((r) => setTimeout(r, 5));
    }
    first.child.kill('SIGKILL');
    await first.exited;
    const [a, b] = [startWorker(databaseUrl), startWorker(databaseUrl)];
    expect(await a.exited, a.output()).toBe(0);
    expect(await b.exited, b.output()).toBe(0);

    expect((await placementsOf(t.db, ids)).map((p) => p.outcome)).toEqual(ids.map(() => 'purchased'));
    const perPurchase = await rows<{ id: string; charges: number; booked: number; payments: number; deposits: number }>(
      t,
      sql`select c.recurring_purchase_id as id, count(*)::int as charges,
            count(*) filter (where c.status = 'booked')::int as booked,
            (select count(*)::int from sandbox_gateway_payments p
              where p.idempotency_key like c.customer_id || ':rcp_' || c.recurring_purchase_id || '_%') as payments,
            (select count(*)::int from funds_deposits d
              where d.metadata->>'recurringPurchaseId' = c.recurring_purchase_id) as deposits
          from recurring_charges c group by c.recurring_purchase_id, c.customer_id`,
    );
    expect(perPurchase.map((r) => r.id).sort()).toEqual([...ids].sort());
    for (const r of perPurchase) expect(r).toEqual({ id: r.id, charges: 1, booked: 1, payments: 1, deposits: 1 });
    for (const who of customers) expect(await availableFundsOf(t.db, who.customerId)).toBe(0);
    await expectLedgerBalanced(t.db);
  }, 240_000);
});
