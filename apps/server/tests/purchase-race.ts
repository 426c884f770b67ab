import {
  type Draw,
  type Envelope,
  IDEMPOTENCY_KEY_HEADER,
  type Receipt,
  type Ticket,
  type Transaction,
} from '@drawline/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { cryptoRandom } from '../src/lib/random';
import { type CatalogueService, createCatalogueService, type NewDraw } from '../src/modules/catalogue';
import { as, type CartTestApp, cartOf, createCartTestApp, raffleEntry } from './cart-helpers';
import { type SignedIn, signUp } from './identity-helpers';
import { expectLedgerBalanced, fundWallet } from './ledger-helpers';
import { aud, mapLimit, raffleNumbersIn, smallRaffleCalendarEntry } from './purchase-helpers';

/**
 * Issue 8's purchase race (place-order.concurrency*.api.test.ts): a thousand purchases at once for
 * the last ten tickets of a raffle, round after round, through the real route on a pool of 50
 * connections. Its 20 rounds are split over two files, so two workers of the API suite share them
 * (one file took about five minutes): each file runs its own half on its own database.
 */
export const ROUNDS = Number(process.env.PROOF_ROUNDS ?? 20);
/** The rounds of the first file; the second runs the rest. */
export const FIRST_HALF = Math.ceil(ROUNDS / 2);
export const CUSTOMERS = 100;
export const ATTEMPTS_EACH = 10;
export const STOCK = 10;
const RAFFLE = 'make_a_smile_lottery';
/** One Make a Smile ticket (num_games 1). */
const TICKET_PRICE = 1000;
const FUNDING = 50_000;

/** The race's test name, the same in both files but for the rounds each runs. */
export const raceTitle = (from: number, to: number) =>
  `sells exactly the last ${STOCK} tickets of a raffle to ${CUSTOMERS * ATTEMPTS_EACH} concurrent purchases, ${ROUNDS} times over (rounds ${from} to ${to})`;

export interface PurchaseRace {
  t: CartTestApp;
  catalogue: CatalogueService;
  customers: SignedIn[];
  drawsOnSale: number;
  added: NewDraw['draw'][];
}

/** The app, its raffle schedule and a hundred funded customers, made in the calling describe's beforeAll. */
export function purchaseRace(): PurchaseRace {
  const race = { drawsOnSale: 0, added: [] } as unknown as PurchaseRace;
  beforeAll(async () => {
    race.t = await createCartTestApp({ poolSize: 50, config: { rateLimitPerMinute: 10_000_000 } });
    const t = race.t;
    // Fresh raffle draws of ten tickets come from the catalogue's own schedule maintenance.
    race.catalogue = createCatalogueService({
      db: t.db,
      clock: t.clock,
      drawCalendar: {
        scheduledOffers: () => [
          smallRaffleCalendarEntry({
            offerKey: RAFFLE,
            ticketCap: STOCK,
            onSaleFrom: new Date(t.clock.now().getTime() - 86_400_000),
            upcoming: () => race.drawsOnSale,
            added: (draw) => race.added.push(draw),
          }),
        ],
      },
    });
    // Signing up hashes a password (argon2): done once, a few at a time, and reused by every round.
    race.customers = await mapLimit(Array.from({ length: CUSTOMERS }), 4, async () => {
      const who = await signUp(t);
      await fundWallet(t.app, who.customerId, aud(FUNDING));
      return who;
    });
  }, 120_000);
  afterAll(() => race.t?.close());
  return race;
}

/** Adds one fresh draw of ten tickets through the schedule maintenance; answers it. */
export async function freshDraw(race: PurchaseRace): Promise<Draw> {
  race.drawsOnSale++;
  expect((await race.catalogue.maintainDrawSchedule()).added).toBe(1);
  const draw = race.added.at(-1) as NewDraw['draw'];
  return drawDetails(race, draw.drawNo);
}

