import {
  type GameOffer,
  type GameSelection,
  MEGA_COMBO_EXTRA_GAMES,
  type Money,
  type ProductOffer,
  type ProductOffersAnswer,
  priceForGames,
  type Receipt,
  receiptSchema,
  type SyndicateShareTicket,
  syndicateShareTicketSchema,
  type Ticket,
  ticketSchema,
} from '@drawline/contracts';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../../tests/helpers';
import {
  createIdentityTestApp,
  type IdentityTestApp,
  logIn,
  type SignedIn,
  signedIn,
  signUp,
} from '../../../tests/identity-helpers';
import { widePool } from '../../../tests/wide-pool';
import type { Db } from '../../db/client';
import { seededRandom } from '../../lib/random';
import { AppError } from '../../platform/app-error';
import { type CreateOrderInput, createOrder, type OrderLineInput, type PlacedOrder } from './create-order';
import { orderLines, orders, raffleTicketCounters, raffleTickets, syndicateShares, tickets } from './orders.tables';

// Tuesday 10 March 2026, 12:00 AEST.
const NOW = '2026-03-10T02:00:00Z';
let t: IdentityTestApp;
let catalogue: ProductOffersAnswer;
let owner: SignedIn;
let stranger: SignedIn;
let placed: PlacedOrder;
const random = seededRandom(808);

beforeAll(async () => {
  t = await createIdentityTestApp({ seed: true, at: NOW });
  catalogue = (await t.app.inject({ method: 'GET', url: '/v2/pricing/default/product_offers' })).json().result;
  owner = await signUp(t);
  stranger = await signUp(t);
});
afterAll(() => t.close());

const offer = (key: string) => catalogue.offers.find((o) => o.key === key) as ProductOffer;
function gameOffer(offerKey: string, gameType: string, key?: string): GameOffer {
  const type = offer(offerKey).gameTypes.find((g) => g.key === gameType);
  return (key ? type?.gameOffers.find((g) => g.key === key) : type?.gameOffers[0]) as GameOffer;
}
/** The price list's price, or (for counts it does not list, which createOrder does not check) the first price per game. */
const price = (g: GameOffer, numGames: number, numDraws = 1): Money => {
  const first = g.prices[0] as GameOffer['prices'][number];
  const listed = priceForGames(g, numGames)?.amount ?? (first.price.amount / first.numGames) * numGames;
  return { amount: listed * numDraws, currency: 'AUD' };
};
const totalOf = (lines: OrderLineInput[]): Money => ({
  amount: lines.reduce((n, l) => n + l.amount.amount, 0),
  currency: 'AUD',
});

/** Writes an order as the checkout flow will: in a transaction, with the server's clock and a seeded random. */
const place = (input: CreateOrderInput, db: Db = t.db) =>
  db.transaction((tx) => createOrder(tx, input, { clock: t.clock, random }));

async function get<T>(url: string, who?: SignedIn, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers: { ...headers, ...(who?.auth ?? {}) } });
  const body = res.json() as {
    result: T;
    pageInfo: { limit: number; offset: number; total: number } | null;
    error: { code: string } | null;
  };
  return { status: res.statusCode, headers: res.headers, body };
}

function lotteryLine(): OrderLineInput {
  const g = gameOffer('powerball2018', 'standard');
  const [first, second] = offer('powerball2018').draws;
  return {
    productType: 'lottery_ticket',
    productOfferKey: 'powerball2018',
    gameType: 'standard',
    gameOffer: g.key,
    numGames: 4,
    drawIds: [first?.drawId as string, second?.drawId as string],
    // Game 1 as chosen, game 2 half chosen, game 3 blank, game 4 missing: the server draws the rest.
    games: [
      { Numbers: [35, 1, 7, 14, 21, 28, 2], Powerball: [20] },
      { Numbers: [5, null, 10, null, null, null, null], Powerball: [null] },
      { Numbers: [null, null, null, null, null, null, null], Powerball: [null] },
    ] satisfies GameSelection[],
    amount: price(g, 4, 2),
  };
}

function raffleLine(quantity = 5): OrderLineInput {
  const g = gameOffer('make_a_smile_lottery', 'standard');
  return {
    productType: 'raffle_ticket',
    productOfferKey: 'make_a_smile_lottery',
    gameType: 'standard',
    gameOffer: g.key,
    numGames: quantity,
    drawIds: [offer('make_a_smile_lottery').draws[0]?.drawId as string],
    amount: price(g, quantity),
    causeKey: offer('make_a_smile_lottery').causes[0] ?? null,
  };
}

