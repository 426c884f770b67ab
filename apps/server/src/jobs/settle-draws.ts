import { z } from 'zod';
import type { SettleDrawDeps } from '../flows/settlement/settle-draw.deps';
import { settleDueDraws } from '../flows/settlement/settle-due-draws';
import { defineJob } from './definitions';

export const SETTLE_DRAWS_JOB = 'settle-draws';

/**
 * Every minute (and when asked, e.g. after results are confirmed): commits raffle seeds, draws
 * closed raffles, scores, pays and tells (docs/decisions/200). `stately` keeps one waiting and one
 * running; the settlement is safe to run in two processes at once anyway.
 */
export function settleDrawsJob(
  deps: SettleDrawDeps,
  log?: { info(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void },
) {
  return defineJob({
    name: SETTLE_DRAWS_JOB,
    payload: z.object({}).passthrough(),
    cron: '* * * * *',
    policy: 'stately',
    handler: async () => {
      const report = await settleDueDraws(deps);
      // Counts and draw ids only: no customer appears in the log.
      if (report.committed || report.settled.length) log?.info({ report }, 'draws settled');
      if (report.failed.length) log?.error({ failed: report.failed }, 'draws could not be settled');
    },
  });
}
