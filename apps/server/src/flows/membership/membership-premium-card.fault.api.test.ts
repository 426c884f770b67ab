import { sql } from 'drizzle-orm';
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
import { testDatabaseUrl } from '../../../tests/second-process';
import { killMidway, runTwiceAtOnce, startWorkerProcess, type WorkerProcess } from '../../../tests/worker-process';

/**
 * Decision 475's fault acceptance: the engine is killed (SIGKILL) while cards pay premium periods
 * the wallets are short for, then run in two processes at once; every card is charged once for
 * its period (one gateway payment, one deposit), every period charged once, none lost to the kill,
 * and the ledger sums to zero. PostgreSQL only.
 */
const CUSTOMERS = 16;
const LEFT = 300;
const onPostgres = testDbKind() === 'postgres';

describe.runIf(onPostgres)('the engine killed while cards pay premium periods, then run twice at once', () => {
  let t: CartTestApp;
  let customers: SignedIn[];
  let databaseUrl: string;

  beforeAll(async () => {
    t = await premiumRaceTestApp();
    databaseUrl = testDatabaseUrl(t);
    customers = await premiumMembers(t, CUSTOMERS, PREMIUM_PRICE + LEFT);
    for (const who of customers) await chooseUnattendedCard(t, who, sandboxCards.approve);
  }, 240_000);
  afterAll(() => t?.close());

  it('charges each card and each period once', async () => {
    const later = new Date(t.clock.now().getTime() + 31 * 24 * 3_600_000 + 60_000).toISOString();
    const start = (): WorkerProcess =>
      startWorkerProcess('apps/server/tests/recurring-worker.ts', { DATABASE_URL: databaseUrl, RECURRING_NOW: later });
    const asked = async () => {
      const result = await t.db.execute(sql`select count(*)::int as n from recurring_charges`);
      const rows = ((result as unknown as { rows?: { n: number }[] }).rows ?? result) as { n: number }[];
      return rows[0]?.n ?? 0;
    };
    await killMidway(start(), asked, CUSTOMERS / 4);
    expect(await asked()).toBeLessThan(CUSTOMERS);
    await runTwiceAtOnce(start);

    const periods = await premiumChargesOf(t, customers);
    expect(periods).toHaveLength(CUSTOMERS);
    for (const c of periods) expect(c).toEqual({ customer_id: c.customer_id, periods: 2, journals: 2 });
    const cards = await premiumCardChargesOf(t, customers);
    for (const c of cards) {
      expect(c).toEqual({ customer_id: c.customer_id, charges: 1, booked: 1, payments: 1, deposits: 1 });
    }
    for (const who of customers) expect(await availableFundsOf(t.db, who.customerId)).toBe(0);
    await expectLedgerBalanced(t.db);
  }, 240_000);
});
