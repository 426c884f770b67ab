import type { Currency } from '@drawline/contracts';
import { eachCustomerAtOnce } from './each-customer-at-once';
import { payByRecurringCard } from './pay-by-recurring-card';
import type { DueItem, ShortItem } from './place-recurring-batch';
import type { RecurringEngineDeps } from './recurring-flow.deps';

/** Customers whose cards are asked at once: the gateway's calls overlap, a customer's own stay in order. */
const DEFAULT_CARD_WIDTH = 4;

/**
 * The draws a batch found the wallet short for (the limits allowed them), paid by each customer's
 * unattended card before they are placed (decision 539): the card charged what the wallet lacks
 * for each draw in turn, by payByRecurringCard's own charge (keyed per recurring purchase, draw and
 * attempt, booked as a deposit in its own transaction: once, as decision 358 says), so the draws
 * it paid go to a batch again, wallet-paid. A draw no card paid (none chosen, a decline, a limit
 * on deposits) goes the per-order way, which finds the same charge and records and tells the
 * failure as before: no card is asked twice for a draw in one run.
 */
export async function payShortByCard(
  deps: RecurringEngineDeps,
  short: readonly ShortItem[],
): Promise<{ paid: DueItem[]; unpaid: DueItem[]; errors: DueItem[] }> {
  const paid: DueItem[] = [];
  const unpaid: DueItem[] = [];
  const errors: DueItem[] = [];
  // What each customer's wallet still holds for the next of their draws, once read.
  const available = new Map<string, number>();
  const fundsOf = async (customerId: string, currency: Currency) => {
    const known = available.get(customerId);
    if (known !== undefined) return known;
    const { availableFunds } = await deps.wallet.getFunds(customerId, currency);
    return availableFunds.amount;
  };
  await eachCustomerAtOnce(
    short,
    (s) => s.item.candidate.row.customerId,
    deps.cardWidth ?? DEFAULT_CARD_WIDTH,
    async ({ item, total }) => {
      const { row } = item.candidate;
      const before = Math.max(0, await fundsOf(row.customerId, total.currency));
      let topUp: Awaited<ReturnType<typeof payByRecurringCard>>;
      try {
        topUp = await payByRecurringCard(deps, row, item.drawId, {
          total,
          availableFunds: { amount: before, currency: total.currency },
          fresh: false,
        });
      } catch {
        // A fault asking or booking: an error of this run, as it was on the per-order path (an asked charge is finished next run).
        errors.push(item);
        available.delete(row.customerId);
        return;
      }
      if (topUp?.paid) {
        paid.push(item);
        // The draw takes what the wallet held and the card paid the rest: nothing is left for the next.
        available.set(row.customerId, Math.max(0, before - total.amount));
      } else {
        unpaid.push(item);
        available.set(row.customerId, before);
      }
    },
  );
  return { paid, unpaid, errors };
}
