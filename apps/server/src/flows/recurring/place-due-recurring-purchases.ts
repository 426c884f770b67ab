import { findSaleTerms, type SaleTerms } from '../../modules/catalogue';
import {
  type DrawRunFigures,
  dueDrawOf,
  isMembershipSubscription,
  listActiveRecurring,
  type RecurringCandidate,
  recordDrawRuns,
  resumeTimedPauses,
} from '../../modules/recurring';
import { billMembershipPeriod } from './bill-membership-period';
import { eachCustomerAtOnce } from './each-customer-at-once';
import { finishUnfinishedCharges } from './pay-by-recurring-card';
import { payShortByCard } from './pay-short-by-card';
import { type BatchResult, type DueItem, placeRecurringBatch } from './place-recurring-batch';
import { type PlacementOutcome, placeRecurringPurchase } from './place-recurring-purchase';
import type { RecurringEngineDeps } from './recurring-flow.deps';

/** What a run of the engine did, in counts (no customer in it, for the job's log). */
export interface RecurringRunReport {
  resumed: number;
  purchased: number;
  /** Of the purchased, those the set-based batch placed (decision 417). */
  batched: number;
  /** Batches whose transaction failed and whose placements went the per-order way (decision 417). */
  batchFailures: number;
  /** Already placed by another run, or paused or cancelled meanwhile. */
  skipped: number;
  /** Autoplays whose draw's jackpot is below their minimum. */
  waiting: number;
  softFailures: number;
  hardFailures: number;
  /** Recurring purchases with no draw due now. */
  notDue: number;
  /** Attempts that stopped on an unexpected error (retried next run). */
  errors: number;
}

/** Recurring purchases read a page, and so placed by one set-based batch at most (decision 417). */
const DEFAULT_BATCH = 1000;
/**
 * Customers placed at once, each placement its own transaction on a connection of the pool: one
 * unless the deployment gives more (decision 376 measured no gain on a busy machine, and slower hand purchases).
 */
const DEFAULT_CONCURRENCY = 1;

/** The draws a recurring purchase may buy now: its offer's draws on sale, or its syndicates' draws for shares. */
export function drawsOnSale(candidate: RecurringCandidate, terms: SaleTerms | undefined) {
  if (!terms) return [];
  if (candidate.row.gameType === 'syndicate') {
    return [...new Map(terms.syndicates.map((s) => [s.draw.drawId, s.draw])).values()];
  }
  return terms.draws.filter((d) => d.purchaseStatus === 'open' || d.purchaseStatus === 'pre_order');
}

/**
 * The recurring engine's run (2-shopping.md §4 Recurring): timed pauses whose date has come
 * resume; then every active recurring purchase buys the draw due for it, as soon as that draw
 * is on sale (well before its stop time): an autoplay the next draw after the last it placed
 * (waiting while the jackpot is below its minimum), a subscription by its frequency. A soft
 * failure leaves the draw due, so each run retries it until the stop time. Safe to run twice and
 * in several processes at once: each (recurring purchase, draw) is claimed once in the database.
 */
export async function placeDueRecurringPurchases(deps: RecurringEngineDeps): Promise<RecurringRunReport> {
  // Card charges a stopped process asked for and never booked are booked first (decision 358).
  await finishUnfinishedCharges(deps);
  const report: RecurringRunReport = {
    resumed: await resumeTimedPauses(deps.db, deps.clock.now()),
    purchased: 0,
    batched: 0,
    batchFailures: 0,
    skipped: 0,
    waiting: 0,
    softFailures: 0,
    hardFailures: 0,
    notDue: 0,
    errors: 0,
  };
  // The sale terms of each offer are read once a run to find the due draw; each placement reads them again, locked.
  const termsOf = new Map<string, Promise<SaleTerms | undefined>>();
  const terms = (key: string) => {
    let found = termsOf.get(key);
    if (!found) {
      found = findSaleTerms(deps.db, deps.catalogue, [key], deps.clock.now()).then((m) => m.get(key));
      termsOf.set(key, found);
    }
    return found;
  };
  // What is left unplaced per draw at the end of the run, for the console's dashboard.
  const runs = new Map<string, DrawRunFigures>();
  let afterId: string | null = null;
  for (;;) {
    const page = await listActiveRecurring(deps.db, { afterId, limit: deps.batchSize ?? DEFAULT_BATCH });
    if (!page.length) break;
    afterId = page.at(-1)?.row.id ?? null;
    // The due draw of each: the wallet-paid lottery entries go set-based first (decision 417).
    const due: DueItem[] = [];
    for (const candidate of page) {
      // A membership buys a period, not a draw (decision 456): billed apart, once per period.
      if (isMembershipSubscription(candidate.row)) {
        count(report, await billMembershipPeriod(deps, candidate.row));
        continue;
      }
      const draw = dueDrawOf(candidate, drawsOnSale(candidate, await terms(candidate.row.productOfferKey)));
      if (draw) due.push({ candidate, drawId: draw.drawId });
      else report.notDue++;
    }
    await placePage(deps, due, report, runs);
  }
  await recordDrawRuns(deps.db, [...runs.values()], deps.clock.now());
  deps.mail?.wake();
  return report;
}

