import { assertNotLocked } from './code-lock';
import { sendEmailCode } from './email-codes';
import {
  beginAuthenticator,
  beginEmail,
  confirmAuthenticator,
  confirmEmail,
  disableTwoFactor,
} from './enrol-two-factor';
import type { CustomerRef } from './identity.deps';
import type { TwoFactorDeps } from './two-factor.deps';
import { elevationRequired, twoFactorChallenge } from './two-factor-challenge';
import { methodOf, settingsOf, twoFactorConfig } from './two-factor-settings';
import { readSignInChallenge, readTwoFactorToken, twoFactorToken } from './two-factor-tickets';
import { verifyCode } from './verify-code';

/**
 * Two-factor (docs/decisions/053): an authenticator app (TOTP) or codes by email. Customers
 * without two-factor prove themselves for elevation with an emailed code. Five wrong codes in a
 * row lock codes for 30 minutes; an authenticator code is accepted once (the last used time step
 * is kept).
 */
export function createTwoFactor(deps: TwoFactorDeps) {
  return {
    settingsOf: (customerId: string) => settingsOf(deps, customerId),
    methodOf: (customerId: string) => methodOf(deps, customerId),
    /** GET /customer/two-factor-auth. */
    config: (customer: CustomerRef) => twoFactorConfig(deps, customer),
    /** Refuses with 2fa_account_locked while codes are locked for the customer. */
    assertNotLocked: (customerId: string) => assertNotLocked(deps, customerId),
    /** Emails a new code unless one went out less than 60 s ago (`explicit`: the resend call refuses then). */
    sendEmailCode: (customer: CustomerRef, explicit: boolean) => sendEmailCode(deps, customer, explicit),
    /** Checks a code with the customer's method; wrong ones count towards the lock. */
    verify: (customer: CustomerRef, code: string, ip: string) => verifyCode(deps, customer, code, ip),
    /** What a 2fa_required or elevation answer tells; a code is emailed for the email method. */
    challenge: (customer: CustomerRef, options: { signIn: boolean; passwordChangedAt?: Date }) =>
      twoFactorChallenge(deps, customer, options),
    /** The 403 REQUIRED answer of a sensitive call. */
    elevationRequired: (customer: CustomerRef) => elevationRequired(deps, customer),
    twoFactorToken: (customerId: string, passwordChangedAt?: Date) =>
      twoFactorToken(deps, customerId, passwordChangedAt),
    readTwoFactorToken: (token: string) => readTwoFactorToken(deps, token),
    readSignInChallenge: (token: string) => readSignInChallenge(deps, token),
    beginAuthenticator: (customer: CustomerRef) => beginAuthenticator(deps, customer),
    confirmAuthenticator: (customer: CustomerRef, code: string, ip: string) =>
      confirmAuthenticator(deps, customer, code, ip),
    beginEmail: (customer: CustomerRef) => beginEmail(deps, customer),
    confirmEmail: (customer: CustomerRef, code: string, ip: string) => confirmEmail(deps, customer, code, ip),
    disable: (customer: CustomerRef) => disableTwoFactor(deps, customer),
  };
}
export type TwoFactorService = ReturnType<typeof createTwoFactor>;
