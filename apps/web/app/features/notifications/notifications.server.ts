/**
 * The notifications feed, the customer's side (issue 30, decision 421): the messages page and its
 * two forms (mark all read, dismiss one), through the pages' port, behind `notifications_feed`.
 */
import { type CustomerNotification, checkForm, notificationParamsSchema } from '@drawline/contracts';
import { type AppLoadContext, data } from 'react-router';
import { ApiError } from '../../lib/api';
import { apiSession } from '../../lib/api-session.server';
import { requireCapabilities, routeNeeds } from '../../lib/capabilities';
import { requireCustomer } from '../../lib/customer.server';
import { text } from '../../lib/form-errors';

async function gate(request: Request, context: AppLoadContext) {
  await Promise.all([
    requireCustomer(request, context),
    requireCapabilities(request, context, routeNeeds.notifications),
  ]);
  return apiSession(request, context);
}

/** /my-account/notifications: the feed, newest first (GET /notifications). */
export async function loadNotifications(request: Request, context: AppLoadContext) {
  const session = await gate(request, context);
  const notifications: CustomerNotification[] = await session.platform.notifications();
  return data({ notifications }, { headers: session.headers() });
}

/** What the page's forms answer: said in its live region. */
export type NotificationsActionData = { ok: true; said: string } | { ok: false; said: string };

/**
 * The page's forms: `read-all` (POST /notifications/read) and `dismiss` with the notification's id
 * (POST /notifications/{id}/dismiss, the id checked by the call's own schema first).
 */
export async function notificationsAction(request: Request, context: AppLoadContext) {
  const session = await gate(request, context);
  const form = await request.formData();
  const answer = (body: NotificationsActionData, status = 200) =>
    data<NotificationsActionData>(body, { status, headers: session.headers() });
  const intent = text(form, 'intent');
  try {
    if (intent === 'read-all') {
      await session.platform.markNotificationsRead();
      return answer({ ok: true, said: 'All your messages are marked as read.' });
    }
    if (intent === 'dismiss') {
      const checked = checkForm(notificationParamsSchema, { id: text(form, 'id') });
      if (checked.errors) return answer({ ok: false, said: 'That message is not one of yours.' }, 400);
      await session.platform.dismissNotification(checked.data.id);
      return answer({ ok: true, said: 'The message is removed.' });
    }
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return answer(
      { ok: false, said: error.status === 404 ? 'That message is already gone.' : error.message },
      error.status,
    );
  }
  return answer({ ok: false, said: 'This is not available.' }, 400);
}
