import { type Money, membershipPeriodAt, PREMIUM_MEMBERSHIP_OFFER } from '@drawline/contracts';
import { findSaleTerms, type SaleDraw, type SaleTerms } from '../../modules/catalogue';
import { contactsOf } from '../../modules/identity';
import {
  claimNotice,
  dueDrawOf,
  isMembershipSubscription,
  listActiveRecurring,
  type RecurringCandidate,
  type RecurringRow,
  recurringMethodsOf,
} from '../../modules/recurring';
import { membershipPeriodId } from './bill-membership-period';
import { drawsOnSale } from './place-due-recurring-purchases';
import type { RecurringEngineDeps } from './recurring-flow.deps';
import { type RecurringNotice, recurringNotice, recurringNoticeEmail } from './recurring-notice-email';
import { recurringPurchaseCart } from './recurring-purchase-cart';

/** How long before a draw's stop time the customer is warned. */
export const WARNING_BEFORE_STOP_MS = 86_400_000;
const BATCH = 200;

export type RecurringWarnDeps = RecurringEngineDeps;

/** Blockers of the limits module in the failure codes the engine would record. */
const limitCodes: Record<string, string> = {
  self_excluded: 'self_excluded',
  spend_limit: 'spend_limit_exceeded',
  precommitment_limit: 'spend_limit_exceeded',
  global_spend_limit: 'spend_limit_exceeded',
  spend_limit_required: 'spend_limit_exceeded',
  deposit_limit: 'deposit_limit_exceeded',
};

/**
 * Why `total` would fail if charged now, or null: a limit or the break from play that will be hit;
 * the wallet short with no card chosen, or with a card that is gone or will have expired by `by`.
 */
async function likelyFailure(
  deps: RecurringWarnDeps,
  customerId: string,
  total: Money,
  by: Date,
  cardOf: Map<string, string>,
): Promise<string | null> {
  const { availableFunds } = await deps.wallet.getFunds(customerId, total.currency);
  const blockers = Object.keys(await deps.limits.purchaseBlockedReasons({ customerId, amount: total, availableFunds }));
  const limit = blockers.map((b) => limitCodes[b]).find(Boolean);
  if (limit) return limit;
  if (availableFunds.amount >= total.amount) return null;
  const fundId = cardOf.get(customerId);
  if (!fundId) return 'insufficient_funds';
  const card = await deps.funds.customerCard(customerId, fundId).catch(() => null);
  if (!card) return 'card_removed';
  // A card is good to the end of its expiry month: one that ends before the charge will not pay it.
  if (Date.UTC(card.expiryYear, card.expiryMonth, 1) <= by.getTime()) return 'card_expired';
  return null;
}

/** Why the due draw would fail if bought now, or null. */
async function drawFailure(
  deps: RecurringWarnDeps,
  candidate: RecurringCandidate,
  terms: SaleTerms,
  draw: SaleDraw,
  cardOf: Map<string, string>,
): Promise<string | null> {
  const { row } = candidate;
  const syndicate =
    row.gameType === 'syndicate' ? (terms.syndicates.find((s) => s.draw.drawId === draw.drawId) ?? null) : null;
  let total: Money;
  try {
    total = recurringPurchaseCart(row, terms, draw, syndicate).total;
  } catch {
    return 'cart_blocked';
  }
  return likelyFailure(deps, row.customerId, total, draw.stopDate, cardOf);
}

/** Tells the customer once per (recurring purchase, draw or period): the in-site message and the email in one transaction. */
async function warnOnce(
  deps: RecurringWarnDeps,
  row: RecurringRow,
  drawId: string,
  notice: RecurringNotice,
  reason: string,
) {
  const site = deps.site ?? { siteName: 'Drawline', publicUrl: '' };
  return deps.db.transaction(async (tx) => {
    const written = await claimNotice(tx, {
      recurringPurchaseId: row.id,
      drawId,
      kind: 'warning',
      customerId: row.customerId,
      reason,
      title: notice.title,
      body: notice.body,
      link: notice.link,
      createdAt: deps.clock.now(),
    });
    if (!written) return false;
    const contact = (await contactsOf(tx, [row.customerId])).get(row.customerId);
    if (contact && deps.mail) await deps.mail.outboxInsert(tx, recurringNoticeEmail(notice, site, contact));
    return true;
  });
}

