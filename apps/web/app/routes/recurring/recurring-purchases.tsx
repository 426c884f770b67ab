import { AccountFrame } from '../../features/account';
import { RecurringPurchaseList, ScheduledPurchaseList } from '../../features/recurring';
import { loadRecurringPurchases } from '../../features/recurring/index.server';
import { pageTitle } from '../../features/shell';
import type { Route } from './+types/recurring-purchases';

/** /my-account/recurring-purchases[/:page]: autoplays and subscriptions together (issue 25). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadRecurringPurchases(request, context, params.page);
}

export function meta({ data, matches }: Route.MetaArgs) {
  const page = data && data.list.page > 1 ? `, page ${data.list.page}` : '';
  return [{ title: pageTitle(`Recurring purchases${page}`, matches) }];
}

export default function RecurringPurchasesPage({ loaderData: { list, offers, scheduled } }: Route.ComponentProps) {
  return (
    <AccountFrame title="Recurring purchases" lead="Your AutoPlay and subscriptions together.">
      <RecurringPurchaseList list={list} offers={offers} />
      {scheduled ? <ScheduledPurchaseList items={scheduled} /> : null}
    </AccountFrame>
  );
}