function syndicateLine(): OrderLineInput {
  const syndicate = offer('oz_lotto_syndicate').syndicates[0];
  if (!syndicate) throw new Error('no syndicate');
  return {
    productType: 'syndicate_share',
    productOfferKey: 'oz_lotto_syndicate',
    gameType: 'syndicate',
    gameOffer: gameOffer('oz_lotto_syndicate', 'syndicate').key,
    numGames: 2,
    drawIds: [offer('oz_lotto_syndicate').draws[0]?.drawId as string],
    syndicateEncodedId: syndicate.syndicateEncodedId,
    amount: { amount: syndicate.sharePrice.amount * 2, currency: 'AUD' },
  };
}

function superComboLine(): OrderLineInput {
  const g = gameOffer('powerball2018', 'mega_combo');
  return {
    productType: 'lottery_ticket',
    productOfferKey: 'powerball2018',
    gameType: 'mega_combo',
    gameOffer: g.key,
    numGames: 1,
    drawIds: [offer('powerball2018').draws[0]?.drawId as string],
    games: [{ Favourites: [3, 13, 33] }],
    amount: price(g, 1),
  };
}

describe(`createOrder (${testDbKind()})`, () => {
  it('writes the order, one ticket per entry and draw with the numbers as chosen and the quick picks drawn', async () => {
    const lines = [lotteryLine(), raffleLine(), syndicateLine(), superComboLine()];
    placed = await place({ customerId: owner.customerId, lines, total: totalOf(lines) });
    const { receipt } = placed;
    expect(receiptSchema.parse(receipt)).toEqual(receipt);
    expect(receipt.checkoutId).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(receipt).toMatchObject({
      status: 'completed',
      createdAt: new Date(NOW).toISOString(),
      total: totalOf(lines),
    });
    expect(receipt.discount).toEqual({ amount: 0, currency: 'AUD' });
    expect(receipt.orders.map((o) => [o.productType, o.gameType, o.numGames, o.numDraws, o.tickets.length])).toEqual([
      ['lottery_ticket', 'standard', 4, 2, 2],
      ['raffle_ticket', 'standard', 5, 1, 1],
      ['syndicate_share', 'syndicate', 2, 1, 1],
      ['lottery_ticket', 'mega_combo', 1, 1, 1],
    ]);
    expect(placed.tickets).toHaveLength(5);
    for (const ticket of placed.tickets) expect(ticketSchema.parse(ticket)).toEqual(ticket);

    const [inFirstDraw, inSecondDraw] = placed.tickets.filter(
      (x) => x.gameType === 'standard' && x.productType === 'lottery_ticket',
    );
    // A multi-draw entry plays the same numbers in every draw.
    expect(inSecondDraw?.games).toEqual(inFirstDraw?.games);
    // The receipt's line shows the numbers its tickets play, quick picks included.
    expect(receipt.orders[0]?.games).toEqual(inFirstDraw?.games);
    expect(receipt.orders[0]?.quickPick).toEqual(inFirstDraw?.quickPick);
    expect(receipt.orders[1]?.games).toEqual([]);
    expect(inFirstDraw?.drawId).not.toBe(inSecondDraw?.drawId);
    const games = inFirstDraw?.games ?? [];
    expect(games).toHaveLength(4);
    expect(games[0]).toEqual({ Numbers: [35, 1, 7, 14, 21, 28, 2], Powerball: [20] });
    expect(games[1]?.Numbers?.[0]).toBe(5);
    expect(games[1]?.Numbers?.[2]).toBe(10);
    expect(inFirstDraw?.quickPick).toEqual([false, true, true, true]);
    for (const game of games) {
      expect(game.Numbers).toHaveLength(7);
      expect(new Set(game.Numbers).size).toBe(7);
      expect(game.Numbers?.every((n) => n >= 1 && n <= 35)).toBe(true);
      expect(game.Powerball).toHaveLength(1);
      expect(game.Powerball?.every((n) => n >= 1 && n <= 20)).toBe(true);
    }
    expect(inFirstDraw?.state).toBe('upcoming');

    const raffle = placed.tickets.find((x) => x.productType === 'raffle_ticket');
    expect(raffle?.raffleTicketNumbers).toEqual(['0000001', '0000002', '0000003', '0000004', '0000005']);
    expect(raffle?.games).toEqual([]);
    expect(raffle?.causeKey).toBe(raffleLine().causeKey);

    const share = placed.tickets.find((x) => x.productType === 'syndicate_share');
    expect(share?.syndicateShare).toMatchObject({
      syndicateEncodedId: syndicateLine().syndicateEncodedId,
      numShares: 2,
    });

    const combo = placed.tickets.find((x) => x.gameType === 'mega_combo');
    expect(combo?.games[0]?.Favourites).toEqual([3, 13, 33]);
    expect(combo?.games[0]?.Numbers).toEqual(expect.arrayContaining([3, 13, 33]));
    expect(combo?.comboGames).toHaveLength(MEGA_COMBO_EXTRA_GAMES);
    for (const extra of combo?.comboGames ?? []) {
      expect(Object.keys(extra).sort()).toEqual(['Numbers', 'Powerball']);
      expect(extra.Numbers).toEqual(expect.arrayContaining([3, 13, 33]));
      expect(new Set(extra.Numbers).size).toBe(7);
    }

    const first = offer('powerball2018').draws[0];
    expect(receipt.trackingData.goals).toEqual(['purchase', 'first_purchase']);
    expect(receipt.trackingData.products[0]).toEqual({
      productType: 'lottery_ticket',
      productOfferKey: 'powerball2018',
      productOfferName: offer('powerball2018').name,
      gameType: 'standard',
      gameOffer: lotteryLine().gameOffer,
      quantity: 4,
      numDraws: 2,
      purchasePrice: lotteryLine().amount,
      prizePool: first?.prizePool,
      drawNumber: first?.drawNo,
      drawDate: first?.drawDate,
      daysOfWeek: ['thursday'],
    });
  });

  it("draws the numbers of random games on the lottery's plain line, so the ticket holds what it plays", async () => {
    const g = gameOffer('saturday_lotto', 'random');
    expect(g.numberSets).toEqual([]);
    const line: OrderLineInput = {
      productType: 'lottery_ticket',
      productOfferKey: 'saturday_lotto',
      gameType: 'random',
      gameOffer: g.key,
      numGames: 6,
      drawIds: [offer('saturday_lotto').draws[0]?.drawId as string],
      amount: price(g, 6),
    };
    const {
      tickets: [ticket],
    } = await place({ customerId: owner.customerId, lines: [line], total: totalOf([line]) });
    expect(ticket?.games).toHaveLength(6);
    expect(ticket?.quickPick).toEqual([true, true, true, true, true, true]);
    for (const game of ticket?.games ?? []) {
      expect(Object.keys(game)).toEqual(['Numbers']);
      expect(new Set(game.Numbers).size).toBe(6);
      expect(game.Numbers?.every((n) => n >= 1 && n <= 45)).toBe(true);
    }
  });

  it('numbers raffle tickets on from the last one given in the draw, and marks later orders as not the first', async () => {
    const again = await place({ customerId: owner.customerId, lines: [raffleLine(3)], total: raffleLine(3).amount });
    expect(again.tickets[0]?.raffleTicketNumbers).toEqual(['0000006', '0000007', '0000008']);
    expect(again.receipt.trackingData.goals).toEqual(['purchase']);
  });

  it("takes a syndicate share bought on its lottery's own page, in the syndicate's draw", async () => {
    const line = { ...syndicateLine(), productOfferKey: 'oz_lotto2022', numGames: 1 };
    line.gameOffer = gameOffer('oz_lotto2022', 'syndicate').key;
    line.amount = { amount: line.amount.amount / 2, currency: 'AUD' };
    const bought = await place({ customerId: owner.customerId, lines: [line], total: line.amount });
    expect(bought.tickets[0]).toMatchObject({
      productType: 'syndicate_share',
      productOfferKey: 'oz_lotto_syndicate',
      drawId: line.drawIds[0],
      syndicateShare: { syndicateEncodedId: line.syndicateEncodedId, numShares: 1 },
    });
    const elsewhere = {
      ...line,
      productOfferKey: 'powerball2018',
      gameOffer: gameOffer('powerball2018', 'syndicate').key,
    };
    await expect(place({ customerId: owner.customerId, lines: [elsewhere], total: line.amount })).rejects.toMatchObject(
      {
        code: 'unprocessable',
        message: expect.stringMatching(/is not a draw of powerball2018/),
      },
    );
  });

  it('leaves no order, ticket or raffle number behind when the transaction fails after it', async () => {
    const count0 = async () => ({
      orders: (await t.db.select({ n: count() }).from(orders))[0]?.n,
      lines: (await t.db.select({ n: count() }).from(orderLines))[0]?.n,
      tickets: (await t.db.select({ n: count() }).from(tickets))[0]?.n,
      numbers: (await t.db.select({ n: count() }).from(raffleTickets))[0]?.n,
      shares: (await t.db.select({ n: count() }).from(syndicateShares))[0]?.n,
      counters: await t.db.select().from(raffleTicketCounters),
    });
    const before = await count0();
    let written: PlacedOrder | undefined;
    const lines = [raffleLine(2), syndicateLine(), lotteryLine()];
    await expect(
      t.db.transaction(async (tx) => {
        written = await createOrder(
          tx,
          { customerId: owner.customerId, lines, total: totalOf(lines) },
          { clock: t.clock, random },
        );
        throw new AppError('unprocessable', { message: 'Not enough money in the wallet.' });
      }),
    ).rejects.toMatchObject({ code: 'unprocessable' });
    expect(written?.tickets).toHaveLength(4);
    expect(await count0()).toEqual(before);
    const { status } = await get(`/v2/checkout/${written?.checkoutId}`, owner);
    expect(status).toBe(404);
    // The numbers it took are given again to the next purchase.
    const next = await place({ customerId: owner.customerId, lines: [raffleLine(1)], total: raffleLine(1).amount });
    expect(next.tickets[0]?.raffleTicketNumbers).toEqual(['0000009']);
  });

  it('refuses lines that do not add up or do not name real draws, game offers, syndicates and numbers', async () => {
    const refused = async (change: (l: OrderLineInput) => OrderLineInput, line = lotteryLine()) => {
      const changed = change(line);
      try {
        await place({ customerId: owner.customerId, lines: [changed], total: changed.amount });
      } catch (e) {
        if (e instanceof AppError) return `${e.code}: ${e.message}`;
        throw e;
      }
      throw new Error('accepted');
    };
    const before = (await t.db.select({ n: count() }).from(orders))[0]?.n;
    await expect(
      place({ customerId: owner.customerId, lines: [lotteryLine()], total: { amount: 1, currency: 'AUD' } }),
    ).rejects.toMatchObject({ code: 'unprocessable', message: expect.stringMatching(/is not its lines/) });
    await expect(
      place({ customerId: owner.customerId, lines: [lotteryLine()], total: lotteryLine().amount, checkoutId: 'x' }),
    ).rejects.toMatchObject({ code: 'unprocessable' });
    await expect(
      place({ customerId: owner.customerId, lines: [], total: { amount: 0, currency: 'AUD' } }),
    ).rejects.toMatchObject({
      code: 'unprocessable',
    });
    expect(await refused((l) => ({ ...l, drawIds: ['no-such-draw'] }))).toMatch(/^not_found/);
    expect(await refused((l) => ({ ...l, drawIds: [offer('oz_lotto2022').draws[0]?.drawId as string] }))).toMatch(
      /is not a draw of powerball2018/,
    );
    expect(await refused((l) => ({ ...l, gameOffer: 'no_such_game' }))).toMatch(/has no game offer/);
    expect(await refused((l) => ({ ...l, games: [{ Numbers: [1, 2, 3, 4, 5, 6, 36], Powerball: [1] }] }))).toMatch(
      /Game 1 has numbers outside 1 to 35/,
    );
    expect(await refused((l) => ({ ...l, games: [{ Numbers: [1, 1, null, null, null, null, null] }] }))).toMatch(
      /Game 1 has the same number twice/,
    );
    expect(await refused((l) => ({ ...l, games: [{ Numbers: [1, 2, 3, 4, 5, 6, 7, 8] }] }))).toMatch(/too many/);
    expect(await refused((l) => ({ ...l, games: [{ Bonus: [1] }] }))).toMatch(/has no set Bonus/);
    expect(await refused((l) => ({ ...l, numGames: 2 }))).toMatch(/3 games given for 2/);
    expect(await refused((l) => ({ ...l, drawIds: [l.drawIds[0] as string, l.drawIds[0] as string] }))).toMatch(
      /twice/,
    );
    // A membership line (decision 476) is one month with no draw: one that names draws is refused.
    expect(await refused((l) => ({ ...l, productType: 'membership' }))).toMatch(/membership line is one month/);
    expect(await refused((l) => ({ ...l, games: [{ Numbers: [1] }] }), raffleLine())).toMatch(/takes no numbers/);
    expect(
      await refused(
        (l) => ({ ...l, drawIds: [offer('oz_lotto_syndicate').draws[1]?.drawId as string] }),
        syndicateLine(),
      ),
    ).toMatch(/the syndicate plays draw/);
    expect(await refused((l) => ({ ...l, syndicateEncodedId: null }), syndicateLine())).toMatch(/choose a syndicate/);
    expect((await t.db.select({ n: count() }).from(orders))[0]?.n).toBe(before);
  });
});