/**
 * A premium membership's next month (decisions 456, 475): when it starts within a day and would
 * not be paid as things stand (a limit or the break, the wallet short without a card, the card
 * gone or expired by then), the customer is warned once for that month.
 */
async function warnMembershipPeriod(
  deps: RecurringWarnDeps,
  row: RecurringRow,
  cardOf: Map<string, string>,
): Promise<boolean> {
  const now = deps.clock.now();
  const next = membershipPeriodAt(row.startsAfter, membershipPeriodAt(row.startsAfter, now).end);
  const untilStart = next.start.getTime() - now.getTime();
  if (untilStart <= 0 || untilStart > WARNING_BEFORE_STOP_MS) return false;
  const reason = await likelyFailure(deps, row.customerId, { ...PREMIUM_MEMBERSHIP_OFFER.price }, next.start, cardOf);
  // A break from play pauses the billing (decision 456): nothing will fail, nothing to warn of.
  if (!reason || reason === 'self_excluded') return false;
  const site = deps.site ?? { siteName: 'Drawline', publicUrl: '' };
  const what = { offerName: PREMIUM_MEMBERSHIP_OFFER.name, drawDate: next.start, reason, period: true };
  return warnOnce(deps, row, membershipPeriodId(next.index), recurringNotice('warning', what, site), reason);
}

/**
 * The day-before warning (issue 25, decision 358): for every active recurring purchase whose due
 * draw stops selling within a day and is not bought yet, the shop checks what would make it fail
 * (a limit or the break, the wallet short without a card, the card removed or expiring) and tells
 * the customer once per (recurring purchase, draw): an in-site message and an email in one
 * transaction; a premium membership's next month likewise, a day before it starts (decision 475).
 * Answers how many were warned.
 */
export async function warnRecurringFailures(deps: RecurringWarnDeps): Promise<number> {
  const now = deps.clock.now();
  const site = deps.site ?? { siteName: 'Drawline', publicUrl: '' };
  const termsOf = new Map<string, Promise<SaleTerms | undefined>>();
  const terms = (key: string) => {
    let found = termsOf.get(key);
    if (!found) {
      found = findSaleTerms(deps.db, deps.catalogue, [key], now).then((m) => m.get(key));
      termsOf.set(key, found);
    }
    return found;
  };
  let warned = 0;
  let afterId: string | null = null;
  for (;;) {
    const page = await listActiveRecurring(deps.db, { afterId, limit: BATCH });
    if (!page.length) break;
    afterId = page.at(-1)?.row.id ?? null;
    const cardOf = await recurringMethodsOf(
      deps.db,
      page.map((c) => c.row.customerId),
    );
    for (const candidate of page) {
      if (isMembershipSubscription(candidate.row)) {
        if (await warnMembershipPeriod(deps, candidate.row, cardOf)) warned++;
        continue;
      }
      const offerTerms = await terms(candidate.row.productOfferKey);
      const draw = offerTerms && dueDrawOf(candidate, drawsOnSale(candidate, offerTerms));
      if (!offerTerms || !draw) continue;
      const untilStop = draw.stopDate.getTime() - now.getTime();
      if (untilStop <= 0 || untilStop > WARNING_BEFORE_STOP_MS) continue;
      const reason = await drawFailure(deps, candidate, offerTerms, draw, cardOf);
      if (!reason) continue;
      const what = { offerName: offerTerms.offer.name, drawDate: draw.drawDate, reason };
      if (await warnOnce(deps, candidate.row, draw.drawId, recurringNotice('warning', what, site), reason)) warned++;
    }
  }
  if (warned) deps.mail?.wake();
  return warned;
}
