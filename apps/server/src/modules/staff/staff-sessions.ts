import { STAFF_SESSION_IDLE_SECONDS, STAFF_SESSION_MAX_SECONDS, type StaffRole } from '@drawline/contracts';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { sha256 } from '../credentials';
import type { StaffMembers } from './members';
import type { StaffDeps } from './staff.deps';
import { staffMembers, staffSessions } from './staff.tables';

/** Staff tokens carry their own prefix: never mistaken for a customer's, and easy to spot if leaked. */
export const STAFF_TOKEN_PREFIX = 'stf_';
export const STAFF_TOKEN_SHAPE = /^stf_[A-Za-z0-9_-]{20,200}$/;
/** last_used_at is written at most this often, so a busy console does not write on every call. */
const TOUCH_EVERY_MS = 60_000;

/** The signed-in staff member a call carries. */
export interface StaffContext {
  staffId: string;
  sessionId: string;
  email: string;
  roles: StaffRole[];
  expiresAt: Date;
}

/** Staff sessions (docs/decisions/160): 30 minutes idle, 8 hours at most; only the token's hash is kept. */
export function createStaffSessions(deps: StaffDeps & { members: StaffMembers }) {
  const { db, clock, random, members } = deps;

  return {
    async open(staffId: string, address: string) {
      const now = clock.now();
      const token = `${STAFF_TOKEN_PREFIX}${random.token(32)}`;
      const expiresAt = new Date(now.getTime() + STAFF_SESSION_MAX_SECONDS * 1000);
      await db.insert(staffSessions).values({
        id: random.uuid(),
        staffId,
        tokenHash: sha256(token),
        createdAt: now,
        lastUsedAt: now,
        expiresAt,
        address,
      });
      return { token, expiresAt: expiresAt.toISOString(), idleTimeoutSeconds: STAFF_SESSION_IDLE_SECONDS };
    },

    /** The member behind a token, or undefined when it is unknown, ended, idle too long or its member locked. */
    async authenticate(token: string): Promise<StaffContext | undefined> {
      if (!STAFF_TOKEN_SHAPE.test(token)) return undefined;
      const now = clock.now();
      const idleSince = new Date(now.getTime() - STAFF_SESSION_IDLE_SECONDS * 1000);
      const [row] = await db
        .select({
          sessionId: staffSessions.id,
          staffId: staffMembers.id,
          email: staffMembers.email,
          expiresAt: staffSessions.expiresAt,
          lastUsedAt: staffSessions.lastUsedAt,
        })
        .from(staffSessions)
        .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
        .where(
          and(
            eq(staffSessions.tokenHash, sha256(token)),
            isNull(staffSessions.revokedAt),
            gt(staffSessions.expiresAt, now),
            gt(staffSessions.lastUsedAt, idleSince),
            isNull(staffMembers.lockedAt),
          ),
        );
      if (!row) return undefined;
      if (now.getTime() - row.lastUsedAt.getTime() >= TOUCH_EVERY_MS) {
        await db
          .update(staffSessions)
          .set({ lastUsedAt: now })
          .where(and(eq(staffSessions.id, row.sessionId), lt(staffSessions.lastUsedAt, now)));
      }
      return {
        staffId: row.staffId,
        sessionId: row.sessionId,
        email: row.email,
        roles: await members.rolesOf(row.staffId),
        expiresAt: row.expiresAt,
      };
    },

    async close(sessionId: string): Promise<void> {
      await db
        .update(staffSessions)
        .set({ revokedAt: clock.now() })
        .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
    },
  };
}
export type StaffSessions = ReturnType<typeof createStaffSessions>;
