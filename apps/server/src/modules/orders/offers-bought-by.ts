import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { PAID_ORDER_STATUS } from './order-status';
import { orderLines, orders } from './orders.tables';

/** One entry a customer has bought, and how often (their recommended draws: decision 474). */
export interface BoughtEntry {
  productOfferKey: string;
  productType: string;
  gameOffer: string;
  numGames: number;
  times: number;
}

/**
 * The entries a customer's paid orders since `from` held, the most bought first (the latest
 * bought first among equals): what the placements' recommended draws are chosen from.
 */
export async function offersBoughtBy(db: Db, customerId: string, from: Date, limit = 10): Promise<BoughtEntry[]> {
  const times = sql<number>`count(*)`.mapWith(Number);
  const last = sql`max(${orders.createdAt})`;
  return db
    .select({
      productOfferKey: orderLines.productOfferKey,
      productType: orderLines.productType,
      gameOffer: orderLines.gameOffer,
      numGames: orderLines.numGames,
      times,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.orderId, orderLines.orderId))
    .where(and(eq(orders.customerId, customerId), eq(orders.status, PAID_ORDER_STATUS), gte(orders.createdAt, from)))
    .groupBy(orderLines.productOfferKey, orderLines.productType, orderLines.gameOffer, orderLines.numGames)
    .orderBy(desc(times), desc(last))
    .limit(limit);
}