describe(`GET /checkout/{checkoutID} (${testDbKind()})`, () => {
  it("answers the owner's receipt (v3.4), never cached", async () => {
    const { status, headers, body } = await get<Receipt>(`/v2/checkout/${placed.checkoutId}`, owner);
    expect(status).toBe(200);
    expect(headers.version).toBe('3.4');
    expect(headers['cache-control']).toBe('private, no-store');
    expect(receiptSchema.parse(body.result)).toEqual(placed.receipt);
  });

  it('answers 404 to another customer, 401 to a visitor and 400 to a malformed id', async () => {
    const other = await get(`/v2/checkout/${placed.checkoutId}`, stranger);
    expect(other.status).toBe(404);
    expect(other.body.error?.code).toBe('not_found');
    const visitor = await get(`/v2/checkout/${placed.checkoutId}`);
    expect(visitor.status).toBe(401);
    expect((await get('/v2/checkout/not-a-checkout-id-at-all-in-any-way', owner)).status).toBe(404);
    expect((await get('/v2/checkout/bad!', owner)).status).toBe(400);
    expect((await get(`/v2/checkout/${placed.checkoutId}`, owner, { version: '3.5' })).status).toBe(400);
  });
});

describe(`ticket reads (${testDbKind()})`, () => {
  it('lists the upcoming tickets soonest first, a page at a time, and none of them to another customer', async () => {
    const all = await get<Ticket[]>('/v2/tickets?state=upcoming&limit=100', owner);
    expect(all.status).toBe(200);
    expect(all.headers['cache-control']).toBe('private, no-store');
    const list = all.body.result;
    expect(all.body.pageInfo).toEqual({ limit: 100, offset: 0, total: list.length });
    expect(list.length).toBeGreaterThanOrEqual(placed.tickets.length);
    const dates = list.map((x) => Date.parse(x.drawDate));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    for (const ticket of placed.tickets) expect(list).toContainEqual(ticket);

    const page = await get<Ticket[]>('/v2/tickets?state=upcoming&limit=2&offset=2', owner);
    expect(page.body.result).toEqual(list.slice(2, 4));
    expect(page.body.pageInfo).toEqual({ limit: 2, offset: 2, total: list.length });
    const byDefault = await get<Ticket[]>('/v2/tickets', owner);
    expect(byDefault.body.pageInfo?.limit).toBe(10);
    expect((await get<Ticket[]>('/v2/tickets?state=past', owner)).body.result).toEqual([]);

    const theirs = await get<Ticket[]>('/v2/tickets?state=upcoming', stranger);
    expect(theirs.body).toMatchObject({ result: [], pageInfo: { total: 0 } });
    expect((await get('/v2/tickets')).status).toBe(401);
    expect((await get('/v2/tickets?state=soon', owner)).status).toBe(400);
    expect((await get('/v2/tickets?limit=0', owner)).status).toBe(400);
  });

  it('moves a ticket to past tickets once its draw date has passed on the server clock', async () => {
    const first = placed.tickets.reduce((a, b) => (Date.parse(a.drawDate) <= Date.parse(b.drawDate) ? a : b));
    const drawDate = Date.parse(first.drawDate);
    // Days later, the customer signs in again.
    const signIn = async () => signedIn(owner.email, await logIn(t, owner.email));
    try {
      t.clock.set(new Date(drawDate - 1000));
      const before = await get<Ticket>(`/v2/tickets/${first.ticketId}`, await signIn());
      expect(before.body.result.state).toBe('upcoming');
      t.clock.set(new Date(drawDate));
      const later = await signIn();
      const past = await get<Ticket[]>('/v2/tickets?state=past&limit=100', later);
      const ids = past.body.result.map((x) => x.ticketId);
      expect(ids).toContain(first.ticketId);
      expect(past.body.result.every((x) => x.state === 'past' && Date.parse(x.drawDate) <= drawDate)).toBe(true);
      const upcoming = await get<Ticket[]>('/v2/tickets?state=upcoming&limit=100', later);
      expect(upcoming.body.result.map((x) => x.ticketId)).not.toContain(first.ticketId);
      expect(past.body.pageInfo?.total).toBe(past.body.result.length);
    } finally {
      t.clock.set(NOW);
    }
  });

  it("answers one ticket to its owner only, and a syndicate share's page with what the syndicate plays", async () => {
    for (const ticket of placed.tickets) {
      const mine = await get<Ticket>(`/v2/tickets/${ticket.ticketId}`, owner);
      expect(mine.status).toBe(200);
      expect(mine.body.result).toEqual(ticket);
      expect((await get(`/v2/tickets/${ticket.ticketId}`, stranger)).status).toBe(404);
      expect((await get(`/v2/syndicate-shares/${ticket.ticketId}`, stranger)).status).toBe(404);
    }
    const share = placed.tickets.find((x) => x.productType === 'syndicate_share') as Ticket;
    const { status, body } = await get<SyndicateShareTicket>(`/v2/syndicate-shares/${share.ticketId}`, owner);
    expect(status).toBe(200);
    expect(syndicateShareTicketSchema.parse(body.result)).toEqual(body.result);
    const syndicate = offer('oz_lotto_syndicate').syndicates[0];
    expect(body.result).toMatchObject({
      ...share,
      lotteryKey: offer('oz_lotto_syndicate').lotteryKey,
      syndicateShare: { numShares: 2, size: syndicate?.size, name: syndicate?.name },
      syndicateTickets: syndicate?.tickets,
    });
    const lottery = placed.tickets.find((x) => x.productType === 'lottery_ticket') as Ticket;
    expect((await get(`/v2/syndicate-shares/${lottery.ticketId}`, owner)).status).toBe(404);
    expect((await get('/v2/tickets/no-such-ticket', owner)).status).toBe(404);
    expect((await get(`/v2/tickets/${share.ticketId}`)).status).toBe(401);
  });
});

