import { AccountFrame } from '../../features/account';
import { TicketDetails } from '../../features/lotto-party';
import { loadTicket } from '../../features/lotto-party/index.server';
import { pageTitle } from '../../features/shell';
import type { Route } from './+types/ticket';

/** /my-account/lotto-party/ticket/:id: one of the customer's lotto party orders (issue 26, decision 454). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadTicket(request, context, params.id);
}

export function meta({ data, matches }: Route.MetaArgs) {
  return [{ title: pageTitle(data ? `${data.order.groupName} shares` : 'Lotto party shares', matches) }];
}

export default function TicketPage({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  return (
    <AccountFrame title={`${order.groupName} shares`}>
      <TicketDetails order={order} />
    </AccountFrame>
  );
}
