import { type CustomerNotification, RECURRING_SYNC_LIMIT, type RecurringSync } from '@drawline/contracts';
import { createThrottle } from '../../modules/identity';
import { noticesOf } from '../../modules/recurring';
import { syncRecurringPurchases } from './payment-resolutions';
import type { RecurringEngineDeps } from './recurring-flow.deps';
import { RESOLUTION_PATH } from './recurring-notice-email';

/**
 * GET /notifications (decision 373): the customer's in-site messages about recurring purchases,
 * newest first, in the spec's Notification shape (3-account.md §3), each with the link to the
 * payment resolution. The link is the shop's own path, whatever address the message was written with.
 */
export async function listCustomerNotifications(
  deps: Pick<RecurringEngineDeps, 'db'>,
  customerId: string,
): Promise<CustomerNotification[]> {
  const rows = await noticesOf(deps.db, customerId, 50);
  return rows.map((row) => ({
    id: `${row.kind}_${row.recurringPurchaseId}_${row.drawId}`,
    title: row.title,
    icon: row.kind === 'failure' ? 'error' : 'warning',
    message: row.body,
    isAutoDismissed: false,
    actions: [{ id: 'payment-resolution', text: 'Fix your payment', link: RESOLUTION_PATH, deepLink: null }],
    createdAt: row.createdAt.toISOString(),
  }));
}

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
