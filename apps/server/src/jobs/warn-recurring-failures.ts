import { z } from 'zod';
import type { RecurringEngineDeps } from '../flows/recurring/recurring-flow.deps';
import { warnRecurringFailures } from '../flows/recurring/warn-recurring-failures';
import { defineJob } from './definitions';

export const WARN_RECURRING_FAILURES_JOB = 'warn-recurring-failures';

/**
 * Every hour: warns each customer whose recurring purchase's draw stops selling within a day and
 * would fail as things stand (flows/recurring/warn-recurring-failures.ts), once per draw.
 */
export function warnRecurringFailuresJob(deps: RecurringEngineDeps, log?: { info(obj: unknown, msg?: string): void }) {
  return defineJob({
    name: WARN_RECURRING_FAILURES_JOB,
    payload: z.object({}).passthrough(),
    cron: '23 * * * *',
    policy: 'stately',
    handler: async () => {
      const warned = await warnRecurringFailures(deps);
      // A count only: no customer appears in the log.
      if (warned) log?.info({ warned }, 'recurring purchase warnings sent');
    },
  });
}
