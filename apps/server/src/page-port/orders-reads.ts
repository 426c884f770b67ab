import {
  type CustomerPortReads,
  checkoutIdSchema,
  receiptSchema,
  syndicateShareTicketSchema,
  ticketIdSchema,
  ticketSchema,
  ticketsQuerySchema,
} from '@drawline/contracts';
import { z } from 'zod';
import type { OrdersService } from '../modules/orders';
import { type PortKit, pagedOf } from './port-kit';
import { parseInput } from './port-refusal';

type OrdersReads = Pick<CustomerPortReads, 'receipt' | 'tickets' | 'ticket' | 'syndicateShare'>;

const checkoutParams = z.object({ checkoutId: checkoutIdSchema });
const ticketParams = z.object({ ticketId: ticketIdSchema });

/**
 * The orders pages' reads, as modules/orders' routes run them: the customer first (a visitor is
 * refused 401 before the call is checked), another customer's receipt or ticket is 404.
 */
export function ordersReads({ orders }: { orders: OrdersService }, kit: PortKit): OrdersReads {
  const { call, signedIn } = kit;
  return {
    receipt: (checkoutId) =>
      call(async () => {
        const { customerId } = await signedIn();
        const params = parseInput(checkoutParams, { checkoutId });
        return receiptSchema.parse(await orders.getReceipt({ customerId, ...params }));
      }),

    tickets: (query = {}) =>
      call(async () => {
        const { customerId } = await signedIn();
        const { tickets, pageInfo } = await orders.listTickets({
          customerId,
          ...parseInput(ticketsQuerySchema, query),
        });
        return pagedOf(ticketSchema).parse({ items: tickets, pageInfo });
      }),

    ticket: (ticketId) =>
      call(async () => {
        const { customerId } = await signedIn();
        return ticketSchema.parse(await orders.getTicket({ customerId, ...parseInput(ticketParams, { ticketId }) }));
      }),

    syndicateShare: (ticketId) =>
      call(async () => {
        const { customerId } = await signedIn();
        const params = parseInput(ticketParams, { ticketId });
        return syndicateShareTicketSchema.parse(await orders.getSyndicateShare({ customerId, ...params }));
      }),
  };
}
