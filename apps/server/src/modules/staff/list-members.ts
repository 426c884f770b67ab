import type { StaffMemberAdminView } from '@drawline/contracts';
import { asc, max } from 'drizzle-orm';
import { toMember } from './member-rows';
import type { StaffDeps } from './staff.deps';
import { staffMemberRoles, staffMembers, staffSessions } from './staff.tables';

/** Every member as administrators see them: roles, lock, last sign-in and whether an authenticator is enrolled. */
export async function listMembers(deps: Pick<StaffDeps, 'db'>): Promise<StaffMemberAdminView[]> {
  const { db } = deps;
  const [rows, held, signIns] = await Promise.all([
    db.select().from(staffMembers).orderBy(asc(staffMembers.email)),
    db.select().from(staffMemberRoles).orderBy(asc(staffMemberRoles.role)),
    db
      .select({ staffId: staffSessions.staffId, at: max(staffSessions.createdAt) })
      .from(staffSessions)
      .groupBy(staffSessions.staffId),
  ]);
  return rows.map((row) => ({
    ...toMember(
      row,
      held.filter((h) => h.staffId === row.id).map((h) => h.role),
    ),
    lockedReason: row.lockedReason,
    twoFactorEnrolled: row.totpEnrolledAt !== null,
    lastSignInAt: signIns.find((s) => s.staffId === row.id)?.at?.toISOString() ?? null,
  }));
}
