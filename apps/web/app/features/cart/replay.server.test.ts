import type { Receipt, ReceiptOrder } from '@drawline/contracts';
import { describe, expect, it } from 'vitest';
import { cartItem, cartOf } from './cart-fixtures.test-support';
import { fakeApi, pageRequest } from './fake-api.test-support';
import { addReplayEntries, readReplayReceipt, replayEntries } from './replay.server';

const aud = (amount: number) => ({ amount, currency: 'AUD' as const });

/** Game 2 was a quick pick: the receipt keeps the numbers the server drew. */
const played = [
  { Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [9] },
  { Numbers: [8, 9, 10, 11, 12, 13, 14], Powerball: [3] },
];

function order(over: Partial<ReceiptOrder>): ReceiptOrder {
  return {
    orderLineId: 'l1',
    productType: 'lottery_ticket',
    productOfferKey: 'powerball2018',
    productOfferName: 'Powerball',
    gameType: 'standard',
    gameOffer: 'standard',
    numGames: 2,
    numDraws: 1,
    amount: aud(350),
    day: null,
    causeKey: null,
    syndicateEncodedId: null,
    games: played,
    quickPick: [false, true],
    comboGames: [],
    tickets: [
      { ticketId: 't1', drawId: 'd1', drawNo: 1595, drawDate: '2026-11-26T10:30:00Z', raffleTicketNumbers: [] },
    ],
    ...over,
  };
}

const receipt = (orders: ReceiptOrder[]): Receipt => ({
  checkoutId: 'chk_0123456789abcdef',
  orderNumber: 'DL-4K7P-2Q9M',
  status: 'completed',
  createdAt: '2026-11-20T00:00:00Z',
  orders,
  total: aud(0),
  discount: aud(0),
  payment: { card: null, paidByCard: aud(0), paidFromWallet: aud(0), keptInWallet: aud(0) },
  trackingData: { goals: [], products: [] },
});

describe('buying the same entries again', () => {
  it('makes each receipt line a new item for the next draw, with the numbers as played', () => {
    const raffle = order({
      orderLineId: 'l2',
      productType: 'raffle_ticket',
      productOfferKey: 'make_a_smile_lottery',
      productOfferName: 'Make a Smile Lottery',
      gameOffer: 'tickets',
      numGames: 5,
      causeKey: 'kids_cancer_research',
      games: [],
      quickPick: [],
      tickets: [
        {
          ticketId: 't2',
          drawId: 'd2',
          drawNo: 218,
          drawDate: '2026-12-06T01:00:00Z',
          raffleTicketNumbers: ['0000001'],
        },
      ],
    });
    const daily = order({
      productOfferKey: 'set_for_life2020',
      productOfferName: 'Set for Life',
      day: 'friday',
      numDraws: 3,
    });
    // A membership line (decision 476) is not bought again: premium renews by itself.
    const premium = order({
      productType: 'membership',
      productOfferKey: 'daily_winners_premium',
      productOfferName: 'Daily Winners Premium',
      gameType: 'membership',
      gameOffer: 'daily_winners_premium',
      numGames: 1,
      games: [],
      quickPick: [],
      tickets: [],
    });
    expect(replayEntries(receipt([order({}), raffle, premium, daily]))).toEqual([
      {
        summary: '2 games of Powerball for 1 draw',
        item: {
          productOfferKey: 'powerball2018',
          gameType: 'standard',
          gameOffer: 'standard',
          numGames: 2,
          numDraws: 1,
          games: played,
        },
      },
      {
        summary: '5 tickets of Make a Smile Lottery for 1 draw',
        item: {
          productOfferKey: 'make_a_smile_lottery',
          gameType: 'standard',
          gameOffer: 'tickets',
          numGames: 5,
          numDraws: 1,
          causeKey: 'kids_cancer_research',
        },
      },
      {
        summary: '2 games of Set for Life for 3 draws',
        item: {
          productOfferKey: 'set_for_life2020',
          gameType: 'standard',
          gameOffer: 'standard',
          numGames: 2,
          numDraws: 3,
          games: played,
          day: 'friday',
        },
      },
    ]);
  });

  it('adds what the cart takes and says why it refused the rest', async () => {
    const { context } = fakeApi({
      'GET /customer': () => ({ result: { customerId: 'c1' } }),
      'POST /cart/items': (call) =>
        (call.body as { gameType: string }).gameType === 'syndicate'
          ? {
              status: 400,
              code: 'cart_item_invalid',
              message: 'That syndicate of Powerball is not on sale.',
              errors: { this: [{ code: 'cart_item_invalid', message: 'That syndicate of Powerball is not on sale.' }] },
            }
          : { result: cartOf([cartItem()]) },
    });
    const outcome = await addReplayEntries(pageRequest('web_access_token=at'), context, [
      { summary: 'A', item: { productOfferKey: 'p', gameType: 'standard', gameOffer: 'standard', numGames: 1 } },
      { summary: 'B', item: { productOfferKey: 'p', gameType: 'syndicate', gameOffer: 'syndicate_mega', numGames: 1 } },
    ]);
    expect(outcome).toEqual({
      added: 1,
      refused: [{ summary: 'B', reason: 'That syndicate of Powerball is not on sale.' }],
    });
  });

  it('adds each entry under a key of its own made from the press’s key, so the press sent again adds none twice (decision 331)', async () => {
    const { calls, context } = fakeApi({
      'GET /customer': () => ({ result: { customerId: 'c1' } }),
      'POST /cart/items': () => ({ result: cartOf([cartItem()]) }),
    });
    const entries = [
      {
        summary: 'A',
        item: { productOfferKey: 'p', gameType: 'standard' as const, gameOffer: 'standard', numGames: 1 },
      },
      {
        summary: 'B',
        item: { productOfferKey: 'q', gameType: 'standard' as const, gameOffer: 'standard', numGames: 1 },
      },
    ];
    await addReplayEntries(pageRequest('web_access_token=at'), context, entries, 'press-1');
    await addReplayEntries(pageRequest('web_access_token=at'), context, entries);
    const adds = calls.filter((c) => c.method === 'POST');
    expect(adds.map((c) => c.headers.get('idempotency-key'))).toEqual(['press-1:0', 'press-1:1', null, null]);
  });

  it('reads the customer’s own receipt (through the pages’ port); anything else is the 404 page', async () => {
    const { calls, context } = fakeApi({
      'GET /checkout/chk_0123456789abcdef': () => ({ result: receipt([]) }),
      'GET /checkout/chk_someone_elses_order': () => ({ status: 404, code: 'not_found', message: 'Not found.' }),
    });
    expect((await readReplayReceipt(pageRequest(), context, 'chk_0123456789abcdef')).checkoutId).toBe(
      'chk_0123456789abcdef',
    );
    expect(calls.map((c) => c.path)).toEqual(['/checkout/chk_0123456789abcdef']);
    await expect(readReplayReceipt(pageRequest(), context, 'chk_someone_elses_order')).rejects.toMatchObject({
      init: { status: 404 },
    });
    await expect(readReplayReceipt(pageRequest(), context, '../etc')).rejects.toMatchObject({ init: { status: 404 } });
  });
});
