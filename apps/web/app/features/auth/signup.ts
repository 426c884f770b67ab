import { fieldErrors, signupFormSchema } from '@drawline/contracts';
import type { FormErrors } from '../../lib/form-errors';

export interface SignupFields {
  firstname: string;
  lastname: string;
  email: string;
  dateOfBirth: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

/**
 * The signup form's rules (3-account.md §5), checked before the call with the call's own schema
 * and the age rule the server applies (isOldEnough, on the AEST date of `now`).
 */
export function validateSignup(fields: SignupFields, minAge: number, now: Date): FormErrors {
  return fieldErrors(signupFormSchema({ minAge, now }), fields);
}
