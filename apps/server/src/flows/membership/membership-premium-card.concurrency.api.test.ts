import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartTestApp } from '../../../tests/cart-helpers';
import { sandboxCards } from '../../../tests/funds-helpers';
import { testDbKind } from '../../../tests/helpers';
import type { SignedIn } from '../../../tests/identity-helpers';
import { expectLedgerBalanced } from '../../../tests/ledger-helpers';
import {
  chooseUnattendedCard,
  PREMIUM_PRICE,
  premiumCardChargesOf,
  premiumChargesOf,
  premiumMembers,
  premiumRaceTestApp,
} from '../../../tests/premium-helpers';
import { availableFundsOf } from '../../../tests/purchase-helpers';
import { secondApp } from '../../../tests/second-process';
import { placeDueRecurringPurchases } from '../recurring/place-due-recurring-purchases';

/**
 * Decision 475's once per period on PostgreSQL: premium members whose wallet is short for their
 * second period, each with a card chosen to pay unattended; two engines in two apps with their own
 * pools on one database run side by side twice each: each card charged once for the shortfall
 * (one gateway payment, one deposit), each period charged once, the ledger at zero.
 */
const CUSTOMERS = 8;
const LEFT = 300;
const onPostgres = testDbKind() === 'postgres';

describe.runIf(onPostgres)('two engines paying premium periods by card at once (PostgreSQL only)', () => {
  let t: CartTestApp;
  let second: Awaited<ReturnType<typeof secondApp>>;
  let customers: SignedIn[];

  beforeAll(async () => {
    t = await premiumRaceTestApp();
    second = await secondApp(t);
    customers = await premiumMembers(t, CUSTOMERS, PREMIUM_PRICE + LEFT);
    for (const who of customers) await chooseUnattendedCard(t, who, sandboxCards.approve);
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('charges each card once for the shortfall and each period once, whichever engine gets there first', async () => {
    t.clock.set(new Date(t.clock.now().getTime() + 31 * 24 * 3_600_000 + 60_000));
    await Promise.all([
      placeDueRecurringPurchases(t.app.recurringEngine),
      placeDueRecurringPurchases(second.app.recurringEngine),
      placeDueRecurringPurchases(t.app.recurringEngine),
      placeDueRecurringPurchases(second.app.recurringEngine),
    ]);
    const periods = await premiumChargesOf(t, customers);
    expect(periods).toHaveLength(CUSTOMERS);
    for (const c of periods) expect(c).toEqual({ customer_id: c.customer_id, periods: 2, journals: 2 });
    const cards = await premiumCardChargesOf(t, customers);
    expect(cards).toHaveLength(CUSTOMERS);
    for (const c of cards) {
      expect(c).toEqual({ customer_id: c.customer_id, charges: 1, booked: 1, payments: 1, deposits: 1 });
    }
    for (const who of customers) expect(await availableFundsOf(t.db, who.customerId)).toBe(0);
    await expectLedgerBalanced(t.db);
  });
});
