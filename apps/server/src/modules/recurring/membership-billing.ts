import { and, desc, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { MEMBERSHIP_PRODUCT_TYPE } from './membership-subscriptions';
import { recurringPlacements, recurringPurchases } from './recurring.tables';
import type { RecurringRow } from './recurring-store';

/** A period claimed in recurring_placements (`membership_period_<n>`, decision 456): paid, or given up. */
export interface MembershipPeriodClaim {
  recurringPurchaseId: string;
  periodIndex: number;
  outcome: 'purchased' | 'hard_failure';
  reference: string | null;
  failureCode: string | null;
  placedAt: Date;
}

const periodPrefix = 'membership_period_';

/**
 * The program's membership subscriptions, newest first, with every period each claimed (paid or
 * given up): what finance's premium billing page reads (issue 27). Cancelled ones are listed too.
 */
export async function membershipSubscriptionsWithClaims(
  db: Db,
  input: { program: string; limit: number; offset: number },
): Promise<{ row: RecurringRow; claims: MembershipPeriodClaim[] }[]> {
  const rows = (await db
    .select()
    .from(recurringPurchases)
    .where(
      and(
        eq(recurringPurchases.productType, MEMBERSHIP_PRODUCT_TYPE),
        eq(recurringPurchases.lotteryKey, input.program),
      ),
    )
    .orderBy(desc(recurringPurchases.createdAt), desc(recurringPurchases.id))
    .limit(input.limit)
    .offset(input.offset)) as RecurringRow[];
  const claims = await membershipClaims(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ row, claims: claims.filter((c) => c.recurringPurchaseId === row.id) }));
}

/** The periods given up (hard failures) of every membership subscription, for the months' totals. */
export async function membershipClaims(
  db: Db,
  recurringPurchaseIds?: readonly string[],
): Promise<MembershipPeriodClaim[]> {
  if (recurringPurchaseIds && !recurringPurchaseIds.length) return [];
  const rows = await db
    .select()
    .from(recurringPlacements)
    .where(
      and(
        like(recurringPlacements.drawId, 'membership\\_period\\_%'),
        recurringPurchaseIds ? inArray(recurringPlacements.recurringPurchaseId, [...recurringPurchaseIds]) : undefined,
      ),
    );
  return rows.map((p) => ({
    recurringPurchaseId: p.recurringPurchaseId,
    periodIndex: Number(p.drawId.slice(periodPrefix.length)),
    outcome: p.outcome as MembershipPeriodClaim['outcome'],
    reference: p.checkoutId,
    failureCode: p.failureCode,
    placedAt: p.placedAt,
  }));
}
