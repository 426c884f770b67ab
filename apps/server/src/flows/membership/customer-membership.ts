import {
  type CustomerMembership,
  isOldEnough,
  type MembershipStatus,
  type MembershipUpdateBody,
  MIN_REGISTRATION_AGE,
  TRANSACTIONS_MAX_PAGE_SIZE,
} from '@drawline/contracts';
import { audienceAdmits } from '../../modules/membership';
import { AppError } from '../../platform/app-error';
import { activityEntriesOf } from './activity-entries';
import type { MembershipFlowDeps } from './membership-flow.deps';

/** Who may take part (docs/decisions/396): of age, not on a break from play, of a pricing id and segment the program is for. */
export async function eligibilityOf(
  deps: MembershipFlowDeps,
  customerId: string,
): Promise<
  { eligible: true } | { eligible: false; reason: 'age' | 'self_excluded' | 'pricing' | 'segment'; message: string }
> {
  const [details, exclusion, customer, audience] = await Promise.all([
    deps.identity.customer.details(customerId),
    deps.limits.getSelfExclusion(customerId),
    deps.identity.customer.audienceOf(customerId),
    deps.membership.audience(),
  ]);
  if (exclusion.excluded) {
    return {
      eligible: false,
      reason: 'self_excluded',
      message: 'You are taking a break from play: your membership is paused until it ends.',
    };
  }
  if (!isOldEnough(details.dateOfBirth, MIN_REGISTRATION_AGE, deps.clock.now())) {
    return { eligible: false, reason: 'age', message: `Members must be ${MIN_REGISTRATION_AGE} or over.` };
  }
  const outside = audienceAdmits(audience, customer);
  if (outside) return { eligible: false, reason: outside, message: 'The program is not offered to your account.' };
  return { eligible: true };
}

/** Whether the customer has ever had a deposit credited: the wallet's ledger, page by page (few for a new member). */
export async function hasDeposited(deps: MembershipFlowDeps, customerId: string): Promise<boolean> {
  const limit = TRANSACTIONS_MAX_PAGE_SIZE;
  for (let offset = 0; ; offset += limit) {
    const { transactions, pageInfo } = await deps.wallet.listTransactions(customerId, { limit, offset });
    if (transactions.some((t) => t.type === 'deposit')) return true;
    if (offset + limit >= pageInfo.total || !transactions.length) return false;
  }
}

/**
 * GET /v3/customer: the customer's membership. A pending-deposit membership whose first deposit
 * has arrived becomes a member's here, and a member's entries in the open giveaways are written
 * (docs/decisions/396) with those earned by activity (decision 527), unless they are paused by a
 * break from play.
 */
export async function readCustomerMembership(
  deps: MembershipFlowDeps,
  customerId: string,
): Promise<CustomerMembership> {
  const { membership } = deps;
  const eligibility = await eligibilityOf(deps, customerId);
  let row = await membership.readMembership(customerId);
  if (row?.status === 'pending-deposit' && (await hasDeposited(deps, customerId))) {
    await membership.promoteToMember(customerId);
    row = await membership.readMembership(customerId);
  }
  if (row?.status === 'member' && eligibility.eligible) {
    await membership.writeEntries(customerId, await activityEntriesOf(deps, customerId));
  }
  const { entries, total } = row ? await membership.entriesOf(customerId) : { entries: [], total: 0 };
  return {
    membershipProgram: membership.program,
    membershipStatus: (row?.status as MembershipStatus | undefined) ?? 'non-member',
    membershipTier: row ? membership.tierAt(row) : null,
    eligibility: eligibility.eligible ? 'eligible' : 'ineligible',
    ineligibleReason: eligibility.eligible ? null : eligibility.reason,
    membershipUpdated: row?.updatedAt.toISOString() ?? null,
    premiumUntil: row && membership.tierAt(row) === 'premium' ? (row.premiumUntil?.toISOString() ?? null) : null,
    totalEntries: total,
    membershipEntries: entries,
  };
}

/** Refuses a customer who may not take part, in the envelope: 403 self_excluded, or 422 for age. */
export async function assertEligible(deps: MembershipFlowDeps, customerId: string): Promise<void> {
  const eligibility = await eligibilityOf(deps, customerId);
  if (eligibility.eligible) return;
  throw new AppError(eligibility.reason === 'self_excluded' ? 'self_excluded' : 'unprocessable', {
    message: eligibility.message,
  });
}

/**
 * PUT /membership (v3.2) on the free tier: joins the program, a member at once after a deposit,
 * else pending-deposit (twice is 409; excluded is 403). The premium tier is upgrade-to-premium.ts's.
 */
export async function joinProgram(
  deps: MembershipFlowDeps,
  customerId: string,
  body: MembershipUpdateBody,
): Promise<CustomerMembership> {
  const tier = 'free';
  await assertEligible(deps, customerId);
  const deposited = await hasDeposited(deps, customerId);
  await deps.db.transaction((tx) =>
    deps.membership.joinMembership(tx, { customerId, tier, metadata: body.metadata ?? {}, deposited }),
  );
  return readCustomerMembership(deps, customerId);
}

/** A member who may take part now (not paused), or 403. */
async function assertActiveMember(deps: MembershipFlowDeps, customerId: string): Promise<void> {
  const row = await deps.membership.readMembership(customerId);
  if (row?.status !== 'member') {
    throw new AppError('forbidden', {
      message: 'Only members can do this. Join the program and make your first deposit.',
    });
  }
  await assertEligible(deps, customerId);
}

/** PUT /v3/draws/{id}: the member's locked entry unlocked; answers the open giveaways and their entries. */
export async function unlockGiveawayEntry(deps: MembershipFlowDeps, customerId: string, giveawayId: string) {
  await assertActiveMember(deps, customerId);
  await deps.membership.unlockEntry(customerId, giveawayId);
  const [upcomingDraws, { entries }] = await Promise.all([
    deps.membership.upcomingDraws(),
    deps.membership.entriesOf(customerId),
  ]);
  return { upcomingDraws, membershipEntries: entries };
}

/** GET /v3/benefits: a single-use link for a member not on a break (docs/decisions/399). */
export async function benefitsLink(deps: MembershipFlowDeps, customerId: string): Promise<{ ssoUrl: string }> {
  await assertActiveMember(deps, customerId);
  return { ssoUrl: await deps.membership.makeBenefitLink(customerId) };
}
