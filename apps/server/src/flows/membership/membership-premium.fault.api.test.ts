import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartTestApp } from '../../../tests/cart-helpers';
import { testDbKind } from '../../../tests/helpers';
import type { SignedIn } from '../../../tests/identity-helpers';
import { expectLedgerBalanced } from '../../../tests/ledger-helpers';
import {
  PREMIUM_PRICE,
  premiumChargesOf,
  premiumMembers,
  premiumPeriodsCharged,
  premiumRaceTestApp,
} from '../../../tests/premium-helpers';
import { availableFundsOf } from '../../../tests/purchase-helpers';
import { testDatabaseUrl } from '../../../tests/second-process';
import { killMidway, runTwiceAtOnce, startWorkerProcess, type WorkerProcess } from '../../../tests/worker-process';

/**
 * Decision 456's fault acceptance: the engine is killed (SIGKILL) while it bills premium periods,
 * then run in two processes at once; every member's new period is charged once (one claim, one
 * journal), none lost to the kill, and the ledger sums to zero. PostgreSQL only.
 */
const CUSTOMERS = 30;
const DEPOSIT = 5_000;
const onPostgres = testDbKind() === 'postgres';

describe.runIf(onPostgres)('the engine killed while billing premium periods, then run twice at once', () => {
  let t: CartTestApp;
  let customers: SignedIn[];
  let databaseUrl: string;

  beforeAll(async () => {
    t = await premiumRaceTestApp();
    databaseUrl = testDatabaseUrl(t);
    customers = await premiumMembers(t, CUSTOMERS, DEPOSIT);
  }, 240_000);
  afterAll(() => t?.close());

  it('charges each member once for the new period', async () => {
    // A month and a minute after the upgrades: every member's second period has begun.
    const later = new Date(t.clock.now().getTime() + 31 * 24 * 3_600_000 + 60_000).toISOString();
    const start = (): WorkerProcess =>
      startWorkerProcess('apps/server/tests/recurring-worker.ts', { DATABASE_URL: databaseUrl, RECURRING_NOW: later });
    await killMidway(start(), () => premiumPeriodsCharged(t, 1), CUSTOMERS / 4);
    expect(await premiumPeriodsCharged(t, 1)).toBeLessThan(CUSTOMERS);
    await runTwiceAtOnce(start);

    const charges = await premiumChargesOf(t, customers);
    expect(charges).toHaveLength(CUSTOMERS);
    for (const c of charges) expect(c).toEqual({ customer_id: c.customer_id, periods: 2, journals: 2 });
    for (const who of customers) {
      expect(await availableFundsOf(t.db, who.customerId)).toBe(DEPOSIT - 2 * PREMIUM_PRICE);
    }
    await expectLedgerBalanced(t.db);
  }, 240_000);
});
