import {
  type Cart,
  type Draw,
  type Envelope,
  isPortRefusal,
  type PlatformPort,
  type ScheduledPurchase,
  type Ticket,
} from '@drawline/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { as, CART_NOW, cartOf, checkoutTestApp, refusal, signInAgain, visitor } from '../../../tests/cart-helpers';
/**
 * Scheduled purchases and pre-orders (issue 25, decision 364) on both databases: a raffle draw in
 * pre-order is paid at checkout and held, no ticket yet; the customer sees it and may cancel it for
 * a refund to the wallet, once; the engine issues its tickets once when the draw opens, after which
 * it cannot be cancelled. Another customer's ids and hostile input are refused, nothing changed.
 */
import { captureLog } from '../../../tests/hostile-helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { fundWallet } from '../../../tests/ledger-helpers';
import { aud, availableFundsOf } from '../../../tests/purchase-helpers';
import { placeDueScheduledPurchases } from './scheduled-purchases';

const log = captureLog();
let seen: FastifyRequest | undefined;
const t = checkoutTestApp({
  logStream: log.stream,
  beforeReady: (app) => {
    app.get('/port-probe', { schema: { hide: true } }, async (request, reply) => {
      seen = request;
      return reply.status(204).send();
    });
  },
  config: { logLevel: 'info', shopEngines: { recurringPurchases: true, lottoParty: false } },
});
const engine = () => placeDueScheduledPurchases(t.app.recurringEngine);
const OFFER = 'your_hospice_lottery';
const v32 = { version: '3.2' };

const body = <T>(res: LightMyRequestResponse) => res.json() as Envelope<T>;
const preOrderDraw = () => t.offer(OFFER).draws.find((d) => d.purchaseStatus === 'pre_order') as Draw;
const openDraw = () => t.offer(OFFER).draws.find((d) => d.purchaseStatus === 'open') as Draw;
const entry = (drawNo: number) => ({
  product_offer_key: OFFER,
  game_type: 'standard',
  game_offer: 'tickets',
  num_games: 4,
  cause_key: 'hospice_care_nsw',
  draw_no: drawNo,
});

async function scheduledOf(who: SignedIn): Promise<ScheduledPurchase[]> {
  const res = await t.app.inject({ method: 'GET', url: '/v2/scheduled-purchases', headers: { ...who.auth, ...v32 } });
  expect(res.statusCode, res.body).toBe(200);
  return (body<ScheduledPurchase[]>(res).result ?? []) as ScheduledPurchase[];
}

/** Rows of a plain query (the flow's tests read other modules' rows by SQL, not through their tables). */
async function rowsOf<T>(query: SQL): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The draw's stock as the database holds it: tickets sold (pre-orders' reserved ones among them) and its status. */
async function stockOf(drawId: string): Promise<{ sold: number; cap: number | null; status: string }> {
  const [row] = await rowsOf<{ sold: number; cap: number | null; status: string }>(
    sql`select tickets_sold as sold, ticket_cap as cap, status from draws where draw_id = ${drawId}`,
  );
  if (!row) throw new Error(`No draw ${drawId}`);
  return { sold: Number(row.sold), cap: row.cap === null ? null : Number(row.cap), status: row.status };
}

/** Sets a raffle draw's count of tickets sold (and its status), as a test's starting point. */
async function setSold(drawId: string, sold: number, status?: string): Promise<void> {
  await t.db.execute(
    status
      ? sql`update draws set tickets_sold = ${sold}, status = ${status} where draw_id = ${drawId}`
      : sql`update draws set tickets_sold = ${sold} where draw_id = ${drawId}`,
  );
}

/** The emails of a kind written to the customer's address (the outbox, in the transaction that told them). */
async function emailsTo(who: SignedIn, kind: string) {
  return rowsOf<{ subject: string; text: string }>(
    sql`select subject, text_body as text from mail_outbox where kind = ${kind} and to_address = ${who.email}`,
  );
}

async function ticketsOf(who: SignedIn): Promise<Ticket[]> {
  return (body<Ticket[]>(await as(t, who).get('/v2/tickets?limit=100')).result ?? []) as Ticket[];
}

