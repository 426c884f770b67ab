import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { PAID_ORDER_STATUS } from './order-status';
import { orders } from './orders.tables';

/** What some customers' paid orders since a time add up to, per customer and currency (the campaign report, decision 447). */
export async function salesOfCustomers(
  db: Db,
  customerIds: readonly string[],
  from: Date,
): Promise<{ customerId: string; currency: string; total: number }[]> {
  if (!customerIds.length) return [];
  return db
    .select({
      customerId: orders.customerId,
      currency: orders.currency,
      total: sql<number>`sum(${orders.total})`.mapWith(Number),
    })
    .from(orders)
    .where(
      and(
        inArray(orders.customerId, [...customerIds]),
        eq(orders.status, PAID_ORDER_STATUS),
        gte(orders.createdAt, from),
      ),
    )
    .groupBy(orders.customerId, orders.currency);
}
