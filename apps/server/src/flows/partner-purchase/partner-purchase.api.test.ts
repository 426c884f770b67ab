import {
  type DepositPurchase,
  IDEMPOTENCY_KEY_HEADER,
  type Partner,
  type PartnerCart,
  type Receipt,
} from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, checkoutTestApp, powerballEntry, priceOf, refusal, visitor } from '../../../tests/cart-helpers';
import { addSandboxCard, sandboxCards } from '../../../tests/funds-helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { cryptoRandom } from '../../lib/random';
import { demoPartner, seedDemoPartners } from '../../modules/partners';
import { SANDBOX_CHALLENGE_CODE } from '../../modules/sandbox-gateway';

/**
 * Partner purchase (issue 30, decision 471): the partner by its slug, its item into a cart by its
 * key, and the deposit-and-buy under one Idempotency-Key: the same key twice and two at once move
 * the money once; the ledger holds the deposit and the purchase; the sale is counted for the
 * partner's channel; an unknown or turned-off partner, a key or channel of another, and an empty
 * cart are refused with nothing charged.
 */
const t = checkoutTestApp();
const { slug, key: partnerKey }: { slug: string; key: string } = demoPartner;

beforeAll(async () => {
  await seedDemoPartners(t.db, t.clock);
});

const v32 = (idempotencyKey: string = cryptoRandom.uuid()) => ({
  [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
  version: '3.2',
});

function resultOf<T>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as T;
}

async function balanceOf(who: SignedIn): Promise<number> {
  return (await t.app.wallet.getFunds(who.customerId, 'AUD')).availableFunds.amount;
}

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const rows = await t.db.execute(query);
  return Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n);
}

const journalsOf = (customerId: string, kind: string) =>
  count(sql`select count(distinct j.id)::int as n from ledger_postings p join ledger_journals j on j.id = p.journal_id
            where j.kind = ${kind} and p.account_id = ${`customer:${customerId}:cash:AUD`}`);
const ordersOf = (customerId: string) =>
  count(
    sql`select count(distinct checkout_id)::int as n from partner_sales where customer_id = ${customerId} and checkout_id is not null`,
  );
const depositsOf = (customerId: string) =>
  count(sql`select count(*)::int as n from funds_deposits where customer_id = ${customerId}`);

const PRICE = () => priceOf(t, 'powerball2018', 'standard', 'standard', 4);
const cartItem = { lottery: 'powerball2018', raffle_offer: 'standard', game_type: 'standard', num_games: 4 };

function purchaseBody(fundId: string, overrides: Record<string, unknown> = {}) {
  return {
    cart_item: cartItem,
    deposit: { deposit_method_id: fundId, amount: (PRICE() / 100).toFixed(2) },
    purchase: { channel_key: 'newsletter', partner_key: partnerKey, metadata: { campaign: 'spring' } },
    ...overrides,
  };
}

describe('the partner', () => {
  it('answers the partner by its slug with its key and channels, and refuses one unknown or turned off', async () => {
    const partner = resultOf<Partner>(await visitor(t).get(`/v2/partners/${slug}`));
    expect(partner).toEqual({
      slug,
      key: partnerKey,
      name: demoPartner.name,
      channels: [{ channelKey: 'newsletter' }, { channelKey: 'website' }],
    });
    for (const path of ['no-such-partner', '%F0%9F%98%80', 'x'.repeat(150), 'a%20b']) {
      const res = await visitor(t).get(`/v2/partners/${path}`);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().error.code, path).toBe('partner_not_found');
    }
    // A NUL byte or a lone surrogate is refused by the input guard, in the envelope too.
    for (const path of ['a%00b', '%ED%A0%80']) {
      const res = await visitor(t).get(`/v2/partners/${path}`);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().error.code, path).toBeTruthy();
    }
  });

  it('puts the partner item into a visitor cart and a customer cart by the key, and refuses an unknown key', async () => {
    const anon = resultOf<PartnerCart>(await visitor(t).post(`/v2/anon-cart/partner/${partnerKey}`, powerballEntry()));
    expect(anon.customerId).toBeNull();
    expect(anon.cartReference).toBeTruthy();
    expect(anon.cartItems).toHaveLength(1);
    const again = resultOf<PartnerCart>(
      await visitor(t).post(
        `/v2/anon-cart/partner/${partnerKey}`,
        powerballEntry({ cart_reference: anon.cartReference }),
      ),
    );
    expect(again.cartReference).toBe(anon.cartReference);
    expect(again.cartItems).toHaveLength(2);

    const who = await signUp(t);
    const mine = resultOf<PartnerCart>(await as(t, who).post(`/v2/cart/partner/${partnerKey}`, powerballEntry()));
    expect(mine.customerId).toBe(who.customerId);
    expect(mine.cartTotal.amount).toBe(PRICE());
    const unknown = await as(t, who).post('/v2/cart/partner/not-a-key', powerballEntry());
    expect(refusal(unknown)).toMatchObject({ status: 404, code: 'partner_not_found' });
    // The §5 rules of the cart's own item: fewer games than the offer's minimum is refused.
    const few = await as(t, who).post(`/v2/cart/partner/${partnerKey}`, powerballEntry({ num_games: 0 }));
    expect(few.statusCode).toBe(400);
    const cart = resultOf<{ cartItems: unknown[] }>(await as(t, who).get('/v2/cart/items'));
    expect(cart.cartItems).toHaveLength(1);
    expect((await visitor(t).post(`/v2/cart/partner/${partnerKey}`, powerballEntry())).statusCode).toBe(401);
  });
});

