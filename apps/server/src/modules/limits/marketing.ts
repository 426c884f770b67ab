import { inArray } from 'drizzle-orm';
import type { Executor } from './limit-store';
import { isExcluded, readLimitState } from './limit-store';
import { limitStates } from './limits.tables';

/**
 * A customer on a break from play is sent no marketing until it ends (docs/decisions/213):
 * every marketing send asks here, whatever the customer's communication preferences say.
 */
export async function isExcludedFromMarketing(exec: Executor, customerId: string, now: Date): Promise<boolean> {
  return isExcluded(await readLimitState(exec, customerId), now);
}

/** The customers of a marketing send, less those on a break: one query for the whole list. */
export async function marketingAudience(exec: Executor, customerIds: readonly string[], now: Date): Promise<string[]> {
  if (!customerIds.length) return [];
  const states = await exec
    .select()
    .from(limitStates)
    .where(inArray(limitStates.customerId, [...customerIds]));
  const excluded = new Set(states.filter((s) => isExcluded(s, now)).map((s) => s.customerId));
  return customerIds.filter((id) => !excluded.has(id));
}
