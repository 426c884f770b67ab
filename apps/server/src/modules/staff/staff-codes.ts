import { STAFF_MAX_FAILED_ATTEMPTS } from '@drawline/contracts';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import { matchTotp } from '../credentials';
import type { StaffDeps } from './staff.deps';
import { staffMembers } from './staff.tables';

/**
 * Wrong passwords and codes of a staff member (docs/decisions/160): STAFF_MAX_FAILED_ATTEMPTS
 * in a row lock the account until an administrator unlocks it; a good sign-in clears the count.
 * The authenticator code check is shared by the API's sign-in and the command line's `--code`.
 */
export function createStaffCodes(deps: StaffDeps) {
  const { db, clock, secrets } = deps;

  /** Counts a failure; locks at the limit. Answers the refusal to throw. */
  async function fail(staffId: string, refusal: AppError): Promise<AppError> {
    const now = clock.now();
    const [row] = await db
      .update(staffMembers)
      .set({
        failedAttempts: sql`${staffMembers.failedAttempts} + 1`,
        lockedAt: sql`case when ${staffMembers.failedAttempts} + 1 >= ${STAFF_MAX_FAILED_ATTEMPTS} then coalesce(${staffMembers.lockedAt}, ${now.toISOString()}::timestamptz) else ${staffMembers.lockedAt} end`,
        lockedReason: sql`case when ${staffMembers.failedAttempts} + 1 >= ${STAFF_MAX_FAILED_ATTEMPTS} then coalesce(${staffMembers.lockedReason}, 'failed_attempts') else ${staffMembers.lockedReason} end`,
      })
      .where(eq(staffMembers.id, staffId))
      .returning({ lockedAt: staffMembers.lockedAt });
    return row?.lockedAt ? new AppError('account_locked') : refusal;
  }

  return {
    fail,

    async clearFailures(staffId: string): Promise<void> {
      await db.update(staffMembers).set({ failedAttempts: 0 }).where(eq(staffMembers.id, staffId));
    },

    /**
     * Checks an authenticator code against the member's secret (enrolled or being enrolled) and
     * spends its time step, so the same code is good once; a wrong code counts as a failure.
     */
    async checkCode(staffId: string, code: string): Promise<void> {
      const [row] = await db
        .select({ box: staffMembers.totpSecretBox, lockedAt: staffMembers.lockedAt })
        .from(staffMembers)
        .where(eq(staffMembers.id, staffId));
      if (!row) throw new AppError('unauthorised');
      if (row.lockedAt) throw new AppError('account_locked');
      if (!row.box) throw new AppError('2fa_not_enabled');
      const step = matchTotp(await secrets.decrypt(row.box), code, clock.now());
      if (step === undefined) throw await fail(staffId, new AppError('2fa_incorrect'));
      // Conditional on the step: two calls racing with one code cannot both spend it.
      const spent = await db
        .update(staffMembers)
        .set({
          lastTotpStep: step,
          totpEnrolledAt: sql`coalesce(${staffMembers.totpEnrolledAt}, ${clock.now().toISOString()}::timestamptz)`,
        })
        .where(
          and(
            eq(staffMembers.id, staffId),
            isNull(staffMembers.lockedAt),
            or(isNull(staffMembers.lastTotpStep), lt(staffMembers.lastTotpStep, step)),
          ),
        )
        .returning({ id: staffMembers.id });
      if (!spent.length) throw await fail(staffId, new AppError('2fa_incorrect'));
    },
  };
}
export type StaffCodes = ReturnType<typeof createStaffCodes>;
