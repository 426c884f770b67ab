/** Two-factor code rules (3-account.md §5 and §9). */
export const TWO_FACTOR_CODE_LENGTH = 6;
export const RESEND_COOLDOWN_MS = 60_000;

export const twoFactorMessages = {
  title: 'Enter the 6 digit code',
  required: 'A 6 digit code is required.',
  incorrect: 'Code is incorrect or expired. Try again or contact support',
  lockedTitle: 'Account locked',
  locked: 'Your account has been locked due to too many incorrect 2FA attempts. Please contact support.',
  resent: 'New email sent!',
} as const;

/** The error ids of 3-account.md §4. */
export const twoFactorErrorCodes = {
  incorrect: '2fa_incorrect',
  locked: '2fa_account_locked',
  required: '2fa_required',
} as const;

/** Keeps digits only, up to the code length: what typing and pasting both go through. */
export function sanitizeCode(input: string, length = TWO_FACTOR_CODE_LENGTH): string {
  return input.replace(/\D/g, '').slice(0, length);
}

export function isCompleteCode(code: string, length = TWO_FACTOR_CODE_LENGTH): boolean {
  return code.length === length && /^\d+$/.test(code);
}

/**
 * Only the part before the at-sign is shown, then asterisks (3-account.md §2); a fixed count of
 * them, so the length of the domain is not told either. The platform masks the same way.
 */
export function maskEmail(email: string): string {
  if (email.includes('*')) return email;
  const at = email.indexOf('@');
  return `${at < 0 ? email : email.slice(0, at)}${'*'.repeat(8)}`;
}
