import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { inOneStatement, parsedJson, type StatementPart } from '../../db/one-statement';
import { raffleTicketCounters } from './orders.tables';

/**
 * Raffle ticket numbers for each raffle draw of the order: one atomic increment of the draw's
 * counter, so concurrent purchases get disjoint ranges. Taken in draw id order, so two orders
 * for the same draws never wait on each other in a cycle.
 */
export async function takeRaffleNumbers(tx: Tx, wanted: Map<string, number>): Promise<Map<string, number>> {
  if (!wanted.size) return new Map();
  return (await inOneStatement(tx, { numbers: raffleNumbersPart(tx, wanted) })).numbers;
}

/** The counter upsert's name in its statement: an order numbered in the same statement reads its RETURNING. */
export const RAFFLE_NUMBERS_CTE = 'raffle_numbers';

/**
 * takeRaffleNumbers as a part of a flow's statement (docs/decisions/336): every draw's counter in
 * one upsert (its rows in draw id order); answers the first number of each draw's range. The
 * counter rows are held from here to the commit: send it with the transaction's last writes.
 */
export function raffleNumbersPart(tx: Tx, wanted: ReadonlyMap<string, number>): StatementPart<Map<string, number>> {
  const drawIds = [...wanted.keys()].sort();
  const upsert = tx
    .insert(raffleTicketCounters)
    .values(drawIds.map((drawId) => ({ drawId, lastNumber: wanted.get(drawId) as number })))
    .onConflictDoUpdate({
      target: raffleTicketCounters.drawId,
      set: {
        lastNumber: sql`${raffleTicketCounters.lastNumber} + excluded.${sql.identifier(raffleTicketCounters.lastNumber.name)}`,
      },
    })
    .returning({ drawId: raffleTicketCounters.drawId, lastNumber: raffleTicketCounters.lastNumber });
  const drawId = sql.identifier(raffleTicketCounters.drawId.name);
  const lastNumber = sql.identifier(raffleTicketCounters.lastNumber.name);
  return {
    with: [[RAFFLE_NUMBERS_CTE, upsert]],
    answer: sql`(select coalesce(json_agg(json_build_array(n.${drawId}, n.${lastNumber})), '[]'::json) from ${sql.identifier(RAFFLE_NUMBERS_CTE)} n)`,
    read: (value) =>
      new Map(
        (parsedJson(value) as [string, number | string][]).map(([id, last]) => [
          id,
          Number(last) - (wanted.get(id) as number) + 1,
        ]),
      ),
  };
}
