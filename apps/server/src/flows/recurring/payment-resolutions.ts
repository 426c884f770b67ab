import {
  type LastAttemptStatus,
  membershipPeriodAt,
  type PaymentResolution,
  PREMIUM_MEMBERSHIP_OFFER,
  type RecurringPurchaseType,
  type RecurringSync,
  recurringFailureMessage,
} from '@drawline/contracts';
import { findSaleTerms } from '../../modules/catalogue';
import {
  activeCandidateOf,
  dueDrawOf,
  failedRecurringOf,
  isMembershipSubscription,
  recurringMethodOf,
  reopenHardFailure,
  reopenHardFailures,
} from '../../modules/recurring';
import { billMembershipPeriod, membershipPeriodId } from './bill-membership-period';
import { drawsOnSale } from './place-due-recurring-purchases';
import { placeRecurringPurchase } from './place-recurring-purchase';
import type { RecurringEngineDeps } from './recurring-flow.deps';

/**
 * GET /payment_resolutions (2-shopping.md §4 and §7 v3.3; decision 358): the customer's recurring
 * purchases whose last attempt failed, under the fund source they are paid from (the chosen
 * card, the wallet, or `unfunded` when the chosen card was removed), with what may be done
 * (change-fund, add-card, payment-method-updated). Empty when nothing failed.
 */
export async function listPaymentResolutions(
  deps: Pick<RecurringEngineDeps, 'db' | 'clock' | 'funds'>,
  customerId: string,
): Promise<PaymentResolution[]> {
  const failed = await failedRecurringOf(deps.db, customerId);
  if (!failed.length) return [];
  const fundId = await recurringMethodOf(deps.db, customerId);
  let source: Pick<PaymentResolution, 'fundSource' | 'fundKind' | 'actions'> = {
    fundSource: { id: 'wallet' },
    fundKind: 'wallet',
    actions: ['change-fund', 'add-card'],
  };
  if (fundId) {
    const card = await deps.funds.customerCard(customerId, fundId).catch(() => null);
    source = card
      ? { fundSource: { id: card.id }, fundKind: 'cc', actions: ['change-fund', 'add-card', 'payment-method-updated'] }
      : { fundSource: { id: null }, fundKind: 'unfunded', actions: ['add-card', 'change-fund'] };
  }
  return [
    {
      ...source,
      recurringPurchases: failed.map((row) => ({
        recurringPurchaseId: row.id,
        type: row.kind as RecurringPurchaseType,
        productOfferKey: row.productOfferKey,
        lastAttemptStatus: row.lastAttemptStatus as LastAttemptStatus,
        failureCode: row.lastFailureCode,
        failureMessage: recurringFailureMessage(
          row.lastFailureCode,
          row.productOfferKey === PREMIUM_MEMBERSHIP_OFFER.key ? 'month' : 'draw',
        ),
        lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
      })),
    },
  ];
}

/**
 * POST /process_recurring_purchases/sync (v3.3): the customer has fixed what failed (a card added
 * or chosen, money deposited) and asks again now: each failed recurring purchase that is active
 * tries its due draw at once, a draw given up by a hard failure that is still on sale included,
 * and the card is asked again even if it declined for insufficient funds a moment ago. Safe to
 * call twice or alongside the engine: each draw is bought once, each card charge once per key.
 */
export async function syncRecurringPurchases(deps: RecurringEngineDeps, customerId: string): Promise<RecurringSync> {
  const now = deps.clock.now();
  const results: RecurringSync['results'] = [];
  for (const failed of await failedRecurringOf(deps.db, customerId)) {
    await reopenHardFailures(deps.db, failed.id, now);
    const candidate = await activeCandidateOf(deps.db, customerId, failed.id);
    if (!candidate) {
      results.push({ recurringPurchaseId: failed.id, outcome: 'not_active', code: null });
      continue;
    }
    if (isMembershipSubscription(candidate.row)) {
      // A membership's period is billed at once, as the engine bills it (decision 456); one a card
      // or limit refused is asked again while it lasts (decision 475).
      const period = membershipPeriodAt(candidate.row.startsAfter, now);
      await reopenHardFailure(deps.db, failed.id, membershipPeriodId(period.index));
      const billed = await billMembershipPeriod(deps, candidate.row, { fresh: true });
      results.push({
        recurringPurchaseId: failed.id,
        outcome: billed.outcome,
        code: 'code' in billed ? billed.code : null,
      });
      continue;
    }
    const terms = (await findSaleTerms(deps.db, deps.catalogue, [failed.productOfferKey], now)).get(
      failed.productOfferKey,
    );
    const draw = dueDrawOf(candidate, drawsOnSale(candidate, terms));
    if (!draw) {
      results.push({ recurringPurchaseId: failed.id, outcome: 'not_due', code: null });
      continue;
    }
    const outcome = await placeRecurringPurchase(deps, candidate.row, draw.drawId, { fresh: true });
    results.push({
      recurringPurchaseId: failed.id,
      outcome: outcome.outcome,
      code: 'code' in outcome ? outcome.code : null,
    });
  }
  const failedAgain = results.some((r) => r.outcome === 'soft_failure' || r.outcome === 'hard_failure');
  deps.mail?.wake();
  return { status: failedAgain ? 'retry error' : 'completed', results };
}
