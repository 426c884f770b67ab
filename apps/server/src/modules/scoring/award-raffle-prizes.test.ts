import { describe, expect, it } from 'vitest';
import { awardRafflePrizes, rafflePlaces } from './award-raffle-prizes';

const prizes = [
  { prizeId: 'home', quantity: 1 },
  { prizeId: 'car', quantity: 1 },
  { prizeId: 'gift-card', quantity: 3 },
];

describe('awardRafflePrizes', () => {
  it('gives the prize list in order to the numbers in drawn order', () => {
    expect(rafflePlaces(prizes)).toBe(5);
    expect(awardRafflePrizes(prizes, [42, 7, 1001, 3, 15])).toEqual([
      { prizeId: 'home', ticketNumber: 42, position: 1 },
      { prizeId: 'car', ticketNumber: 7, position: 2 },
      { prizeId: 'gift-card', ticketNumber: 1001, position: 3 },
      { prizeId: 'gift-card', ticketNumber: 3, position: 4 },
      { prizeId: 'gift-card', ticketNumber: 15, position: 5 },
    ]);
  });

  it('leaves the last places unawarded when fewer tickets were drawn', () => {
    expect(awardRafflePrizes(prizes, [9, 8]).map((a) => a.prizeId)).toEqual(['home', 'car']);
  });

  it('refuses a number drawn twice and more numbers than places', () => {
    expect(() => awardRafflePrizes(prizes, [1, 1])).toThrow(/twice/);
    expect(() => awardRafflePrizes(prizes, [1, 2, 3, 4, 5, 6])).toThrow(/More ticket numbers/);
  });
});
