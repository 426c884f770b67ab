import {
  staffRoles as roleNames,
  type StaffMember,
  type StaffMemberAdminView,
  type StaffRole,
} from '@drawline/contracts';
import { and, asc, eq, isNull, max, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { AppError, notFound } from '../../platform/app-error';
import { hashPassword, newTotpSecret, weakPasswordError } from '../credentials';
import type { StaffDeps } from './staff.deps';
import { staffMemberRoles, staffMembers, staffSessions } from './staff.tables';

type Conn = Db | Tx;

const isRole = (r: string): r is StaffRole => (roleNames as readonly string[]).includes(r);

/** What the API shows and the audit log keeps of a member: never the password hash or the secret. */
function toMember(row: typeof staffMembers.$inferSelect, roles: readonly string[]): StaffMember {
  return {
    id: row.id,
    email: row.email,
    roles: roles.filter(isRole),
    lockedAt: row.lockedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

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

  async function view(conn: Conn, staffId: string): Promise<StaffMember> {
    const [row] = await conn.select().from(staffMembers).where(eq(staffMembers.id, staffId));
    if (!row) throw notFound('The staff member');
    return toMember(row, await rolesOf(conn, row.id));
  }

  async function idOf(conn: Conn, email: string): Promise<string> {
    const [row] = await conn
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(eq(staffMembers.email, email.trim().toLowerCase()));
    if (!row) throw notFound('The staff member');
    return row.id;
  }

  /** Whether an open (unlocked) administrator exists, other than `except` when given. */
  async function hasAdministrator(conn: Conn, except?: string): Promise<boolean> {
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
    /** Whether any open (unlocked) administrator exists: the first one is made only when none does. */
    hasAdministrator: (conn: Conn = db) => hasAdministrator(conn),

    /** Every member as administrators see them: roles, lock, last sign-in and whether an authenticator is enrolled. */
    async list(): Promise<StaffMemberAdminView[]> {
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
    },

    /** A first password, shown once: long and random, so it passes the password rules. */
    firstPassword: () => random.token(18),

    /**
     * Checks and hashes a new member's password, before the transaction that adds them (the hash
     * takes a moment, and the embedded database has one connection).
     */
    async credentials(email: string, password: string): Promise<{ email: string; passwordHash: string }> {
      const normalised = email.trim().toLowerCase();
      const weak = weakPasswordError(password, { email: normalised });
      if (weak) throw weak;
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

    /**
     * Replaces the member's roles; answers the member before and after. A change that would leave
     * no unlocked administrator is refused (409): nobody could then manage staff from the console.
     */
    async setRoles(tx: Tx, staffId: string, roles: readonly string[]) {
      assertRoles(roles);
      // Locks the administrators' role rows first, so two administrators dropping their own role
      // at once cannot both see the other one still there.
      await tx
        .select({ staffId: staffMemberRoles.staffId })
        .from(staffMemberRoles)
        .where(eq(staffMemberRoles.role, 'administrator'))
        .for('update');
      const before = await view(tx, staffId);
      if (before.roles.includes('administrator') && !roles.includes('administrator')) {
        if (!(await hasAdministrator(tx, staffId))) {
          throw new AppError('conflict', {
            message: 'This is the last administrator: give another member the administrator role first.',
          });
        }
      }
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

    /**
     * Forgets the member's authenticator (a lost phone) and ends their sessions: the next sign-in
     * with the password shows a new secret to enrol, once, as a new member's first sign-in does.
     */
    async resetTwoFactor(tx: Tx, staffId: string) {
      const enrolled = async () => {
        const [row] = await tx
          .select({ at: staffMembers.totpEnrolledAt })
          .from(staffMembers)
          .where(eq(staffMembers.id, staffId));
        return { ...(await view(tx, staffId)), twoFactorEnrolled: row?.at != null };
      };
      const before = await enrolled();
      const now = clock.now();
      await tx
        .update(staffMembers)
        .set({ totpSecretBox: null, totpEnrolledAt: null, lastTotpStep: null, updatedAt: now })
        .where(eq(staffMembers.id, staffId));
      await tx
        .update(staffSessions)
        .set({ revokedAt: now })
        .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
      return { before, after: await enrolled() };
    },
  };
}
export type StaffMembers = ReturnType<typeof createStaffMembers>;
