import type { CustomerNotification } from '@drawline/contracts';
import { Form, Link, useNavigation } from 'react-router';
import { useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icons';
import type { NotificationsActionData } from './notifications.server';
import './notifications.css';

const tone: Record<CustomerNotification['icon'], string> = {
  error: 'notice--error',
  warning: 'notice--warning',
  success: 'notice--success',
  info: '',
};

/**
 * /my-account/notifications: the feed, newest first; unread ones marked in words and by weight;
 * each with its link and a Remove button; Mark all as read when any is unread. What a form did is
 * said in the live region.
 */
export function NotificationList({
  notifications,
  result,
}: {
  notifications: CustomerNotification[];
  result: NotificationsActionData | undefined;
}) {
  const l = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  const unread = notifications.filter((n) => n.readAt === null).length;
  return (
    <>
      <div role="status" aria-live="polite" className="notifications-status">
        {result ? <p className={`notice ${result.ok ? 'notice--success' : 'notice--error'}`}>{result.said}</p> : null}
      </div>
      {notifications.length === 0 ? (
        <p className="card">
          You have no messages. We will tell you here when you win, when a withdrawal moves, or when a recurring
          purchase needs you.
        </p>
      ) : (
        <>
          <div className="notifications-toolbar">
            <p>
              {unread === 0
                ? 'You have read every message.'
                : `${unread} unread ${unread === 1 ? 'message' : 'messages'}.`}
            </p>
            {unread > 0 ? (
              <Form method="post">
                <Button type="submit" name="intent" value="read-all" variant="secondary" loading={busy === 'read-all'}>
                  Mark all as read
                </Button>
              </Form>
            ) : null}
          </div>
          <ul className="notifications-list" aria-label="Messages">
            {notifications.map((n) => (
              <li
                key={n.id}
                className={`card notice notification ${tone[n.icon]} ${n.readAt === null ? 'notification--unread' : ''}`}
              >
                <Icon name={n.icon} className="notification-icon" />
                <div className="notification-body">
                  <h2 className="notification-title">
                    {n.readAt === null ? <span className="visually-hidden">Unread: </span> : null}
                    {n.title}
                  </h2>
                  <p className="notification-when">
                    <time dateTime={n.createdAt}>{l.date(n.createdAt)}</time>
                  </p>
                  <p>{n.message}</p>
                  <div className="notification-actions">
                    {n.actions.map((a) => (
                      <Link key={a.id} to={a.link}>
                        {a.text}
                      </Link>
                    ))}
                    <Form method="post">
                      <input type="hidden" name="id" value={n.id} />
                      <Button type="submit" name="intent" value="dismiss" variant="ghost" size="small">
                        Remove<span className="visually-hidden"> the message “{n.title}”</span>
                      </Button>
                    </Form>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
