import type { GameOffer } from '@drawline/contracts';
import { describe, expect, it } from 'vitest';
import { applyFavouriteLine, favouriteLinesFor, lineFits } from './favourites';

const powerball: GameOffer = {
  key: 'standard',
  numberSets: [
    { name: 'Numbers', count: 7, min: 1, max: 35 },
    { name: 'Powerball', count: 1, min: 1, max: 20 },
  ],
  numGames: [4],
  defaultGameOffer: true,
  multiDraw: [1],
  prices: [{ numGames: 4, price: { amount: 660, currency: 'AUD' } }],
  minGames: 4,
};

describe('favourite numbers', () => {
  it('keeps the lines of the offer’s lottery, with their sets by name', () => {
    const lines = favouriteLinesFor(
      [
        { lotteryKey: 'powerball2018', Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [9] },
        { lotteryKey: 'saturday_lotto', Numbers: [1, 2, 3, 4, 5, 6] },
        { lotteryKey: 'powerball2018', Numbers: [8, 9] },
      ],
      { lotteryKey: 'powerball2018' },
    );
    expect(lines).toEqual([{ Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [9] }, { Numbers: [8, 9] }]);
  });

  it('matches the lottery key as the catalogue writes it', () => {
    const favourites = [{ lotteryKey: 'oz_lotto2022', Numbers: [3, 4] }];
    expect(favouriteLinesFor(favourites, { lotteryKey: 'oz_lotto2022' })).toEqual([{ Numbers: [3, 4] }]);
    expect(favouriteLinesFor(favourites, { lotteryKey: 'OZ_LOTTO2022' })).toEqual([]);
    expect(favouriteLinesFor([], { lotteryKey: 'oz_lotto2022' })).toEqual([]);
  });

  it('lays a line onto a game, keeping what fits', () => {
    expect(applyFavouriteLine(powerball, { Numbers: [1, 2, 40, 2, 5], Powerball: [25] })).toEqual({
      Numbers: [1, 2, 5, null, null, null, null],
      Powerball: [null],
    });
    expect(lineFits(powerball, { Numbers: [40] })).toBe(false);
    expect(lineFits(powerball, { Powerball: [3] })).toBe(true);
  });
});
