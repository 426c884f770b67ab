import {
  EMAIL_CONFIRMATION_TTL_SECONDS,
  formMessages,
  isOldEnough,
  MIN_REGISTRATION_AGE,
  type signupRequestSchema,
} from '@drawline/contracts';
import type { z } from 'zod';
import { sqlState } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { hashPassword, weakPasswordError } from '../credentials';
import type { AccountDeps } from './account.deps';
import { openCustomerByEmail } from './customer-rows';
import { emails } from './emails';
import { confirmationLink, emailContext, type RequestMeta } from './identity.deps';
import { customers } from './identity.tables';
import { createOneTimeToken } from './one-time-tokens';
import { signedIn } from './signed-in';
import { policies } from './throttle';

/**
 * POST /signup (v3.5): a new customer, signed in and marked as a new signup. The schema has
 * checked the fields (terms ticked, a real date of birth); the age counts on today's AEST date.
 */
export async function signUp(deps: AccountDeps, input: z.output<typeof signupRequestSchema>, meta: RequestMeta) {
  const { db, clock, random, throttle } = deps;
  if (!isOldEnough(input.dateOfBirth, MIN_REGISTRATION_AGE, clock.now())) {
    throw new AppError('validation_failed', {
      errors: [{ target: 'date_of_birth', code: 'min_age', message: formMessages.tooYoung(MIN_REGISTRATION_AGE) }],
    });
  }
  const weak = weakPasswordError(input.password, input);
  if (weak) throw weak;
  await throttle.check(`email-lookup:${meta.ip}`);

  const now = clock.now();
  const passwordHash = await hashPassword(input.password);
  const id = random.uuid();
  const deviceUuid = meta.deviceUuid ?? random.uuid();
  try {
    const { customer, issued } = await db.transaction(async (tx) => {
      const [customer] = await tx
        .insert(customers)
        .values({
          id,
          customerToken: random.token(16),
          email: input.email,
          passwordHash,
          passwordChangedAt: now,
          firstname: input.firstname,
          lastname: input.lastname,
          dateOfBirth: input.dateOfBirth,
          phone: input.phone ?? null,
          address: input.address ?? null,
          // An address typed at signup is confirmed by the customer then.
          addressConfirmedAt: input.address ? now : null,
          communicationPreferences: { email: input.emailOptIn, phone: false, sms: false, directmail: false },
          termsAcceptedVersion: null,
          attribution: input.attribution ?? null,
          signupPlatform: input.metadata?.platform ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const token = await createOneTimeToken(deps, tx, {
        customerId: id,
        purpose: 'email_confirmation',
        ttlSeconds: EMAIL_CONFIRMATION_TTL_SECONDS,
        subject: input.email,
      });
      await deps.mail.enqueue(tx, emails.welcome(emailContext(deps, customer!), confirmationLink(deps, token)));
      const issued = await deps.signInSessions.start(tx, { customerId: id, deviceUuid, isNewSignup: true });
      return { customer: customer!, issued };
    });
    deps.mail.wake();
    return await signedIn(deps, customer, issued, meta, { isNewSignup: true, rememberDevice: false });
  } catch (err) {
    if (sqlState(err) === '23505') {
      await throttle.hit(`email-lookup:${meta.ip}`, policies.emailLookupsPerAddress);
      throw new AppError('email_taken', {
        errors: [{ target: 'email', code: 'email_taken', message: formMessages.emailTaken }],
      });
    }
    throw err;
  }
}

/** POST /check-email: whether the address can sign up; limited per address whatever the answer. */
export async function checkEmail(deps: AccountDeps, email: string, meta: RequestMeta): Promise<{ available: boolean }> {
  await deps.throttle.take(`email-lookup:${meta.ip}`, policies.emailLookupsPerAddress);
  return { available: !(await openCustomerByEmail(deps, email)) };
}
