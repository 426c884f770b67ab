import { formatRaffleTicketNumber, RAFFLE_TICKET_NUMBER_DIGITS, type Receipt } from '@drawline/contracts';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { type OrderPlan, orderRows, type PlacedOrder } from './create-order';
import { orderLines, orders, raffleTickets, syndicateShares, tickets } from './orders.tables';
import { RAFFLE_NUMBERS_CTE } from './take-raffle-numbers';

/**
 * An order's writes for the statement that also takes its raffle numbers (raffleNumbersPart, in
 * the same statement: docs/decisions/512). The tickets' numbers are not known before the counter
 * answers, so each is written as the counter's last number plus its place in the order's range
 * (a delta, 0 or less), in SQL, from the counter's RETURNING; the receipt is answered as SQL too
 * (`receiptSql`, for the key's stored answer) and as the receipt once the counter has answered
 * (`receipt`). The draw's stock and counter rows are then held for no round trip but the commit.
 */
export function numberedOrderWrites(
  tx: Tx,
  plan: OrderPlan,
  taken: { firstOrder: boolean; orderNo: number },
): {
  placed: PlacedOrder;
  writes: SQLWrapper[];
  receiptSql(receipt: Receipt): SQL;
  receipt(firstNumbers: ReadonlyMap<string, number>): Receipt;
} {
  // Numbered from 1 - wanted: the deltas to add to the counter's last number (its range's end).
  const deltas = new Map([...plan.raffleWanted].map(([drawId, wanted]) => [drawId, 1 - wanted]));
  const { placed, rows } = orderRows(plan, { ...taken, nextNumber: deltas });
  const numbered = rows.numbers.map((n) => sql`(${n.drawId}::text, ${n.ticketNumber}::int, ${n.ticketId}::text)`);
  const counter = sql.identifier(RAFFLE_NUMBERS_CTE);
  const writes = [
    tx.insert(orders).values(rows.order),
    tx.insert(orderLines).values(rows.lines),
    ...(rows.tickets.length ? [tx.insert(tickets).values(rows.tickets)] : []),
    ...(numbered.length
      ? [
          sql`insert into ${raffleTickets} (draw_id, ticket_number, ticket_id)
            select v.draw_id, n.last_number + v.delta, v.ticket_id
            from (values ${sql.join(numbered, sql`, `)}) as v(draw_id, delta, ticket_id)
            join ${counter} n on n.draw_id = v.draw_id`,
        ]
      : []),
    ...(rows.shares.length ? [tx.insert(syndicateShares).values(rows.shares)] : []),
  ];
  const deltasOf = new Map<string, { drawId: string; deltas: number[] }>();
  for (const n of rows.numbers) {
    const of = deltasOf.get(n.ticketId) ?? { drawId: n.drawId, deltas: [] };
    of.deltas.push(n.ticketNumber);
    deltasOf.set(n.ticketId, of);
  }
  return {
    placed,
    writes,
    receiptSql: (receipt) => {
      let body = sql`${JSON.stringify(receipt)}::jsonb`;
      for (const [i, order] of receipt.orders.entries()) {
        for (const [j, ticket] of order.tickets.entries()) {
          const of = deltasOf.get(ticket.ticketId);
          if (!of) continue;
          const numbers = sql`(select jsonb_agg(${formattedSql(sql`n.last_number + d`)} order by d)
            from ${counter} n cross join unnest(${`{${of.deltas.join(',')}}`}::int[]) d where n.draw_id = ${of.drawId})`;
          body = sql`jsonb_set(${body}, ${`{orders,${i},tickets,${j},raffleTicketNumbers}`}::text[], ${numbers})`;
        }
      }
      return body;
    },
    receipt: (firstNumbers) => ({
      ...placed.receipt,
      orders: placed.receipt.orders.map((order) => ({
        ...order,
        tickets: order.tickets.map((ticket) => {
          const of = deltasOf.get(ticket.ticketId);
          if (!of) return ticket;
          // The counter's last number is its first plus the range less one; each delta counts back from it.
          const last = (firstNumbers.get(of.drawId) as number) + (plan.raffleWanted.get(of.drawId) as number) - 1;
          return { ...ticket, raffleTicketNumbers: of.deltas.map((d) => formatRaffleTicketNumber(last + d)) };
        }),
      })),
    }),
  };
}

/** formatRaffleTicketNumber in SQL (its twin: padded with zeros to the digits, never cut). */
function formattedSql(n: SQL): SQL {
  return sql`repeat('0', greatest(0, ${RAFFLE_TICKET_NUMBER_DIGITS}::int - length((${n})::text))) || (${n})::text`;
}
