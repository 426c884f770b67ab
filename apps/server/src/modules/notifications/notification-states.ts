import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { notificationStates } from './notifications.tables';

type Executor = Db | Tx;

export interface NotificationState {
  readAt: Date;
  dismissedAt: Date | null;
}

/** The customer's states of these notifications, by notification id (none: unread). */
export async function notificationStatesOf(
  exec: Executor,
  customerId: string,
  notificationIds: readonly string[],
): Promise<Map<string, NotificationState>> {
  if (!notificationIds.length) return new Map();
  const rows = await exec
    .select()
    .from(notificationStates)
    .where(
      and(
        eq(notificationStates.customerId, customerId),
        inArray(notificationStates.notificationId, [...notificationIds]),
      ),
    );
  return new Map(rows.map((r) => [r.notificationId, { readAt: r.readAt, dismissedAt: r.dismissedAt }]));
}

/**
 * Marks the customer's notifications read; one already read keeps its first reading. Ids are the
 * feed's own (the caller checks they are the customer's), so a made-up id marks nothing shown.
 */
export async function markNotificationsRead(
  exec: Executor,
  customerId: string,
  notificationIds: readonly string[],
  now: Date,
): Promise<void> {
  if (!notificationIds.length) return;
  await exec
    .insert(notificationStates)
    .values(notificationIds.map((notificationId) => ({ customerId, notificationId, readAt: now })))
    .onConflictDoNothing();
}

/** Dismisses one of the customer's notifications (read, if it was not): the feed shows it no more. */
export async function dismissNotification(
  exec: Executor,
  customerId: string,
  notificationId: string,
  now: Date,
): Promise<void> {
  await exec
    .insert(notificationStates)
    .values({ customerId, notificationId, readAt: now, dismissedAt: now })
    .onConflictDoUpdate({
      target: [notificationStates.customerId, notificationStates.notificationId],
      set: { dismissedAt: sql`coalesce(${notificationStates.dismissedAt}, excluded.dismissed_at)` },
    });
}
