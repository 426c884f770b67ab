import type { Tx } from '../../db/client';
import type { Random } from '../../lib/random';
import type { MembershipModule } from '../../modules/membership';
import { liveMembershipSubscription, recordMembershipSubscription } from '../../modules/recurring';
import { AppError } from '../../platform/app-error';
import { chargeMembershipPeriod, type MembershipBillingDeps } from '../recurring/charge-membership-period';

/** What the checkout needs to sell premium in an order: the program, and a period's charge. */
export type PremiumInOrderDeps = MembershipBillingDeps & {
  membership: Pick<MembershipModule, 'program' | 'lockMembership' | 'joinMembership'>;
  random: Random;
};

const refuse = (code: string, message: string) =>
  new AppError('unprocessable', { message, errors: [{ target: 'this', code, message }] });

/**
 * The premium line of a cart, bought in the order's transaction (decision 476) as the upgrade
 * buys it (decision 456): the membership's row locked (a customer without one joins as a member,
 * paying now), refused when premium is live already (paused included), the monthly subscription
 * of the recurring engine recorded with the order's checkout id, and its first period charged as
 * every period is (claimed once, the limits and the break from play, the wallet's journal
 * `membership_{id}_0`, the member premium to its end). Anything refused rolls the whole order
 * back. Two purchases at once wait on the membership's row: the second finds the subscription.
 */
export async function startPremiumInOrder(
  deps: PremiumInOrderDeps,
  tx: Tx,
  input: { customerId: string; checkoutId: string; now: Date },
): Promise<void> {
  const { customerId, checkoutId, now } = input;
  const { membership } = deps;
  const program = membership.program;
  let row = await membership.lockMembership(tx, customerId);
  if (!row) row = await membership.joinMembership(tx, { customerId, tier: 'free', metadata: {}, deposited: true });
  if (row?.status !== 'member') {
    throw refuse('deposit_required', 'Make your first deposit to become a member, then go premium.');
  }
  if (await liveMembershipSubscription(tx, { customerId, program })) {
    throw refuse('already_premium', 'You have Daily Winners Premium already: remove it from your cart.');
  }
  const subscription = await recordMembershipSubscription(tx, deps.random, {
    customerId,
    program,
    reference: checkoutId,
    now,
  });
  if (!(await chargeMembershipPeriod(deps, tx, subscription, now))) {
    throw new AppError('conflict', { message: 'Your membership changed meanwhile; try again.' });
  }
}
