import {
  formMessages,
  isTwoFactorCode,
  twoFactorMessages as messages,
  TWO_FACTOR_CODE_LENGTH,
  TWO_FACTOR_RESEND_COOLDOWN_SECONDS,
} from '@drawline/contracts';

/** Two-factor code rules (3-account.md §5 and §9), from the contracts the server checks with. */
export { TWO_FACTOR_CODE_LENGTH };
export const RESEND_COOLDOWN_MS = TWO_FACTOR_RESEND_COOLDOWN_SECONDS * 1000;

export const twoFactorMessages = {
  title: messages.codeTitle,
  required: formMessages.twoFactorCode,
  incorrect: messages.incorrect,
  lockedTitle: messages.lockedTitle,
  locked: messages.locked,
  resent: messages.newEmailSent,
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

/** A code the server would take: digits only, exactly TWO_FACTOR_CODE_LENGTH of them. */
export function isCompleteCode(code: string): boolean {
  return isTwoFactorCode(code);
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
