import {
  type CustomerVerification,
  isOldEnough,
  LICENCE_ATTEMPTS_ALLOWED,
  MIN_REGISTRATION_AGE,
} from '@drawline/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { IdentityProvider } from './identity-provider';
import { verificationAttempts } from './verification.tables';
import {
  type AccountHolder,
  attemptsMade,
  recordAttempt,
  UNDER_AGE_REASON,
  type VerifyLicenceDeps,
} from './verify-licence';

/**
 * POST /customer/verify (3-account.md §7; decision 465): the provider's automatic check of the
 * account's own name and date of birth against its identity sources. A match verifies (when the
 * age rule is met); a mismatch fails; a person it cannot find needs a manual check, recorded as a
 * failed attempt whose reason sends the customer to upload a document. One attempt limit with the
 * licence and ConnectID (decision 442).
 */
export async function autoVerify(
  deps: Omit<VerifyLicenceDeps, 'provider'> & { provider: IdentityProvider },
  customerId: string,
  holder: AccountHolder,
): Promise<CustomerVerification & { manualCheckRequired: boolean }> {
  const check = deps.provider.checkIdentity;
  if (!check) throw new AppError('not_found', { message: 'Automatic verification is not available.' });
  if ((await deps.verificationOf(customerId)).status === 'verified') {
    throw new AppError('conflict', { message: 'Your identity is already verified.' });
  }
  if ((await attemptsMade(deps.db, customerId)) >= LICENCE_ATTEMPTS_ALLOWED) {
    throw new AppError('verification_attempts_exceeded');
  }
  // The account's details do not change between two checks: the answer would be the same.
  if (await autoAttemptMade(deps.db, customerId)) {
    throw new AppError('conflict', { message: 'Your details have already been checked automatically.' });
  }
  const answer = await check.call(deps.provider, holder);
  const now = deps.clock.now();
  const outcome =
    answer.outcome === 'verified' && !isOldEnough(holder.dateOfBirth, MIN_REGISTRATION_AGE, now)
      ? { status: 'failed' as const, reason: UNDER_AGE_REASON }
      : answer.outcome === 'verified'
        ? { status: 'verified' as const, reason: 'Identity confirmed automatically by the identity provider.' }
        : { status: 'failed' as const, reason: answer.reason };
  const verification = await recordAttempt(deps, customerId, {
    attemptId: deps.random.uuid(),
    method: 'auto_verification',
    documentType: 'identity_sources',
    outcome,
    checkedBy: `provider:${deps.provider.name}`,
    now,
  });
  return {
    ...verification,
    manualCheckRequired: answer.outcome === 'manual_check' && verification.status !== 'verified',
  };
}

/** Whether the customer has had the automatic check (it is made once). */
async function autoAttemptMade(conn: Db | Tx, customerId: string): Promise<boolean> {
  const rows = await conn
    .select({ id: verificationAttempts.id })
    .from(verificationAttempts)
    .where(and(eq(verificationAttempts.customerId, customerId), eq(verificationAttempts.method, 'auto_verification')))
    .limit(1);
  return rows.length > 0;
}
