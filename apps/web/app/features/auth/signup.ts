import { formMessages, PASSWORD_MIN_LENGTH } from '@drawline/contracts';
import type { FormErrors } from '../../lib/form-errors';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whole years between a yyyy-mm-dd birth date and a day, or null for a date that does not exist. */
export function ageOn(dateOfBirth: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** The latest birth date that is old enough, for the date input's max. */
export function latestBirthDate(minAge: number, today: Date): string {
  const d = new Date(Date.UTC(today.getUTCFullYear() - minAge, today.getUTCMonth(), today.getUTCDate()));
  return d.toISOString().slice(0, 10);
}

export interface SignupFields {
  firstname: string;
  lastname: string;
  email: string;
  dateOfBirth: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

/** The signup form's rules (3-account.md §5), checked before the call; the server checks them again. */
export function validateSignup(fields: SignupFields, minAge: number, today: Date): FormErrors {
  const errors: FormErrors = {};
  for (const name of ['firstname', 'lastname', 'email', 'dateOfBirth', 'password', 'confirmPassword'] as const) {
    if (!fields[name]) errors[name] = formMessages.required;
  }
  if (fields.email && !EMAIL_PATTERN.test(fields.email)) errors.email = formMessages.email;
  if (fields.dateOfBirth) {
    const age = ageOn(fields.dateOfBirth, today);
    if (age === null) errors.dateOfBirth = 'Please enter a valid date of birth';
    else if (age < minAge) errors.dateOfBirth = formMessages.tooYoung(minAge);
  }
  if (fields.password && fields.password.length < PASSWORD_MIN_LENGTH) {
    errors.password = formMessages.passwordTooShort(PASSWORD_MIN_LENGTH);
  }
  if (fields.password && fields.confirmPassword && fields.password !== fields.confirmPassword) {
    errors.confirmPassword = formMessages.mismatch('password');
  }
  if (!fields.acceptTerms) errors.acceptTerms = formMessages.terms;
  return errors;
}
