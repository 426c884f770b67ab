import { z } from 'zod';
import { finishMigrations, type MigrateAccountDeps } from '../flows/migration/migrate-account';
import { defineJob } from './definitions';

export const FINISH_MIGRATIONS_JOB = 'finish-migrations';

/**
 * Every minute, and when a customer starts one: accounts of the previous shop claimed and not yet
 * moved are moved, each once (docs/decisions/468).
 */
export function finishMigrationsJob(deps: MigrateAccountDeps, log?: { info(obj: unknown, msg?: string): void }) {
  return defineJob({
    name: FINISH_MIGRATIONS_JOB,
    payload: z.object({}).passthrough(),
    cron: '* * * * *',
    policy: 'stately',
    handler: async () => {
      const report = await finishMigrations(deps);
      // Counts only: no customer appears in the log.
      if (report.migrated || report.failed) log?.info({ report }, 'legacy accounts moved');
    },
  });
}
