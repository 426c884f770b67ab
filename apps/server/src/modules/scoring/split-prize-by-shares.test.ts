import { describe, expect, it } from 'vitest';
import { splitPrizeByShares } from './split-prize-by-shares';

describe('splitPrizeByShares', () => {
  it('gives every share the same, rounded down, and keeps the left-over cents', () => {
    // $1,000.01 over 3 shares: 33,333 cents each; 2 cents left over.
    expect(
      splitPrizeByShares(100_001, 3, [
        { ticketId: 'a', shares: 2 },
        { ticketId: 'b', shares: 1 },
      ]),
    ).toEqual({
      perShare: 33_333,
      payouts: [
        { ticketId: 'a', amount: 66_666 },
        { ticketId: 'b', amount: 33_333 },
      ],
      retained: 2,
    });
  });

  it('retains the part of unsold shares', () => {
    const split = splitPrizeByShares(50_000, 50, [{ ticketId: 'a', shares: 10 }]);
    expect(split).toEqual({ perShare: 1_000, payouts: [{ ticketId: 'a', amount: 10_000 }], retained: 40_000 });
  });

  it('never pays more than the prize, and pays and retains all of it', () => {
    for (const prize of [0, 1, 99, 1_234_567, 987_654_321]) {
      for (const size of [1, 7, 40, 100]) {
        const shares = size >= 6 ? [1, 2, 3] : [1];
        const { payouts, retained } = splitPrizeByShares(
          prize,
          size,
          shares.map((n, i) => ({ ticketId: String(i), shares: n })),
        );
        const paid = payouts.reduce((n, p) => n + p.amount, 0);
        expect(paid + retained).toBe(prize);
        expect(retained).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('refuses more shares than the syndicate has, and fractions of cents', () => {
    expect(() => splitPrizeByShares(100, 2, [{ ticketId: 'a', shares: 3 }])).toThrow(/More shares/);
    expect(() => splitPrizeByShares(100.5, 2, [])).toThrow(/whole cents/);
  });
});
