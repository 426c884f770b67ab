import type { Partner, ProductOffer } from '@drawline/contracts';
import { describe, expect, it } from 'vitest';
import { channelOf, partnerItemOf, partnerQuery, pricePartnerItem } from './partner-item';

const partner: Partner = {
  slug: 'good-causes',
  key: 'good-causes-key',
  name: 'Good Causes',
  channels: [{ channelKey: 'newsletter' }, { channelKey: 'website' }],
};

const offer = {
  key: 'saturday_lotto',
  name: 'Saturday Lotto',
  gameTypes: [
    {
      key: 'standard',
      gameOffers: [
        {
          key: 'standard',
          minGames: 4,
          prices: [
            { numGames: 4, price: { amount: 340, currency: 'AUD' } },
            { numGames: 6, price: { amount: 510, currency: 'AUD' } },
          ],
        },
      ],
    },
  ],
} as unknown as ProductOffer;

describe("a partner's link (decision 472)", () => {
  it('reads the item from its query, ignoring what is not a key or a whole number', () => {
    const q = new URLSearchParams('lottery=saturday_lotto&raffle_offer=standard&game_type=standard&num_games=6');
    expect(partnerItemOf(q)).toEqual({
      lottery: 'saturday_lotto',
      raffleOffer: 'standard',
      gameType: 'standard',
      numGames: 6,
    });
    expect(partnerItemOf(new URLSearchParams('lottery=a%00b&raffle_offer=standard'))).toBeNull();
    expect(partnerItemOf(new URLSearchParams('raffle_offer=standard'))).toBeNull();
    expect(partnerItemOf(new URLSearchParams('lottery=x&raffle_offer=y&num_games=1.5'))?.numGames).toBe(0);
  });

  it("prices the item, falling back to the offer's first game count it sells, and refuses what is not sold", () => {
    const item = { lottery: 'saturday_lotto', raffleOffer: 'standard', gameType: 'standard' as const, numGames: 6 };
    expect(pricePartnerItem([offer], item)).toMatchObject({
      numGames: 6,
      offerName: 'Saturday Lotto',
      price: { amount: 510 },
    });
    expect(pricePartnerItem([offer], { ...item, numGames: 5 })).toMatchObject({ numGames: 4, price: { amount: 340 } });
    expect(pricePartnerItem([offer], { ...item, raffleOffer: 'system_7' })).toBeNull();
    expect(pricePartnerItem([offer], { ...item, lottery: 'powerball' })).toBeNull();
  });

  it("keeps the partner's own channel only, and rebuilds the link's query", () => {
    expect(channelOf(new URLSearchParams('channel=website'), partner)).toBe('website');
    expect(channelOf(new URLSearchParams('channel=kiosk'), partner)).toBe('newsletter');
    const item = { lottery: 'saturday_lotto', raffleOffer: 'standard', gameType: 'standard' as const, numGames: 4 };
    expect(partnerQuery(item, 'website')).toBe(
      'lottery=saturday_lotto&raffle_offer=standard&game_type=standard&num_games=4&channel=website',
    );
  });
});
