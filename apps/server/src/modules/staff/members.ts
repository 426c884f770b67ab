import { staffRoles as roleNames, type StaffMember, type StaffRole } from '@drawline/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { AppError, notFound } from '../../platform/app-error';
import { hashPassword, newTotpSecret, passwordProblem } from '../identity';
import type { StaffDeps } from './staff.deps';
import { staffMemberRoles, staffMembers, staffSessions } from './staff.tables';

type Conn = Db | Tx;

const isRole = (r: string): r is StaffRole => (roleNames as readonly string[]).includes(r);

/**
 * Staff accounts: their rows, roles and lock. Each write takes the caller's transaction, so the
 * flow that calls it writes the audit row beside it (flows/add-staff-member.ts and the others).
 */
export function createStaffMembers(deps: StaffDeps) {
  const { db, clock, random, secrets } = deps;

  async function rolesOf(conn: Conn, staffId: string): Promise<StaffRole[]> {
    const rows = await conn
      .select({ role: staffMemberRoles.role })
      .from(staffMemberRoles)
      .where(eq(staffMemberRoles.staffId, staffId))
      .orderBy(asc(staffMemberRoles.role));
    return rows.map((r) => r.role).filter(isRole);
  }

  /** What the API shows and the audit log keeps of a member: never the password hash or the secret. */
  async function view(conn: Conn, staffId: string): Promise<StaffMember> {
    const [row] = await conn.select().from(staffMembers).where(eq(staffMembers.id, staffId));
    if (!row) throw notFound('The staff member');
    return {
      id: row.id,
      email: row.email,
      roles: await rolesOf(conn, row.id),
      lockedAt: row.lockedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function idOf(conn: Conn, email: string): Promise<string> {
    const [row] = await conn
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(eq(staffMembers.email, email.trim().toLowerCase()));
    if (!row) throw notFound('The staff member');
    return row.id;
  }

  function assertRoles(roles: readonly string[]): asserts roles is StaffRole[] {
    const unknown = roles.filter((r) => !isRole(r));
    if (unknown.length || !roles.length) {
      throw new AppError('validation_failed', {
        errors: [{ target: 'roles', code: 'invalid', message: `Roles are one or more of: ${roleNames.join(', ')}.` }],
      });
    }
  }

  return {
    rolesOf: (staffId: string) => rolesOf(db, staffId),
    view: (staffId: string, conn: Conn = db) => view(conn, staffId),
    idOf: (email: string, conn: Conn = db) => idOf(conn, email),

    async list(): Promise<StaffMember[]> {
      const rows = await db.select({ id: staffMembers.id }).from(staffMembers).orderBy(asc(staffMembers.email));
      return Promise.all(rows.map((r) => view(db, r.id)));
    },

    /** Whether any open (unlocked) administrator exists: the first one is made only when none does. */
    async hasAdministrator(conn: Conn = db): Promise<boolean> {
      const rows = await conn
        .select({ id: staffMembers.id })
        .from(staffMembers)
        .innerJoin(staffMemberRoles, eq(staffMemberRoles.staffId, staffMembers.id))
        .where(and(eq(staffMemberRoles.role, 'administrator'), isNull(staffMembers.lockedAt)))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * Checks and hashes a new member's password, before the transaction that adds them (the hash
     * takes a moment, and the embedded database has one connection).
     */
    async credentials(email: string, password: string): Promise<{ email: string; passwordHash: string }> {
      const normalised = email.trim().toLowerCase();
      const problem = passwordProblem(password, { email: normalised });
      if (problem) {
        throw new AppError('password_too_weak', {
          errors: [{ target: 'password', code: problem.code, message: problem.message }],
        });
      }
      return { email: normalised, passwordHash: await hashPassword(password) };
    },

    /**
     * A new member with roles. With `enrolNow` the authenticator secret is made here and answered
     * once (the first administrator, who has nobody to sign in after); otherwise the member
     * enrols at the first sign-in.
     */
    async create(
      tx: Tx,
      input: { email: string; passwordHash: string; roles: readonly string[]; enrolNow?: boolean },
    ): Promise<{ member: StaffMember; totpSecret: string | null }> {
      const { email, passwordHash } = input;
      assertRoles(input.roles);
      const [taken] = await tx.select({ id: staffMembers.id }).from(staffMembers).where(eq(staffMembers.email, email));
      if (taken) throw new AppError('email_taken', { message: 'A staff member already has this email address.' });
      const now = clock.now();
      const id = random.uuid();
      const totpSecret = input.enrolNow ? newTotpSecret() : null;
      await tx.insert(staffMembers).values({
        id,
        email,
        passwordHash,
        totpSecretBox: totpSecret ? await secrets.encrypt(totpSecret) : null,
        totpEnrolledAt: totpSecret ? now : null,
        createdAt: now,
        updatedAt: now,
      });
      await tx.insert(staffMemberRoles).values([...new Set(input.roles)].map((role) => ({ staffId: id, role })));
      return { member: await view(tx, id), totpSecret };
    },

    /** Replaces the member's roles; answers the member before and after. */
    async setRoles(tx: Tx, staffId: string, roles: readonly string[]) {
      assertRoles(roles);
      const before = await view(tx, staffId);
      await tx.delete(staffMemberRoles).where(eq(staffMemberRoles.staffId, staffId));
      await tx.insert(staffMemberRoles).values([...new Set(roles)].map((role) => ({ staffId, role })));
      await tx.update(staffMembers).set({ updatedAt: clock.now() }).where(eq(staffMembers.id, staffId));
      return { before, after: await view(tx, staffId) };
    },

    /**
     * Locks (ending every session at once) or unlocks (clearing the failure count) a member;
     * answers the member before and after.
     */
    async setLocked(tx: Tx, staffId: string, locked: boolean, reason: string) {
      const before = await view(tx, staffId);
      const now = clock.now();
      await tx
        .update(staffMembers)
        .set(
          locked
            ? { lockedAt: before.lockedAt ? new Date(before.lockedAt) : now, lockedReason: reason, updatedAt: now }
            : { lockedAt: null, lockedReason: null, failedAttempts: 0, updatedAt: now },
        )
        .where(eq(staffMembers.id, staffId));
      if (locked) {
        await tx
          .update(staffSessions)
          .set({ revokedAt: now })
          .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
      }
      return { before, after: await view(tx, staffId) };
    },
  };
}
export type StaffMembers = ReturnType<typeof createStaffMembers>;