/** A funded customer who pre-ordered 4 tickets ($18) of the raffle's next draw. */
async function preOrdered(): Promise<{ who: SignedIn; held: ScheduledPurchase; funds: number }> {
  const who = await signUp(t);
  await fundWallet(t.app, who.customerId, aud(100_00));
  const cart: Cart = cartOf(await as(t, who).post('/v2/cart/items', entry(preOrderDraw().drawNo)));
  expect(cart.cartItems[0]?.scheduledPurchase).toEqual({ type: 'pre_order' });
  expect(cart.preOrderTotal).toEqual(aud(18_00));
  const bought = await as(t, who).post('/v2/cart/purchase', undefined, { 'idempotency-key': `pre-${who.customerId}` });
  expect(bought.statusCode, log.lines.filter((l) => l.includes('"level":50')).join('\n')).toBe(200);
  const [held, ...more] = await scheduledOf(who);
  expect(more).toEqual([]);
  return { who, held: held as ScheduledPurchase, funds: await availableFundsOf(t.db, who.customerId) };
}

function cancel(who: SignedIn, id: string) {
  return t.app.inject({ method: 'PATCH', url: `/v2/scheduled-purchases/${id}/cancel`, headers: who.auth });
}

describe('a pre-order', () => {
  it('is paid at checkout and held as an active pre_order with no ticket yet, its tickets taken from the stock', async () => {
    const before = await stockOf(preOrderDraw().drawId);
    const { who, held, funds } = await preOrdered();
    // Reserved at checkout, so the draw cannot sell them to another before it opens (decision 556).
    expect((await stockOf(held.drawId)).sold).toBe(before.sold + 4);
    expect(held).toMatchObject({
      status: 'scheduled_status_active',
      kind: 'pre_order',
      productOfferKey: OFFER,
      drawNo: preOrderDraw().drawNo,
      amountPaid: aud(18_00),
      placedAt: null,
      cancellable: true,
    });
    expect(funds).toBe(82_00);
    expect((await ticketsOf(who)).filter((x) => x.drawId === held.drawId)).toEqual([]);
    const one = await as(t, who).get(`/v2/scheduled-purchases/${held.encodedId}`);
    expect(body<ScheduledPurchase>(one).result).toEqual(held);
  });

  it('cancels for a refund to the wallet once, however often it is asked, and gives its tickets back to the draw', async () => {
    const before = await stockOf(preOrderDraw().drawId);
    const { who, held } = await preOrdered();
    const first = await cancel(who, held.encodedId);
    expect(first.statusCode, first.body).toBe(200);
    expect(body<ScheduledPurchase>(first).result).toMatchObject({
      status: 'scheduled_status_cancelled',
      cancelReason: 'customer',
      refunded: aud(18_00),
      cancellable: false,
    });
    expect(await availableFundsOf(t.db, who.customerId)).toBe(100_00);
    expect((await stockOf(held.drawId)).sold).toBe(before.sold);
    const again = await Promise.all([cancel(who, held.encodedId), cancel(who, held.encodedId)]);
    expect(again.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await availableFundsOf(t.db, who.customerId)).toBe(100_00);
    expect((await stockOf(held.drawId)).sold).toBe(before.sold);
    // A cancelled one is never placed.
    t.clock.set(new Date(new Date(openDraw().stop).getTime() + 60_000).toISOString());
    await engine();
    const after = await signInAgain(t, who);
    expect(await ticketsOf(after)).toEqual([]);
    expect((await scheduledOf(after))[0]).toMatchObject({ status: 'scheduled_status_cancelled', placedAt: null });
  });

  it('gets its tickets once when the draw opens, and then cannot be cancelled', async () => {
    const { who, held } = await preOrdered();
    // Still in pre-order: nothing happens.
    await engine();
    expect((await scheduledOf(who))[0]).toEqual(held);
    const reserved = await stockOf(held.drawId);
    t.clock.set(new Date(new Date(openDraw().stop).getTime() + 60_000).toISOString());
    await Promise.all([engine(), engine()]);
    await engine();
    // The tickets issued are those reserved at checkout: the stock is not taken twice.
    expect((await stockOf(held.drawId)).sold).toBe(reserved.sold);
    // The customer is told once, however many runs there were.
    const told = await emailsTo(who, 'scheduled_purchase_issued');
    expect(told).toHaveLength(1);
    expect(told[0]?.subject).toBe('Your Your Hospice Lottery pre-order is issued');
    expect(told[0]?.text).toContain(`the 4 tickets of your pre-order are now yours`);
    expect(told[0]?.text).toContain('/my-account/upcoming-tickets');
    const again = await signInAgain(t, who);
    const tickets = (await ticketsOf(again)).filter((x) => x.drawId === held.drawId);
    expect(tickets).toHaveLength(1);
    const [placed] = await scheduledOf(again);
    expect(placed).toMatchObject({ status: 'scheduled_status_active', cancellable: false });
    expect(placed?.placedCheckoutId).toBeTruthy();
    // Paid once, at checkout.
    expect(await availableFundsOf(t.db, who.customerId)).toBe(82_00);
    const refused = await cancel(again, held.encodedId);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).error).toBeTruthy();
    expect(await availableFundsOf(t.db, who.customerId)).toBe(82_00);
  });
});

