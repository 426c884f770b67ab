import {
  type CustomerVerification,
  isOldEnough,
  LICENCE_ATTEMPTS_ALLOWED,
  type licenceVerificationRequestSchema,
  MIN_REGISTRATION_AGE,
} from '@drawline/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../platform/app-error';
import type { IdentityProvider } from './identity-provider';
import { customerVerifications, verificationAttempts } from './verification.tables';

export interface VerifyLicenceDeps {
  db: Db;
  clock: Clock;
  provider: IdentityProvider;
  random: { uuid(): string };
  verificationOf(customerId: string, conn?: Db | Tx): Promise<CustomerVerification>;
}

/** Whose licence it should be: the account's name and date of birth (the identity module's details). */
export interface AccountHolder {
  firstname: string;
  lastname: string;
  dateOfBirth: string;
}

export const UNDER_AGE_REASON = `The date of birth on your account is under ${MIN_REGISTRATION_AGE}.`;

/**
 * POST /customer/verification/licence (decision 404): the provider checks the licence against the
 * account's name and date of birth; the outcome (verified, or failed with the provider's reason)
 * is the customer's verification, as staff would record it (decision 272), never the numbers. A
 * verified customer is not checked again (409); the age on the document (the account's, which
 * the provider matched) must meet the registration age rule.
 */
export async function verifyByLicence(
  deps: VerifyLicenceDeps,
  customerId: string,
  holder: AccountHolder,
  licence: z.output<typeof licenceVerificationRequestSchema>,
): Promise<CustomerVerification> {
  if ((await deps.verificationOf(customerId)).status === 'verified') {
    throw new AppError('conflict', { message: 'Your identity is already verified.' });
  }
  // The attempt limit (decision 440): a real provider charges per check, and numbers can be guessed.
  if ((await licenceAttemptsMade(deps.db, customerId)) >= LICENCE_ATTEMPTS_ALLOWED) {
    throw new AppError('verification_attempts_exceeded');
  }
  const answer = await deps.provider.checkLicence({ ...holder, ...licence });
  const now = deps.clock.now();
  const outcome =
    answer.outcome === 'verified' && !isOldEnough(holder.dateOfBirth, MIN_REGISTRATION_AGE, now)
      ? { status: 'failed' as const, reason: UNDER_AGE_REASON }
      : answer.outcome === 'verified'
        ? { status: 'verified' as const, reason: 'Driver licence matched by the identity provider.' }
        : { status: 'failed' as const, reason: answer.reason };
  return deps.db.transaction(async (tx) => {
    // One check at a time per customer, whether or not the customer has a verification row yet.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`verification:${customerId}`}))`);
    // A staff member's check made meanwhile wins over a failed automatic one.
    await tx
      .select({ id: customerVerifications.customerId })
      .from(customerVerifications)
      .where(eq(customerVerifications.customerId, customerId))
      .for('update');
    const current = await deps.verificationOf(customerId, tx);
    if (current.status === 'verified') return current;
    // Counted under the row's lock, so two checks at once cannot both pass the limit unseen.
    if ((await licenceAttemptsMade(tx, customerId)) >= LICENCE_ATTEMPTS_ALLOWED) {
      throw new AppError('verification_attempts_exceeded');
    }
    await tx.insert(verificationAttempts).values({
      id: deps.random.uuid(),
      customerId,
      method: 'drivers_licence',
      outcome: outcome.status,
      attemptedAt: now,
    });
    const row = {
      status: outcome.status,
      documentType: 'drivers_licence',
      reason: outcome.reason,
      checkedBy: `provider:${deps.provider.name}`,
      checkedAt: now,
    };
    await tx
      .insert(customerVerifications)
      .values({ customerId, ...row })
      .onConflictDoUpdate({ target: customerVerifications.customerId, set: row });
    return deps.verificationOf(customerId, tx);
  });
}

/** How many driver licence checks the customer has asked for. */
export async function licenceAttemptsMade(conn: Db | Tx, customerId: string): Promise<number> {
  const [row] = await conn
    .select({ n: count() })
    .from(verificationAttempts)
    .where(and(eq(verificationAttempts.customerId, customerId), eq(verificationAttempts.method, 'drivers_licence')));
  return row?.n ?? 0;
}
