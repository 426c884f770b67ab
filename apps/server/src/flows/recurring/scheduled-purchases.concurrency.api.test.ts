import type { Draw, Envelope, ScheduledPurchase, Ticket } from '@drawline/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type CartTestApp, createCartTestApp, refusal, signInAgain } from '../../../tests/cart-helpers';
import { testDbKind } from '../../../tests/helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { expectLedgerBalanced, fundWallet } from '../../../tests/ledger-helpers';
import { aud, availableFundsOf, mapLimit } from '../../../tests/purchase-helpers';
import { placeScheduledPurchase } from './scheduled-purchases';

/**
 * A customer's cancel racing the engine's placement of the same pre-order, on PostgreSQL (decision
 * 364): both lock the record first, so each pre-order ends either cancelled with its price back in
 * the wallet and no ticket, or placed with its ticket and nothing refunded; never both, never
 * neither, and the ledger sums to zero. PostgreSQL only: PGlite has one connection.
 */
const CUSTOMERS = 10;
const OFFER = 'your_hospice_lottery';
const onPostgres = testDbKind() === 'postgres';

describe.runIf(onPostgres)('cancel racing placement (PostgreSQL only)', () => {
  let t: CartTestApp;
  let held: { who: SignedIn; id: string; drawId: string }[];

  beforeAll(async () => {
    t = await createCartTestApp({
      poolSize: 10,
      config: { rateLimitPerMinute: 10_000_000, shopEngines: { recurringPurchases: true, lottoParty: false } },
    });
    const draw = t.offer(OFFER).draws.find((d) => d.purchaseStatus === 'pre_order') as Draw;
    held = await mapLimit(Array.from({ length: CUSTOMERS }), 4, async () => {
      const who = await signUp(t);
      await fundWallet(t.app, who.customerId, aud(100_00));
      const entry = { product_offer_key: OFFER, game_type: 'standard', game_offer: 'tickets', num_games: 4 };
      await as(t, who).post('/v2/cart/items', { ...entry, cause_key: 'hospice_care_vic', draw_no: draw.drawNo });
      const bought = await as(t, who).post('/v2/cart/purchase', undefined, {
        'idempotency-key': `race-${who.customerId}`,
      });
      expect(bought.statusCode, bought.body).toBe(200);
      const list = (await as(t, who).get('/v2/scheduled-purchases')).json() as Envelope<ScheduledPurchase[]>;
      return { who, id: list.result?.[0]?.encodedId as string, drawId: draw.drawId };
    });
  }, 240_000);
  afterAll(() => t?.close());

  it('never reserves more tickets than the draw has, with pre-orders and cancels at once (decision 556)', async () => {
    const draw = t.offer(OFFER).draws.find((d) => d.purchaseStatus === 'pre_order') as Draw;
    const rowsOf = async <T>(query: SQL) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
    const soldNow = async () => {
      const [r] = await rowsOf<{ sold: number; cap: number; status: string }>(
        sql`select tickets_sold as sold, ticket_cap as cap, status from draws where draw_id = ${draw.drawId}`,
      );
      return { ticketsSold: Number(r?.sold), cap: Number(r?.cap), status: r?.status };
    };
    const { cap, ticketsSold: before } = await soldNow();
    // What the draw holds apart from the pre-orders still waiting: the stock must always be that plus theirs.
    const reservedNow = async () => {
      const [r] = await rowsOf<{ n: number }>(
        sql`select coalesce(sum(stock_reserved), 0)::int as n from scheduled_purchases
            where draw_id = ${draw.drawId} and status = 'scheduled_status_active' and placed_at is null`,
      );
      return Number(r?.n);
    };
    const setSold = (sold: number, status?: string) =>
      t.db.execute(
        status
          ? sql`update draws set tickets_sold = ${sold}, status = ${status} where draw_id = ${draw.drawId}`
          : sql`update draws set tickets_sold = ${sold} where draw_id = ${draw.drawId}`,
      );
    const base = cap - 20 - (await reservedNow());
    await setSold(cap - 20);
    try {
      const entry = { product_offer_key: OFFER, game_type: 'standard', game_offer: 'tickets', num_games: 4 };
      const buyers = await mapLimit(Array.from({ length: 10 }), 4, async () => {
        const who = await signUp(t);
        await fundWallet(t.app, who.customerId, aud(100_00));
        const add = await as(t, who).post('/v2/cart/items', {
          ...entry,
          cause_key: 'hospice_care_qld',
          draw_no: draw.drawNo,
        });
        expect(add.statusCode, add.body).toBe(200);
        return who;
      });
      // Ten pre-orders of four for the last twenty: five get them, five are told sold out.
      const bought = await Promise.all(
        buyers.map((who) =>
          as(t, who).post('/v2/cart/purchase', undefined, { 'idempotency-key': `last-${who.customerId}` }),
        ),
      );
      const codes = bought.map((r) => (r.statusCode === 200 ? 'bought' : refusal(r).code));
      expect(codes.filter((c) => c === 'bought')).toHaveLength(5);
      expect(codes.filter((c) => c !== 'bought').every((c) => c === 'sold_out' || c === 'cart_blocked')).toBe(true);
      expect(await soldNow()).toMatchObject({ ticketsSold: cap, status: 'DRAW_CAPPED' });
      expect(base + (await reservedNow())).toBe(cap);
      // Two who have one cancel while two who were refused try again, all at once.
      const winners = buyers.filter((_, i) => bought[i]?.statusCode === 200);
      const losers = buyers.filter((_, i) => bought[i]?.statusCode !== 200);
      const mine = async (who: SignedIn) =>
        (((await as(t, who).get('/v2/scheduled-purchases')).json() as Envelope<ScheduledPurchase[]>).result ?? [])[0];
      const cancelling = await Promise.all(winners.slice(0, 2).map(async (who) => ({ who, held: await mine(who) })));
      await Promise.all([
        ...cancelling.map(({ who, held }) =>
          t.app.inject({
            method: 'PATCH',
            url: `/v2/scheduled-purchases/${held?.encodedId}/cancel`,
            headers: who.auth,
          }),
        ),
        ...losers.slice(0, 2).map(async (who) => {
          await as(t, who).post('/v2/cart/items', { ...entry, cause_key: 'hospice_care_qld', draw_no: draw.drawNo });
          return as(t, who).post('/v2/cart/purchase', undefined, { 'idempotency-key': `again-${who.customerId}` });
        }),
      ]);
      const after = await soldNow();
      // Never past the cap, and always exactly what the waiting pre-orders reserved.
      expect(after?.ticketsSold).toBeLessThanOrEqual(cap);
      expect(after?.ticketsSold).toBe(base + (await reservedNow()));
      expect(after?.status).toBe((after?.ticketsSold as number) >= cap ? 'DRAW_CAPPED' : 'DRAW_OPEN');
      await expectLedgerBalanced(t.db);
    } finally {
      await setSold(before, 'DRAW_OPEN');
    }
  }, 120_000);

  it('ends each pre-order cancelled or placed, never both', async () => {
    // The draw opens: every pre-order is due, and each customer cancels at the same moment.
    const open = t.offer(OFFER).draws.find((d) => d.purchaseStatus === 'open') as Draw;
    t.clock.set(new Date(new Date(open.stop).getTime() + 60_000).toISOString());
    const again = await mapLimit(held, 4, async (h) => ({ ...h, who: await signInAgain(t, h.who) }));
    const outcomes = await Promise.all(
      again.map(async (h) => {
        const [cancel, placement] = await Promise.all([
          t.app.inject({ method: 'PATCH', url: `/v2/scheduled-purchases/${h.id}/cancel`, headers: h.who.auth }),
          placeScheduledPurchase(t.app.recurringEngine, h.id, undefined),
        ]);
        return { h, cancel: cancel.statusCode, placement };
      }),
    );
    let cancelled = 0;
    for (const { h, cancel, placement } of outcomes) {
      const record = (await as(t, h.who).get(`/v2/scheduled-purchases/${h.id}`)).json().result as ScheduledPurchase;
      const tickets = (((await as(t, h.who).get('/v2/tickets?limit=100')).json().result ?? []) as Ticket[]).filter(
        (x) => x.drawId === h.drawId,
      );
      const funds = await availableFundsOf(t.db, h.who.customerId);
      if (record.status === 'scheduled_status_cancelled') {
        cancelled++;
        expect({ cancel, placement, placedAt: record.placedAt, tickets: tickets.length, funds }).toEqual({
          cancel: 200,
          placement: 'skipped',
          placedAt: null,
          tickets: 0,
          funds: 100_00,
        });
      } else {
        expect({ cancel, placement, refunded: record.refunded, tickets: tickets.length, funds }).toEqual({
          cancel: 409,
          placement: 'placed',
          refunded: null,
          tickets: 1,
          funds: 82_00,
        });
      }
    }
    // Which side wins each race is free (no timing assertion); every record was judged above.
    expect(cancelled + outcomes.filter((o) => o.placement === 'placed').length).toBe(CUSTOMERS);
    await expectLedgerBalanced(t.db);
  });
});
