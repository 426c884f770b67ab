import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { StatementPart } from '../../db/one-statement';
import type { Clock } from '../../lib/clock';
import type { Random } from '../../lib/random';
import type { CatalogueCache } from '../catalogue';
import { type CreateOrderInput, createOrder, type OrderPlan, orderWrites, planOrder } from './create-order';
import { getReceipt } from './get-receipt';
import { getSyndicateShare, getTicket } from './get-ticket';
import { type ListTicketsInput, listTickets } from './list-tickets';
import { numberedOrderWrites } from './numbered-order-writes';
import { orderBatchWrites, orderedBeforePart, orderNosPart } from './order-batch';
import { orderNoPart, orderNumberOf, takeOrderNo } from './order-number';
import { orders } from './orders.tables';
import { raffleNumbersPart } from './take-raffle-numbers';

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
    /**
     * createOrder in parts, for a flow that sends its statements together (docs/decisions/336):
     * the plan (checked, quick picks drawn), the parts to read with the flow's other reads (the
     * order's place in the sequence, whether it is the customer's first) and its raffle numbers,
     * then the inserts from them. createOrder is these in turn, each its own statement.
     */
    planOrder: (tx: Tx, input: CreateOrderInput) => planOrder(tx, input, deps),
    orderNoPart,
    firstOrderPart: (tx: Tx, customerId: string): StatementPart<boolean> => ({
      answer: sql`not exists (${tx.select({ one: sql`1` }).from(orders).where(sql`${orders.customerId} = ${customerId}`)})`,
      read: Boolean,
    }),
    raffleNumbersPart,
    /** The batch forms (decision 417): many orders' places, which customers ordered before, and the rows of many orders in one insert a table. */
    orderNosPart,
    orderedBeforePart,
    orderBatchWrites,
    orderWrites: (tx: Tx, plan: OrderPlan, taken: Parameters<typeof orderWrites>[2]) => orderWrites(tx, plan, taken),
    /** orderWrites for the statement that takes the raffle numbers too (decision 512): numbered in SQL. */
    numberedOrderWrites,
    getReceipt: (key: { customerId: string; checkoutId: string }) => getReceipt(db, key),
    listTickets: (query: Omit<ListTicketsInput, 'now'>) => listTickets(db, { ...query, now: clock.now() }),
    getTicket: (key: { customerId: string; ticketId: string }) => getTicket(db, { ...key, now: clock.now() }),
    getSyndicateShare: (key: { customerId: string; ticketId: string }) =>
      getSyndicateShare(db, { ...key, now: clock.now() }),
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
