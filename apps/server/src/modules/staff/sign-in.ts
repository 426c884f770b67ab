import {
  STAFF_CHALLENGE_SECONDS,
  type StaffChallenge,
  type StaffSession,
  type StaffSignInRequest,
} from '@drawline/contracts';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import { newTotpSecret, verifyPassword } from '../credentials';
import { staffEnrolment } from './enrolment';
import type { StaffMembers } from './members';
import type { StaffDeps } from './staff.deps';
import { staffMembers } from './staff.tables';
import type { StaffCodes } from './staff-codes';
import type { StaffSessions } from './staff-sessions';

const CHALLENGE_PURPOSE = 'staff-sign-in';

/**
 * Staff sign-in in two steps, both required (docs/decisions/160): the password answers a
 * short-lived signed challenge (with the authenticator enrolment the first time), and only the
 * challenge with a good code opens a session.
 */
export function createStaffSignIn(
  deps: StaffDeps & { members: StaffMembers; codes: StaffCodes; sessions: StaffSessions },
) {
  const { db, clock, secrets, codes, members, sessions } = deps;
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  return {
    async start(input: StaffSignInRequest): Promise<StaffChallenge> {
      const [row] = await db.select().from(staffMembers).where(eq(staffMembers.email, input.email));
      // Runs a full hash check for an unknown email too, so the answer takes as long.
      const good = await verifyPassword(row?.passwordHash, input.password);
      if (!row) throw new AppError('invalid_credentials');
      // Only the right password learns that the account is locked.
      if (!good)
        throw row.lockedAt
          ? new AppError('invalid_credentials')
          : await codes.fail(row.id, new AppError('invalid_credentials'));
      if (row.lockedAt) throw new AppError('account_locked');
      let enrolment: StaffChallenge['enrolment'] = null;
      if (!row.totpEnrolledAt) {
        // The same pending secret on every try until a code proves the app holds it.
        let secret = row.totpSecretBox ? await secrets.decrypt(row.totpSecretBox) : undefined;
        if (!secret) {
          secret = newTotpSecret();
          await db
            .update(staffMembers)
            .set({ totpSecretBox: await secrets.encrypt(secret) })
            .where(eq(staffMembers.id, row.id));
        }
        enrolment = staffEnrolment(deps.siteName, row.email, secret);
      }
      const challengeToken = secrets.signToken(CHALLENGE_PURPOSE, {
        sub: row.id,
        exp: nowSeconds() + STAFF_CHALLENGE_SECONDS,
      });
      return { challengeToken, expiresIn: STAFF_CHALLENGE_SECONDS, enrolment };
    },

    async complete(input: { challengeToken: string; code: string }, address: string): Promise<StaffSession> {
      const data = secrets.readToken<{ sub?: unknown; exp?: unknown }>(CHALLENGE_PURPOSE, input.challengeToken);
      if (!data || typeof data.sub !== 'string' || typeof data.exp !== 'number' || data.exp <= nowSeconds()) {
        throw new AppError('session_expired', { message: 'The sign-in has expired. Enter your password again.' });
      }
      await codes.checkCode(data.sub, input.code);
      await codes.clearFailures(data.sub);
      const session = await sessions.open(data.sub, address);
      return { ...session, staff: await members.view(data.sub) };
    },
  };
}
export type StaffSignIn = ReturnType<typeof createStaffSignIn>;
