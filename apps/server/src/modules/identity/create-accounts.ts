import type { signupRequestSchema } from '@drawline/contracts';
import type { z } from 'zod';
import type { AccountDeps } from './account.deps';
import { autologin, createAutologinToken } from './autologin';
import { changePassword, forceChangePassword } from './change-password';
import { loadCustomer } from './customer-rows';
import type { CustomerRef, RequestMeta } from './identity.deps';
import { type LogInInput, logIn } from './log-in';
import { refreshTokens, signOut } from './refresh-tokens';
import { forgotPassword, resetPassword, verifyResetToken } from './reset-password';
import { sendCode } from './send-code';
import { checkEmail, signUp } from './sign-up';

/** The customer's sign-up, sign-in and password (3-account.md §7 Auth), each use case in its own file. */
export function createAccounts(deps: AccountDeps) {
  return {
    /** POST /signup: a new customer, signed in; a confirmation link emailed. */
    signup: (input: z.output<typeof signupRequestSchema>, meta: RequestMeta) => signUp(deps, input, meta),
    /** POST /check-email: whether the address can sign up. */
    checkEmail: (email: string, meta: RequestMeta) => checkEmail(deps, email, meta),
    /** POST /login: the password, then the second factor (or the challenge of a first step and a code). */
    login: (input: LogInInput, meta: RequestMeta) => logIn(deps, input, meta),
    /** A single-use sign-in token (autologin links, partner transfers). */
    createAutologinToken: (input: Parameters<typeof createAutologinToken>[1]) => createAutologinToken(deps, input),
    /** POST /autologin and POST /transfer: a sign-in with a single-use token. */
    autologin: (input: Parameters<typeof autologin>[1], purpose: 'autologin' | 'transfer', meta: RequestMeta) =>
      autologin(deps, input, purpose, meta),
    /** POST /refresh: a new token pair, elevated with a code. */
    refresh: (input: { refreshToken: string; otp?: string }, meta: RequestMeta) => refreshTokens(deps, input, meta),
    /** POST /logout. */
    logout: (input: { sessionId?: string; refreshToken?: string }) => signOut(deps, input),
    /** A new emailed code, for elevation or a sign-in half-way. */
    sendCode: (input: { customerId?: string; twoFactorToken?: string }) => sendCode(deps, input),
    /** POST /password/forgot: a reset link by email. */
    forgotPassword: (email: string, meta: RequestMeta) => forgotPassword(deps, email, meta),
    /** POST /password/reset/verify. */
    verifyResetToken: (token: string) => verifyResetToken(deps, token),
    /** POST /password/reset: a new password from the link; every session ends. */
    resetPassword: (input: { token: string; password: string }) => resetPassword(deps, input),
    /** POST /password/force-change. */
    forceChangePassword: (customerId: string, sessionId: string, password: string) =>
      forceChangePassword(deps, customerId, sessionId, password),
    /** POST /customer/change-password. */
    changePassword: (
      customerId: string,
      sessionId: string,
      input: Parameters<typeof changePassword>[3],
      meta: RequestMeta,
    ) => changePassword(deps, customerId, sessionId, input, meta),
    /** The signed-in customer's name and address, for emails and codes; 401 when the account closed. */
    customerRef: (customerId: string): Promise<CustomerRef> => loadCustomer(deps, customerId),
  };
}
export type AccountsService = ReturnType<typeof createAccounts>;
