import type { CustomerMembership, MembershipUpdateBody } from '@drawline/contracts';
import { cryptoRandom } from '../../lib/random';
import { liveMembershipSubscription, recordMembershipSubscription } from '../../modules/recurring';
import { AppError } from '../../platform/app-error';
import { chargeMembershipPeriod } from '../recurring/bill-membership-period';
import { assertEligible, hasDeposited, joinProgram, readCustomerMembership } from './customer-membership';
import type { MembershipFlowDeps } from './membership-flow.deps';

/**
 * PUT /membership with membership_tier premium (docs/decisions/456): a member (or a customer who
 * has deposited, who joins here) buys the premium tier as a monthly subscription of the recurring
 * engine, its first period charged now as a purchase is (the limits and the break from play, the
 * wallet and its ledger journal), all in one transaction with the membership's row locked, so two
 * upgrades at once make one subscription and one charge. A member already premium (or whose
 * premium subscription is paused) is answered as they are, nothing charged: PUT is idempotent.
 */
export async function upgradeToPremium(
  deps: MembershipFlowDeps,
  customerId: string,
  body: MembershipUpdateBody,
): Promise<CustomerMembership> {
  if (!deps.premiumOnSale) {
    const message = 'The premium tier is not sold in this shop.';
    throw new AppError('unprocessable', {
      message,
      errors: [{ target: 'membership_tier', code: 'unavailable', message }],
    });
  }
  await assertEligible(deps, customerId);
  // Reads first: PGlite has one connection, so nothing outside the transaction may wait on it.
  const before = await readCustomerMembership(deps, customerId);
  const deposited = before.membershipStatus === 'non-member' ? await hasDeposited(deps, customerId) : true;
  const { membership } = deps;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    let row = await membership.lockMembership(tx, customerId);
    if (!row && deposited) {
      row = await membership.joinMembership(tx, { customerId, tier: 'free', metadata: body.metadata ?? {}, deposited });
    }
    if (row?.status !== 'member') {
      throw new AppError('unprocessable', {
        message: 'Make your first deposit to become a member, then go premium.',
        errors: [{ target: 'membership_tier', code: 'deposit_required', message: 'Make your first deposit first.' }],
      });
    }
    const program = membership.program;
    if (await liveMembershipSubscription(tx, { customerId, program })) return;
    const reference = `membership_upgrade_${cryptoRandom.token(12)}`;
    const subscription = await recordMembershipSubscription(tx, cryptoRandom, { customerId, program, reference, now });
    await chargeMembershipPeriod(deps, tx, subscription, now);
  });
  return readCustomerMembership(deps, customerId);
}

/** PUT /membership (v3.2): joins free, or with membership_tier premium buys the premium tier (decision 456). */
export function updateMembership(
  deps: MembershipFlowDeps,
  customerId: string,
  body: MembershipUpdateBody,
): Promise<CustomerMembership> {
  return body.membershipTier === 'premium'
    ? upgradeToPremium(deps, customerId, body)
    : joinProgram(deps, customerId, body);
}
