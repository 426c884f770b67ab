import { AccountFrame } from '../../features/account';
import { AutoplayList } from '../../features/recurring';
import { loadAutoplays } from '../../features/recurring/index.server';
import { pageTitle } from '../../features/shell';
import type { Route } from './+types/autoplays';

/** /my-account/autoplay[/:page]: the customer's autoplays (issue 25). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadAutoplays(request, context, params.page);
}

export function meta({ data, matches }: Route.MetaArgs) {
  const page = data && data.list.page > 1 ? `, page ${data.list.page}` : '';
  return [{ title: pageTitle(`AutoPlay${page}`, matches) }];
}

export default function AutoplaysPage({ loaderData: { list, offers } }: Route.ComponentProps) {
  return (
    <AccountFrame title="AutoPlay" lead="Tickets bought for you for every draw, until you pause or cancel.">
      <AutoplayList list={list} offers={offers} />
    </AccountFrame>
  );
}