/**
 * A page's due draws placed: the wallet-paid lottery entries set-based first (decision 417), the
 * draws the wallet was short for paid by the cards and then placed by a batch (decision 539), the
 * rest one by one through the checkout.
 */
async function placePage(
  deps: RecurringEngineDeps,
  due: DueItem[],
  report: RecurringRunReport,
  runs: Map<string, DrawRunFigures>,
): Promise<void> {
  let rest = due;
  if (deps.batchPlacements !== false && due.length) {
    const batch = countBatch(report, await placeRecurringBatch(deps, due));
    rest = batch.rest;
    // The draws the wallet was short for: the cards pay them, then a batch places them wallet-paid (decision 539).
    if (batch.short.length) {
      const card = await payShortByCard(deps, batch.short);
      for (const item of card.errors) {
        report.errors++;
        tally(runs, item.candidate, item.drawId, { outcome: 'soft_failure', code: 'internal_error' });
      }
      const again = card.paid.length ? countBatch(report, await placeRecurringBatch(deps, card.paid)) : null;
      rest = [...rest, ...card.unpaid, ...(again ? [...again.rest, ...again.short.map((s) => s.item)] : [])];
    }
  }
  const drawOf = new Map(rest.map((r) => [r.candidate.row.id, r.drawId]));
  // The rest one by one through the checkout; customers side by side, each customer's own one after another (decision 376).
  await eachCustomerAtOnce(
    rest.map((r) => r.candidate),
    (candidate) => candidate.row.customerId,
    deps.concurrency ?? DEFAULT_CONCURRENCY,
    async (candidate) => {
      const drawId = drawOf.get(candidate.row.id) as string;
      let outcome: PlacementOutcome;
      try {
        outcome = await placeRecurringPurchase(deps, candidate.row, drawId);
      } catch {
        report.errors++;
        tally(runs, candidate, drawId, { outcome: 'soft_failure', code: 'internal_error' });
        return;
      }
      count(report, outcome);
      tally(runs, candidate, drawId, outcome);
    },
  );
}

/** A batch's figures added to the run's report; the batch answered as it came. */
function countBatch(report: RecurringRunReport, batch: BatchResult): BatchResult {
  report.purchased += batch.purchased;
  report.batched += batch.purchased;
  report.hardFailures += batch.hardFailures;
  report.batchFailures += batch.failed;
  report.skipped += batch.skipped;
  return batch;
}

function count(report: RecurringRunReport, o: PlacementOutcome): void {
  if (o.outcome === 'purchased') report.purchased++;
  else if (o.outcome === 'skipped') report.skipped++;
  else if (o.outcome === 'waiting') report.waiting++;
  else if (o.outcome === 'soft_failure') report.softFailures++;
  else if (o.outcome === 'hard_failure') report.hardFailures++;
  else report.notDue++;
}

/** A due draw left unplaced by this run: waiting for its jackpot or failing softly (retried next run). */
function tally(runs: Map<string, DrawRunFigures>, candidate: RecurringCandidate, drawId: string, o: PlacementOutcome) {
  const figures = runs.get(drawId) ?? {
    drawId,
    productOfferKey: candidate.row.productOfferKey,
    pending: 0,
    waitingForJackpot: 0,
    softFailures: 0,
  };
  runs.set(drawId, figures);
  if (o.outcome === 'waiting') {
    figures.pending++;
    figures.waitingForJackpot++;
  } else if (o.outcome === 'soft_failure') {
    figures.pending++;
    figures.softFailures++;
  }
}
