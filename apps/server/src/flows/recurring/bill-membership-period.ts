import { type Money, membershipPeriodAt, PREMIUM_MEMBERSHIP_OFFER } from '@drawline/contracts';
import type { Tx } from '../../db/client';
import { inOneStatement } from '../../db/one-statement';
import { extendPremium } from '../../modules/membership';
import {
  claimPlacement,
  completePlacement,
  membershipPeriodId,
  type RecurringRow,
  recordFailedAttempt,
} from '../../modules/recurring';
import { AppError } from '../../platform/app-error';
import { payByRecurringCard } from './pay-by-recurring-card';
import type { PlacementOutcome } from './place-recurring-purchase';
import { failureKindOf } from './place-recurring-purchase';
import type { RecurringEngineDeps } from './recurring-flow.deps';
import { tellRecurringFailure } from './tell-recurring-failure';

/** What a period's charge needs: the limits' and the wallet's own purchase rules. */
export type MembershipBillingDeps = Pick<RecurringEngineDeps, 'db' | 'clock'> & {
  wallet: Pick<RecurringEngineDeps['wallet'], 'spendInParts'>;
  limits: Pick<RecurringEngineDeps['limits'], 'lockForSpend'>;
};

// The period's claim id lives with the subscriptions (the checkout's premium line claims period 0 too).
export { membershipPeriodId };

/** The ledger's reference of a period's charge: the wallet books a purchase once per reference. */
export const membershipChargeReference = (recurringPurchaseId: string, index: number) =>
  `membership_${recurringPurchaseId}_${index}`;

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Charges the premium period that holds `now` (docs/decisions/456) in the caller's transaction,
 * as a purchase is charged: the period claimed first (the recurring purchase's row locked, the
 * placement's primary key the promise of once), then the customer's limit row locked and the
 * limits and break from play judged, the wallet charged with its ledger journal (bonus, then
 * cash, to the offer's sales account), the spend counted against the limits, the member premium
 * to the period's end, the claim completed. Answers false when the period was already paid or
 * given up, or the subscription is no longer active. A refusal throws, and rolls all of it back.
 */
export async function chargeMembershipPeriod(
  deps: MembershipBillingDeps,
  tx: Tx,
  row: RecurringRow,
  now: Date,
): Promise<boolean> {
  const period = membershipPeriodAt(row.startsAfter, now);
  const drawId = membershipPeriodId(period.index);
  const { customerId } = row;
  const claim = { recurringPurchaseId: row.id, drawId, customerId, drawDate: period.start, now };
  if (!(await claimPlacement(tx, claim))) return false;
  const reference = membershipChargeReference(row.id, period.index);
  const offer = PREMIUM_MEMBERSHIP_OFFER;
  const amount: Money = { ...offer.price };
  const limits = await deps.limits.lockForSpend(tx, { customerId, amount, now, reference });
  const spend = deps.wallet.spendInParts(tx, {
    customerId,
    amount,
    reference,
    offerLines: [{ productOfferKey: offer.key, amount }],
  });
  const read = await inOneStatement(tx, { limits: limits.read, balances: spend.read });
  // A customer on a break is refused first, whatever their balance, as at the checkout.
  limits.check(read.limits);
  const charge = spend.charge(read.balances, `${offer.name}, ${day(period.start)} to ${day(period.end)}`);
  await inOneStatement(tx, { ...(charge.write ? { spend: charge.write } : {}), usage: limits.record });
  await extendPremium(tx, { customerId, program: row.lotteryKey, until: period.end, now });
  await completePlacement(tx, { recurringPurchaseId: row.id, drawId, checkoutId: reference, now });
  return true;
}

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
