import { z } from 'zod';
import { placeDueRecurringPurchases } from '../flows/recurring/place-due-recurring-purchases';
import type { RecurringEngineDeps } from '../flows/recurring/recurring-flow.deps';
import { placeDueScheduledPurchases } from '../flows/recurring/scheduled-purchases';
import { defineJob } from './definitions';

export const PLACE_RECURRING_PURCHASES_JOB = 'place-recurring-purchases';

/**
 * Every minute: buys every due recurring purchase of every draw on sale, and retries soft
 * failures until the stop time (flows/recurring); then issues the tickets of the scheduled purchases
 * whose draw opened (decision 364). `stately` keeps one waiting and one running;
 * the engine is safe to run in two processes at once anyway (each draw is claimed once).
 */
export function placeRecurringPurchasesJob(
  deps: RecurringEngineDeps,
  log?: { info(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void },
) {
  return defineJob({
    name: PLACE_RECURRING_PURCHASES_JOB,
    payload: z.object({}).passthrough(),
    cron: '* * * * *',
    policy: 'stately',
    handler: async () => {
      const report = await placeDueRecurringPurchases(deps);
      // Counts only: no customer appears in the log.
      if (report.purchased || report.softFailures || report.hardFailures || report.resumed) {
        log?.info({ report }, 'recurring purchases placed');
      }
      if (report.errors) log?.error({ report }, 'recurring purchases stopped on an error');
      // Held pre-orders and scheduled purchases get their tickets once their draw opens (decision 364).
      const scheduled = await placeDueScheduledPurchases(deps);
      if (scheduled.placed || scheduled.refunded) log?.info({ scheduled }, 'scheduled purchases placed');
      if (scheduled.error) log?.error({ scheduled }, 'scheduled purchases stopped on an error');
    },
  });
}
