import type { Money } from '@drawline/contracts';
import { findSaleTerms, type SaleDraw, type SaleTerms } from '../../modules/catalogue';
import { contactsOf } from '../../modules/identity';
import {
  claimNotice,
  dueDrawOf,
  listActiveRecurring,
  type RecurringCandidate,
  recurringMethodsOf,
} from '../../modules/recurring';
import { drawsOnSale } from './place-due-recurring-purchases';
import type { RecurringEngineDeps } from './recurring-flow.deps';
import { recurringNotice, recurringNoticeEmail } from './recurring-notice-email';
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
 * Why the draw would fail if bought now, or null: a limit or the break from play that will be hit;
 * the wallet short with no card chosen, or with a card that is gone or will have expired by the draw.
 */
async function likelyFailure(
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
  const { availableFunds } = await deps.wallet.getFunds(row.customerId, total.currency);
  const blockers = Object.keys(
    await deps.limits.purchaseBlockedReasons({ customerId: row.customerId, amount: total, availableFunds }),
  );
  const limit = blockers.map((b) => limitCodes[b]).find(Boolean);
  if (limit) return limit;
  if (availableFunds.amount >= total.amount) return null;
  const fundId = cardOf.get(row.customerId);
  if (!fundId) return 'insufficient_funds';
  const card = await deps.funds.customerCard(row.customerId, fundId).catch(() => null);
  if (!card) return 'card_removed';
  // A card is good to the end of its expiry month: one that ends before the draw's stop time will not pay it.
  if (Date.UTC(card.expiryYear, card.expiryMonth, 1) <= draw.stopDate.getTime()) return 'card_expired';
  return null;
}

/**
 * The day-before warning (issue 25, decision 358): for every active recurring purchase whose due
 * draw stops selling within a day and is not bought yet, the shop checks what would make it fail
 * (a limit or the break, the wallet short without a card, the card removed or expiring) and tells
 * the customer once per (recurring purchase, draw): an in-site message and an email in one
 * transaction. Answers how many were warned.
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
      const offerTerms = await terms(candidate.row.productOfferKey);
      const draw = offerTerms && dueDrawOf(candidate, drawsOnSale(candidate, offerTerms));
      if (!offerTerms || !draw) continue;
      const untilStop = draw.stopDate.getTime() - now.getTime();
      if (untilStop <= 0 || untilStop > WARNING_BEFORE_STOP_MS) continue;
      const reason = await likelyFailure(deps, candidate, offerTerms, draw, cardOf);
      if (!reason) continue;
      const notice = recurringNotice(
        'warning',
        { offerName: offerTerms.offer.name, drawDate: draw.drawDate, reason },
        site,
      );
      const { row } = candidate;
      const told = await deps.db.transaction(async (tx) => {
        const written = await claimNotice(tx, {
          recurringPurchaseId: row.id,
          drawId: draw.drawId,
          kind: 'warning',
          customerId: row.customerId,
          reason,
          title: notice.title,
          body: notice.body,
          link: notice.link,
          createdAt: now,
        });
        if (!written) return false;
        const contact = (await contactsOf(tx, [row.customerId])).get(row.customerId);
        if (contact && deps.mail) await deps.mail.outboxInsert(tx, recurringNoticeEmail(notice, site, contact));
        return true;
      });
      if (told) warned++;
    }
  }
  if (warned) deps.mail?.wake();
  return warned;
}
