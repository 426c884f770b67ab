import { describe, expect, it } from 'vitest';
import { pickRaffleWinners, raffleCommitment, sortTicketNumbers, ticketListDigest } from './raffle-draw';

const SEED = 'a'.repeat(64);

describe('the published raffle draw algorithm', () => {
  it('commits to the seed by SHA-256 of its bytes', () => {
    // SHA-256 of 32 bytes of 0xaa, computed independently with sha256sum.
    expect(raffleCommitment(SEED)).toBe('e0e77a507412b120f6ede61f62295b1a7b2ff19d3dcc8f7253e51663470c888e');
    expect(raffleCommitment(SEED)).not.toBe(raffleCommitment('b'.repeat(64)));
    expect(() => raffleCommitment('xyz')).toThrow();
  });

  it('digests the sorted ticket list, one number per line', () => {
    expect(sortTicketNumbers([3, 1, 2, 3])).toEqual([1, 2, 3]);
    expect(ticketListDigest([1, 2, 3])).toBe(ticketListDigest(sortTicketNumbers([2, 3, 1])));
    expect(ticketListDigest([1, 2, 3])).not.toBe(ticketListDigest([1, 2, 4]));
  });

  it('picks distinct winners deterministically from the seed, all when fewer were sold', () => {
    const tickets = Array.from({ length: 1000 }, (_, i) => i + 1);
    const winners = pickRaffleWinners(SEED, tickets, 10);
    expect(winners).toHaveLength(10);
    expect(new Set(winners).size).toBe(10);
    expect(pickRaffleWinners(SEED, tickets, 10)).toEqual(winners);
    expect(pickRaffleWinners('b'.repeat(64), tickets, 10)).not.toEqual(winners);
    expect(pickRaffleWinners(SEED, [5, 9], 3).sort()).toEqual([5, 9]);
    expect(pickRaffleWinners(SEED, [], 3)).toEqual([]);
  });

  it('draws every ticket about equally often (no modulo bias)', () => {
    const counts = [0, 0, 0];
    for (let s = 0; s < 3000; s++) {
      const seed = s.toString(16).padStart(64, '0');
      const [first] = pickRaffleWinners(seed, [1, 2, 3], 1);
      const at = (first as number) - 1;
      counts[at] = (counts[at] ?? 0) + 1;
    }
    for (const c of counts) expect(c).toBeGreaterThan(850);
  });
});
