import { pickRaffleWinners, raffleCommitment, ticketListDigest, verifyRaffle } from '@drawline/contracts/raffle-draw';
import { describe, expect, it } from 'vitest';
import { entryNumbers, pickGiveawayWinners } from './draw-giveaways';

const seed = 'a'.repeat(64);
const entries = [
  { customerId: 'c1', first: 1, count: 1 },
  { customerId: 'c2', first: 2, count: 5 },
  { customerId: 'c3', first: 7, count: 2 },
];

describe('a giveaway draw (docs/decisions/397)', () => {
  it('numbers each entry by its count, 1 to N', () => {
    expect(entryNumbers(entries)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('picks the numbers the published raffle algorithm picks, each with its holder', () => {
    const winners = pickGiveawayWinners(seed, entries, 3);
    expect(winners.map((w) => w.entryNumber)).toEqual(pickRaffleWinners(seed, entryNumbers(entries), 3));
    for (const w of winners) {
      const holder = entries.find((e) => w.entryNumber >= e.first && w.entryNumber < e.first + e.count);
      expect(w.customerId).toBe(holder?.customerId);
    }
    expect(winners.map((w) => w.slot)).toEqual([1, 2, 3]);
  });

  it('is checked by verify-raffle from the public data alone', () => {
    const numbers = entryNumbers(entries);
    const winners = pickGiveawayWinners(seed, entries, 2).map((w) => w.entryNumber);
    const check = verifyRaffle({
      commitment: raffleCommitment(seed),
      seed,
      ticketsDigest: ticketListDigest(numbers),
      ticketNumbers: numbers,
      prizeSlots: [{}, {}],
      winners,
    });
    expect(check).toMatchObject({ commitmentMatches: true, digestMatches: true, winnersMatch: true });
  });

  it('draws no one from no entries', () => {
    expect(pickGiveawayWinners(seed, [], 3)).toEqual([]);
  });
});
