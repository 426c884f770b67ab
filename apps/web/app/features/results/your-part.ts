import { type CustomerPastDraw, type DrawStatus, type Money, settledStatuses } from '@drawline/contracts';

/** The signed-in customer's part of a draw, as the customer results calls answer it (docs/decisions/262). */
export type YourPart = Pick<CustomerPastDraw, 'customerTickets' | 'winnings'> & { status: DrawStatus };

/**
 * The customer's part of a draw in words: how many tickets they held and what they won as
 * settled; while the draw is not paid yet (drawn, scored) the prizes are on their way. Null when
 * they held no ticket in it (or the page has no customer).
 */
export function yourPartWords(part: YourPart | null, money: (m: Money) => string): string | null {
  if (!part?.customerTickets.length) return null;
  const n = part.customerTickets.length;
  const held = `You had ${n} ${n === 1 ? 'ticket' : 'tickets'} in this draw.`;
  if (!settledStatuses.includes(part.status))
    return `${held} Prizes are being paid: your winnings show here once they are.`;
  return part.winnings ? `${held} You won ${money(part.winnings)}.` : `${held} No win this time.`;
}

/** A past draw's "your winnings" cell: the settled amount, "–" for no win, blank for no ticket or not paid yet. */
export function yourWinningsCell(part: YourPart | null, money: (m: Money) => string): string {
  if (!part?.customerTickets.length || !settledStatuses.includes(part.status)) return '';
  return part.winnings ? money(part.winnings) : '–';
}
