import {
  depositPurchaseSplit,
  formatRaffleTicketNumber,
  type GameTypeKey,
  type Money,
  type OrderStatus,
  PREMIUM_MEMBERSHIP_OFFER,
  type ProductType,
  type Receipt,
  type ReceiptPayment,
  toCurrency,
} from '@drawline/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/app-error';
import type { DrawFacts } from '../catalogue';
import { orderNumberOf } from './order-number';
import { orderLines, orders, tickets } from './orders.tables';
import { drawsOf, loadTicketRecords, type TicketRow } from './ticket-view';

const money = (amount: number, currency: string): Money => ({ amount, currency: toCurrency(currency) });

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

/** An offer's name where no draw names it: the premium membership's (decision 476), else its key. */
const offerNameOf = (key: string): string =>
  key === PREMIUM_MEMBERSHIP_OFFER.key ? PREMIUM_MEMBERSHIP_OFFER.name : key;

/** The receipt of an order: its lines as the spec's orders, each with the tickets it made. */
export function toReceipt(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  ticketRows: readonly TicketRow[],
  raffleNumbers: ReadonlyMap<string, readonly number[]>,
  draws: ReadonlyMap<string, DrawFacts>,
): Receipt {
  return {
    checkoutId: order.checkoutId,
    orderNumber: orderNumberOf(order.orderNo),
    status: order.status as OrderStatus,
    createdAt: order.createdAt.toISOString(),
    orders: [...lines]
      .sort((a, b) => a.position - b.position)
      .map((line) => {
        const own = ticketRows.filter((t) => t.orderLineId === line.orderLineId);
        const offer = draws.get(own[0]?.drawId ?? '');
        return {
          orderLineId: line.orderLineId,
          productType: line.productType as ProductType,
          productOfferKey: offer?.offerKey ?? line.productOfferKey,
          productOfferName: offer?.offerName ?? offerNameOf(line.productOfferKey),
          gameType: line.gameType as GameTypeKey,
          gameOffer: line.gameOffer,
          numGames: line.numGames,
          numDraws: line.numDraws,
          amount: money(line.amount, line.currency),
          day: line.day,
          causeKey: line.causeKey,
          syndicateEncodedId: line.syndicateEncodedId,
          // Every ticket of a line plays the same numbers (decision 120): the first one's stand for all.
          games: own[0]?.games ?? [],
          quickPick: own[0]?.quickPick ?? [],
          comboGames: own[0]?.comboGames ?? [],
          tickets: own.map((t) => ({
            ticketId: t.ticketId,
            drawId: t.drawId,
            drawNo: t.drawNo,
            drawDate: t.drawDate.toISOString(),
            raffleTicketNumbers: (raffleNumbers.get(t.ticketId) ?? []).map(formatRaffleTicketNumber),
          })),
        };
      }),
    total: money(order.total, order.currency),
    discount: money(order.discount, order.currency),
    payment: paymentOf(order),
    trackingData: order.trackingData,
  };
}

/** How the order was paid: a deposit-and-buy's card charge first, the wallet for the rest. */
function paymentOf(order: OrderRow): ReceiptPayment {
  const total = money(order.total, order.currency);
  const charged = money(order.cardCharged ?? 0, order.currency);
  return {
    card: order.cardCharged !== null && order.cardLabel !== null ? { label: order.cardLabel, charged } : null,
    ...depositPurchaseSplit(charged, total),
  };
}

async function receiptOf(db: Db, order: OrderRow): Promise<Receipt> {
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.orderId));
  const ticketRows = lines.length
    ? await db
        .select()
        .from(tickets)
        .where(
          inArray(
            tickets.orderLineId,
            lines.map((l) => l.orderLineId),
          ),
        )
        .orderBy(asc(tickets.drawDate), asc(tickets.ticketId))
    : [];
  const [records, draws] = await Promise.all([
    loadTicketRecords(db, ticketRows),
    drawsOf(
      db,
      ticketRows.map((t) => t.drawId),
    ),
  ]);
  const numbers = new Map(records.map((r) => [r.ticket.ticketId, r.raffleNumbers]));
  return toReceipt(order, lines, ticketRows, numbers, draws);
}

/** GET /checkout/{checkoutID}: the customer's own receipt; anyone else's is not found. */
export async function getReceipt(
  db: Db,
  { customerId, checkoutId }: { customerId: string; checkoutId: string },
): Promise<Receipt> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.checkoutId, checkoutId), eq(orders.customerId, customerId)));
  if (!order) throw notFound('The receipt');
  return receiptOf(db, order);
}
