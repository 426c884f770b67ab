import {
  aestDate,
  type ConsolePremiumBilling,
  type ConsolePremiumPeriod,
  type Money,
  membershipPeriodAt,
} from '@drawline/contracts';
import type { Db } from '../db/client';
import { contactsOf } from '../modules/identity';
import { type MembershipPeriodClaim, membershipClaims, membershipSubscriptionsWithClaims } from '../modules/recurring';
import { purchaseSalesByPrefix, purchaseSalesOf } from '../modules/wallet';

type Row = Awaited<ReturnType<typeof membershipSubscriptionsWithClaims>>[number]['row'];
const cancelled = 'recurring_status_cancelled';

/**
 * Finance's premium billing (issue 27, decision 456): each premium subscription's periods, from
 * the first up to the one that holds now (or held its cancellation), newest first, with the
 * charge its ledger journal booked; and every month's totals (AEST), charged read from the ledger.
 */
export async function readPremiumBilling(
  db: Db,
  input: { program: string; limit: number; offset: number; now: Date },
): Promise<ConsolePremiumBilling> {
  const subscriptions = await membershipSubscriptionsWithClaims(db, input);
  const references = subscriptions.flatMap((s) => s.claims.flatMap((c) => (c.reference ? [c.reference] : [])));
  const [sales, contacts, months] = await Promise.all([
    purchaseSalesOf(db, references),
    contactsOf(
      db,
      subscriptions.map((s) => s.row.customerId),
    ),
    monthTotals(db),
  ]);
  const periods = subscriptions.flatMap(({ row, claims }) => {
    const contact = contacts.get(row.customerId);
    return periodsOf(row, claims, input.now).map((p) => ({
      ...p,
      customerName: contact?.publicName ?? '',
      customerEmail: contact?.email ?? '',
      charged: p.ledgerReference ? (sales.get(p.ledgerReference)?.amount ?? null) : null,
    }));
  });
  return { periods, months };
}

/** A subscription's periods up to now (or its cancellation), newest first, each with what became of it. */
function periodsOf(
  row: Row,
  claims: readonly MembershipPeriodClaim[],
  now: Date,
): Omit<ConsolePremiumPeriod, 'customerName' | 'customerEmail' | 'charged'>[] {
  const until = row.status === cancelled && row.updatedAt < now ? row.updatedAt : now;
  const current = membershipPeriodAt(row.startsAfter, until);
  const out: Omit<ConsolePremiumPeriod, 'customerName' | 'customerEmail' | 'charged'>[] = [];
  let at = membershipPeriodAt(row.startsAfter, row.startsAfter);
  for (let index = 0; index <= current.index; index++, at = membershipPeriodAt(row.startsAfter, at.end)) {
    const claim = claims.find((c) => c.periodIndex === index);
    const failingNow =
      !claim &&
      index === current.index &&
      row.lastAttemptStatus === 'soft_failure' &&
      row.lastAttemptAt !== null &&
      row.lastAttemptAt >= at.start &&
      row.lastAttemptAt < at.end;
    const status = claim
      ? claim.outcome === 'purchased'
        ? 'paid'
        : 'failed'
      : index < current.index || row.status === cancelled
        ? 'lapsed'
        : failingNow
          ? 'retrying'
          : 'due';
    out.unshift({
      recurringPurchaseId: row.id,
      subscriptionStatus: row.status,
      customerId: row.customerId,
      periodIndex: index,
      periodStart: at.start.toISOString(),
      periodEnd: at.end.toISOString(),
      status,
      failureCode: claim?.failureCode ?? (failingNow ? row.lastFailureCode : null),
      ledgerReference: claim?.outcome === 'purchased' ? claim.reference : null,
    });
  }
  return out;
}

/** Every month's charged total from the premium periods' purchase journals, and the periods given up, newest first. */
async function monthTotals(db: Db): Promise<ConsolePremiumBilling['months']> {
  const [sales, claims] = await Promise.all([purchaseSalesByPrefix(db, 'membership_rp_'), membershipClaims(db)]);
  const months = new Map<string, { charged: Map<string, Money>; paidPeriods: number; failedPeriods: number }>();
  const monthOf = (at: Date) => {
    const key = aestDate(at).slice(0, 7);
    const found = months.get(key) ?? { charged: new Map(), paidPeriods: 0, failedPeriods: 0 };
    months.set(key, found);
    return found;
  };
  for (const sale of sales) {
    const month = monthOf(sale.bookedAt);
    const sum = month.charged.get(sale.amount.currency) ?? { amount: 0, currency: sale.amount.currency };
    month.charged.set(sale.amount.currency, { ...sum, amount: sum.amount + sale.amount.amount });
    month.paidPeriods++;
  }
  for (const claim of claims) if (claim.outcome === 'hard_failure') monthOf(claim.placedAt).failedPeriods++;
  return [...months.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([month, m]) => ({
      month,
      charged: [...m.charged.values()],
      paidPeriods: m.paidPeriods,
      failedPeriods: m.failedPeriods,
    }));
}
