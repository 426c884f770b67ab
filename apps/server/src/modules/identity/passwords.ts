import { readFileSync } from 'node:fs';
import { formMessages, isLongEnoughPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@drawline/contracts';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's first recommended setting: 19 MiB, 2 passes, 1 lane (docs/decisions/051). */
export const argon2Options = {
  // Algorithm.Argon2id; the package's const enum cannot be read under verbatimModuleSyntax.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export async function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown email) it still runs a full
 * verification against a dummy hash, so an answer takes as long either way.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('drawline-dummy-password-for-unknown-accounts');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let common: Set<string> | undefined;

/** The 10,000 most common passwords, shipped with the code (no network). */
export function commonPasswords(): Set<string> {
  if (!common) {
    const text = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8');
    common = new Set(
      text
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l && !l.startsWith('#')),
    );
  }
  return common;
}

export interface PasswordProblem {
  code: 'too_short' | 'too_long' | 'too_common';
  message: string;
}

/**
 * The password rules (docs/decisions/051): at least PASSWORD_MIN_LENGTH characters, and not a
 * common password, nor one with only digits or symbols around a common one, nor the email itself,
 * nor one character repeated.
 */
export function passwordProblem(password: string, email?: string): PasswordProblem | undefined {
  if (!isLongEnoughPassword(password)) {
    return { code: 'too_short', message: formMessages.passwordTooShort(PASSWORD_MIN_LENGTH) };
  }
  if (password.length > PASSWORD_MAX_LENGTH) return { code: 'too_long', message: formMessages.passwordTooCommon };
  const lower = password.toLowerCase();
  const core = lower.replace(/^[\d\W_]+/, '').replace(/[\d\W_]+$/, '');
  const list = commonPasswords();
  const local = email?.toLowerCase().split('@')[0];
  const repeated = /^(.+?)\1+$/.exec(lower)?.[1];
  if (
    list.has(lower) ||
    (core.length > 0 && list.has(core)) ||
    (repeated !== undefined && (repeated.length < 4 || list.has(repeated))) ||
    lower === email?.toLowerCase() ||
    (local !== undefined && local.length >= 4 && core === local) ||
    new Set(lower).size < 4
  ) {
    return { code: 'too_common', message: formMessages.passwordTooCommon };
  }
  return undefined;
}
