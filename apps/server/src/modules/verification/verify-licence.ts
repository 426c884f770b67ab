import {
  type CustomerVerification,
  isOldEnough,
  LICENCE_ATTEMPTS_ALLOWED,
  type licenceVerificationRequestSchema,
  MIN_REGISTRATION_AGE,
  type VerificationDocumentType,
} from '@drawline/contracts';
import { count, eq, sql } from 'drizzle-orm';
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
  return recordAttempt(deps, customerId, {
    attemptId: deps.random.uuid(),
    method: 'drivers_licence',
    documentType: 'drivers_licence',
    outcome,
    checkedBy: `provider:${deps.provider.name}`,
    now,
  });
}

/**
 * Records a provider's answer as a counted attempt and the customer's verification, in one
 * transaction under the customer's lock (decisions 440, 442): a verified customer stays so, and the
 * limit is counted again under the lock, so two checks at once cannot both pass it unseen.
 */
export async function recordAttempt(
  deps: Pick<VerifyLicenceDeps, 'db' | 'verificationOf'>,
  customerId: string,
  input: {
    attemptId: string;
    method: 'drivers_licence' | 'connect_id' | 'auto_verification';
    documentType: VerificationDocumentType;
    outcome: { status: 'verified' | 'failed'; reason: string };
    checkedBy: string;
    now: Date;
    /** A last check under the lock (a ConnectID state already spent). */
    beforeInsert?: (tx: Tx) => Promise<void>;
  },
): Promise<CustomerVerification> {
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
    await input.beforeInsert?.(tx);
    if ((await attemptsMade(tx, customerId)) >= LICENCE_ATTEMPTS_ALLOWED) {
      throw new AppError('verification_attempts_exceeded');
    }
    await tx.insert(verificationAttempts).values({
      id: input.attemptId,
      customerId,
      method: input.method,
      outcome: input.outcome.status,
      attemptedAt: input.now,
    });
    const row = {
      status: input.outcome.status,
      documentType: input.documentType,
      reason: input.outcome.reason,
      checkedBy: input.checkedBy,
      checkedAt: input.now,
    };
    await tx
      .insert(customerVerifications)
      .values({ customerId, ...row })
      .onConflictDoUpdate({ target: customerVerifications.customerId, set: row });
    return deps.verificationOf(customerId, tx);
  });
}

/**
 * How many provider checks the customer has asked for, driver licence and ConnectID alike: one
 * limit for both (decision 442), since each costs a real provider's check.
 */
export async function attemptsMade(conn: Db | Tx, customerId: string): Promise<number> {
  const [row] = await conn
    .select({ n: count() })
    .from(verificationAttempts)
    .where(eq(verificationAttempts.customerId, customerId));
  return row?.n ?? 0;
}
export const licenceAttemptsMade = attemptsMade;

/** The attempts GET /customer shows, in one statement: how many were made, and whether the automatic check was one. */
export async function attemptsSummary(conn: Db | Tx, customerId: string): Promise<{ made: number; autoMade: boolean }> {
  const [row] = await conn
    .select({
      n: count(),
      auto: sql<boolean>`coalesce(bool_or(${verificationAttempts.method} = 'auto_verification'), false)`,
    })
    .from(verificationAttempts)
    .where(eq(verificationAttempts.customerId, customerId));
  return { made: row?.n ?? 0, autoMade: row?.auto === true };
}
