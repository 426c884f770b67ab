import { baseNumberSets, entriesPerGame, type GameOffer } from '@drawline/contracts';
import { describe, expect, it } from 'vitest';
import { demoOffers } from '../../../demo';
import { seededRandom } from '../../../lib/random';
import type { SyndicateTicket } from '../draws.tables';
import { assertSyndicateGames, pickSyndicateGames } from './syndicate-games';

const system12: SyndicateTicket = {
  name: 'System 12',
  numStandardGames: 924,
  numGames: 2,
  gameType: 'reduced_system',
  numberSets: [{ name: 'Numbers', count: 12, min: 1, max: 45 }],
};
const powerballSystem: SyndicateTicket = {
  name: 'System 10',
  numStandardGames: 120,
  numGames: 3,
  gameType: 'reduced_system',
  numberSets: [
    { name: 'Numbers', count: 10, min: 1, max: 35 },
    { name: 'Powerball', count: 1, min: 1, max: 20 },
  ],
};

describe('pickSyndicateGames', () => {
  it('quick-picks every game of every ticket from its sets: distinct numbers in range', () => {
    const games = pickSyndicateGames([system12, powerballSystem], seededRandom(7));
    expect(games.map((g) => [g.name, g.gameType, g.games.length])).toEqual([
      ['System 12', 'reduced_system', 2],
      ['System 10', 'reduced_system', 3],
    ]);
    for (const [i, ticket] of [system12, powerballSystem].entries()) {
      for (const game of games[i]?.games ?? []) {
        for (const set of ticket.numberSets) {
          const numbers = game[set.name] ?? [];
          expect(numbers).toHaveLength(set.count);
          expect(new Set(numbers).size).toBe(set.count);
          expect(numbers.every((n) => n >= set.min && n <= set.max)).toBe(true);
        }
      }
    }
    assertSyndicateGames('s1', [system12, powerballSystem], games);
  });

  it('keeps the games an operator fixed and draws only the missing ones', () => {
    const fixed = { Numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] };
    const [ticket] = pickSyndicateGames([system12], seededRandom(1), [
      { name: 'System 12', gameType: 'reduced_system', games: [fixed] },
    ]);
    expect(ticket?.games[0]).toEqual(fixed);
    expect(ticket?.games[1]?.Numbers).toHaveLength(12);
  });

  it('refuses games that do not match the tickets', () => {
    const games = pickSyndicateGames([system12], seededRandom(2));
    expect(() => assertSyndicateGames('s1', [system12, powerballSystem], games)).toThrow(/do not match/);
    const short = [{ ...games[0], games: games[0]?.games.slice(1) ?? [] }] as typeof games;
    expect(() => assertSyndicateGames('s1', [system12], short)).toThrow(/do not match/);
  });
});

describe('the demo syndicates', () => {
  it('play the lines their tickets name: each game covers numStandardGames plain lines', () => {
    const lotteries = new Map(demoOffers.filter((o) => o.kind === 'lottery').map((o) => [o.key, o]));
    const syndicateOffers = demoOffers.flatMap((o) => (o.kind === 'syndicate' ? [o] : []));
    expect(syndicateOffers.length).toBeGreaterThan(0);
    for (const o of syndicateOffers) {
      const lottery = lotteries.get(o.plays);
      if (!lottery) throw new Error(`${o.key} plays no demo lottery`);
      const base = baseNumberSets(lottery.gameTypes, []);
      for (const ticket of o.syndicates.flatMap((s) => s.tickets)) {
        const matrix = { numberSets: ticket.numberSets } as GameOffer;
        expect([o.key, ticket.name, entriesPerGame(ticket.gameType, matrix, base)]).toEqual([
          o.key,
          ticket.name,
          ticket.numStandardGames,
        ]);
      }
    }
  });
});
