import { type Currency, PREMIUM_MEMBERSHIP_OFFER } from '@drawline/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { Random } from '../../lib/random';
import { recurringPurchases } from './recurring.tables';
import type { Executor, RecurringRow } from './recurring-store';

/** What a membership subscription keeps in a recurring purchase's columns (docs/decisions/456). */
export const MEMBERSHIP_PRODUCT_TYPE = 'membership';
const cancelled = 'recurring_status_cancelled';

export const isMembershipSubscription = (row: Pick<RecurringRow, 'productType'>) =>
  row.productType === MEMBERSHIP_PRODUCT_TYPE;

/** The customer's membership subscription not cancelled (active or paused), if any. */
export async function liveMembershipSubscription(
  exec: Executor,
  input: { customerId: string; program: string },
): Promise<RecurringRow | null> {
  const [row] = await exec
    .select()
    .from(recurringPurchases)
    .where(
      and(
        eq(recurringPurchases.customerId, input.customerId),
        eq(recurringPurchases.productType, MEMBERSHIP_PRODUCT_TYPE),
        eq(recurringPurchases.lotteryKey, input.program),
        ne(recurringPurchases.status, cancelled),
      ),
    );
  return row ?? null;
}

/**
 * The premium tier bought (docs/decisions/456): a monthly subscription of the program's premium
 * offer, in the upgrade's transaction. Its `startsAfter` is the upgrade's time, the anchor of its
 * periods (membershipPeriodAt); the engine bills each later period at its start.
 */
export async function recordMembershipSubscription(
  tx: Tx,
  random: Random,
  input: { customerId: string; program: string; reference: string; now: Date },
): Promise<RecurringRow> {
  const id = `rp_${random.token(12)}`;
  const [row] = await tx
    .insert(recurringPurchases)
    .values({
      id,
      customerId: input.customerId,
      kind: 'subscription',
      productType: MEMBERSHIP_PRODUCT_TYPE,
      productOfferKey: PREMIUM_MEMBERSHIP_OFFER.key,
      lotteryKey: input.program,
      gameType: MEMBERSHIP_PRODUCT_TYPE,
      gameOffer: PREMIUM_MEMBERSHIP_OFFER.key,
      numGames: 1,
      quantity: 1,
      games: [],
      quickPick: false,
      frequency: 'monthly',
      currency: PREMIUM_MEMBERSHIP_OFFER.price.currency as Currency,
      status: 'recurring_status_active',
      sourceCheckoutId: input.reference,
      sourceCartItemId: `membership_${id}`,
      startsAfter: input.now,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  return row as RecurringRow;
}

/** The period's claim in recurring_placements: (recurring purchase, period) is paid once, by its primary key. */
export const membershipPeriodId = (index: number) => `membership_period_${index}`;
