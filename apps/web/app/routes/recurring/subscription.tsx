import { AccountFrame } from '../../features/account';
import { SubscriptionDetails } from '../../features/recurring';
import { loadSubscription, recurringAction } from '../../features/recurring/index.server';
import { pageTitle } from '../../features/shell';
import type { Route } from './+types/subscription';

/** /my-account/subscriptions/ticket/:id: one subscription, paused, resumed, changed or cancelled here (issue 25). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadSubscription(request, context, params.id);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return recurringAction(request, context, 'subscriptions', params.id);
}

export function meta({ data, matches }: Route.MetaArgs) {
  return [{ title: pageTitle(`${data?.offer?.name ?? 'Your'} subscription`, matches) }];
}

export default function SubscriptionPage({ loaderData: { subscription, offer }, actionData }: Route.ComponentProps) {
  return (
    <AccountFrame title="Your subscription">
      <SubscriptionDetails subscription={subscription} offer={offer} actionData={actionData} />
    </AccountFrame>
  );
}
