import { staffRoles as roleNames, type StaffMember, type StaffRole } from '@drawline/contracts';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { AppError, notFound } from '../../platform/app-error';
import { staffMemberRoles, staffMembers } from './staff.tables';

export type Conn = Db | Tx;

const isRole = (r: string): r is StaffRole => (roleNames as readonly string[]).includes(r);

/** What the API shows and the audit log keeps of a member: never the password hash or the secret. */
export function toMember(row: typeof staffMembers.$inferSelect, roles: readonly string[]): StaffMember {
  return {
    id: row.id,
    email: row.email,
    roles: roles.filter(isRole),
    lockedAt: row.lockedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function rolesOf(conn: Conn, staffId: string): Promise<StaffRole[]> {
  const rows = await conn
    .select({ role: staffMemberRoles.role })
    .from(staffMemberRoles)
    .where(eq(staffMemberRoles.staffId, staffId))
    .orderBy(asc(staffMemberRoles.role));
  return rows.map((r) => r.role).filter(isRole);
}

/** The member as the API shows them, or not_found. */
export async function viewMember(conn: Conn, staffId: string): Promise<StaffMember> {
  const [row] = await conn.select().from(staffMembers).where(eq(staffMembers.id, staffId));
  if (!row) throw notFound('The staff member');
  return toMember(row, await rolesOf(conn, row.id));
}

export async function memberIdOf(conn: Conn, email: string): Promise<string> {
  const [row] = await conn
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(eq(staffMembers.email, email.trim().toLowerCase()));
  if (!row) throw notFound('The staff member');
  return row.id;
}

/** Whether an open (unlocked) administrator exists, other than `except` when given. */
export async function hasAdministrator(conn: Conn, except?: string): Promise<boolean> {
  const rows = await conn
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .innerJoin(staffMemberRoles, eq(staffMemberRoles.staffId, staffMembers.id))
    .where(
      and(
        eq(staffMemberRoles.role, 'administrator'),
        isNull(staffMembers.lockedAt),
        except ? ne(staffMembers.id, except) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Refuses an empty list or a role that does not exist (validation_failed on `roles`). */
export function assertRoles(roles: readonly string[]): asserts roles is StaffRole[] {
  const unknown = roles.filter((r) => !isRole(r));
  if (unknown.length || !roles.length) {
    throw new AppError('validation_failed', {
      errors: [{ target: 'roles', code: 'invalid', message: `Roles are one or more of: ${roleNames.join(', ')}.` }],
    });
  }
}
