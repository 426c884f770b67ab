import { SubscribePage } from '../../features/recurring';
import { loadSubscribePage } from '../../features/recurring/index.server';
import { pageTitle } from '../../features/shell';
import type { Route } from './+types/subscribe';

/** /:productOfferKey/subscription: subscribe to an offer by the spec's frequencies (issue 25, decision 368). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadSubscribePage(request, context, params.productOfferKey);
}

export function meta({ data, matches }: Route.MetaArgs) {
  return [{ title: pageTitle(`Subscribe to ${data?.offer.name ?? 'a draw'}`, matches) }];
}

export default function SubscribeRoute({ loaderData }: Route.ComponentProps) {
  return <SubscribePage {...loaderData} />;
}
