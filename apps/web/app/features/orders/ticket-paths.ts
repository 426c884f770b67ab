import type { Ticket, TicketState } from '@drawline/contracts';
import { pathTo } from '../../lib/capabilities';

/** The ticket lists of 1-platform.md §2, by the state a ticket is in. */
export const ticketLists = {
  upcoming: {
    route: '/my-account/upcoming-tickets/:page?',
    title: 'Upcoming tickets',
    empty: 'You have no upcoming tickets.',
  },
  past: {
    route: '/my-account/past-tickets/:page?',
    title: 'Past tickets',
    empty: 'You have no past tickets yet.',
  },
} as const satisfies Record<TicketState, { route: string; title: string; empty: string }>;

/** The first page of a ticket list. */
export const ticketListPath = (state: TicketState) => pathTo(ticketLists[state].route);

/**
 * The one page a ticket is shown on: a syndicate share on its share page, any other ticket under
 * the list of its state (a ticket moves from upcoming to past when its draw date passes).
 */
export function ticketPath(ticket: Pick<Ticket, 'ticketId' | 'state' | 'productType'>): string {
  const id = ticket.ticketId;
  if (ticket.productType === 'syndicate_share') return pathTo('/my-account/syndicate-tickets/share/:id', { id });
  return ticket.state === 'past'
    ? pathTo('/my-account/past-tickets/ticket/:id', { id })
    : pathTo('/my-account/upcoming-tickets/ticket/:id', { id });
}
