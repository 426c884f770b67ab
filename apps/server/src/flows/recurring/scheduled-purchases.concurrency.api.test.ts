import type { Draw, Envelope, ScheduledPurchase, Ticket } from '@drawline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type CartTestApp, createCartTestApp, signInAgain } from '../../../tests/cart-helpers';
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
