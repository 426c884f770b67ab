import { type Money, membershipPeriodAt, PREMIUM_MEMBERSHIP_OFFER } from '@drawline/contracts';
import { membershipPeriodId, type RecurringRow, recordFailedAttempt } from '../../modules/recurring';
import { AppError } from '../../platform/app-error';
import { chargeMembershipPeriod, membershipChargeReference } from './charge-membership-period';
import { payByRecurringCard } from './pay-by-recurring-card';
import type { PlacementOutcome } from './place-recurring-purchase';
import { failureKindOf } from './place-recurring-purchase';
import type { RecurringEngineDeps } from './recurring-flow.deps';
import { tellRecurringFailure } from './tell-recurring-failure';

// A period's charge lives on its own: the checkout's premium line charges the first (decision 476).
export {
  chargeMembershipPeriod,
  type MembershipBillingDeps,
  membershipChargeReference,
} from './charge-membership-period';
// The period's claim id lives with the subscriptions.
export { membershipPeriodId };

/** The wallet did not hold the period's price: what it held and what was needed, for the card to pay the rest. */
interface WalletShort {
  short: { total: Money; availableFunds: Money };
}

/** One try at the period in its own transaction; a wallet too short for it is answered (nothing written) for the card. */
async function attemptPeriod(
  deps: RecurringEngineDeps,
  row: RecurringRow,
  now: Date,
): Promise<PlacementOutcome | WalletShort | { refused: AppError }> {
  try {
    const charged = await deps.db.transaction((tx) => chargeMembershipPeriod(deps, tx, row, now));
    if (!charged) return { outcome: 'skipped' };
    const period = membershipPeriodAt(row.startsAfter, now);
    return { outcome: 'purchased', checkoutId: membershipChargeReference(row.id, period.index) };
  } catch (err) {
    // A fault of the database (a deadlock, a lost connection) is no refusal: retried quietly next run.
    if (!(err instanceof AppError)) return { outcome: 'soft_failure', code: failureKindOf(err).code };
    if (err.code !== 'insufficient_funds') return { refused: err };
    const total: Money = { ...PREMIUM_MEMBERSHIP_OFFER.price };
    const { availableFunds } = await deps.wallet.getFunds(row.customerId, total.currency);
    return { short: { total, availableFunds } };
  }
}

/**
 * The engine's turn for a membership subscription (docs/decisions/456, 475): the period that
 * holds now is charged once. A customer on a break from play is not charged (the billing is
 * paused while the break lasts, nothing recorded: the period current when it ends is charged
 * then). A wallet short for it is topped up by the customer's unattended card, charged off
 * session for the shortfall once per period (the recurring engine's card charge, keyed by the
 * period), then charged once more; with no card, or the card refusing insufficient funds, it is a
 * soft failure retried each run while the period lasts; a limit or another card refusal is a hard
 * failure that gives the period up. Either leaves the member on the free tier once the paid
 * period ends, and is told to the customer once per period. `fresh` (the customer's sync) asks a
 * card that declined for insufficient funds again at once.
 */
export async function billMembershipPeriod(
  deps: RecurringEngineDeps,
  row: RecurringRow,
  options: { fresh?: boolean } = {},
): Promise<PlacementOutcome> {
  const now = deps.clock.now();
  const periodId = membershipPeriodId(membershipPeriodAt(row.startsAfter, now).index);
  let attempt = await attemptPeriod(deps, row, now);
  if ('short' in attempt) {
    const short = attempt.short;
    const topUp = await payByRecurringCard(deps, row, periodId, { ...short, fresh: options.fresh ?? false });
    if (topUp?.paid) attempt = await attemptPeriod(deps, row, now);
    if ('short' in attempt) {
      const { kind, code } =
        topUp && !topUp.paid ? topUp : { kind: 'soft_failure' as const, code: 'insufficient_funds' };
      return failed(deps, row, now, kind, code);
    }
  }
  if ('refused' in attempt) {
    const { kind, code } = failureKindOf(attempt.refused);
    if (code === 'self_excluded') return { outcome: 'skipped' };
    return failed(deps, row, now, kind, code);
  }
  return attempt;
}

/** A refused period: its attempt recorded (listed in the payment resolutions) and told once per period. */
async function failed(
  deps: RecurringEngineDeps,
  row: RecurringRow,
  now: Date,
  kind: 'soft_failure' | 'hard_failure',
  code: string,
): Promise<PlacementOutcome> {
  const period = membershipPeriodAt(row.startsAfter, now);
  const drawId = membershipPeriodId(period.index);
  const { customerId } = row;
  await recordFailedAttempt(deps.db, {
    recurringPurchaseId: row.id,
    customerId,
    drawId,
    drawDate: period.start,
    kind,
    code,
    now,
  });
  // Told once per period, as a draw's failure is (an email and an in-site message).
  const named = { offerName: PREMIUM_MEMBERSHIP_OFFER.name, drawDate: period.start };
  await tellRecurringFailure(deps, row, drawId, code, named);
  return { outcome: kind, code };
}
