import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type CartTestApp, createCartTestApp } from '../../../tests/cart-helpers';
import { testDbKind } from '../../../tests/helpers';
import type { SignedIn } from '../../../tests/identity-helpers';
import { expectLedgerBalanced } from '../../../tests/ledger-helpers';
import { PREMIUM_PRICE, premiumChargesOf, premiumMembers } from '../../../tests/premium-helpers';
import { availableFundsOf } from '../../../tests/purchase-helpers';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { type Database, openDatabase } from '../../db/client';
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
  let secondDatabase: Database;
  let second: FastifyInstance;
  let customers: SignedIn[];

  beforeAll(async () => {
    t = await createCartTestApp({
      poolSize: 10,
      config: { rateLimitPerMinute: 10_000_000, shopEngines: { recurringPurchases: true, lottoParty: false } },
    });
    const url = new URL(inject('postgresTemplateUrl'));
    url.pathname = `/${t.database.name}`;
    secondDatabase = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 10 });
    second = await buildApp({ config: testConfig({}), database: secondDatabase, clock: t.clock });
    await second.ready();
    customers = await premiumMembers(t, CUSTOMERS, DEPOSIT);
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await secondDatabase?.close();
    await t?.close();
  });

  it('charges each member once for the new period, whichever engine gets there first', async () => {
    // A month and a minute later: every member's second period has begun (upgraded on the 10th).
    t.clock.set(new Date(t.clock.now().getTime() + 31 * 24 * 3_600_000 + 60_000));
    await Promise.all([
      placeDueRecurringPurchases(t.app.recurringEngine),
      placeDueRecurringPurchases(second.recurringEngine),
      placeDueRecurringPurchases(t.app.recurringEngine),
      placeDueRecurringPurchases(second.recurringEngine),
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
