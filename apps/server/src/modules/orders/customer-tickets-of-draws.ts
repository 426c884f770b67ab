import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orderLines, tickets } from './orders.tables';

/** A customer's ticket in a draw, for the customer's results (GET /draws/past_customer, /draw/full_result_customer). */
export interface CustomerTicketInDraw {
  ticketId: string;
  orderId: string;
  drawId: string;
}

/** The customer's tickets in some draws, in ticket id order: one read on the customer's ticket index. */
export async function customerTicketsOfDraws(
  db: Db | Tx,
  customerId: string,
  drawIds: readonly string[],
): Promise<CustomerTicketInDraw[]> {
  if (!drawIds.length) return [];
  return db
    .select({ ticketId: tickets.ticketId, orderId: orderLines.orderId, drawId: tickets.drawId })
    .from(tickets)
    .innerJoin(orderLines, eq(orderLines.orderLineId, tickets.orderLineId))
    .where(and(eq(tickets.customerId, customerId), inArray(tickets.drawId, [...drawIds])))
    .orderBy(asc(tickets.ticketId));
}
