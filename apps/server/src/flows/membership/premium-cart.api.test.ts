import { type ConsolePremiumBilling, IDEMPOTENCY_KEY_HEADER, PREMIUM_MEMBERSHIP_OFFER } from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, CART_NOW, cartOf, raffleEntry, refusal, visitor } from '../../../tests/cart-helpers';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../../tests/identity-helpers';
import { expectLedgerBalanced } from '../../../tests/ledger-helpers';
import { joinedMember } from '../../../tests/premium-helpers';
import { STAFF_TEST_AUTH_SECRET, type StaffTestApp, signInStaff } from '../../../tests/staff-helpers';
import { cryptoRandom } from '../../lib/random';
import { createSecrets } from '../../modules/credentials';
import { seedDemoStaff } from '../../modules/staff';
import { placeDueRecurringPurchases } from '../recurring/place-due-recurring-purchases';

/**
 * Daily Winners premium bought through the cart (issue 27, decision 476) on both databases: the
 * membership line is added with no draw, priced at a month, and bought in the order's
 * transaction: one order line, one subscription, one first-month charge (its own journal, as every
 * premium month),
 * also with one Idempotency-Key sent twice at once; a member already premium, a customer on a
 * break from play or one under their spend limit is refused with nothing changed; bad lines are
 * refused.
 */
let t: IdentityTestApp;
const PRICE = PREMIUM_MEMBERSHIP_OFFER.price.amount;
const PREMIUM = {
  product_offer_key: PREMIUM_MEMBERSHIP_OFFER.key,
  game_type: 'membership',
  game_offer: PREMIUM_MEMBERSHIP_OFFER.key,
  num_games: 1,
};

beforeAll(async () => {
  t = await createIdentityTestApp({
    seed: true,
    at: CART_NOW,
    config: {
      authSecret: STAFF_TEST_AUTH_SECRET,
      rateLimitPerMinute: 1_000_000,
      shopEngines: { recurringPurchases: true, lottoParty: false },
    },
  });
  await seedDemoStaff(t.db, t.clock, createSecrets(STAFF_TEST_AUTH_SECRET));
});
afterAll(() => t.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await t.db.execute(query);
  return ((result as unknown as { rows?: unknown[] }).rows ?? result) as T[];
}
const cashOf = async (who: SignedIn) => (await t.app.wallet.getFunds(who.customerId, 'AUD')).availableFunds.amount;
const membershipOf = async (who: SignedIn) => (await as(t, who).get('/rewards/v3/customer')).json().result;
const subscriptionsOf = (who: SignedIn) =>
  rows<{ id: string; status: string }>(
    sql`select id, status from recurring_purchases where customer_id = ${who.customerId} and product_type = 'membership'`,
  );
const placementsOf = (who: SignedIn) =>
  rows<{ checkout_id: string | null }>(
    sql`select p.checkout_id from recurring_placements p join recurring_purchases r on r.id = p.recurring_purchase_id
        where r.customer_id = ${who.customerId}`,
  );
const ordersOf = (who: SignedIn) =>
  rows<{ checkout_id: string; total: number }>(
    sql`select checkout_id, total from orders where customer_id = ${who.customerId}`,
  );
const purchase = (who: SignedIn, key = cryptoRandom.uuid()) =>
  as(t, who).post('/v2/cart/purchase', undefined, { [IDEMPOTENCY_KEY_HEADER]: key });

/** A customer with `cents` in the wallet (a deposit made), a free member. */
const member = (cents: number) => joinedMember(t, cents);

