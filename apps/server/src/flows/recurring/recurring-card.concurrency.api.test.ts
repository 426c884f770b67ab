import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type CartTestApp, createCartTestApp } from '../../../tests/cart-helpers';
import { addSandboxCard, sandboxCards } from '../../../tests/funds-helpers';
import { testDbKind } from '../../../tests/helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { expectLedgerBalanced } from '../../../tests/ledger-helpers';
import { availableFundsOf, mapLimit } from '../../../tests/purchase-helpers';
import { placementsOf, powerballAutoplayLine, recordRecurring } from '../../../tests/recurring-helpers';
import { secondApp } from '../../../tests/second-process';
import { placeDueRecurringPurchases } from './place-due-recurring-purchases';

/**
 * Decision 358's once-only card on PostgreSQL: customers with empty wallets and an approving
 * unattended card, two engines in two apps with their own pools on one database run side by
 * side; each draw is bought once, each card charged once per draw, each charge booked once, the
 * ledger at zero. PostgreSQL only: PGlite has one connection.
 */
const CUSTOMERS = 8;
const onPostgres = testDbKind() === 'postgres';

describe.runIf(onPostgres)('two engines paying by card at once (PostgreSQL only)', () => {
  let t: CartTestApp;
  let second: Awaited<ReturnType<typeof secondApp>>;
  let customers: SignedIn[];
  let ids: string[];

  beforeAll(async () => {
    t = await createCartTestApp({ poolSize: 10, config: { rateLimitPerMinute: 10_000_000 } });
    second = await secondApp(t);
    customers = await mapLimit(Array.from({ length: CUSTOMERS }), 4, async () => {
      const who = await signUp(t);
      const card = await addSandboxCard(t, who, sandboxCards.approve);
      const chosen = await as(t, who).post(
        `/v2/customer/recurring-purchase-method?recurring_purchase_method=${card.id}`,
      );
      expect(chosen.statusCode, chosen.body).toBe(200);
      return who;
    });
    ids = (
      await Promise.all(
        customers.map((who) =>
          recordRecurring(t, who.customerId, [powerballAutoplayLine(t), powerballAutoplayLine(t)]),
        ),
      )
    ).flat();
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('charges each card once per draw and buys each draw once, whichever engine gets there first', async () => {
    await Promise.all([
      placeDueRecurringPurchases(t.app.recurringEngine),
      placeDueRecurringPurchases(second.app.recurringEngine),
      placeDueRecurringPurchases(t.app.recurringEngine),
      placeDueRecurringPurchases(second.app.recurringEngine),
    ]);
    await placeDueRecurringPurchases(second.app.recurringEngine);
    const placements = await placementsOf(t.db, ids);
    expect(placements.map((p) => p.outcome)).toEqual(ids.map(() => 'purchased'));
    const result = await t.db.execute(
      sql`select c.recurring_purchase_id, c.status, count(p.id)::int as payments
          from recurring_charges c left join sandbox_gateway_payments p
            on p.idempotency_key = c.customer_id || ':' || c.idempotency_key
          group by c.recurring_purchase_id, c.status`,
    );
    const charges = ((result as unknown as { rows?: unknown[] }).rows ?? result) as {
      recurring_purchase_id: string;
      status: string;
      payments: number;
    }[];
    // Each recurring purchase: one charge, booked, one payment at the gateway.
    expect(
      charges
        .filter((c) => ids.includes(c.recurring_purchase_id))
        .sort((a, b) => (a.recurring_purchase_id < b.recurring_purchase_id ? -1 : 1)),
    ).toEqual([...ids].sort().map((id) => ({ recurring_purchase_id: id, status: 'booked', payments: 1 })));
    for (const who of customers) expect(await availableFundsOf(t.db, who.customerId)).toBe(0);
    await expectLedgerBalanced(t.db);
  });
});
