import { AccountFrame } from '../../features/account';
import { ScheduledPurchaseDetails } from '../../features/recurring';
import { loadScheduledPurchase, scheduledAction } from '../../features/recurring/index.server';
import { pageTitle } from '../../features/shell';
import type { Route } from './+types/scheduled-purchase';

/** /my-account/scheduled-purchases/:id: one scheduled purchase or pre-order, cancelled here (issue 25, decision 364). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadScheduledPurchase(request, context, params.id);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return scheduledAction(request, context, params.id);
}

export function meta({ data, matches }: Route.MetaArgs) {
  const kind = data?.scheduled.kind === 'pre_order' ? 'pre-order' : 'scheduled purchase';
  return [{ title: pageTitle(`${data?.scheduled.productOfferName ?? 'Your'} ${kind}`, matches) }];
}

export default function ScheduledPurchasePage({ loaderData: { scheduled }, actionData }: Route.ComponentProps) {
  return (
    <AccountFrame title="Your scheduled purchase">
      <ScheduledPurchaseDetails scheduled={scheduled} actionData={actionData} />
    </AccountFrame>
  );
}
