import type { z } from 'zod';
import type {
  autologinRequestSchema,
  CustomerSession,
  EmailCodeSent,
  forceChangePasswordRequestSchema,
  loginRequestSchema,
  resetPasswordRequestSchema,
  signupRequestSchema,
  Tokens,
} from './identity';

/**
 * The answer of a call that signs in or out, with the cookies its HTTP call sets (the Set-Cookie
 * lines it answers): the page hands them to the browser, as the API would have.
 */
export interface WithCookies<T> {
  answer: T;
  setCookies: string[];
}

/**
 * The pages' port's sign-in and password calls (3-account.md §7 Auth), as the storefront's
 * actions make them; part of PlatformPort (platform-port.ts, docs/decisions/326). Each is the call
 * named beside it; those that sign in or out answer the cookies the call sets.
 */
export interface SignInPort {
  /** POST /signup (v3.5): the new customer, signed in. */
  signup(body: z.input<typeof signupRequestSchema>): Promise<WithCookies<CustomerSession>>;
  /** POST /login: the password, or a two-factor challenge and its code; 2fa_required is a refusal. */
  login(body: z.input<typeof loginRequestSchema>): Promise<WithCookies<CustomerSession>>;
  /** POST /autologin (v3.3) and POST /transfer: a sign-in with a single-use token. */
  autologin(
    body: z.input<typeof autologinRequestSchema>,
    purpose: 'autologin' | 'transfer',
  ): Promise<WithCookies<CustomerSession>>;
  /** POST /refresh: a new token pair for the refresh token (which is spent), with its cookies. */
  refresh(refreshToken: string): Promise<WithCookies<Tokens>>;
  /** POST /logout: ends the page's sign-in session (and the refresh token's) and clears its cookies. */
  logout(refreshToken: string | undefined): Promise<WithCookies<null>>;
  /** POST /password/forgot: always sent: true, whether or not the address has an account. */
  forgotPassword(email: string): Promise<{ sent: true }>;
  /** POST /password/reset/verify: whether the emailed link still works. */
  verifyResetToken(token: string): Promise<{ valid: true; identifier: string }>;
  /** POST /password/reset (204). */
  resetPassword(body: z.input<typeof resetPasswordRequestSchema>): Promise<null>;
  /** POST /password/force-change (204): the signed-in customer flagged to change their password. */
  forceChangePassword(body: z.input<typeof forceChangePasswordRequestSchema>): Promise<null>;
  /** POST /customer/two-factor-auth/send-code with the sign-in's challenge: a new code for the code step. */
  sendSignInCode(twoFactorToken: string): Promise<EmailCodeSent>;
}

/** The sign-in port's calls: their 401 is the answer itself, never a reason to renew the session and ask again. */
export const signInPortCalls: ReadonlySet<keyof SignInPort> = new Set<keyof SignInPort>([
  'signup',
  'login',
  'autologin',
  'logout',
  'refresh',
  'forgotPassword',
  'verifyResetToken',
  'resetPassword',
  'forceChangePassword',
  'sendSignInCode',
]);