export async function drawDetails(race: PurchaseRace, drawNo: number): Promise<Draw> {
  const res = await race.t.app.inject({ method: 'GET', url: `/v2/draw/details/${RAFFLE}/${drawNo}?clear_cache=1` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Envelope<Draw>).result as Draw;
}

export function purchase(race: PurchaseRace, who: SignedIn): Promise<LightMyRequestResponse> {
  return as(race.t, who).post('/v2/cart/purchase', undefined, { [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid() });
}

export async function availableFunds(race: PurchaseRace, who: SignedIn): Promise<number> {
  return (await race.t.app.wallet.getFunds(who.customerId, 'AUD')).availableFunds.amount;
}

/** The answer of every attempt: a receipt, or a refusal that says the stock or the cart is gone. */
export function outcomeOf(res: LightMyRequestResponse): { receipt: Receipt } | { refused: string } {
  const body = res.json() as Envelope<Receipt>;
  if (res.statusCode === 200) return { receipt: body.result as Receipt };
  expect([res.statusCode, body.error?.code], res.body).toSatisfy(
    ([status, code]) => status === 409 && ['sold_out', 'cart_blocked', 'cart_empty'].includes(code as string),
  );
  return { refused: body.error?.code as string };
}

export async function upcomingTickets(race: PurchaseRace, who: SignedIn): Promise<Ticket[]> {
  const res = await as(race.t, who).get('/v2/tickets?state=upcoming&limit=100');
  return res.statusCode === 204 ? [] : ((res.json() as Envelope<Ticket[]>).result as Ticket[]);
}

export async function transactions(race: PurchaseRace, who: SignedIn): Promise<Transaction[]> {
  const res = await as(race.t, who).get('/v2/transactions?limit=100&offset=0');
  return res.statusCode === 204 ? [] : ((res.json() as Envelope<Transaction[]>).result as Transaction[]);
}

/**
 * `rounds` rounds of the race on this file's database (`first` is the first round's number, for
 * the messages), then every customer's tickets, charges and balance read back through their own calls.
 */
export async function raceRounds(race: PurchaseRace, first: number, rounds: number): Promise<void> {
  const { customers } = race;
  /** Every receipt a customer got, by customer id. */
  const bought = new Map<string, Receipt[]>();
  /** The item still in a customer's cart: the last round's ticket they did not get. */
  const staleItem = new Map<string, string>();
  let charged = 0;
  for (let round = first; round < first + rounds; round++) {
    const draw = await freshDraw(race);
    expect(draw).toMatchObject({ ticketsRemaining: STOCK, purchaseStatus: 'open' });

    // Every customer's cart holds one ticket of this draw: a new cart's item, or the sold-out
    // ticket still in the cart moved to this draw.
    await mapLimit(customers, 25, async (who) => {
      const stale = staleItem.get(who.customerId);
      const cart = cartOf(
        stale
          ? await as(race.t, who).put(`/v2/cart/items/${stale}`, { draw_no: draw.drawNo })
          : await as(race.t, who).post('/v2/cart/items', raffleEntry({ num_games: 1, draw_no: draw.drawNo })),
      );
      expect(cart.cartItems).toHaveLength(1);
      expect(cart.cartTotal).toEqual(aud(TICKET_PRICE));
      staleItem.set(who.customerId, cart.cartItems[0]?.id as string);
    });

    // Ten attempts per customer, each with its own key, interleaved across customers.
    const attempts: SignedIn[] = [];
    for (let i = 0; i < ATTEMPTS_EACH; i++) attempts.push(...customers);
    const answers = await Promise.all(attempts.map(async (who) => ({ who, res: await purchase(race, who) })));

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

    expect(await drawDetails(race, draw.drawNo)).toMatchObject({
      ticketsRemaining: 0,
      purchaseStatus: 'sold_out',
      status: 'DRAW_CAPPED',
    });
    await expectLedgerBalanced(race.t.db);
    const funds = await mapLimit(customers, 25, (who) => availableFunds(race, who));
    expect(funds.reduce((n, f) => n + f, 0)).toBe(CUSTOMERS * FUNDING - charged);

    for (const s of sales) staleItem.delete(s.who.customerId);
    for (const s of sales) bought.set(s.who.customerId, [...(bought.get(s.who.customerId) ?? []), s.receipt]);
  }
  await expectBoughtByEach(race, bought, rounds);
}

/** Through each customer's own calls: their tickets of these draws, their charges, their balance. */
async function expectBoughtByEach(race: PurchaseRace, bought: Map<string, Receipt[]>, rounds: number) {
  const ticketsByDraw = new Map<string, Ticket[]>();
  await mapLimit(race.customers, 10, async (who) => {
    const receipts = bought.get(who.customerId) ?? [];
    const tickets = await upcomingTickets(race, who);
    const ours = tickets.filter((x) => race.added.some((d) => d.drawId === x.drawId));
    expect(ours.map((x) => x.checkoutId).sort()).toEqual(receipts.map((r) => r.checkoutId).sort());
    for (const x of ours) ticketsByDraw.set(x.drawId, [...(ticketsByDraw.get(x.drawId) ?? []), x]);
    const purchases = (await transactions(race, who)).filter((x) => x.type === 'purchase');
    expect(purchases.map((x) => x.reference).sort()).toEqual(receipts.map((r) => r.checkoutId).sort());
    expect(await availableFunds(race, who)).toBe(FUNDING - receipts.reduce((n, r) => n + r.total.amount, 0));
  });
  expect(ticketsByDraw.size).toBe(rounds);
  for (const [drawId, tickets] of ticketsByDraw) {
    const numbers = tickets.flatMap((x) => x.raffleTicketNumbers);
    expect(numbers, drawId).toHaveLength(STOCK);
    expect(new Set(numbers).size).toBe(STOCK);
  }
}
