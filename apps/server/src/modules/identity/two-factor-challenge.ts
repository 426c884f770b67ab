import { ELEVATION_MESSAGE_CODE, type TwoFactorChallenge } from '@drawline/contracts';
import { AppError } from '../../platform/app-error';
import { lockedError } from './code-lock';
import { sendEmailCode } from './email-codes';
import { type CustomerRef, maskEmail } from './identity.deps';
import type { TwoFactorDeps } from './two-factor.deps';
import { methodOf } from './two-factor-settings';
import { twoFactorToken } from './two-factor-tickets';

/**
 * What a 2fa_required or elevation answer tells: the method and where a code went. A sign-in
 * answer carries the ticket; after a correct password (`passwordChangedAt` given) that ticket
 * is also the sign-in challenge the code can be exchanged with (docs/decisions/088).
 */
export async function twoFactorChallenge(
  deps: TwoFactorDeps,
  customer: CustomerRef,
  options: { signIn: boolean; passwordChangedAt?: Date },
): Promise<TwoFactorChallenge> {
  const method = await methodOf(deps, customer.id);
  const out: TwoFactorChallenge = { method, identifier: maskEmail(customer.email) };
  if (options.signIn) out.twoFactorToken = twoFactorToken(deps, customer.id, options.passwordChangedAt);
  if (method === 'email') out.resendAvailableIn = (await sendEmailCode(deps, customer, false)).resendAvailableIn;
  return out;
}

/** The 403 REQUIRED answer of a sensitive call (1-platform.md §8); an emailed code is sent with it. */
export async function elevationRequired(deps: TwoFactorDeps, customer: CustomerRef): Promise<AppError> {
  const locked = await lockedError(deps, customer.id);
  if (locked) return locked;
  return new AppError('elevation_required', {
    messageCode: ELEVATION_MESSAGE_CODE,
    result: await twoFactorChallenge(deps, customer, { signIn: false }),
  });
}
