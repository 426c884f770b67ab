/**
 * The orders pages' data: one call per page to the platform (docs/decisions/122, 102), after the
 * page's gates: a signed-in customer (else login, coming back here) and, for tickets and
 * transactions, the viewing orders capability (1-platform.md §6; else the 404 page).
 */
import { type CapabilityNeed, checkoutIdSchema, type TicketState, ticketIdSchema } from '@drawline/contracts';
import { type AppLoadContext, redirect } from 'react-router';
import { apiSession } from '../../lib/api-session.server';
import { requireCapabilities, routeNeeds } from '../../lib/capabilities';
import { requireCustomer } from '../../lib/customer.server';
import { notFound, orNotFound as or404 } from '../../lib/not-found';
import { LIST_PAGE_SIZE, type ListPage, offsetOf, pageCount, pageOf } from './paging';
import { ticketPath } from './ticket-paths';

/** The largest page GET /tickets answers; print-tickets reads the upcoming tickets this many at a time. */
const TICKETS_MAX_PAGE_SIZE = 100;
/** At most this many tickets go on paper at once; the sheet says when there are more. */
export const PRINT_TICKETS_LIMIT = 1000;

async function gate(request: Request, context: AppLoadContext, need: CapabilityNeed | null) {
  await Promise.all([requireCustomer(request, context), need ? requireCapabilities(request, context, need) : null]);
  return apiSession(request, context);
}

/** A page of a list: a page past the last is no page, except the first (the empty state). */
function listPage<T>(items: T[] | null, info: { limit: number; total: number } | null, page: number): ListPage<T> {
  const pages = pageCount(info);
  if (page > pages) throw notFound();
  return { items: items ?? [], page, pages, total: info?.total ?? 0 };
}

/**
 * /receipt/:checkoutID: the customer's own receipt (GET /checkout/{checkoutID}, v3.4), and the
 * address its order confirmation was emailed to (the customer's, as the purchase sent it).
 */
export async function loadReceipt(request: Request, context: AppLoadContext, checkoutId: string | undefined) {
  const customer = await requireCustomer(request, context);
  const session = apiSession(request, context);
  if (!checkoutIdSchema.safeParse(checkoutId).success) throw notFound();
  const receipt = await or404(session.platform.receipt(checkoutId as string));
  return { receipt, emailedTo: customer.email, headers: session.headers() };
}

/** /my-account/{upcoming,past}-tickets[/:page]: the customer's tickets of one state, a page at a time. */
export async function loadTickets(
  request: Request,
  context: AppLoadContext,
  state: TicketState,
  pageParam: string | undefined,
) {
  const session = await gate(request, context, routeNeeds.viewingOrders);
  const page = pageOf(pageParam);
  if (page === null) throw notFound();
  const query = { state, limit: String(LIST_PAGE_SIZE), offset: String(offsetOf(page)) };
  const answer = await session.platform.tickets(query);
  return { list: listPage(answer.items, answer.pageInfo, page), headers: session.headers() };
}

/**
 * /my-account/{upcoming,past}-tickets/ticket/:id: one ticket. A ticket asked for under the other
 * list, or a syndicate share, is sent to the one page it is shown on.
 */
export async function loadTicket(request: Request, context: AppLoadContext, id: string | undefined) {
  const session = await gate(request, context, routeNeeds.viewingOrders);
  if (!ticketIdSchema.safeParse(id).success) throw notFound();
  const ticket = await or404(session.platform.ticket(id as string));
  const canonical = ticketPath(ticket);
  if (new URL(request.url).pathname !== canonical) throw redirect(canonical, { headers: session.headers() });
  return { ticket, headers: session.headers() };
}

/** /my-account/syndicate-tickets/share/:id: a syndicate share with what the syndicate plays. */
export async function loadSyndicateShare(request: Request, context: AppLoadContext, id: string | undefined) {
  const session = await gate(request, context, routeNeeds.viewingOrders);
  if (!ticketIdSchema.safeParse(id).success) throw notFound();
  const share = await or404(session.platform.syndicateShare(id as string));
  return { share, headers: session.headers() };
}

/** /my-account/print-tickets: every upcoming ticket (up to PRINT_TICKETS_LIMIT), soonest first. */
export async function loadPrintTickets(request: Request, context: AppLoadContext) {
  const session = await gate(request, context, routeNeeds.viewingOrders);
  const pageAt = (offset: number) =>
    session.platform.tickets({ state: 'upcoming', limit: String(TICKETS_MAX_PAGE_SIZE), offset: String(offset) });
  const first = await pageAt(0);
  const total = first.pageInfo?.total ?? first.items.length;
  const offsets: number[] = [];
  for (let o = TICKETS_MAX_PAGE_SIZE; o < Math.min(total, PRINT_TICKETS_LIMIT); o += TICKETS_MAX_PAGE_SIZE) {
    offsets.push(o);
  }
  // The rest in parallel: each is a different slice of the list.
  const rest = await Promise.all(offsets.map(pageAt));
  const tickets = [first, ...rest].flatMap((a) => a.items).slice(0, PRINT_TICKETS_LIMIT);
  return { tickets, total, headers: session.headers() };
}

/** /my-account/transactions[/:page]: movements of the customer's funds, newest first (GET /transactions). */
export async function loadTransactions(request: Request, context: AppLoadContext, pageParam: string | undefined) {
  const session = await gate(request, context, routeNeeds.transactions);
  const page = pageOf(pageParam);
  if (page === null) throw notFound();
  const answer = await session.platform.transactions({ limit: String(LIST_PAGE_SIZE), offset: String(offsetOf(page)) });
  return { list: listPage(answer.items, answer.pageInfo, page), headers: session.headers() };
}
