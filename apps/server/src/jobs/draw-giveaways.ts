import { z } from 'zod';
import { drawDueGiveaways } from '../flows/membership/draw-giveaways';
import type { MembershipFlowDeps } from '../flows/membership/membership-flow.deps';
import { defineJob } from './definitions';

export const DRAW_GIVEAWAYS_JOB = 'draw-giveaways';

/**
 * Every minute: the members' entries in open giveaways written, then each giveaway past its close
 * drawn and paid (docs/decisions/397). `stately` keeps one waiting and one running; a second run
 * at once draws nothing twice anyway.
 */
export function drawGiveawaysJob(
  deps: MembershipFlowDeps,
  log?: { info(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void },
) {
  return defineJob({
    name: DRAW_GIVEAWAYS_JOB,
    payload: z.object({}).passthrough(),
    cron: '* * * * *',
    policy: 'stately',
    handler: async () => {
      const report = await drawDueGiveaways(deps);
      // Counts and giveaway ids only: no customer appears in the log.
      if (report.drawn.length) log?.info({ drawn: report.drawn, entries: report.entries }, 'giveaways drawn');
    },
  });
}
