import {
  type Draw,
  type Envelope,
  IDEMPOTENCY_KEY_HEADER,
  type Receipt,
  type Ticket,
  type Transaction,
} from '@drawline/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type CartTestApp, cartOf, createCartTestApp, raffleEntry } from '../../../tests/cart-helpers';
import { testDbKind } from '../../../tests/helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { expectLedgerBalanced, fundWallet } from '../../../tests/ledger-helpers';
import { aud, mapLimit, raffleNumbersIn, smallRaffleCalendarEntry } from '../../../tests/purchase-helpers';
import { cryptoRandom } from '../../lib/random';
import { type CatalogueService, createCatalogueService, type NewDraw } from '../../modules/catalogue';

/**
 * Issue 8's concurrency acceptance: a thousand purchases at once for the last ten tickets of a
 * raffle sell exactly ten and charge exactly ten, through the real route (Idempotency-Key,
 * envelope, one transaction per attempt) on a pool of 50 connections. PostgreSQL only: PGlite
 * has one connection, so nothing there runs side by side.
 */
const ROUNDS = Number(process.env.PROOF_ROUNDS ?? 20);
const CUSTOMERS = 100;
const ATTEMPTS_EACH = 10;
const STOCK = 10;
const RAFFLE = 'make_a_smile_lottery';
/** One Make a Smile ticket (num_games 1). */
const TICKET_PRICE = 1000;
const FUNDING = 50_000;

const onPostgres = testDbKind() === 'postgres';

