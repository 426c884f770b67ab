import type { MigrationAnswer } from '@drawline/contracts';
import type { Db } from '../../db/client';
import type { IdentityModule } from '../../modules/identity';
import type { Migration } from '../../modules/migration';
import type { Wallet } from '../../modules/wallet';
import { AppError } from '../../platform/app-error';

export interface MigrateAccountDeps {
  db: Db;
  identity: { customer: Pick<IdentityModule['customer'], 'migrationIdentity'> };
  migration: Pick<Migration, 'claim' | 'lockClaimed' | 'markMigrated' | 'markFailed' | 'claimedAccounts'>;
  wallet: Pick<Wallet, 'creditMigratedBalance'>;
  /** Wakes the job that finishes claimed accounts (jobs/finish-migrations.ts); absent in tests without jobs. */
  wake?: () => void;
  log?: { warn(obj: unknown, msg?: string): void };
}

export type MoveOutcome = 'migrated' | 'busy' | 'failed';
/** What moving a claimed account needs (the job and a worker process have no request). */
export type MoveDeps = Pick<MigrateAccountDeps, 'db' | 'migration' | 'wallet' | 'log'>;

/**
 * Moves one claimed account, in one transaction: the account locked (skipped when another
 * transaction is moving it), its balance credited to the customer's cash by the ledger journal
 * `migration:<legacyId>`, the account marked moved. Twice, at once or after a crash, it credits
 * once: the lock, the in_progress check and the journal's unique reference each see to it.
 */
export async function moveClaimedAccount(deps: MoveDeps, legacyId: string): Promise<MoveOutcome> {
  try {
    const moved = await deps.db.transaction(async (tx) => {
      const account = await deps.migration.lockClaimed(tx, legacyId);
      if (!account) return false;
      const journal =
        account.balance.amount > 0
          ? await deps.wallet.creditMigratedBalance(tx, {
              customerId: account.customerId,
              legacyId: account.legacyId,
              amount: account.balance,
            })
          : null;
      await deps.migration.markMigrated(tx, account.legacyId, journal?.journalId ?? null);
      return true;
    });
    return moved ? 'migrated' : 'busy';
  } catch (error) {
    // Counted and kept for the retry; the log names the account, never the customer's details.
    const code = error instanceof AppError ? error.code : 'internal_error';
    deps.log?.warn({ legacyId, code, error: (error as Error)?.name }, 'a legacy account could not be moved');
    await deps.migration.markFailed(legacyId, code);
    return 'failed';
  }
}

/**
 * POST /migration/migrate (3-account.md §7 Migration; docs/decisions/468). The first call claims
 * the customer's account and answers 202 while the job moves it; a later call (the page polls)
 * moves it itself when nothing else is, so a start whose process died is finished by the next poll
 * or the job. 200 with the balance once moved; a failed move answers 503 migration_failed and the
 * next call (the modal's retry) starts again.
 */
export async function migrateAccount(
  deps: MigrateAccountDeps,
  customerId: string,
): Promise<{ status: 200 | 202; answer: MigrationAnswer }> {
  const who = await deps.identity.customer.migrationIdentity(customerId);
  const claim = await deps.migration.claim(who);
  if (claim.outcome === 'migrated') {
    return { status: 200, answer: { migrationStatus: 'migrated', migratedBalance: claim.balance } };
  }
  if (claim.outcome === 'claimed') {
    deps.wake?.();
    return { status: 202, answer: { migrationStatus: 'in_progress', migratedBalance: null } };
  }
  const outcome = await moveClaimedAccount(deps, claim.legacyId);
  if (outcome === 'failed') throw new AppError('migration_failed');
  if (outcome === 'busy') return { status: 202, answer: { migrationStatus: 'in_progress', migratedBalance: null } };
  const after = await deps.migration.claim(who);
  if (after.outcome !== 'migrated')
    return { status: 202, answer: { migrationStatus: 'in_progress', migratedBalance: null } };
  return { status: 200, answer: { migrationStatus: 'migrated', migratedBalance: after.balance } };
}

/** The job's run: every claimed account not moved yet (a start whose process died) is moved once. */
export async function finishMigrations(deps: MoveDeps): Promise<{ migrated: number; failed: number }> {
  const report = { migrated: 0, failed: 0 };
  for (const legacyId of await deps.migration.claimedAccounts()) {
    const outcome = await moveClaimedAccount(deps, legacyId);
    if (outcome === 'migrated') report.migrated++;
    if (outcome === 'failed') report.failed++;
  }
  return report;
}
