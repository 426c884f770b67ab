import { describe, expect, it } from 'vitest';
import { drawnNumbersOf } from './drawn-numbers';
import { scoreBatch } from './score-batch';
import { scoringDraw } from './score-ticket';
import { ticketPrize } from './ticket-prize';

const draw = scoringDraw(
  'saturday_lotto',
  drawnNumbersOf([
    { name: 'Numbers', numbers: [3, 11, 19, 27, 35, 43], ordered: false },
    { name: 'Supplementary', numbers: [7, 40], ordered: false },
  ]),
);

describe('scoreBatch', () => {
  it('answers the winners of a page only, in the page order', () => {
    const page = [
      { ticketId: 't1', gameType: 'standard', games: [{ Numbers: [1, 2, 4, 5, 6, 8] }] },
      { ticketId: 't2', gameType: 'standard', games: [{ Numbers: [3, 11, 19, 27, 1, 2] }] },
      { ticketId: 't3', gameType: 'syndicate', games: [] },
      { ticketId: 't4', gameType: 'reduced_system', games: [{ Numbers: [3, 11, 19, 27, 35, 43, 7] }] },
    ];
    expect(scoreBatch(draw, page)).toEqual([
      { ticketId: 't2', wins: [{ division: 4, count: 1 }] },
      {
        ticketId: 't4',
        wins: [
          { division: 1, count: 1 },
          { division: 2, count: 6 },
        ],
      },
    ]);
  });
});

describe('ticketPrize', () => {
  const dividends = [
    { division: 1, prizeAmount: 100_000_000 },
    { division: 2, prizeAmount: 800_000 },
  ];

  it('is each division dividend times its winning lines', () => {
    expect(
      ticketPrize(
        [
          { division: 1, count: 1 },
          { division: 2, count: 6 },
        ],
        dividends,
      ),
    ).toBe(104_800_000);
    expect(ticketPrize([], dividends)).toBe(0);
  });

  it('refuses a won division without a dividend rather than paying it short', () => {
    expect(() => ticketPrize([{ division: 3, count: 1 }], dividends)).toThrow(/no dividend/);
  });
});
