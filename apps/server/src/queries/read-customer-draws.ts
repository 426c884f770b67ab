import { type CustomerPastDraw, type DrawStatus, settledStatuses, toCurrency } from '@drawline/contracts';
import type { Db } from '../db/client';
import { customerTicketsOfDraws } from '../modules/orders';
import { winningsOfTickets } from '../modules/settlement';

/** The signed-in customer's part of a draw's result. */
export type CustomerDrawPart = Pick<CustomerPastDraw, 'customerTickets' | 'winnings'>;

/**
 * The customer's part of some draws' results (docs/decisions/262): their tickets in each draw
 * (orders) and what each won (settlement's wins), in two reads for the whole page. Amounts are
 * the shop's settled ones: shown once the draw is paid (2-shopping.md §4: paid and emailed are
 * settled), null before, and null for a settled draw they did not win.
 */
export async function readCustomerDraws(
  db: Db,
  customerId: string,
  draws: readonly { drawId: string; status: DrawStatus }[],
): Promise<Map<string, CustomerDrawPart>> {
  const held = await customerTicketsOfDraws(
    db,
    customerId,
    draws.map((d) => d.drawId),
  );
  const settled = new Set(draws.filter((d) => settledStatuses.includes(d.status)).map((d) => d.drawId));
  const won = await winningsOfTickets(
    db,
    held.filter((t) => settled.has(t.drawId)).map((t) => t.ticketId),
  );
  const parts = new Map<string, CustomerDrawPart>();
  for (const draw of draws) {
    const customerTickets = held
      .filter((t) => t.drawId === draw.drawId)
      .map((t) => {
        const w = won.get(t.ticketId);
        return {
          ticketId: t.ticketId,
          orderId: t.orderId,
          winnings: w && w.amount > 0 ? { amount: w.amount, currency: toCurrency(w.currency) } : null,
        };
      });
    const wins = customerTickets.flatMap((t) => (t.winnings ? [t.winnings] : []));
    const total = wins.reduce((n, w) => n + w.amount, 0);
    parts.set(draw.drawId, {
      customerTickets,
      winnings: wins[0] && total > 0 ? { amount: total, currency: wins[0].currency } : null,
    });
  }
  return parts;
}
