import { describe, expect, it } from 'vitest';
import {
  drawStanding,
  entrySummary,
  gamesOf,
  movementOf,
  movementWords,
  unsignedAmount,
  winningsStanding,
} from './entries';
import { ticketPath } from './ticket-paths';

const aud = (amount: number) => ({ amount, currency: 'AUD' as const });

describe('entrySummary', () => {
  it('names a lottery entry by game type and games, and its draws when more than one', () => {
    expect(entrySummary({ productType: 'lottery_ticket', gameType: 'standard', numGames: 4 })).toBe(
      'Standard, 4 games',
    );
    expect(entrySummary({ productType: 'lottery_ticket', gameType: 'reduced_system', numGames: 1, numDraws: 2 })).toBe(
      'Systems, 1 game, 2 draws',
    );
  });

  it('counts raffle tickets and syndicate shares in their own words', () => {
    expect(entrySummary({ productType: 'raffle_ticket', gameType: 'standard', numGames: 1 })).toBe('1 ticket');
    expect(
      entrySummary({
        productType: 'syndicate_share',
        gameType: 'syndicate',
        numGames: 2,
        syndicateShare: { syndicateEncodedId: 's1', name: 'Big Oz', numShares: 2, size: 100 },
      }),
    ).toBe('2 of 100 shares');
    expect(entrySummary({ productType: 'syndicate_share', gameType: 'syndicate', numGames: 3 })).toBe('3 shares');
  });
});

describe('gamesOf', () => {
  it('sorts each set low to high, Numbers first and the Powerball apart after them, and marks quick picks', () => {
    const games = gamesOf({
      gameType: 'standard',
      games: [
        { Powerball: [20], Numbers: [4, 28, 26, 9, 6, 1, 20] },
        { Numbers: [33, 2, 15, 8, 30, 11, 5], Powerball: [3] },
      ],
      quickPick: [false, true],
    });
    expect(games).toEqual([
      {
        number: 1,
        quickPick: false,
        sets: [
          { name: 'Numbers', tone: 'main', numbers: [1, 4, 6, 9, 20, 26, 28] },
          { name: 'Powerball', tone: 'power', numbers: [20] },
        ],
      },
      {
        number: 2,
        quickPick: true,
        sets: [
          { name: 'Numbers', tone: 'main', numbers: [2, 5, 8, 11, 15, 30, 33] },
          { name: 'Powerball', tone: 'power', numbers: [3] },
        ],
      },
    ]);
  });

  it('keeps the numbers of a game played in order where they were placed (Super 66)', () => {
    const games = gamesOf({
      gameType: 'sequential',
      games: [{ Numbers: [4, 4, 0, 9, 1, 2], Favourites: [] }],
      quickPick: [true],
    });
    expect(games[0]?.sets).toEqual([{ name: 'Numbers', tone: 'main', numbers: [4, 4, 0, 9, 1, 2] }]);
  });
});

describe('transactions', () => {
  it('tells a credit from a debit by the sign of the amount', () => {
    expect(movementOf({ amount: aud(10_000) })).toBe('credit');
    expect(movementOf({ amount: aud(-1_250) })).toBe('debit');
    expect(movementOf({ amount: aud(0) })).toBe('none');
    expect(unsignedAmount({ amount: aud(-1_250) })).toEqual(aud(1_250));
    expect(movementWords.debit.sign).toBe('\u2212');
  });
});

describe('tickets', () => {
  it('says where a draw stands', () => {
    expect(drawStanding({ state: 'upcoming', hasResults: false })).toBe('Upcoming draw');
    expect(drawStanding({ state: 'past', hasResults: false })).toBe('Drawn: awaiting results');
    expect(drawStanding({ state: 'past', hasResults: true })).toBe('Drawn: results are out');
  });

  it('shows a ticket on one page: a share on its share page, others under the list of their state', () => {
    expect(ticketPath({ ticketId: 't1', state: 'upcoming', productType: 'lottery_ticket' })).toBe(
      '/my-account/upcoming-tickets/ticket/t1',
    );
    expect(ticketPath({ ticketId: 't1', state: 'past', productType: 'raffle_ticket' })).toBe(
      '/my-account/past-tickets/ticket/t1',
    );
    expect(ticketPath({ ticketId: 't2', state: 'past', productType: 'syndicate_share' })).toBe(
      '/my-account/syndicate-tickets/share/t2',
    );
  });
});

describe('winningsStanding', () => {
  const money = (m: { amount: number }) => `$${(m.amount / 100).toFixed(2)}`;
  it('says what a scored ticket won, held or not, and nothing before scoring', () => {
    const aud = (amount: number) => ({ amount, currency: 'AUD' as const });
    expect(winningsStanding({ winnings: aud(10_000), winningsHeld: false, drawStatus: 'DRAW_PAID' }, money)).toBe(
      'Won $100.00',
    );
    expect(winningsStanding({ winnings: aud(10_000), winningsHeld: true, drawStatus: 'DRAW_EMAILED' }, money)).toMatch(
      /^Won \$100\.00 \(a large prize/,
    );
    expect(winningsStanding({ winnings: null, winningsHeld: false, drawStatus: 'DRAW_EMAILED' }, money)).toBe(
      'No win this time',
    );
    expect(winningsStanding({ winnings: null, winningsHeld: false, drawStatus: 'DRAW_DRAWN' }, money)).toBeNull();
  });
});
