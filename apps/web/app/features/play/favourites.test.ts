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
  it('reads a map of lottery key to lines', () => {
    const lines = favouriteLinesFor(
      { powerball2018: [{ Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [9] }], saturday_lotto: { Numbers: [1] } },
      ['powerball2018'],
    );
    expect(lines).toEqual([{ Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [9] }]);
  });

  it('reads a list of lines naming their lottery', () => {
    const lines = favouriteLinesFor(
      [
        { lotteryKey: 'POWERBALL2018', numbers: { Numbers: [3, 4], Powerball: [2] } },
        { productOfferKey: 'oz_lotto2022', Numbers: [8] },
        'junk',
      ],
      ['powerball2018'],
    );
    expect(lines).toEqual([{ Numbers: [3, 4], Powerball: [2] }]);
  });

  it('answers none for anything else', () => {
    expect(favouriteLinesFor(undefined, ['x'])).toEqual([]);
    expect(favouriteLinesFor('x', ['x'])).toEqual([]);
    expect(favouriteLinesFor({ x: { Numbers: 'a' } }, ['x'])).toEqual([]);
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
