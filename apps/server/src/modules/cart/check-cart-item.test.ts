import type { GameOffer, ShopEngines } from '@drawline/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/app-error';
import type { SaleTerms } from '../catalogue';
import { type CartItemDraft, checkCartItem } from './check-cart-item';

/** One Powerball-like offer with standard, deferred and lotto_party game types and one open draw. */
function gameOffer(key: string, numberSets: GameOffer['numberSets'], numGames: number[]): GameOffer {
  return {
    key,
    numberSets,
    numGames,
    defaultGameOffer: true,
    multiDraw: [1, 2],
    prices: numGames.map((n) => ({ numGames: n, price: { amount: 175 * n, currency: 'AUD' } })),
    minGames: numGames[0] ?? 1,
  };
}
const numbers = [
  { name: 'Numbers', count: 7, min: 1, max: 35 },
  { name: 'Powerball', count: 1, min: 1, max: 20 },
];
const terms: SaleTerms = {
  offer: {
    key: 'powerball2018',
    name: 'Powerball',
    url: 'powerball',
    logoImage: null,
    type: 'lottery_ticket',
    lotteryKey: 'powerball2018',
    availability: 'available',
    suspended: false,
    selectableDays: [],
    causes: [],
    recurringPurchase: { type: 'autoplay', availability: 'optional' },
  },
  gameTypes: [
    { key: 'standard', gameOffers: [gameOffer('standard', numbers, [2, 4])] },
    { key: 'deferred', gameOffers: [gameOffer('deferred', [], [1])] },
    { key: 'lotto_party', gameOffers: [gameOffer('lotto_party', numbers, [10])] },
  ],
  draws: [
    {
      drawId: 'd1',
      drawNo: 1500,
      type: 'lottery_ticket_draw',
      drawDate: new Date('2026-12-03T10:30:00Z'),
      stopDate: new Date('2026-12-03T09:30:00Z'),
      weekday: 'thursday',
      purchaseStatus: 'open',
      prizePool: null,
      ticketsRemaining: null,
      salesOpen: true,
    },
  ],
  syndicates: [],
};

function draft(change: Partial<CartItemDraft> = {}): CartItemDraft {
  return {
    productOfferKey: 'powerball2018',
    gameType: 'standard',
    gameOffer: 'standard',
    numGames: 2,
    numDraws: 1,
    quantity: 1,
    games: [],
    quickPick: true,
    drawNo: null,
    day: null,
    causeKey: null,
    syndicateEncodedId: null,
    socialSyndicateId: null,
    recurringPurchase: null,
    minimumJackpotAmount: null,
    favourite: false,
    affiliateCode: null,
    ...change,
  };
}

const off: ShopEngines = { recurringPurchases: false, lottoParty: false };
const on: ShopEngines = { recurringPurchases: true, lottoParty: true };

function refusalOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return `${e.code}: ${e.message}`;
    throw e;
  }
  throw new Error('not refused');
}

describe('the cart while an engine is off (docs/decisions/303)', () => {
  const autoplay = { type: 'autoplay' as const, enabled: true };

  it('refuses an autoplay, a subscription (deferred) and a Lotto Party entry', () => {
    expect(refusalOf(() => checkCartItem(draft({ recurringPurchase: autoplay }), terms, off))).toMatch(
      /^cart_item_invalid: AutoPlay is not available yet/,
    );
    expect(
      refusalOf(() => checkCartItem(draft({ gameType: 'deferred', gameOffer: 'deferred', numGames: 1 }), terms, off)),
    ).toMatch(/^cart_item_invalid: Subscriptions are not available yet/);
    expect(
      refusalOf(() =>
        checkCartItem(draft({ gameType: 'lotto_party', gameOffer: 'lotto_party', numGames: 10 }), terms, off),
      ),
    ).toMatch(/^cart_item_invalid: Lotto Party is not available yet/);
  });

  it('refuses every entry of an offer that is sold only as a recurring purchase', () => {
    const always: SaleTerms = {
      ...terms,
      offer: { ...terms.offer, recurringPurchase: { type: 'autoplay', availability: 'always' } },
    };
    expect(refusalOf(() => checkCartItem(draft(), always, off))).toMatch(/AutoPlay is not available yet/);
  });

  it('takes a plain entry and marks it as bought once, never again by itself', () => {
    const item = checkCartItem(draft(), terms, off);
    expect(item).toMatchObject({ gameType: 'standard', drawNo: 1500, recurringType: null, recurringEnabled: false });
  });

  it('with the recurring engine on, sells an autoplay one draw at a time as before', () => {
    const item = checkCartItem(draft({ recurringPurchase: autoplay }), terms, on);
    expect(item).toMatchObject({ recurringType: 'autoplay', recurringEnabled: true });
    expect(refusalOf(() => checkCartItem(draft({ recurringPurchase: autoplay, numDraws: 2 }), terms, on))).toMatch(
      /one draw at a time/,
    );
    const deferred = checkCartItem(draft({ gameType: 'deferred', gameOffer: 'deferred', numGames: 1 }), terms, on);
    expect(deferred).toMatchObject({ gameType: 'deferred', recurringEnabled: true });
    // A Lotto Party entry is bought in a Lotto Party session, never in the cart.
    expect(
      refusalOf(() =>
        checkCartItem(draft({ gameType: 'lotto_party', gameOffer: 'lotto_party', numGames: 10 }), terms, on),
      ),
    ).toMatch(/Lotto Party session/);
  });
});