describe('Daily Winners premium through the cart', () => {
  it('adds a line with no draw and buys it once: one order line, one subscription, one charge', async () => {
    const who = await member(5000);
    const cart = cartOf(await as(t, who).post('/v2/cart/items', PREMIUM));
    expect(cart.cartItems).toMatchObject([
      {
        productType: 'membership',
        gameType: 'membership',
        drawNo: null,
        drawDate: null,
        price: { amount: PRICE, currency: 'AUD' },
        membershipProgram: 'daily_winners',
        membershipOffer: PREMIUM_MEMBERSHIP_OFFER.key,
        membershipOfferName: PREMIUM_MEMBERSHIP_OFFER.name,
        recurringPurchase: { type: 'subscription', enabled: true },
      },
    ]);
    expect(cart.cartTotal).toEqual({ amount: PRICE, currency: 'AUD' });
    // Twice in the cart: refused.
    expect(refusal(await as(t, who).post('/v2/cart/items', PREMIUM))).toMatchObject({ code: 'cart_item_invalid' });

    const key = cryptoRandom.uuid();
    const [a, b] = await Promise.all([purchase(who, key), purchase(who, key)]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json().result.checkoutId).toBe(a.json().result.checkoutId);
    const receipt = a.json().result;
    expect(receipt.total).toEqual({ amount: PRICE, currency: 'AUD' });
    expect(receipt.orders).toMatchObject([
      {
        productType: 'membership',
        productOfferName: PREMIUM_MEMBERSHIP_OFFER.name,
        gameType: 'membership',
        tickets: [],
      },
    ]);

    expect(await cashOf(who)).toBe(5000 - PRICE);
    expect(await subscriptionsOf(who)).toMatchObject([{ status: 'recurring_status_active' }]);
    expect(await placementsOf(who)).toEqual([{ checkout_id: expect.stringMatching(/^membership_rp_[\w-]+_0$/) }]);
    expect(await ordersOf(who)).toHaveLength(1);
    expect((await membershipOf(who)).membershipTier).toBe('premium');
    const listed = await as(t, who).get('/v2/subscriptions');
    expect(listed.json().result).toHaveLength(1);
    const mails = (await t.inbox(who.email)).filter((m) => m.subject.startsWith('Your Drawline order'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Your premium membership is on: it renews each month until you cancel it.');
    // The engine finds the first month paid by the order: it charges nothing more for it.
    await placeDueRecurringPurchases(t.app.recurringEngine);
    expect(await cashOf(who)).toBe(5000 - PRICE);
    expect(await placementsOf(who)).toHaveLength(1);
    // The cart is bought: a new key finds no cart to buy and charges nothing.
    expect((await purchase(who)).statusCode).not.toBe(200);
    expect(await cashOf(who)).toBe(5000 - PRICE);
    // A month later the engine charges the second month, once, as any premium month.
    t.clock.set(new Date(Date.parse(CART_NOW) + 31 * 24 * 3600_000));
    await placeDueRecurringPurchases(t.app.recurringEngine);
    await placeDueRecurringPurchases(t.app.recurringEngine);
    expect(await cashOf(who)).toBe(5000 - 2 * PRICE);
    expect(await placementsOf(who)).toHaveLength(2);
    t.clock.set(new Date(CART_NOW));
    await expectLedgerBalanced(t.db);
  });

  it('buys premium beside entries in one order, the month in its own journal; two keys at once buy it once', async () => {
    const who = await member(10_000);
    const raffle = cartOf(await as(t, who).post('/v2/cart/items', raffleEntry()));
    const entries = raffle.cartTotal.amount;
    const cart = cartOf(await as(t, who).post('/v2/cart/items', PREMIUM));
    expect(cart.cartItems.map((i) => i.productType)).toEqual(['raffle_ticket', 'membership']);
    expect(cart.cartTotal.amount).toBe(entries + PRICE);
    expect(cart.showRegulation).toBe(raffle.showRegulation);

    const [a, b] = await Promise.all([purchase(who), purchase(who)]);
    const paid = [a, b].filter((r) => r.statusCode === 200);
    expect(paid, `${a.body} ${b.body}`).toHaveLength(1);
    const receipt = paid[0]?.json().result;
    expect(receipt.total.amount).toBe(entries + PRICE);
    expect(receipt.orders.map((o: { productType: string }) => o.productType)).toEqual(['raffle_ticket', 'membership']);
    expect(await cashOf(who)).toBe(10_000 - entries - PRICE);
    expect(await subscriptionsOf(who)).toHaveLength(1);
    expect(await placementsOf(who)).toEqual([{ checkout_id: expect.stringMatching(/^membership_rp_[\w-]+_0$/) }]);
    const journals = await rows<{ reference: string }>(
      sql`select distinct j.reference from ledger_journals j join ledger_postings p on p.journal_id = j.id
          join ledger_accounts a on a.id = p.account_id
          where a.customer_id = ${who.customerId}`,
    );
    expect(journals.map((j) => j.reference)).toContain(receipt.checkoutId);
    // The entries in the order's journal, the month in its own, as every premium month (decision 476).
    expect(journals.filter((j) => j.reference.startsWith('membership_rp_'))).toHaveLength(1);
    // So finance's premium billing sees the month as any other: paid, charged the price.
    const finance = await signInStaff(t as unknown as StaffTestApp, 'finance');
    const billing = await t.app.inject({ method: 'GET', url: '/staff/api/giveaways/billing', headers: finance.auth });
    const { periods } = billing.json().result as ConsolePremiumBilling;
    const period = periods.find((p) => p.customerId === who.customerId);
    expect(period).toMatchObject({ periodIndex: 0, status: 'paid', charged: { amount: PRICE, currency: 'AUD' } });
    expect(period?.ledgerReference).toBe(`membership_${period?.recurringPurchaseId}_0`);
    await expectLedgerBalanced(t.db);
  });

  it('refuses a member already premium, changing nothing', async () => {
    const who = await member(5000);
    cartOf(await as(t, who).post('/v2/cart/items', PREMIUM));
    expect((await purchase(who)).statusCode).toBe(200);
    cartOf(await as(t, who).post('/v2/cart/items', PREMIUM));
    const again = await purchase(who);
    expect(again.statusCode, again.body).toBe(422);
    expect(again.json().errors).toMatchObject({ this: [{ code: 'already_premium' }] });
    expect(await cashOf(who)).toBe(5000 - PRICE);
    expect(await subscriptionsOf(who)).toHaveLength(1);
    expect(await ordersOf(who)).toHaveLength(1);
    expect(cartOf(await as(t, who).get('/v2/cart/items')).cartItems).toHaveLength(1);
  });

  it('refuses a customer on a break from play or under their spend limit, changing nothing', async () => {
    const resting = await member(5000);
    cartOf(await as(t, resting).post('/v2/cart/items', PREMIUM));
    await t.app.limits.selfExclude({ customerId: resting.customerId, period: '7_days' });
    expect((await purchase(resting)).statusCode).toBeGreaterThanOrEqual(400);
    expect(await cashOf(resting)).toBe(5000);
    expect(await subscriptionsOf(resting)).toHaveLength(0);

    const limited = await member(5000);
    const set = await as(t, limited).put('/v2/spend-limits/weekly', { limit: '5.00' });
    expect(set.statusCode, set.body).toBe(200);
    cartOf(await as(t, limited).post('/v2/cart/items', PREMIUM));
    expect((await purchase(limited)).statusCode).toBeGreaterThanOrEqual(400);
    expect(await cashOf(limited)).toBe(5000);
    expect(await subscriptionsOf(limited)).toHaveLength(0);
    expect(await ordersOf(limited)).toHaveLength(0);
    await expectLedgerBalanced(t.db);
  });

  it('refuses hostile lines: choices, another game, anonymous carts, changes; another customer cannot touch it', async () => {
    const who = await member(5000);
    const bad = [
      { ...PREMIUM, num_games: 2 },
      { ...PREMIUM, quantity: 3 },
      { ...PREMIUM, draw_no: 1 },
      { ...PREMIUM, game_type: 'standard' },
      { ...PREMIUM, game_offer: 'daily_winners_premium\u0000' },
      { ...PREMIUM, recurring_purchase: { type: 'subscription', enabled: true } },
      { ...PREMIUM, product_offer_key: 'x'.repeat(100_000) },
      { ...PREMIUM, game_offer: '\ud800' },
    ];
    for (const body of bad) {
      const res = await as(t, who).post('/v2/cart/items', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const text = await as(t, who).post('/v2/cart/items', JSON.stringify(PREMIUM), { 'content-type': 'text/plain' });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
    expect(cartOf(await as(t, who).get('/v2/cart/items')).cartItems).toHaveLength(0);

    const anon = cartOf(await visitor(t).post('/v2/anon-cart'));
    const ref = anon.cartReference ?? '';
    expect(refusal(await visitor(t).post(`/v2/anon-cart/${ref}/items`, PREMIUM))).toMatchObject({
      code: 'cart_item_invalid',
      message: `Sign in to add ${PREMIUM_MEMBERSHIP_OFFER.name} to your cart.`,
    });

    const line = cartOf(await as(t, who).post('/v2/cart/items', PREMIUM)).cartItems[0]?.id ?? '';
    expect(refusal(await as(t, who).put(`/v2/cart/items/${line}`, { quantity: 2 }))).toMatchObject({
      code: 'cart_item_invalid',
    });
    const other = await member(5000);
    expect((await as(t, other).delete(`/v2/cart/items/${line}`)).statusCode).toBeGreaterThanOrEqual(400);
    expect(cartOf(await as(t, who).get('/v2/cart/items')).cartItems).toHaveLength(1);
    expect(cartOf(await as(t, who).delete(`/v2/cart/items/${line}`)).cartItems).toHaveLength(0);
  });
});
