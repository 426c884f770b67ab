import { AccountFrame } from '../../features/account';
import { NotificationList } from '../../features/notifications';
import { loadNotifications, notificationsAction } from '../../features/notifications/index.server';
import { pageTitle } from '../../features/shell';
import type { Route } from './+types/notifications';

/** /my-account/notifications: the customer's notifications feed (issue 30, decision 421). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadNotifications(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return notificationsAction(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Messages', matches) }];
}

export default function NotificationsPage({ loaderData: { notifications }, actionData }: Route.ComponentProps) {
  return (
    <AccountFrame title="Messages" lead="What happened to your account: wins, withdrawals and purchases that need you.">
      <NotificationList notifications={notifications} result={actionData} />
    </AccountFrame>
  );
}
