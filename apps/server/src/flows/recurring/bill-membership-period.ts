import { type Money, membershipPeriodAt, PREMIUM_MEMBERSHIP_OFFER } from '@drawline/contracts';
import type { Tx } from '../../db/client';
import { inOneStatement } from '../../db/one-statement';
import { extendPremium } from '../../modules/membership';
import { claimPlacement, completePlacement, type RecurringRow, recordFailedAttempt } from '../../modules/recurring';
import { AppError } from '../../platform/app-error';
import type { PlacementOutcome } from './place-recurring-purchase';
import { failureKindOf } from './place-recurring-purchase';
import type { RecurringEngineDeps } from './recurring-flow.deps';
import { tellRecurringFailure } from './tell-recurring-failure';

/** What a period's charge needs: the limits' and the wallet's own purchase rules. */
export type MembershipBillingDeps = Pick<RecurringEngineDeps, 'db' | 'clock'> & {
  wallet: Pick<RecurringEngineDeps['wallet'], 'spendInParts'>;
  limits: Pick<RecurringEngineDeps['limits'], 'lockForSpend'>;
};

/** The period's claim in recurring_placements: (recurring purchase, period) is paid once, by its primary key. */
export const membershipPeriodId = (index: number) => `membership_period_${index}`;

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

/**
 * The engine's turn for a membership subscription (docs/decisions/456): the period that holds
 * now is charged once. A customer on a break from play is not charged (the billing is paused
 * while the break lasts, nothing recorded: the period current when it ends is charged then); a
 * wallet short is a soft failure retried each run while the period lasts; a limit is a hard
 * failure that gives the period up. Either leaves the member on the free tier once the paid
 * period ends. A failure is told to the customer once per period.
 */
export async function billMembershipPeriod(deps: RecurringEngineDeps, row: RecurringRow): Promise<PlacementOutcome> {
  const now = deps.clock.now();
  const period = membershipPeriodAt(row.startsAfter, now);
  try {
    const charged = await deps.db.transaction((tx) => chargeMembershipPeriod(deps, tx, row, now));
    if (!charged) return { outcome: 'skipped' };
    return { outcome: 'purchased', checkoutId: membershipChargeReference(row.id, period.index) };
  } catch (err) {
    const { kind, code } = failureKindOf(err);
    if (!(err instanceof AppError)) return { outcome: 'soft_failure', code };
    if (code === 'self_excluded') return { outcome: 'skipped' };
    await recordFailedAttempt(deps.db, {
      recurringPurchaseId: row.id,
      customerId: row.customerId,
      drawId: membershipPeriodId(period.index),
      drawDate: period.start,
      kind,
      code,
      now,
    });
    // Told once per period, as a draw's failure is (an email and an in-site message).
    const named = { offerName: PREMIUM_MEMBERSHIP_OFFER.name, drawDate: period.start };
    await tellRecurringFailure(deps, row, membershipPeriodId(period.index), code, named);
    return { outcome: kind, code };
  }
}