describe('a pre-order its draw cannot take', () => {
  it('is refunded to the wallet and told once, its tickets given back', async () => {
    const { who, held } = await preOrdered();
    const drawId = held.drawId;
    // The engine first runs after the draw stopped selling: too late to issue it.
    t.clock.set(new Date(new Date(preOrderDraw().stop).getTime() + 60_000).toISOString());
    await Promise.all([engine(), engine()]);
    await engine();
    const again = await signInAgain(t, who);
    expect((await scheduledOf(again))[0]).toMatchObject({
      status: 'scheduled_status_cancelled',
      cancelReason: 'draw_closed',
      refunded: aud(18_00),
    });
    expect(await availableFundsOf(t.db, who.customerId)).toBe(100_00);
    expect((await ticketsOf(again)).filter((x) => x.drawId === drawId)).toEqual([]);
    const told = await emailsTo(who, 'scheduled_purchase_refunded');
    expect(told).toHaveLength(1);
    expect(told[0]?.subject).toBe('Your Your Hospice Lottery pre-order could not be issued');
    expect(told[0]?.text).toContain('the draw is no longer on sale');
    expect(told[0]?.text).toContain('$18.00 you paid is back in your wallet');
    // A customer's own cancel is not emailed: they know.
    t.clock.set(CART_NOW);
    const other = await preOrdered();
    expect((await cancel(other.who, other.held.encodedId)).statusCode).toBe(200);
    expect(await emailsTo(other.who, 'scheduled_purchase_refunded')).toEqual([]);
  });
});

describe('pre-orders that take the last tickets (decision 556)', () => {
  it('sell the draw out before it opens, get their tickets when it opens, and a cancel opens it again', async () => {
    const drawId = preOrderDraw().drawId;
    const before = await stockOf(drawId);
    const cap = before.cap as number;
    // Eight tickets left: two pre-orders of four take them all.
    await setSold(drawId, cap - 8);
    try {
      const first = await preOrdered();
      const second = await preOrdered();
      expect(await stockOf(drawId)).toMatchObject({ sold: cap, status: 'DRAW_CAPPED' });
      // Nobody else can have them, pre-order or not.
      const late = await signUp(t);
      await fundWallet(t.app, late.customerId, aud(100_00));
      const refused = refusal(await as(t, late).post('/v2/cart/items', entry(preOrderDraw().drawNo)));
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.code).toBe('sold_out');
      // Sold out by pre-orders is still before sales open: the engine waits.
      expect(await engine()).toMatchObject({ placed: 0, refunded: 0 });
      // One cancels: its tickets go back and the draw is on sale again.
      expect((await cancel(second.who, second.held.encodedId)).statusCode).toBe(200);
      expect(await stockOf(drawId)).toMatchObject({ sold: cap - 4, status: 'DRAW_OPEN' });
      const third = await preOrdered();
      expect(await stockOf(drawId)).toMatchObject({ sold: cap, status: 'DRAW_CAPPED' });
      // Sales open on a sold-out draw: the pre-orders' tickets are issued, not refunded.
      t.clock.set(new Date(new Date(openDraw().stop).getTime() + 60_000).toISOString());
      expect(await engine()).toMatchObject({ refunded: 0, error: 0 });
      for (const { who, held } of [first, third]) {
        const again = await signInAgain(t, who);
        expect((await ticketsOf(again)).filter((x) => x.drawId === drawId)).toHaveLength(1);
        expect((await scheduledOf(again))[0]).toMatchObject({ status: 'scheduled_status_active', cancellable: false });
        expect(await availableFundsOf(t.db, who.customerId)).toBe(82_00);
        expect(held.amountPaid).toEqual(aud(18_00));
      }
      expect(await stockOf(drawId)).toMatchObject({ sold: cap, status: 'DRAW_CAPPED' });
    } finally {
      await setSold(drawId, before.sold, 'DRAW_OPEN');
    }
  });
});

