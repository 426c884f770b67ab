import { AccountFrame } from '../../features/account';
import { NotificationList } from '../../features/recurring';
import { loadNotifications } from '../../features/recurring/index.server';
import { pageTitle } from '../../features/shell';
import type { Route } from './+types/notifications';

/** /my-account/notifications: the in-site messages the shop sent the customer (issue 25, decision 373). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadNotifications(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Messages', matches) }];
}

export default function NotificationsPage({ loaderData: { notifications } }: Route.ComponentProps) {
  return (
    <AccountFrame title="Messages">
      <NotificationList notifications={notifications} />
    </AccountFrame>
  );
}
