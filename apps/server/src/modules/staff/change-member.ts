import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { assertRoles, hasAdministrator, viewMember } from './member-rows';
import type { StaffDeps } from './staff.deps';
import { staffMemberRoles, staffMembers, staffSessions } from './staff.tables';

type ChangeDeps = Pick<StaffDeps, 'clock'>;

/** Ends every session of the member at once. */
async function endSessions(tx: Tx, staffId: string, now: Date): Promise<void> {
  await tx
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}

/**
 * Replaces the member's roles; answers the member before and after. A change that would leave
 * no unlocked administrator is refused (409): nobody could then manage staff from the console.
 */
export async function setMemberRoles(deps: ChangeDeps, tx: Tx, staffId: string, roles: readonly string[]) {
  assertRoles(roles);
  // Locks the administrators' role rows first, so two administrators dropping their own role
  // at once cannot both see the other one still there.
  await tx
    .select({ staffId: staffMemberRoles.staffId })
    .from(staffMemberRoles)
    .where(eq(staffMemberRoles.role, 'administrator'))
    .for('update');
  const before = await viewMember(tx, staffId);
  if (before.roles.includes('administrator') && !roles.includes('administrator')) {
    if (!(await hasAdministrator(tx, staffId))) {
      throw new AppError('conflict', {
        message: 'This is the last administrator: give another member the administrator role first.',
      });
    }
  }
  await tx.delete(staffMemberRoles).where(eq(staffMemberRoles.staffId, staffId));
  await tx.insert(staffMemberRoles).values([...new Set(roles)].map((role) => ({ staffId, role })));
  await tx.update(staffMembers).set({ updatedAt: deps.clock.now() }).where(eq(staffMembers.id, staffId));
  return { before, after: await viewMember(tx, staffId) };
}

/**
 * Locks (ending every session at once) or unlocks (clearing the failure count) a member;
 * answers the member before and after.
 */
export async function setMemberLocked(deps: ChangeDeps, tx: Tx, staffId: string, locked: boolean, reason: string) {
  const before = await viewMember(tx, staffId);
  const now = deps.clock.now();
  await tx
    .update(staffMembers)
    .set(
      locked
        ? { lockedAt: before.lockedAt ? new Date(before.lockedAt) : now, lockedReason: reason, updatedAt: now }
        : { lockedAt: null, lockedReason: null, failedAttempts: 0, updatedAt: now },
    )
    .where(eq(staffMembers.id, staffId));
  if (locked) await endSessions(tx, staffId, now);
  return { before, after: await viewMember(tx, staffId) };
}

/**
 * Forgets the member's authenticator (a lost phone) and ends their sessions: the next sign-in
 * with the password shows a new secret to enrol, once, as a new member's first sign-in does.
 */
export async function resetMemberTwoFactor(deps: ChangeDeps, tx: Tx, staffId: string) {
  const enrolled = async () => {
    const [row] = await tx
      .select({ at: staffMembers.totpEnrolledAt })
      .from(staffMembers)
      .where(eq(staffMembers.id, staffId));
    return { ...(await viewMember(tx, staffId)), twoFactorEnrolled: row?.at != null };
  };
  const before = await enrolled();
  const now = deps.clock.now();
  await tx
    .update(staffMembers)
    .set({ totpSecretBox: null, totpEnrolledAt: null, lastTotpStep: null, updatedAt: now })
    .where(eq(staffMembers.id, staffId));
  await endSessions(tx, staffId, now);
  return { before, after: await enrolled() };
}
