import { z } from 'zod';
import { moneySchema } from './catalogue';

/**
 * Account migration from the previous shop (3-account.md §4, §7 Migration, §9; docs/decisions/468):
 * GET /customer's migrationStatus and POST /migration/migrate.
 */
export const migrationStatuses = ['ineligible', 'eligible_soft', 'eligible_hard', 'in_progress', 'migrated'] as const;
export type MigrationStatus = (typeof migrationStatuses)[number];

/** The page polls POST /migration/migrate every 3 s, 5 times, while it answers 202 (3-account.md §9). */
export const MIGRATION_POLL_INTERVAL_MS = 3_000;
export const MIGRATION_POLL_ATTEMPTS = 5;

/** Whether the migration modal opens by itself for this status (3-account.md §4). */
export function migrationOffered(status: MigrationStatus | undefined): boolean {
  return status === 'eligible_soft' || status === 'eligible_hard';
}

/**
 * POST /migration/migrate's answer: 202 with `in_progress` while the move is under way, 200 with
 * `migrated` and the balance brought over once it is done.
 */
export const migrationAnswerSchema = z.object({
  migrationStatus: z.enum(['in_progress', 'migrated']),
  /** The previous shop's balance credited to the wallet; set once migrated. */
  migratedBalance: moneySchema.nullable(),
});
export type MigrationAnswer = z.infer<typeof migrationAnswerSchema>;

/** POST /migration/migrate takes no body: whose account moves is the signed-in customer's, never one the client names. */
export const migrateRequestSchema = z.object({}).strict().nullish();
