import type { Tx } from '../../db/client';
import { importLegacyAccounts, type LegacyAccountLine } from './import-legacy-accounts';
import {
  claimedAccounts,
  claimLegacyAccount,
  lockClaimedAccount,
  type MigratingCustomer,
  type MigrationDeps,
  markFailed,
  markMigrated,
  migrationStatusOf,
} from './legacy-accounts';

/**
 * Accounts of the previous shop (issue 29, docs/decisions/468): loaded by the operator's importer,
 * offered to the customer whose confirmed email they carry, claimed once and moved once. The move
 * itself (the ledger credit with the account marked moved) is the flow flows/migration.
 */
export function createMigration(deps: MigrationDeps) {
  return {
    /** GET /customer's migrationStatus. */
    statusOf: (who: MigratingCustomer) => migrationStatusOf(deps, who),
    /** POST /migration/migrate's first step: the customer's account claimed for them, or as it stands. */
    claim: (who: MigratingCustomer) => claimLegacyAccount(deps, who),
    /** The claimed account locked for the move in the flow's transaction, or null (moved, or being moved). */
    lockClaimed: (tx: Tx, legacyId: string) => lockClaimedAccount(tx, legacyId),
    markMigrated: (tx: Tx, legacyId: string, journalId: string | null) => markMigrated(deps, tx, legacyId, journalId),
    markFailed: (legacyId: string, failure: string) => markFailed(deps, legacyId, failure),
    /** Claimed accounts not moved yet: the job finishes them. */
    claimedAccounts: (limit = 100) => claimedAccounts(deps, limit),
    /** The operator's importer. */
    importAccounts: (lines: readonly LegacyAccountLine[]) => importLegacyAccounts(deps, lines),
  };
}
export type Migration = ReturnType<typeof createMigration>;
