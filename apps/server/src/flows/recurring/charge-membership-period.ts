import { type Money, membershipPeriodAt, PREMIUM_MEMBERSHIP_OFFER } from '@drawline/contracts';
import type { Tx } from '../../db/client';
import { inOneStatement } from '../../db/one-statement';
import type { Clock } from '../../lib/clock';
import type { LimitsModule } from '../../modules/limits';
import { extendPremium } from '../../modules/membership';
import { claimPlacement, completePlacement, membershipPeriodId, type RecurringRow } from '../../modules/recurring';
import type { Wallet } from '../../modules/wallet';

/** What a period's charge needs: the limits' and the wallet's own purchase rules. */
export type MembershipBillingDeps = {
  clock: Clock;
  wallet: Pick<Wallet, 'spendInParts'>;
  limits: Pick<LimitsModule, 'lockForSpend'>;
};

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
