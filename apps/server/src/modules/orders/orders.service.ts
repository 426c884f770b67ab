import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Random } from '../../lib/random';
import type { CatalogueCache } from '../catalogue';
import { type CreateOrderInput, createOrder } from './create-order';
import { getReceipt } from './get-receipt';
import { getSyndicateShare, getTicket } from './get-ticket';
import { type ListTicketsInput, listTickets } from './list-tickets';
import { orderNumberOf, takeOrderNo } from './order-number';

export interface OrdersDeps {
  db: Db;
  clock: Clock;
  random: Random;
  /** The process's copy of the catalogue's static rows that order lines are checked against. */
  catalogue?: CatalogueCache;
}

/**
 * Orders, receipts and tickets. The checkout flow writes an order with createOrder in its own
 * transaction; the read calls answer the signed-in customer's own receipts and tickets on the
 * server's clock.
 */
export function createOrdersService(deps: OrdersDeps) {
  const { db, clock } = deps;
  return {
    createOrder: (tx: Tx, input: CreateOrderInput) => createOrder(tx, input, deps),
    /** The next order's place in the sequence and its order number, for a flow that names it before writing it. */
    takeOrderNumber: async (tx: Tx) => {
      const orderNo = await takeOrderNo(tx);
      return { orderNo, orderNumber: orderNumberOf(orderNo) };
    },
    getReceipt: (key: { customerId: string; checkoutId: string }) => getReceipt(db, key),
    listTickets: (query: Omit<ListTicketsInput, 'now'>) => listTickets(db, { ...query, now: clock.now() }),
    getTicket: (key: { customerId: string; ticketId: string }) => getTicket(db, { ...key, now: clock.now() }),
    getSyndicateShare: (key: { customerId: string; ticketId: string }) =>
      getSyndicateShare(db, { ...key, now: clock.now() }),
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
