import { and, eq, inArray, sql } from 'drizzle-orm';
import { recurringPlacements } from './recurring.tables';
import type { Executor } from './recurring-store';

/** How many draws each recurring purchase has bought, for the customer's answers. */
export async function placedDraws(exec: Executor, ids: readonly string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await exec
    .select({ id: recurringPlacements.recurringPurchaseId, n: sql<number>`count(*)::int` })
    .from(recurringPlacements)
    .where(
      and(inArray(recurringPlacements.recurringPurchaseId, [...ids]), eq(recurringPlacements.outcome, 'purchased')),
    )
    .groupBy(recurringPlacements.recurringPurchaseId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}
