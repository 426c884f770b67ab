import type { Tx } from '../../db/client';
import { addMember, memberCredentials } from './add-member';
import { resetMemberTwoFactor, setMemberLocked, setMemberRoles } from './change-member';
import { listMembers } from './list-members';
import { type Conn, hasAdministrator, memberIdOf, rolesOf, viewMember } from './member-rows';
import type { StaffDeps } from './staff.deps';

/**
 * Staff accounts: their rows, roles and lock. Each write takes the caller's transaction, so the
 * flow that calls it writes the audit row beside it (flows/staff/add-staff-member.ts and the others).
 */
export function createStaffMembers(deps: StaffDeps) {
  const { db } = deps;
  return {
    rolesOf: (staffId: string) => rolesOf(db, staffId),
    view: (staffId: string, conn: Conn = db) => viewMember(conn, staffId),
    idOf: (email: string, conn: Conn = db) => memberIdOf(conn, email),
    /** Whether any open (unlocked) administrator exists: the first one is made only when none does. */
    hasAdministrator: (conn: Conn = db) => hasAdministrator(conn),
    /** Every member as administrators see them. */
    list: () => listMembers(deps),
    /** A first password, shown once: long and random, so it passes the password rules. */
    firstPassword: () => deps.random.token(18),
    /** Checks and hashes a new member's password, before the transaction that adds them. */
    credentials: (email: string, password: string) => memberCredentials(email, password),
    /** A new member with roles (`enrolNow`: the authenticator secret made and answered once). */
    create: (tx: Tx, input: Parameters<typeof addMember>[2]) => addMember(deps, tx, input),
    /** Replaces the member's roles; never leaves no unlocked administrator. */
    setRoles: (tx: Tx, staffId: string, roles: readonly string[]) => setMemberRoles(deps, tx, staffId, roles),
    /** Locks (ending every session) or unlocks a member. */
    setLocked: (tx: Tx, staffId: string, locked: boolean, reason: string) =>
      setMemberLocked(deps, tx, staffId, locked, reason),
    /** Forgets the member's authenticator and ends their sessions. */
    resetTwoFactor: (tx: Tx, staffId: string) => resetMemberTwoFactor(deps, tx, staffId),
  };
}
export type StaffMembers = ReturnType<typeof createStaffMembers>;
