import { AccountFrame } from '../../features/account';
import { SubscriptionList } from '../../features/recurring';
import { loadSubscriptions } from '../../features/recurring/index.server';
import { pageTitle } from '../../features/shell';
import type { Route } from './+types/subscriptions';

/** /my-account/subscriptions[/:page]: the customer's subscriptions (issue 25). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadSubscriptions(request, context, params.page);
}

export function meta({ data, matches }: Route.MetaArgs) {
  const page = data && data.list.page > 1 ? `, page ${data.list.page}` : '';
  return [{ title: pageTitle(`Subscriptions${page}`, matches) }];
}

export default function SubscriptionsPage({ loaderData: { list, offers } }: Route.ComponentProps) {
  return (
    <AccountFrame title="Subscriptions" lead="Tickets bought for you on a schedule, until you pause or cancel.">
      <SubscriptionList list={list} offers={offers} />
    </AccountFrame>
  );
}