describe.runIf(onPostgres)(
  'purchases under concurrency (PostgreSQL only: PGlite runs one transaction at a time)',
  () => {
    let t: CartTestApp;
    let catalogue: CatalogueService;
    let customers: SignedIn[];
    let drawsOnSale = 0;
    const added: NewDraw['draw'][] = [];
    /** Every receipt a customer got, by customer id. */
    const bought = new Map<string, Receipt[]>();

    beforeAll(async () => {
      t = await createCartTestApp({ poolSize: 50, config: { rateLimitPerMinute: 10_000_000 } });
      // Fresh raffle draws of ten tickets come from the catalogue's own schedule maintenance.
      catalogue = createCatalogueService({
        db: t.db,
        clock: t.clock,
        drawCalendar: {
          scheduledOffers: () => [
            smallRaffleCalendarEntry({
              offerKey: RAFFLE,
              ticketCap: STOCK,
              onSaleFrom: new Date(t.clock.now().getTime() - 86_400_000),
              upcoming: () => drawsOnSale,
              added: (draw) => added.push(draw),
            }),
          ],
        },
      });
      // Signing up hashes a password (argon2): done once, a few at a time, and reused by every round.
      customers = await mapLimit(Array.from({ length: CUSTOMERS }), 4, async () => {
        const who = await signUp(t);
        await fundWallet(t.app, who.customerId, aud(FUNDING));
        return who;
      });
    }, 120_000);
    afterAll(() => t?.close());

    /** Adds one fresh draw of ten tickets through the schedule maintenance; answers it. */
    async function freshDraw(): Promise<Draw> {
      drawsOnSale++;
      expect((await catalogue.maintainDrawSchedule()).added).toBe(1);
      const draw = added.at(-1) as NewDraw['draw'];
      return drawDetails(draw.drawNo);
    }

    async function drawDetails(drawNo: number): Promise<Draw> {
      const res = await t.app.inject({ method: 'GET', url: `/v2/draw/details/${RAFFLE}/${drawNo}?clear_cache=1` });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as Envelope<Draw>).result as Draw;
    }

    function purchase(who: SignedIn): Promise<LightMyRequestResponse> {
      return as(t, who).post('/v2/cart/purchase', undefined, { [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid() });
    }

    async function availableFunds(who: SignedIn): Promise<number> {
      return (await t.app.wallet.getFunds(who.customerId, 'AUD')).availableFunds.amount;
    }

    /** The answer of every attempt: a receipt, or a refusal that says the stock or the cart is gone. */
    function outcomeOf(res: LightMyRequestResponse): { receipt: Receipt } | { refused: string } {
      const body = res.json() as Envelope<Receipt>;
      if (res.statusCode === 200) return { receipt: body.result as Receipt };
      expect([res.statusCode, body.error?.code], res.body).toSatisfy(
        ([status, code]) => status === 409 && ['sold_out', 'cart_blocked', 'cart_empty'].includes(code as string),
      );
      return { refused: body.error?.code as string };
    }

    it(`sells exactly the last ${STOCK} tickets of a raffle to ${CUSTOMERS * ATTEMPTS_EACH} concurrent purchases, ${ROUNDS} times over`, async () => {
      /** The item still in a customer's cart: the last round's ticket they did not get. */
      const staleItem = new Map<string, string>();
      let charged = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const draw = await freshDraw();
        expect(draw).toMatchObject({ ticketsRemaining: STOCK, purchaseStatus: 'open' });

        // Every customer's cart holds one ticket of this draw: a new cart's item, or the sold-out
        // ticket still in the cart moved to this draw.
        await mapLimit(customers, 25, async (who) => {
          const stale = staleItem.get(who.customerId);
          const cart = cartOf(
            stale
              ? await as(t, who).put(`/v2/cart/items/${stale}`, { draw_no: draw.drawNo })
              : await as(t, who).post('/v2/cart/items', raffleEntry({ num_games: 1, draw_no: draw.drawNo })),
          );
          expect(cart.cartItems).toHaveLength(1);
          expect(cart.cartTotal).toEqual(aud(TICKET_PRICE));
          staleItem.set(who.customerId, cart.cartItems[0]?.id as string);
        });

        // Ten attempts per customer, each with its own key, interleaved across customers.
        const attempts: SignedIn[] = [];
        for (let i = 0; i < ATTEMPTS_EACH; i++) attempts.push(...customers);
        const answers = await Promise.all(attempts.map(async (who) => ({ who, res: await purchase(who) })));

        const sales = answers.flatMap(({ who, res }) => {
          const outcome = outcomeOf(res);
          return 'receipt' in outcome ? [{ who, receipt: outcome.receipt }] : [];
        });
        expect(sales, `round ${round}`).toHaveLength(STOCK);
        // A customer buys their one cart once, whatever number of keys they try it with.
        expect(new Set(sales.map((s) => s.who.customerId)).size).toBe(STOCK);
        const paid = sales.reduce((n, s) => n + s.receipt.total.amount, 0);
        expect(paid).toBe(STOCK * TICKET_PRICE);
        charged += paid;
        const numbers = sales.flatMap((s) => raffleNumbersIn(s.receipt, draw.drawId));
        expect(numbers).toHaveLength(STOCK);
        expect(new Set(numbers).size).toBe(STOCK);

        expect(await drawDetails(draw.drawNo)).toMatchObject({
          ticketsRemaining: 0,
          purchaseStatus: 'sold_out',
          status: 'DRAW_CAPPED',
        });
        await expectLedgerBalanced(t.db);
        const funds = await mapLimit(customers, 25, availableFunds);
        expect(funds.reduce((n, f) => n + f, 0)).toBe(CUSTOMERS * FUNDING - charged);

        for (const s of sales) staleItem.delete(s.who.customerId);
        for (const s of sales) bought.set(s.who.customerId, [...(bought.get(s.who.customerId) ?? []), s.receipt]);
      }

      // Through each customer's own calls: their tickets of these draws, their charges, their balance.
      const ticketsByDraw = new Map<string, Ticket[]>();
      await mapLimit(customers, 10, async (who) => {
        const receipts = bought.get(who.customerId) ?? [];
        const tickets = await upcomingTickets(who);
        const ours = tickets.filter((x) => added.some((d) => d.drawId === x.drawId));
        expect(ours.map((x) => x.checkoutId).sort()).toEqual(receipts.map((r) => r.checkoutId).sort());
        for (const x of ours) ticketsByDraw.set(x.drawId, [...(ticketsByDraw.get(x.drawId) ?? []), x]);
        const purchases = (await transactions(who)).filter((x) => x.type === 'purchase');
        expect(purchases.map((x) => x.reference).sort()).toEqual(receipts.map((r) => r.checkoutId).sort());
        expect(await availableFunds(who)).toBe(FUNDING - receipts.reduce((n, r) => n + r.total.amount, 0));
      });
      expect(ticketsByDraw.size).toBe(ROUNDS);
      for (const [drawId, tickets] of ticketsByDraw) {
        const numbers = tickets.flatMap((x) => x.raffleTicketNumbers);
        expect(numbers, drawId).toHaveLength(STOCK);
        expect(new Set(numbers).size).toBe(STOCK);
      }
    }, 600_000);

    it('buys a customer’s cart once when they send ten purchases with different keys at once', async () => {
      const draw = await freshDraw();
      const who = customers[0] as SignedIn;
      // A cart a purchase can buy: whatever an earlier round left is dropped on build.
      cartOf(await as(t, who).post('/v2/cart/build'));
      const before = await availableFunds(who);
      cartOf(await as(t, who).post('/v2/cart/items', raffleEntry({ num_games: 3, draw_no: draw.drawNo })));
      const answers = await Promise.all(Array.from({ length: 10 }, () => purchase(who)));
      const receipts = answers.flatMap((res) => {
        const outcome = outcomeOf(res);
        if ('refused' in outcome) expect(outcome.refused).toBe('cart_empty');
        return 'receipt' in outcome ? [outcome.receipt] : [];
      });
      expect(receipts).toHaveLength(1);
      const receipt = receipts[0] as Receipt;
      expect(await availableFunds(who)).toBe(before - receipt.total.amount);
      expect((await drawDetails(draw.drawNo)).ticketsRemaining).toBe(STOCK - 3);
      const charges = (await transactions(who)).filter((x) => x.reference === receipt.checkoutId);
      expect(charges).toHaveLength(1);
      await expectLedgerBalanced(t.db);
    });

    async function upcomingTickets(who: SignedIn): Promise<Ticket[]> {
      const res = await as(t, who).get('/v2/tickets?state=upcoming&limit=100');
      return res.statusCode === 204 ? [] : ((res.json() as Envelope<Ticket[]>).result as Ticket[]);
    }

    async function transactions(who: SignedIn): Promise<Transaction[]> {
      const res = await as(t, who).get('/v2/transactions?limit=100&offset=0');
      return res.statusCode === 204 ? [] : ((res.json() as Envelope<Transaction[]>).result as Transaction[]);
    }
  },
);
