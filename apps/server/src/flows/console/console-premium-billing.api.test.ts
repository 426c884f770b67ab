import { type ConsolePremiumBilling, PREMIUM_MEMBERSHIP_OFFER } from '@drawline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../../tests/helpers';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn, signUp } from '../../../tests/identity-helpers';
import { joinedMember } from '../../../tests/premium-helpers';
import { STAFF_TEST_AUTH_SECRET, type StaffTestApp, signInStaff } from '../../../tests/staff-helpers';
import { createSecrets } from '../../modules/credentials';
import { seedDemoStaff } from '../../modules/staff';
import { placeDueRecurringPurchases } from '../recurring/place-due-recurring-purchases';

/**
 * Finance's premium billing (issue 27): each premium subscription's periods (paid with their
 * ledger reference and the charge the ledger booked, failing and retried, gone unpaid) and every
 * month's totals, read by finance and administrators only.
 */
let t: IdentityTestApp;
const PRICE = PREMIUM_MEMBERSHIP_OFFER.price.amount;
const staffApp = () => t as unknown as StaffTestApp;

beforeAll(async () => {
  t = await createIdentityTestApp({
    at: '2026-01-31T03:00:00Z',
    config: {
      authSecret: STAFF_TEST_AUTH_SECRET,
      rateLimitPerMinute: 1_000_000,
      shopEngines: { recurringPurchases: true, lottoParty: false },
    },
  });
  await seedDemoStaff(t.db, t.clock, createSecrets(STAFF_TEST_AUTH_SECRET));
});
afterAll(() => t.close());

const engine = () => placeDueRecurringPurchases(t.app.recurringEngine);

/** A premium member with `cents` in the wallet before the upgrade. */
async function premiumMember(cents: number): Promise<SignedIn> {
  const who = await joinedMember(t, cents);
  const res = await t.app.inject({
    method: 'PUT',
    url: '/rewards/membership',
    headers: { ...who.auth, version: '3.2' },
    payload: { membership_program: 'daily_winners', membership_status: 'member', membership_tier: 'premium' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return who;
}

const billing = (auth: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/staff/api/giveaways/billing', headers: auth });

describe(`finance's premium billing (${testDbKind()})`, () => {
  it('lists each period with its charge and ledger reference, retried and lapsed ones, and the months', async () => {
    const steady = await premiumMember(5 * PRICE);
    const short = await premiumMember(PRICE);
    t.clock.set(new Date('2026-02-28T03:00:01Z'));
    await engine();
    t.clock.set(new Date('2026-03-31T03:00:01Z'));
    await engine();

    const finance = await signInStaff(staffApp(), 'finance');
    const res = await billing(finance.auth);
    expect(res.statusCode, res.body.slice(0, 400)).toBe(200);
    const { periods, months } = res.json().result as ConsolePremiumBilling;
    const of = (who: SignedIn) =>
      periods
        .filter((p) => p.customerId === who.customerId)
        .map((p) => ({
          index: p.periodIndex,
          status: p.status,
          charged: p.charged?.amount ?? null,
          code: p.failureCode,
        }));
    expect(of(steady)).toEqual([
      { index: 2, status: 'paid', charged: PRICE, code: null },
      { index: 1, status: 'paid', charged: PRICE, code: null },
      { index: 0, status: 'paid', charged: PRICE, code: null },
    ]);
    expect(of(short)).toEqual([
      { index: 2, status: 'retrying', charged: null, code: 'insufficient_funds' },
      { index: 1, status: 'lapsed', charged: null, code: null },
      { index: 0, status: 'paid', charged: PRICE, code: null },
    ]);
    const paid = periods.find((p) => p.customerId === steady.customerId && p.periodIndex === 1);
    expect(paid?.ledgerReference).toBe(`membership_${paid?.recurringPurchaseId}_1`);
    // Periods run from the upgrade's day, clamped to a month's end: 31 January, 28 February, 31 March.
    expect(paid?.periodStart).toBe('2026-02-28T03:00:00.000Z');
    expect(paid?.periodEnd).toBe('2026-03-31T03:00:00.000Z');
    expect(paid?.customerEmail).toBe(steady.email);
    expect(months).toEqual([
      { month: '2026-03', charged: [{ amount: PRICE, currency: 'AUD' }], paidPeriods: 1, failedPeriods: 0 },
      { month: '2026-02', charged: [{ amount: PRICE, currency: 'AUD' }], paidPeriods: 1, failedPeriods: 0 },
      { month: '2026-01', charged: [{ amount: 2 * PRICE, currency: 'AUD' }], paidPeriods: 2, failedPeriods: 0 },
    ]);

    const admin = await signInStaff(staffApp(), 'administrator');
    expect((await billing(admin.auth)).json().result).toEqual(res.json().result);
  });

  it('refuses every other role and customers', async () => {
    for (const role of ['support', 'content_editor', 'draw_operator'] as const) {
      const res = await billing((await signInStaff(staffApp(), role)).auth);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().error.code).toBeTruthy();
    }
    const customer = await signUp(t);
    expect((await billing(customer.auth)).statusCode).toBeGreaterThanOrEqual(401);
    expect((await billing({})).statusCode).toBe(401);
  });
});
