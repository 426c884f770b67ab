import type { Currency, MigrationStatus, Money } from '@drawline/contracts';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../platform/app-error';
import { legacyAccounts } from './migration.tables';

export interface MigrationDeps {
  db: Db;
  clock: Clock;
}

/** Whom an account may move to: a signed-in customer, by the email they confirmed (decision 468). */
export interface MigratingCustomer {
  customerId: string;
  email: string;
  emailConfirmed: boolean;
  currency: Currency;
}

/** A legacy account claimed and not yet brought over, as the flow that moves it reads it. */
export interface ClaimedAccount {
  legacyId: string;
  customerId: string;
  balance: Money;
}

type Row = typeof legacyAccounts.$inferSelect;

/** The customer's legacy account: theirs by a confirmed address in their wallet's currency, or one they claimed. */
async function accountOf(deps: MigrationDeps, who: MigratingCustomer): Promise<Row | null> {
  const rows = await deps.db
    .select()
    .from(legacyAccounts)
    .where(or(eq(legacyAccounts.customerId, who.customerId), eq(legacyAccounts.email, who.email.toLowerCase())))
    .limit(2);
  // One they claimed comes first: their address may have changed since.
  const row = rows.find((r) => r.customerId === who.customerId) ?? rows[0];
  if (!row) return null;
  if (row.customerId === who.customerId) return row;
  const eligible = row.customerId === null && who.emailConfirmed && row.currency === who.currency;
  return eligible ? row : null;
}

function statusOfRow(row: Row | null): MigrationStatus {
  if (!row) return 'ineligible';
  if (row.status === 'in_progress' || row.status === 'migrated') return row.status;
  return row.eligibility === 'hard' ? 'eligible_hard' : 'eligible_soft';
}

const moneyOf = (row: Row): Money => ({ amount: row.balance, currency: row.currency as Currency });

/** GET /customer's migrationStatus (3-account.md §4). */
export async function migrationStatusOf(deps: MigrationDeps, who: MigratingCustomer): Promise<MigrationStatus> {
  return statusOfRow(await accountOf(deps, who));
}

export type ClaimAnswer =
  | { outcome: 'claimed' | 'in_progress'; legacyId: string }
  | { outcome: 'migrated'; legacyId: string; balance: Money };

/**
 * The customer starts (or retries) the move: a conditional update takes a waiting or failed
 * account to in_progress for this customer only, so two starts at once claim it once. An account
 * already under way or moved is answered as it stands; no account: 409 migration_not_eligible.
 */
export async function claimLegacyAccount(deps: MigrationDeps, who: MigratingCustomer): Promise<ClaimAnswer> {
  const row = await accountOf(deps, who);
  if (!row) throw new AppError('migration_not_eligible');
  const [claimed] = await deps.db
    .update(legacyAccounts)
    .set({ status: 'in_progress', customerId: who.customerId, startedAt: deps.clock.now(), failure: null })
    .where(
      and(
        eq(legacyAccounts.legacyId, row.legacyId),
        inArray(legacyAccounts.status, ['waiting', 'failed']),
        or(isNull(legacyAccounts.customerId), eq(legacyAccounts.customerId, who.customerId)),
      ),
    )
    .returning({ legacyId: legacyAccounts.legacyId });
  if (claimed) return { outcome: 'claimed', legacyId: claimed.legacyId };
  const [now] = await deps.db.select().from(legacyAccounts).where(eq(legacyAccounts.legacyId, row.legacyId));
  if (now?.customerId !== who.customerId) throw new AppError('migration_not_eligible');
  if (now.status === 'migrated') return { outcome: 'migrated', legacyId: now.legacyId, balance: moneyOf(now) };
  return { outcome: 'in_progress', legacyId: now.legacyId };
}

/**
 * Locks a claimed account for the move inside the caller's transaction; null when it is not in
 * progress any more (moved already) or another transaction holds it (SKIP LOCKED: that one is moving it).
 */
export async function lockClaimedAccount(tx: Tx, legacyId: string): Promise<ClaimedAccount | null> {
  const [row] = await tx
    .select()
    .from(legacyAccounts)
    .where(and(eq(legacyAccounts.legacyId, legacyId), eq(legacyAccounts.status, 'in_progress')))
    .for('update', { skipLocked: true });
  if (!row?.customerId) return null;
  return { legacyId: row.legacyId, customerId: row.customerId, balance: moneyOf(row) };
}

/** The account moved, in the transaction that credited its balance. */
export async function markMigrated(deps: MigrationDeps, tx: Tx, legacyId: string, journalId: string | null) {
  await tx
    .update(legacyAccounts)
    .set({ status: 'migrated', migratedAt: deps.clock.now(), journalId })
    .where(and(eq(legacyAccounts.legacyId, legacyId), eq(legacyAccounts.status, 'in_progress')));
}

/** The move failed: the account can be claimed again by the same customer (the modal's retry). */
export async function markFailed(deps: MigrationDeps, legacyId: string, failure: string) {
  await deps.db
    .update(legacyAccounts)
    .set({ status: 'failed', failure: failure.slice(0, 200) })
    .where(and(eq(legacyAccounts.legacyId, legacyId), eq(legacyAccounts.status, 'in_progress')));
}

/** Accounts claimed and not moved yet (a start whose process died, say), oldest first. */
export async function claimedAccounts(deps: MigrationDeps, limit: number): Promise<string[]> {
  const rows = await deps.db
    .select({ legacyId: legacyAccounts.legacyId })
    .from(legacyAccounts)
    .where(eq(legacyAccounts.status, 'in_progress'))
    .orderBy(sql`${legacyAccounts.startedAt} asc nulls first`)
    .limit(limit);
  return rows.map((r) => r.legacyId);
}
