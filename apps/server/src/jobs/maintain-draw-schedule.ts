import { z } from 'zod';
import type { CatalogueService } from '../modules/catalogue';
import { defineJob } from './definitions';

export const MAINTAIN_DRAW_SCHEDULE_JOB = 'maintain-draw-schedule';

/**
 * Keeps the draw schedule going while the shop runs for days (docs/decisions/039): every minute,
 * closes draws whose sales stopped, tops up upcoming draws, publishes due results. pg-boss sends
 * one job per cron minute however many processes run, and `stately` keeps at most one waiting
 * and one running; the maintenance is safe to run twice at once anyway.
 */
export function maintainDrawScheduleJob(
  catalogue: Pick<CatalogueService, 'maintainDrawSchedule'>,
  log?: { info(obj: unknown, msg?: string): void },
) {
  return defineJob({
    name: MAINTAIN_DRAW_SCHEDULE_JOB,
    payload: z.object({}).passthrough(),
    cron: '* * * * *',
    policy: 'stately',
    handler: async () => {
      const report = await catalogue.maintainDrawSchedule();
      if (Object.values(report).some((n) => n > 0)) log?.info({ report }, 'draw schedule maintained');
    },
  });
}
