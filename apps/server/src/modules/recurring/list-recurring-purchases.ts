import type { Autoplay, PageInfo, RecurringPurchase, Subscription } from '@drawline/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { recurringPurchases } from './recurring.tables';
import { placedDraws } from './recurring-counts';
import {
  autoplayOf,
  type Executor,
  kindsOfBase,
  type RecurringBase,
  type RecurringRow,
  recurringOf,
  subscriptionOf,
} from './recurring-store';

export interface RecurringPage<T> {
  items: T[];
  pageInfo: PageInfo;
}

/** The customer's recurring purchases of the given kinds, newest first, a page at a time. */
async function pageOf(
  exec: Executor,
  query: { customerId: string; kinds: readonly string[]; lotteryKeys?: string[]; limit: number; offset: number },
): Promise<{ rows: RecurringRow[]; counts: Map<string, number>; pageInfo: PageInfo }> {
  const where = and(
    eq(recurringPurchases.customerId, query.customerId),
    inArray(recurringPurchases.kind, [...query.kinds]),
    query.lotteryKeys?.length ? inArray(recurringPurchases.lotteryKey, query.lotteryKeys) : undefined,
  );
  const rows = await exec
    .select()
    .from(recurringPurchases)
    .where(where)
    .orderBy(desc(recurringPurchases.createdAt), desc(recurringPurchases.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await exec.select({ n: sql<number>`count(*)::int` }).from(recurringPurchases).where(where);
  return {
    rows,
    counts: await placedDraws(
      exec,
      rows.map((r) => r.id),
    ),
    pageInfo: { limit: query.limit, offset: query.offset, total: Number(total?.n ?? 0) },
  };
}

/** GET /autoplay (v3.3): the customer's autoplays. */
export async function listAutoplays(
  exec: Executor,
  query: { customerId: string; limit: number; offset: number },
): Promise<RecurringPage<Autoplay>> {
  const { rows, counts, pageInfo } = await pageOf(exec, { ...query, kinds: kindsOfBase('autoplay') });
  return { items: rows.map((r) => autoplayOf(r, counts.get(r.id) ?? 0)), pageInfo };
}

/** GET /subscriptions[?lottery_keys=a,b]: the customer's subscriptions. */
export async function listSubscriptions(
  exec: Executor,
  query: { customerId: string; limit: number; offset: number; lotteryKeys?: string[] },
): Promise<RecurringPage<Subscription>> {
  const { rows, counts, pageInfo } = await pageOf(exec, { ...query, kinds: kindsOfBase('subscriptions') });
  return { items: rows.map((r) => subscriptionOf(r, counts.get(r.id) ?? 0)), pageInfo };
}

/** GET /recurring_purchases (v3.3): autoplays and subscriptions together (combined recurring purchases). */
export async function listRecurringPurchases(
  exec: Executor,
  query: { customerId: string; limit: number; offset: number },
): Promise<RecurringPage<RecurringPurchase>> {
  const kinds = [...kindsOfBase('autoplay'), ...kindsOfBase('subscriptions')];
  const { rows, counts, pageInfo } = await pageOf(exec, { ...query, kinds });
  return { items: rows.map((r) => recurringOf(r, counts.get(r.id) ?? 0)), pageInfo };
}

export type { RecurringBase };