describe('the scheduled purchase calls refuse', () => {
  it("a visitor, another customer's ids and hostile input, nothing changed", async () => {
    const { who, held, funds } = await preOrdered();
    const other = await signUp(t);
    expect((await visitor(t).get('/v2/scheduled-purchases')).statusCode).toBe(401);
    expect((await visitor(t).get(`/v2/scheduled-purchases/${held.encodedId}`)).statusCode).toBe(401);
    expect((await as(t, other).get(`/v2/scheduled-purchases/${held.encodedId}`)).statusCode).toBe(404);
    expect((await cancel(other, held.encodedId)).statusCode).toBe(404);
    expect(await scheduledOf(other)).toEqual([]);
    for (const id of ['%00', 'sp_%00abc', '%ED%A0%80', 's'.repeat(5000), '..%2F..%2Fcart']) {
      const got = await as(t, who).get(`/v2/scheduled-purchases/${id}`);
      expect(got.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(got.statusCode, id).toBeLessThan(500);
      const res = await cancel(who, id);
      expect(res.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, id).toBeLessThan(500);
      expect(body(res).error, id).toBeTruthy();
    }
    for (const [payload, type] of [
      ['status=cancelled', 'text/plain'],
      ['{"a":'.repeat(2000), 'application/json'],
      ['<x/>', 'application/xml'],
    ] as const) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/v2/scheduled-purchases/${held.encodedId}/cancel`,
        headers: { ...other.auth, 'content-type': type },
        payload,
      });
      expect(res.statusCode, type).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, type).toBeLessThan(500);
    }
    const hugeQuery = await as(t, who).get(`/v2/scheduled-purchases?limit=${'9'.repeat(400)}`);
    expect(hugeQuery.statusCode).toBe(400);
    expect((await scheduledOf(who))[0]).toEqual(held);
    expect(await availableFundsOf(t.db, who.customerId)).toBe(funds);
    log.expectNothingPersonal([who.email, other.email, other.accessToken, who.accessToken]);
  });
});

/** The pages' port, as a page of the signed-in customer asks it (docs/decisions/326). */
async function portOf(who: SignedIn): Promise<PlatformPort> {
  await t.app.inject({ method: 'GET', url: '/port-probe' });
  if (!seen) throw new Error('The probe page was not asked.');
  return t.app.pagePorts(seen)(who.accessToken);
}

describe('the scheduled purchase calls on the pages port', () => {
  it('answer what the HTTP calls answer, refuse another customer, and cancel once', async () => {
    const { who, held } = await preOrdered();
    const port = await portOf(who);
    expect((await port.scheduledPurchases()).items).toEqual(await scheduledOf(who));
    expect(await port.scheduledPurchase(held.encodedId)).toEqual(held);
    const other = await portOf(await signUp(t));
    const refused = await other.cancelScheduledPurchase(held.encodedId).catch((e: unknown) => e);
    expect(isPortRefusal(refused) && refused.status).toBe(404);
    const malformed = await port.scheduledPurchase('x'.repeat(65)).catch((e: unknown) => e);
    expect(isPortRefusal(malformed) && malformed.status).toBe(400);
    expect(await port.cancelScheduledPurchase(held.encodedId)).toMatchObject({
      status: 'scheduled_status_cancelled',
      refunded: aud(18_00),
    });
    expect(await availableFundsOf(t.db, who.customerId)).toBe(100_00);
  });
});
