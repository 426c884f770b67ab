import type { z } from 'zod';
import { GENERAL_TARGET } from './envelope';

/**
 * Form messages (3-account.md §5 and §8), shared by the server's field errors and the pages.
 * Messages with a placeholder are functions.
 */
export const formMessages = {
  required: 'This field is required',
  email: 'Please enter a valid email address',
  numbers: 'Please enter numbers only',
  phone: 'Please enter a valid phone number',
  currency: 'Amount must follow format e.g: 1.50',
  postCode: 'Please enter a valid post code',
  mismatch: (fieldName: string) => `Your ${fieldName} does not match`,
  terms: 'You must agree to the terms and conditions to proceed.',
  minimum: (amount: string) => `Please enter an amount equal to or greater than ${amount}.`,
  maximum: (amount: string) => `Please enter an amount equal to or less than ${amount}.`,
  cardHolderName: "Please enter the card holder's name.",
  /** Not in the spec: a date of birth that is not a date (31 February). */
  dateOfBirth: 'Please enter a valid date of birth',
  twoFactorCode: 'A 6 digit code is required.',
  /** Not in the spec (docs/decisions/051). */
  passwordTooShort: (min: number) => `Your password must be at least ${min} characters long.`,
  passwordTooCommon: 'This password is too common or has appeared in a data breach. Please choose another.',
  passwordTooGuessable:
    'This password is too easy to guess. Use a few unrelated words, and avoid your name, your email and simple patterns.',
  passwordSameAsOld: 'Your new password must be different from your current password.',
  passwordIncorrect: 'Your current password is incorrect.',
  /** Not in the spec: the minimum age is the site's minRegistrationAge (1-platform.md §9). */
  tooYoung: (age: number) => `You must be ${age} or older to open an account.`,
  emailTaken: 'An account already exists for this email address.',
} as const;

/** The two-factor texts of 3-account.md §8. */
export const twoFactorMessages = {
  incorrect: 'Code is incorrect or expired. Try again or contact support',
  lockedTitle: 'Account locked',
  locked: 'Your account has been locked due to too many incorrect 2FA attempts. Please contact support.',
  elevationTitle: 'Two factor authentication is required to complete this action',
  elevationFailed: 'Authentication failed. Please try again.',
  elevationSucceeded: "You've successfully verified your 2FA code.",
  codeTitle: 'Enter the 6 digit code',
  newEmailSent: 'New email sent!',
} as const;

/** The toast for a bad or expired emailed link (3-account.md §8). */
export const EMAIL_LINK_INVALID_MESSAGE = 'Email link no longer valid';

/**
 * The first message for each field a schema refuses, by dotted field name as the forms name their
 * inputs (`email`, `address.postcode`); empty when the values pass. Pages check their forms with
 * the calls' own schemas this way, so a rule is written once.
 */
export function fieldErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const checked = checkForm(schema, values);
  return checked.errors ?? {};
}

/**
 * A form's values checked by the schema of the call it makes: the values as the call takes them,
 * or (as fieldErrors) each field's first message. One check for the page and the call alike.
 */
export function checkForm<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { data: z.output<S>; errors: null } | { data: null; errors: Record<string, string> } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: null };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path.map(String).join('.') || GENERAL_TARGET;
    errors[name] ??= issue.message;
  }
  return { data: null, errors };
}
