import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { raffleTicketCounters } from './orders.tables';

/**
 * Raffle ticket numbers for each raffle draw of the order: one atomic increment of the draw's
 * counter, so concurrent purchases get disjoint ranges. Taken in draw id order, so two orders
 * for the same draws never wait on each other in a cycle.
 */
export async function takeRaffleNumbers(tx: Tx, wanted: Map<string, number>): Promise<Map<string, number>> {
  const next = new Map<string, number>();
  for (const drawId of [...wanted.keys()].sort()) {
    const quantity = wanted.get(drawId) as number;
    const [counter] = await tx
      .insert(raffleTicketCounters)
      .values({ drawId, lastNumber: quantity })
      .onConflictDoUpdate({
        target: raffleTicketCounters.drawId,
        set: { lastNumber: sql`${raffleTicketCounters.lastNumber} + ${quantity}` },
      })
      .returning({ lastNumber: raffleTicketCounters.lastNumber });
    next.set(drawId, (counter?.lastNumber as number) - quantity + 1);
  }
  return next;
}
