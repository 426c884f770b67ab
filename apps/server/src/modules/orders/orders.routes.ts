import {
  checkoutIdSchema,
  receiptSchema,
  syndicateShareTicketSchema,
  ticketIdSchema,
  ticketSchema,
  ticketsQuerySchema,
} from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownerOnly, requireCustomer } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import type { OrdersService } from './orders.service';

/**
 * Receipts and tickets answer their owner only: the customer is required before the call is
 * validated (401 for a visitor, whatever the path), another customer's id is 404, and nothing is
 * kept by the server cache, a browser or a CDN.
 */
const tags = ['orders'];
const ticketParams = z.object({ ticketId: ticketIdSchema });

export function ordersRoutes(deps: { orders: OrdersService }): FastifyPluginAsyncZod {
  const { orders } = deps;
  return async (app) => {
    app.get(
      '/checkout/:checkoutId',
      {
        ...ownerOnly,
        config: { version: '3.4' },
        schema: {
          tags,
          summary: 'The receipt of a purchase: orders, total and tracking data',
          params: z.object({ checkoutId: checkoutIdSchema }),
          response: { 200: envelopeOf(receiptSchema) },
        },
      },
      async (request) =>
        ok(await orders.getReceipt({ customerId: requireCustomer(request).customerId, ...request.params })),
    );

    app.get(
      '/tickets',
      {
        ...ownerOnly,
        schema: {
          tags,
          summary: "The customer's upcoming or past tickets, a page at a time",
          querystring: ticketsQuerySchema,
          response: { 200: envelopeOf(z.array(ticketSchema)) },
        },
      },
      async (request) => {
        const { tickets, pageInfo } = await orders.listTickets({
          customerId: requireCustomer(request).customerId,
          ...request.query,
        });
        return ok(tickets, { pageInfo });
      },
    );

    app.get(
      '/tickets/:ticketId',
      {
        ...ownerOnly,
        schema: {
          tags,
          summary: 'One of the customer’s tickets',
          params: ticketParams,
          response: { 200: envelopeOf(ticketSchema) },
        },
      },
      async (request) =>
        ok(await orders.getTicket({ customerId: requireCustomer(request).customerId, ...request.params })),
    );

    app.get(
      '/syndicate-shares/:ticketId',
      {
        ...ownerOnly,
        schema: {
          tags,
          summary: 'One of the customer’s syndicate share tickets, with what the syndicate plays',
          params: ticketParams,
          response: { 200: envelopeOf(syndicateShareTicketSchema) },
        },
      },
      async (request) =>
        ok(await orders.getSyndicateShare({ customerId: requireCustomer(request).customerId, ...request.params })),
    );
  };
}
