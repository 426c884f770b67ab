import type { CustomerNotification, UnreadNotifications } from '@drawline/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { dismissNotification, markNotificationsRead } from '../../modules/notifications';
import { AppError } from '../../platform/app-error';
import { readCustomerNotifications } from '../../queries/read-customer-notifications';

export interface NotificationsDeps {
  db: Db;
  clock: Clock;
}

const unreadOf = (feed: readonly CustomerNotification[]): UnreadNotifications => ({
  unread: feed.filter((n) => n.readAt === null).length,
});

/** GET /notifications/unread: the navigation badge's count (decision 421). */
export async function unreadNotifications(deps: NotificationsDeps, customerId: string): Promise<UnreadNotifications> {
  return unreadOf(await readCustomerNotifications(deps, customerId));
}

/**
 * POST /notifications/read (decision 421): the customer read these of their feed, or all it shows
 * when no ids are given. Only ids their own feed holds are kept, so another customer's id or a
 * made-up one changes nothing; answers the badge's count after.
 */
export async function readNotifications(
  deps: NotificationsDeps,
  customerId: string,
  ids: readonly string[] | undefined,
): Promise<UnreadNotifications> {
  const feed = await readCustomerNotifications(deps, customerId);
  const shown = new Set(feed.filter((n) => n.readAt === null).map((n) => n.id));
  const read = ids ? [...new Set(ids)].filter((id) => shown.has(id)) : [...shown];
  await markNotificationsRead(deps.db, customerId, read, deps.clock.now());
  return { unread: shown.size - read.length };
}

/** POST /notifications/{id}/dismiss (decision 421): one of the customer's own, else 404 and nothing changed. */
export async function dismissOwnNotification(
  deps: NotificationsDeps,
  customerId: string,
  id: string,
): Promise<UnreadNotifications> {
  const feed = await readCustomerNotifications(deps, customerId);
  if (!feed.some((n) => n.id === id)) throw new AppError('not_found', { message: 'No such notification.' });
  await dismissNotification(deps.db, customerId, id, deps.clock.now());
  return unreadOf(feed.filter((n) => n.id !== id));
}
