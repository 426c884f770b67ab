import type { StaffMember } from '@drawline/contracts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { hashPassword, newTotpSecret, weakPasswordError } from '../credentials';
import { assertRoles, viewMember } from './member-rows';
import type { StaffDeps } from './staff.deps';
import { staffMemberRoles, staffMembers } from './staff.tables';

/**
 * Checks and hashes a new member's password, before the transaction that adds them (the hash
 * takes a moment, and the embedded database has one connection).
 */
export async function memberCredentials(
  email: string,
  password: string,
): Promise<{ email: string; passwordHash: string }> {
  const normalised = email.trim().toLowerCase();
  const weak = weakPasswordError(password, { email: normalised });
  if (weak) throw weak;
  return { email: normalised, passwordHash: await hashPassword(password) };
}

/**
 * A new member with roles. With `enrolNow` the authenticator secret is made here and answered
 * once (the first administrator, who has nobody to sign in after); otherwise the member
 * enrols at the first sign-in.
 */
export async function addMember(
  deps: StaffDeps,
  tx: Tx,
  input: { email: string; passwordHash: string; roles: readonly string[]; enrolNow?: boolean },
): Promise<{ member: StaffMember; totpSecret: string | null }> {
  const { email, passwordHash } = input;
  assertRoles(input.roles);
  const [taken] = await tx.select({ id: staffMembers.id }).from(staffMembers).where(eq(staffMembers.email, email));
  if (taken) throw new AppError('email_taken', { message: 'A staff member already has this email address.' });
  const now = deps.clock.now();
  const id = deps.random.uuid();
  const totpSecret = input.enrolNow ? newTotpSecret() : null;
  await tx.insert(staffMembers).values({
    id,
    email,
    passwordHash,
    totpSecretBox: totpSecret ? await deps.secrets.encrypt(totpSecret) : null,
    totpEnrolledAt: totpSecret ? now : null,
    createdAt: now,
    updatedAt: now,
  });
  await tx.insert(staffMemberRoles).values([...new Set(input.roles)].map((role) => ({ staffId: id, role })));
  return { member: await viewMember(tx, id), totpSecret };
}