describe('the partner purchase', () => {
  it('deposits and buys once under its key, with the ledger and the sale for the channel', async () => {
    const who = await signUp(t);
    const fund = await addSandboxCard(t, who, sandboxCards.approve);
    const headers = v32();
    const first = await as(t, who).post(`/v2/cart/partner/${slug}/purchase`, purchaseBody(fund.id), headers);
    const answer = resultOf<DepositPurchase>(first);
    const receipt = answer.receipt as Receipt;
    expect(answer.deposit.status).toBe('completed');
    expect(receipt.total.amount).toBe(PRICE());
    expect(receipt.orders).toHaveLength(1);

    // The same key again: the first answer, nothing moved twice.
    const retry = await as(t, who).post(`/v2/cart/partner/${slug}/purchase`, purchaseBody(fund.id), headers);
    expect(retry.headers['idempotent-replayed'], retry.body).toBe('true');
    expect(resultOf<DepositPurchase>(retry)).toEqual(answer);
    expect(await depositsOf(who.customerId)).toBe(1);
    expect(await journalsOf(who.customerId, 'deposit')).toBe(1);
    expect(await ordersOf(who.customerId)).toBe(1);
    expect(await balanceOf(who)).toBe(0);
    const cart = resultOf<{ cartItems: unknown[] }>(await as(t, who).get('/v2/cart/items'));
    expect(cart.cartItems).toHaveLength(0);

    // Counted for the partner's channel, with the purchase's metadata.
    const sale = await t.db.execute(
      sql`select channel_key, amount::int as amount, metadata from partner_sales where checkout_id = ${receipt.checkoutId}`,
    );
    expect((sale as unknown as { rows: unknown[] }).rows).toEqual([
      { channel_key: 'newsletter', amount: PRICE(), metadata: { campaign: 'spring' } },
    ]);
  });

  it('moves the money once for two calls at once with the same key', async () => {
    const who = await signUp(t);
    const fund = await addSandboxCard(t, who, sandboxCards.approve);
    const headers = v32();
    const both = await Promise.all([
      as(t, who).post(`/v2/cart/partner/${slug}/purchase`, purchaseBody(fund.id), headers),
      as(t, who).post(`/v2/cart/partner/${slug}/purchase`, purchaseBody(fund.id), headers),
    ]);
    const ok = both.filter((r) => r.statusCode === 200);
    expect(ok.length, both.map((r) => r.body).join('\n')).toBeGreaterThanOrEqual(1);
    // A call that waited for the first is its answer or a conflict to retry; never a second purchase.
    for (const r of both) expect([200, 409], r.body).toContain(r.statusCode);
    const checkouts = new Set(ok.map((r) => (r.json().result as DepositPurchase).receipt?.checkoutId));
    expect(checkouts.size).toBe(1);
    expect(await depositsOf(who.customerId)).toBe(1);
    expect(await journalsOf(who.customerId, 'deposit')).toBe(1);
    expect(await ordersOf(who.customerId)).toBe(1);
  });

  it("buys after 3-D Secure and counts the sale then, the order keeping the visit's attribution", async () => {
    const who = await signUp(t);
    const fund = await addSandboxCard(t, who, sandboxCards.challenge);
    // The visit came from a campaign (kept with consent); the callback has none of its cookies.
    const visit = { cookie: `anonymous_id=visit-${who.customerId}; cookie_consent=essential%2Cnon_essential` };
    const campaign = { campaign: 'spring-jackpot', source: 'newsletter', medium: 'email' };
    const events = { events: [{ type: 'page', name: 'partner' }], attribution: campaign };
    expect((await as(t, who).post('/v2/analytics/events', events, visit)).statusCode).toBe(204);
    const answer = resultOf<DepositPurchase>(
      await as(t, who).post(`/v2/cart/partner/${slug}/purchase`, purchaseBody(fund.id), { ...v32(), ...visit }),
    );
    expect(answer.deposit.status).toBe('pending_authorisation');
    expect(await ordersOf(who.customerId)).toBe(0);
    const url = answer.deposit.authorisationUrl ?? '';
    const form = new URLSearchParams({ code: SANDBOX_CHALLENGE_CODE, action: 'confirm' }).toString();
    const challenged = await t.app.inject({
      method: 'POST',
      url,
      payload: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(challenged.statusCode).toBe(303);
    const notified = await t.app.inject({ method: 'GET', url: String(challenged.headers.location) });
    expect(notified.statusCode).toBe(303);
    await t.app.inject({ method: 'GET', url: String(challenged.headers.location) });
    expect(await ordersOf(who.customerId)).toBe(1);
    expect(await balanceOf(who)).toBe(0);
    const orders = await t.db.execute(sql`select attribution from orders where customer_id = ${who.customerId}`);
    expect((orders as unknown as { rows: { attribution: unknown }[] }).rows).toEqual([
      { attribution: { ...campaign, term: null, content: null, referrer: null, referringDomain: null } },
    ]);
  });

  it("keeps the customer's break from play: nothing is charged or bought", async () => {
    const who = await signUp(t);
    const fund = await addSandboxCard(t, who, sandboxCards.approve);
    expect((await as(t, who).post('/v2/self-exclusion', { period: '7_days' })).statusCode).toBe(200);
    const refused = await as(t, who).post(`/v2/cart/partner/${slug}/purchase`, purchaseBody(fund.id), v32());
    expect(refusal(refused)).toMatchObject({ status: 403, code: 'self_excluded' });
    expect(await depositsOf(who.customerId)).toBe(0);
    expect(await ordersOf(who.customerId)).toBe(0);
    expect(await balanceOf(who)).toBe(0);
  });

  it('refuses an empty partner cart, another partner key or channel, and a turned-off partner, charging nothing', async () => {
    const who = await signUp(t);
    const fund = await addSandboxCard(t, who, sandboxCards.approve);
    const buy = (body: Record<string, unknown>, path = slug) =>
      as(t, who).post(`/v2/cart/partner/${path}/purchase`, body, v32());
    expect(refusal(await buy(purchaseBody(fund.id, { cart_item: null })))).toMatchObject({
      status: 409,
      code: 'cart_empty',
    });
    const wrongKey = purchaseBody(fund.id, { purchase: { channel_key: 'newsletter', partner_key: 'other-key' } });
    expect(refusal(await buy(wrongKey))).toMatchObject({ status: 404, code: 'partner_not_found' });
    const wrongChannel = purchaseBody(fund.id, { purchase: { channel_key: 'kiosk', partner_key: partnerKey } });
    expect(refusal(await buy(wrongChannel))).toMatchObject({ status: 404, code: 'partner_not_found' });
    expect(refusal(await buy(purchaseBody(fund.id), 'no-such-partner'))).toMatchObject({
      status: 404,
      code: 'partner_not_found',
    });
    await t.db.execute(sql`update partners set enabled = false where slug = ${slug}`);
    try {
      expect(refusal(await buy(purchaseBody(fund.id)))).toMatchObject({ status: 404, code: 'partner_not_found' });
      expect((await visitor(t).get(`/v2/partners/${slug}`)).statusCode).toBe(404);
    } finally {
      await t.db.execute(sql`update partners set enabled = true where slug = ${slug}`);
    }
    expect(await depositsOf(who.customerId)).toBe(0);
    const cart = resultOf<{ cartItems: unknown[] }>(await as(t, who).get('/v2/cart/items'));
    expect(cart.cartItems).toHaveLength(0);
  });
});
