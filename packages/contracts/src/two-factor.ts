/**
 * Two-factor rules (3-account.md §5 and §9; docs/decisions/053), without zod, so the storefront's
 * code form in the browser checks a code the way the server does.
 */
export const TWO_FACTOR_CODE_LENGTH = 6;
export const TWO_FACTOR_RESEND_COOLDOWN_SECONDS = 60;
export const TWO_FACTOR_MAX_ATTEMPTS = 5;
export const TWO_FACTOR_LOCK_SECONDS = 30 * 60;
export const TWO_FACTOR_EMAIL_CODE_TTL_SECONDS = 10 * 60;
export const TWO_FACTOR_REMEMBER_DAYS = 30;
export const twoFactorMethods = ['authenticator', 'email'] as const;
export type TwoFactorMethod = (typeof twoFactorMethods)[number];

const TWO_FACTOR_CODE = new RegExp(`^\\d{${TWO_FACTOR_CODE_LENGTH}}$`);

/** Digits only, exactly TWO_FACTOR_CODE_LENGTH of them. */
export function isTwoFactorCode(code: string): boolean {
  return TWO_FACTOR_CODE.test(code);
}
