import type { TicketState } from '@drawline/contracts';
import { data } from 'react-router';
import { AccountFrame } from '../../features/account';
import { TicketList, TicketTabs, ticketLists } from '../../features/orders';
import { loadTickets } from '../../features/orders/index.server';
import { pageTitle } from '../../features/shell';
import { PageLink } from '../../lib/capabilities';
import type { Route } from './+types/tickets';

const stateOf = (pathname: string): TicketState =>
  pathname.startsWith('/my-account/past-tickets') ? 'past' : 'upcoming';

/** /my-account/upcoming-tickets[/:page] and /my-account/past-tickets[/:page]: ten tickets a page. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const state = stateOf(new URL(request.url).pathname);
  const { list, headers } = await loadTickets(request, context, state, params.page);
  return data({ state, list }, { headers });
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const page = data.list.page > 1 ? `, page ${data.list.page}` : '';
  return [{ title: pageTitle(`${ticketLists[data.state].title}${page}`, matches) }];
}

export default function TicketsPage({ loaderData }: Route.ComponentProps) {
  const { state, list } = loaderData;
  return (
    <AccountFrame title={ticketLists[state].title}>
      <div className="orders-toolbar">
        <TicketTabs />
        {state === 'upcoming' && list.total > 0 ? (
          <PageLink route="/my-account/print-tickets" className="orders-print-link">
            Print my tickets
          </PageLink>
        ) : null}
      </div>
      <TicketList state={state} list={list} />
    </AccountFrame>
  );
}
