import { type SQL, sql } from 'drizzle-orm';
import { parsedJson, type StatementPart } from '../../db/one-statement';
import { rowsInsert } from '../../db/rows-insert';
import { type OrderPlan, orderRows, type PlacedOrder } from './create-order';
import { orderLines, orders, raffleTickets, syndicateShares, tickets } from './orders.tables';

/** The next `count` places in the orders' sequence, in one part (decision 417): one nextval each. */
export function orderNosPart(count: number): StatementPart<number[]> {
  return {
    answer: sql`(select coalesce(json_agg(nextval('orders_order_no_seq')), '[]'::json) from generate_series(1, ${count}::int))`,
    read: (value) => (parsedJson(value) as (number | string)[]).map(Number),
  };
}

/** Which of the customers have an order already (firstOrderPart for a batch): none is a first order then. */
export function orderedBeforePart(customerIds: readonly string[]): StatementPart<Set<string>> {
  return {
    answer: sql`(select coalesce(json_agg(distinct ${orders.customerId}), '[]'::json) from ${orders} where ${orders.customerId} = any(array(select json_array_elements_text(${JSON.stringify(customerIds)}::json))))`,
    read: (value) => new Set(parsedJson(value) as string[]),
  };
}

/**
 * Many orders' rows (orderWrites for a batch, decision 417): each order's rows built by the same
 * orderRows, then each table's rows written by one insert. A customer's first order in the batch
 * is their first only when they had none before it.
 */
export function orderBatchWrites(
  orderList: readonly { plan: OrderPlan; orderNo: number }[],
  orderedBefore: ReadonlySet<string>,
): { placed: PlacedOrder[]; writes: SQL[] } {
  const seen = new Set(orderedBefore);
  const built = orderList.map(({ plan, orderNo }) => {
    const customerId = plan.input.customerId;
    const firstOrder = !seen.has(customerId);
    seen.add(customerId);
    return orderRows(plan, { nextNumber: new Map(), firstOrder, orderNo });
  });
  const orderRowsAll = built.map((b) => b.rows.order);
  const lineRows = built.flatMap((b) => b.rows.lines);
  const ticketRows = built.flatMap((b) => b.rows.tickets);
  const numberRows = built.flatMap((b) => b.rows.numbers);
  const shareRows = built.flatMap((b) => b.rows.shares);
  const writes: SQL[] = [];
  if (orderRowsAll.length) writes.push(rowsInsert(orders, orderRowsAll), rowsInsert(orderLines, lineRows));
  if (ticketRows.length) writes.push(rowsInsert(tickets, ticketRows));
  if (numberRows.length) writes.push(rowsInsert(raffleTickets, numberRows));
  if (shareRows.length) writes.push(rowsInsert(syndicateShares, shareRows));
  return { placed: built.map((b) => b.placed), writes };
}
