import type { ProductOffer } from '@drawline/contracts';
import { describe, expect, it } from 'vitest';
import { entryOf } from './read-placements';

/** What a placement may offer (decision 474): a lottery's game offer it sells, for its next open draw. */
const draw = (drawNo: number, purchaseStatus: string, offers = ['standard']) =>
  ({
    drawNo,
    drawDate: `2026-03-1${drawNo}T09:30:00Z`,
    purchaseStatus,
    offers,
  }) as unknown as ProductOffer['draws'][number];
const offer = (overrides: Partial<ProductOffer> = {}): ProductOffer =>
  ({
    key: 'powerball2018',
    name: 'Powerball',
    type: 'lottery_ticket',
    availability: 'available',
    suspended: false,
    draws: [draw(1, 'past_draw'), draw(2, 'open')],
    gameTypes: [
      {
        key: 'standard',
        gameOffers: [{ key: 'standard', prices: [{ numGames: 4, price: { amount: 700, currency: 'AUD' } }] }],
      },
    ],
    ...overrides,
  }) as ProductOffer;

describe('entryOf', () => {
  it('is the next open draw of a game offer and a game count the lottery sells, at its price', () => {
    expect(entryOf(offer(), 'standard', 4)).toEqual({
      productType: 'lottery_ticket',
      productOfferKey: 'powerball2018',
      name: 'Powerball',
      gameType: 'standard',
      gameOffer: 'standard',
      numGames: 4,
      drawNo: 2,
      drawDate: '2026-03-12T09:30:00Z',
      price: { amount: 700, currency: 'AUD' },
    });
  });

  it('is nothing for what is not on sale as set', () => {
    expect(entryOf(undefined, 'standard', 4)).toBeNull();
    expect(entryOf(offer(), 'standard', 5)).toBeNull();
    expect(entryOf(offer(), 'system', 4)).toBeNull();
    expect(entryOf(offer({ suspended: true }), 'standard', 4)).toBeNull();
    expect(entryOf(offer({ availability: 'unavailable' }), 'standard', 4)).toBeNull();
    expect(entryOf(offer({ type: 'raffle_ticket' }), 'standard', 4)).toBeNull();
    expect(entryOf(offer({ draws: [draw(1, 'sold_out')] }), 'standard', 4)).toBeNull();
    expect(entryOf(offer({ draws: [draw(2, 'open', ['other'])] }), 'standard', 4)).toBeNull();
    // Only standard games: a syndicate's or a system's game offer needs choices a placement does not make.
    const syndicate = offer().gameTypes.map((t) => ({ ...t, key: 'syndicate' as const }));
    expect(entryOf(offer({ gameTypes: syndicate }), 'standard', 4)).toBeNull();
  });
});
