import type { FavouriteNumber, ProductOffer } from '@drawline/contracts';
import { describe, expect, it } from 'vitest';
import { favouriteField, favouriteLotteries, readFavouritesForm } from './favourite-numbers';

const powerball = {
  lotteryKey: 'powerball',
  name: 'Powerball',
  sets: [
    { name: 'Numbers' as const, count: 7, min: 1, max: 35 },
    { name: 'Powerball' as const, count: 1, min: 1, max: 20 },
  ],
};

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

describe('favouriteLotteries', () => {
  it('keeps one lottery per key, from lottery offers, with its default game offer Numbers and Powerball sets', () => {
    const offer = (key: string, type: string, lotteryKey = key) =>
      ({
        key,
        type,
        name: key,
        lotteryKey,
        gameTypes: [
          {
            gameOffers: [
              { defaultGameOffer: false, numberSets: [{ name: 'Numbers', count: 9, min: 1, max: 35 }] },
              {
                defaultGameOffer: true,
                numberSets: [
                  { name: 'Numbers', count: 7, min: 1, max: 35 },
                  { name: 'Powerball', count: 1, min: 1, max: 20 },
                ],
              },
            ],
          },
        ],
      }) as unknown as ProductOffer;
    const lotteries = favouriteLotteries([
      offer('powerball', 'lottery_ticket'),
      offer('powerball-syndicate', 'syndicate_share', 'powerball'),
      offer('raffle', 'raffle_ticket'),
    ]);
    expect(lotteries).toEqual([{ ...powerball, name: 'powerball' }]);
  });
});

describe('readFavouritesForm', () => {
  const kept: FavouriteNumber[] = [
    { lotteryKey: 'powerball', Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [8] },
    { lotteryKey: 'elsewhere', Numbers: [9] },
  ];
  const numbers = (line: number) => favouriteField('powerball', line, 'Numbers');
  const ball = (line: number) => favouriteField('powerball', line, 'Powerball');

  it('reads the lines, drops a blank one, and keeps the lines of lotteries the page does not show', () => {
    const read = readFavouritesForm(
      form({ [numbers(0)]: '', [ball(0)]: '', [numbers(1)]: '3, 14 15', [ball(1)]: '9' }),
      [powerball],
      kept,
    );
    expect(read.errors).toEqual({});
    expect(read.favouriteNumbers).toEqual([
      { lotteryKey: 'elsewhere', Numbers: [9] },
      { lotteryKey: 'powerball', Numbers: [3, 14, 15], Powerball: [9] },
    ]);
  });

  it('refuses numbers out of range, repeated, too many, not numbers, or a Powerball alone', () => {
    const read = readFavouritesForm(
      form({
        [numbers(0)]: '1, 36',
        [ball(0)]: '4, 4',
        [numbers(1)]: 'seven',
      }),
      [powerball],
      kept,
    );
    expect(read.errors).toEqual({
      [numbers(0)]: 'Choose numbers from 1 to 35',
      [ball(0)]: 'Each number can be chosen once',
      [numbers(1)]: 'Please enter numbers only',
    });
    expect(readFavouritesForm(form({ [numbers(0)]: '1 2 3 4 5 6 7 8' }), [powerball], kept).errors).toEqual({
      [numbers(0)]: 'Choose up to 7 numbers',
    });
    expect(readFavouritesForm(form({ [ball(1)]: '3' }), [powerball], kept).errors).toEqual({
      [numbers(1)]: 'This field is required',
    });
  });
});
