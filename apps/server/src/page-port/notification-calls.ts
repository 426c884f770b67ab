import {
  customerNotificationSchema,
  type NotificationsPort,
  notificationParamsSchema,
  notificationsReadBodySchema,
  unreadNotificationsSchema,
} from '@drawline/contracts';
import { z } from 'zod';
import {
  dismissOwnNotification,
  type NotificationsDeps,
  readNotifications,
  unreadNotifications,
} from '../flows/notifications/notifications-feed';
import { readCustomerNotifications } from '../queries/read-customer-notifications';
import type { PortKit } from './port-kit';
import { parseInput } from './port-refusal';

/**
 * The notifications feed on the pages' port (decision 421): each runs what its route runs
 * (flows/notifications/notifications.routes.ts), its input checked with the route's schema, for
 * the viewer only (a visitor is 401).
 */
export function notificationCalls(deps: NotificationsDeps, { call, signedIn }: PortKit): NotificationsPort {
  const customerId = async () => (await signedIn()).customerId;
  return {
    notifications: () =>
      call(async () =>
        z.array(customerNotificationSchema).parse(await readCustomerNotifications(deps, await customerId())),
      ),
    unreadNotifications: () =>
      call(async () => unreadNotificationsSchema.parse(await unreadNotifications(deps, await customerId()))),
    markNotificationsRead: (ids) =>
      call(async () => {
        const who = await customerId();
        const body = parseInput(notificationsReadBodySchema, ids ? { ids } : {});
        return unreadNotificationsSchema.parse(await readNotifications(deps, who, body.ids));
      }),
    dismissNotification: (id) =>
      call(async () => {
        const who = await customerId();
        const params = parseInput(notificationParamsSchema, { id });
        return unreadNotificationsSchema.parse(await dismissOwnNotification(deps, who, params.id));
      }),
  };
}
