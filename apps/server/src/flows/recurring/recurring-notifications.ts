import { RECURRING_SYNC_LIMIT, type RecurringSync } from '@drawline/contracts';
import { createThrottle } from '../../modules/identity';
import { syncRecurringPurchases } from './payment-resolutions';
import type { RecurringEngineDeps } from './recurring-flow.deps';

/**
 * POST /process_recurring_purchases/sync as the customer asks it (decision 372): each ask counts
 * against the customer's allowance (RECURRING_SYNC_LIMIT, kept in the database so every process
 * shares it, as the sign-in limits are), then syncs; past the allowance 429 rate_limited with
 * Retry-After, and nothing is asked of the gateway. The engine's own retries are not counted.
 */
export async function syncRecurringPurchasesAsked(
  deps: RecurringEngineDeps,
  customerId: string,
): Promise<RecurringSync> {
  await createThrottle(deps).take(`recurring-sync:${customerId}`, { kind: 'window', ...RECURRING_SYNC_LIMIT });
  return syncRecurringPurchases(deps, customerId);
}
