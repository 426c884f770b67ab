import {
  customerNotificationSchema,
  notificationParamsSchema,
  notificationsReadBodySchema,
  unreadNotificationsSchema,
} from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownerOnly, requireCustomer } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import { readCustomerNotifications } from '../../queries/read-customer-notifications';
import {
  dismissOwnNotification,
  type NotificationsDeps,
  readNotifications,
  unreadNotifications,
} from './notifications-feed';

const tags = ['notifications'];
const unreadAnswer = { 200: envelopeOf(unreadNotificationsSchema) };

/**
 * The notifications feed (3-account.md §3 Notification; the paths are not shown, decision 421):
 * the list, the badge's count, reading and dismissing, each the signed-in customer's own.
 */
export function notificationsRoutes(deps: NotificationsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/notifications',
      { ...ownerOnly, schema: { tags, response: { 200: envelopeOf(z.array(customerNotificationSchema)) } } },
      async (request) => ok(await readCustomerNotifications(deps, requireCustomer(request).customerId)),
    );
    app.get('/notifications/unread', { ...ownerOnly, schema: { tags, response: unreadAnswer } }, async (request) =>
      ok(await unreadNotifications(deps, requireCustomer(request).customerId)),
    );
    app.post(
      '/notifications/read',
      { ...ownerOnly, schema: { tags, body: notificationsReadBodySchema, response: unreadAnswer } },
      async (request) => ok(await readNotifications(deps, requireCustomer(request).customerId, request.body.ids)),
    );
    app.post(
      '/notifications/:id/dismiss',
      { ...ownerOnly, schema: { tags, params: notificationParamsSchema, response: unreadAnswer } },
      async (request) => ok(await dismissOwnNotification(deps, requireCustomer(request).customerId, request.params.id)),
    );
  };
}
