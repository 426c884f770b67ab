import { type MembershipTier, PREMIUM_MEMBERSHIP_OFFER } from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { as, type CartTestApp, createCartTestApp } from './cart-helpers';
import { addSandboxCard } from './funds-helpers';
import { type IdentityTestApp, type SignedIn, signUp } from './identity-helpers';
import { mapLimit } from './purchase-helpers';

/** What a premium period costs (docs/decisions/456). */
export const PREMIUM_PRICE = PREMIUM_MEMBERSHIP_OFFER.price.amount;

/** A shop for racing premium billing on PostgreSQL: the recurring engine on, a pool of 10, no rate limit in the way. */
export function premiumRaceTestApp(): Promise<CartTestApp> {
  return createCartTestApp({
    poolSize: 10,
    config: { rateLimitPerMinute: 10_000_000, shopEngines: { recurringPurchases: true, lottoParty: false } },
  });
}

/** A deposit of `cents` credited to the customer's wallet, as the deposit flow books one. */
export async function depositTo(t: IdentityTestApp, who: SignedIn, cents: number): Promise<void> {
  await t.db.transaction((tx) =>
    t.app.wallet.depositToWallet(tx, {
      customerId: who.customerId,
      amount: { amount: cents, currency: 'AUD' },
      gateway: 'sandbox',
      reference: crypto.randomUUID(),
    }),
  );
}

/** A new customer who deposited `cents` and joined Daily Winners on `tier` (premium: its first period charged). */
export async function joinedMember(
  t: IdentityTestApp,
  cents: number,
  tier: MembershipTier = 'free',
): Promise<SignedIn> {
  const who = await signUp(t);
  await depositTo(t, who, cents);
  const res = await t.app.inject({
    method: 'PUT',
    url: '/rewards/membership',
    headers: { ...who.auth, version: '3.2' },
    payload: { membership_program: 'daily_winners', membership_status: 'member', membership_tier: tier },
  });
  expect(res.statusCode, res.body).toBe(200);
  return who;
}

/** `count` customers who deposited `cents`, joined and went premium (their first period charged). */
export async function premiumMembers(t: CartTestApp, count: number, cents: number): Promise<SignedIn[]> {
  return mapLimit(Array.from({ length: count }), 4, () => joinedMember(t, cents, 'premium'));
}

async function rows<T>(t: CartTestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await t.db.execute(query);
  return ((result as unknown as { rows?: unknown[] }).rows ?? result) as T[];
}

/** Per customer: the premium periods charged (claims completed) and the premium journals booked. */
export async function premiumChargesOf(t: CartTestApp, customers: readonly SignedIn[]) {
  const ids = customers.map((c) => c.customerId);
  return rows<{ customer_id: string; periods: number; journals: number }>(
    t,
    sql`select r.customer_id,
          (select count(*)::int from recurring_placements p where p.recurring_purchase_id = r.id
            and p.checkout_id is not null) as periods,
          (select count(*)::int from ledger_journals j where j.reference like 'membership_' || r.id || '_%') as journals
        from recurring_purchases r
        where r.product_type = 'membership' and r.customer_id in (select json_array_elements_text(${JSON.stringify(ids)}::json))
        order by r.customer_id`,
  );
}

/** Premium periods completed across all the customers' subscriptions. */
export async function premiumPeriodsCharged(t: CartTestApp, periodIndex: number): Promise<number> {
  const [row] = await rows<{ n: number }>(
    t,
    sql`select count(*)::int as n from recurring_placements
        where draw_id = ${`membership_period_${periodIndex}`} and checkout_id is not null`,
  );
  return row?.n ?? 0;
}

/** The customer's card (a sandbox test number) added and chosen to pay unattended (decision 358). */
export async function chooseUnattendedCard(t: CartTestApp, who: SignedIn, number: string): Promise<void> {
  const fund = await addSandboxCard(t, who, number);
  const res = await as(t, who).post(`/v2/customer/recurring-purchase-method?recurring_purchase_method=${fund.id}`);
  expect(res.statusCode, res.body).toBe(200);
}

/** Per customer: the card charges asked for their premium periods, booked, the gateway's payments and the deposits. */
export async function premiumCardChargesOf(t: CartTestApp, customers: readonly SignedIn[]) {
  const ids = customers.map((c) => c.customerId);
  return rows<{ customer_id: string; charges: number; booked: number; payments: number; deposits: number }>(
    t,
    sql`select r.customer_id,
          (select count(*)::int from recurring_charges c where c.recurring_purchase_id = r.id) as charges,
          (select count(*)::int from recurring_charges c where c.recurring_purchase_id = r.id and c.status = 'booked') as booked,
          (select count(*)::int from sandbox_gateway_payments p
            where p.idempotency_key like r.customer_id || ':rcp_' || r.id || '_%' and p.status = 'approved') as payments,
          (select count(*)::int from funds_deposits d where d.metadata->>'recurringPurchaseId' = r.id) as deposits
        from recurring_purchases r
        where r.product_type = 'membership' and r.customer_id in (select json_array_elements_text(${JSON.stringify(ids)}::json))
        order by r.customer_id`,
  );
}
