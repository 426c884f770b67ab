import { z } from 'zod';
import { placeDueRecurringPurchases } from '../flows/recurring/place-due-recurring-purchases';
import type { RecurringEngineDeps } from '../flows/recurring/recurring-flow.deps';
import { defineJob } from './definitions';

export const PLACE_RECURRING_PURCHASES_JOB = 'place-recurring-purchases';

/**
 * Every minute: buys every due recurring purchase of every draw on sale, and retries soft
 * failures until the stop time (flows/recurring). `stately` keeps one waiting and one running;
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
    },
  });
}
