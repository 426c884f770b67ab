import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartTestApp } from '../../../tests/cart-helpers';
import { testDbKind } from '../../../tests/helpers';
import type { SignedIn } from '../../../tests/identity-helpers';
import { expectLedgerBalanced } from '../../../tests/ledger-helpers';
import { PREMIUM_PRICE, premiumChargesOf, premiumMembers, premiumRaceTestApp } from '../../../tests/premium-helpers';
import { availableFundsOf } from '../../../tests/purchase-helpers';
import { secondApp } from '../../../tests/second-process';
import { placeDueRecurringPurchases } from '../recurring/place-due-recurring-purchases';

/**
 * Decision 456's once per period on PostgreSQL: premium members whose second period has begun,
 * two engines in two apps with their own pools on one database, run side by side twice each:
 * each period charged once, one journal a period, the ledger at zero. PGlite has one connection.
 */
const CUSTOMERS = 10;
const DEPOSIT = 5_000;
const onPostgres = testDbKind() === 'postgres';

describe.runIf(onPostgres)('two engines billing premium periods at once (PostgreSQL only)', () => {
  let t: CartTestApp;
  let second: Awaited<ReturnType<typeof secondApp>>;
  let customers: SignedIn[];

  beforeAll(async () => {
    t = await premiumRaceTestApp();
    second = await secondApp(t);
    customers = await premiumMembers(t, CUSTOMERS, DEPOSIT);
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('charges each member once for the new period, whichever engine gets there first', async () => {
    // A month and a minute later: every member's second period has begun (upgraded on the 10th).
    t.clock.set(new Date(t.clock.now().getTime() + 31 * 24 * 3_600_000 + 60_000));
    await Promise.all([
      placeDueRecurringPurchases(t.app.recurringEngine),
      placeDueRecurringPurchases(second.app.recurringEngine),
      placeDueRecurringPurchases(t.app.recurringEngine),
      placeDueRecurringPurchases(second.app.recurringEngine),
    ]);
    const charges = await premiumChargesOf(t, customers);
    expect(charges).toHaveLength(CUSTOMERS);
    for (const c of charges) expect(c).toEqual({ customer_id: c.customer_id, periods: 2, journals: 2 });
    for (const who of customers) {
      expect(await availableFundsOf(t.db, who.customerId)).toBe(DEPOSIT - 2 * PREMIUM_PRICE);
    }
    await expectLedgerBalanced(t.db);
  });
});
