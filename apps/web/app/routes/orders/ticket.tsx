import { data } from 'react-router';
import { AccountFrame } from '../../features/account';
import { TicketDetails } from '../../features/orders';
import { loadTicket } from '../../features/orders/index.server';
import { pageTitle } from '../../features/shell';
import type { Route } from './+types/ticket';

/** /my-account/{upcoming,past}-tickets/ticket/:id: one of the customer's tickets. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { ticket, headers } = await loadTicket(request, context, params.id);
  return data({ ticket }, { headers });
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  return [{ title: pageTitle(`${data.ticket.productOfferName} ticket, draw ${data.ticket.drawNo}`, matches) }];
}

export default function TicketPage({ loaderData: { ticket } }: Route.ComponentProps) {
  return (
    <AccountFrame title={`${ticket.productOfferName} ticket`}>
      <TicketDetails ticket={ticket} />
    </AccountFrame>
  );
}
