import type { Money } from '@drawline/contracts';
import { describe, expect, it } from 'vitest';
import { type YourPart, yourPartWords, yourWinningsCell } from './your-part';

const money = (m: Money) => `$${(m.amount / 100).toFixed(2)}`;
const ticket = (amount: number | null) => ({
  ticketId: `t${amount}`,
  orderId: 'o1',
  winnings: amount === null ? null : { amount, currency: 'AUD' as const },
});
const part = (over: Partial<YourPart>): YourPart => ({
  customerTickets: [ticket(10_000), ticket(null)],
  winnings: { amount: 10_000, currency: 'AUD' },
  status: 'DRAW_EMAILED',
  ...over,
});

describe("the customer's part of a draw (docs/decisions/262)", () => {
  it('says what they won once the draw is settled', () => {
    expect(yourPartWords(part({}), money)).toBe('You had 2 tickets in this draw. You won $100.00.');
    expect(yourPartWords(part({ customerTickets: [ticket(null)], winnings: null, status: 'DRAW_PAID' }), money)).toBe(
      'You had 1 ticket in this draw. No win this time.',
    );
    expect(yourWinningsCell(part({}), money)).toBe('$100.00');
    expect(yourWinningsCell(part({ winnings: null }), money)).toBe('–');
  });

  it('says the prizes are on their way while the draw is drawn or scored', () => {
    for (const status of ['DRAW_DRAWN', 'DRAW_SCORED'] as const) {
      expect(yourPartWords(part({ status, winnings: null }), money)).toBe(
        'You had 2 tickets in this draw. Prizes are being paid: your winnings show here once they are.',
      );
      expect(yourWinningsCell(part({ status }), money)).toBe('');
    }
  });

  it('says nothing for a draw they did not play', () => {
    expect(yourPartWords(part({ customerTickets: [], winnings: null }), money)).toBeNull();
    expect(yourPartWords(null, money)).toBeNull();
    expect(yourWinningsCell(part({ customerTickets: [] }), money)).toBe('');
  });
});
