import type { Ticket, TicketState } from '@drawline/contracts';
import { and, asc, count, desc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tickets } from './orders.tables';
import { ticketsOf } from './ticket-view';

export interface ListTicketsInput {
  customerId: string;
  state: TicketState;
  limit: number;
  offset: number;
  now: Date;
}

/**
 * GET /tickets: the customer's upcoming tickets (draw date still ahead on the server's clock),
 * soonest first, or past ones, latest first; a page at a time with the total.
 */
export async function listTickets(
  db: Db,
  { customerId, state, limit, offset, now }: ListTicketsInput,
): Promise<{ tickets: Ticket[]; pageInfo: { limit: number; offset: number; total: number } }> {
  const where = and(
    eq(tickets.customerId, customerId),
    state === 'upcoming' ? gt(tickets.drawDate, now) : lte(tickets.drawDate, now),
  );
  const order =
    state === 'upcoming'
      ? [asc(tickets.drawDate), asc(tickets.createdAt), asc(tickets.ticketId)]
      : [desc(tickets.drawDate), desc(tickets.createdAt), desc(tickets.ticketId)];
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(tickets)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(tickets).where(where),
  ]);
  return { tickets: await ticketsOf(db, rows, now), pageInfo: { limit, offset, total: totals?.total ?? 0 } };
}