describe.runIf(testDbKind() === 'postgres')('raffle ticket numbers under concurrency (postgres)', () => {
  it('gives every ticket of 200 concurrent purchases its own numbers, without gaps', async () => {
    const { db, pool } = widePool(t.database, 30);
    try {
      const drawId = raffleLine().drawIds[0] as string;
      const [counter] = await t.db.select().from(raffleTicketCounters).where(eq(raffleTicketCounters.drawId, drawId));
      const start = counter?.lastNumber ?? 0;
      const bought = await Promise.all(
        Array.from({ length: 200 }, (_, i) => {
          const line = raffleLine((i % 3) + 1);
          return place({ customerId: owner.customerId, lines: [line], total: line.amount }, db);
        }),
      );
      const numbers = bought.flatMap((o) => o.tickets.flatMap((x) => x.raffleTicketNumbers.map(Number)));
      const wanted = Array.from({ length: 200 }, (_, i) => (i % 3) + 1).reduce((a, b) => a + b, 0);
      expect(numbers).toHaveLength(wanted);
      expect(new Set(numbers).size).toBe(wanted);
      expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: wanted }, (_, i) => start + i + 1));
      // Each purchase's numbers run on without a gap.
      for (const o of bought) {
        const own = o.tickets[0]?.raffleTicketNumbers.map(Number) ?? [];
        expect(own).toEqual(own.map((_, i) => (own[0] as number) + i));
      }
      const stored = await t.db
        .select({ n: count() })
        .from(raffleTickets)
        .where(
          inArray(
            raffleTickets.ticketId,
            bought.map((o) => o.tickets[0]?.ticketId as string),
          ),
        );
      expect(stored[0]?.n).toBe(wanted);
    } finally {
      await pool.end();
    }
  }, 120_000);
});
