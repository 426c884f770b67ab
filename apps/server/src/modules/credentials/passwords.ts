import { readFileSync } from 'node:fs';
import { formMessages, isLongEnoughPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@drawline/contracts';
import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';
import { AppError } from '../../platform/app-error';

/** argon2id with OWASP's first recommended setting: 19 MiB, 2 passes, 1 lane (docs/decisions/051). */
export const argon2Options = {
  // Algorithm.Argon2id; the package's const enum cannot be read under verbatimModuleSyntax.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** The cost new hashes are made at: argon2Options, except in a test run (hashPasswordsCheaplyInTests). */
let hashCost: typeof argon2Options | { algorithm: 2; memoryCost: number; timeCost: number; parallelism: 1 } =
  argon2Options;

export async function hashPassword(password: string): Promise<string> {
  return hash(password, hashCost);
}

/**
 * For the API and browser test runs alone (their setup files call it; nothing the shop runs does):
 * argon2id at its least cost, 1 MiB and one pass, about 0.5 ms a hash against 15 ms, since the
 * suite signs up and signs in a few thousand times and tests what is done with a password, not how
 * hard it is to guess from its hash. Every hash names its own cost, so either verifies the same
 * way; passwords.test.ts, which does not call this, checks the shop's own cost.
 */
export function hashPasswordsCheaplyInTests(): void {
  hashCost = { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 };
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
  code: 'too_short' | 'too_long' | 'too_common' | 'too_guessable';
  message: string;
}

/** Who the password is for: what an attacker who knows the customer would try first. */
export interface PasswordOwner {
  email?: string;
  firstname?: string;
  lastname?: string;
}

/** zxcvbn's score (0-4) a password must reach: 3 is "safely unguessable" (about 10^10 guesses). */
export const MIN_PASSWORD_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;

/** The strength estimator, built once (its dictionaries take a moment to load). */
function strength(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
    translations,
  });
  return estimator;
}

/** The owner's details as zxcvbn's user inputs: the email, its name part and pieces, the names. */
function userInputs(owner: PasswordOwner): string[] {
  const local = owner.email?.toLowerCase().split('@')[0];
  return [owner.email, local, ...(local?.split(/[^a-z0-9]+/) ?? []), owner.firstname, owner.lastname]
    .filter((v): v is string => typeof v === 'string' && v.length >= 2)
    .map((v) => v.toLowerCase());
}

/**
 * The password rules (docs/decisions/051, 086): at least PASSWORD_MIN_LENGTH characters, not a
 * common password (nor one with only digits or symbols around a common one, nor the email itself,
 * nor one character repeated), and, as NIST SP 800-63B suggests, hard to guess: zxcvbn-ts scores
 * it against dictionaries, keyboard patterns, sequences, dates and the customer's own details.
 */
export function passwordProblem(password: string, owner: PasswordOwner = {}): PasswordProblem | undefined {
  if (!isLongEnoughPassword(password)) {
    return { code: 'too_short', message: formMessages.passwordTooShort(PASSWORD_MIN_LENGTH) };
  }
  if (password.length > PASSWORD_MAX_LENGTH) return { code: 'too_long', message: formMessages.passwordTooCommon };
  const email = owner.email?.toLowerCase();
  const lower = password.toLowerCase();
  const core = lower.replace(/^[\d\W_]+/, '').replace(/[\d\W_]+$/, '');
  const list = commonPasswords();
  const local = email?.split('@')[0];
  const repeated = /^(.+?)\1+$/.exec(lower)?.[1];
  if (
    list.has(lower) ||
    (core.length > 0 && list.has(core)) ||
    (repeated !== undefined && (repeated.length < 4 || list.has(repeated))) ||
    lower === email ||
    (local !== undefined && local.length >= 4 && core === local) ||
    new Set(lower).size < 4
  ) {
    return { code: 'too_common', message: formMessages.passwordTooCommon };
  }
  if (strength().check(password, userInputs(owner)).score < MIN_PASSWORD_SCORE) {
    return { code: 'too_guessable', message: formMessages.passwordTooGuessable };
  }
  return undefined;
}

/** The password_too_weak answer for a password that breaks the rules, naming the field; undefined when it passes. */
export function weakPasswordError(password: string, owner: PasswordOwner, target = 'password'): AppError | undefined {
  const problem = passwordProblem(password, owner);
  return problem
    ? new AppError('password_too_weak', { errors: [{ target, code: problem.code, message: problem.message }] })
    : undefined;
}
