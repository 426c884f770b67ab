import { and, eq, gte, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { PAID_ORDER_STATUS } from './order-status';
import { orders } from './orders.tables';

/** Paid orders of one campaign, source and affiliate code in one currency: how many, and their total in cents. */
export interface AttributedSale {
  campaign: string | null;
  source: string | null;
  /** The order carried the visit's attribution (otherwise it counts only under its affiliate code). */
  attributed: boolean;
  affiliateCode: string | null;
  currency: string;
  orders: number;
  total: number;
}

/**
 * The paid orders since a time that carry an attribution or an affiliate code, grouped by what
 * their own rows kept at purchase (decision 486): the campaign report's sales.
 */
export async function attributedSales(db: Db, from: Date): Promise<AttributedSale[]> {
  const campaign = sql<string | null>`${orders.attribution}->>'campaign'`;
  const source = sql<string | null>`${orders.attribution}->>'source'`;
  const attributed = sql<boolean>`${orders.attribution} is not null`;
  return db
    .select({
      campaign,
      source,
      attributed,
      affiliateCode: orders.affiliateCode,
      currency: orders.currency,
      orders: sql<number>`count(*)`.mapWith(Number),
      total: sql<number>`sum(${orders.total})`.mapWith(Number),
    })
    .from(orders)
    .where(
      and(
        gte(orders.createdAt, from),
        eq(orders.status, PAID_ORDER_STATUS),
        or(isNotNull(orders.attribution), isNotNull(orders.affiliateCode)),
      ),
    )
    .groupBy(campaign, source, attributed, orders.affiliateCode, orders.currency);
}
