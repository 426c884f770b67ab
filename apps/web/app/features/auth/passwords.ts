import { formMessages, PASSWORD_MIN_LENGTH } from '@drawline/contracts';
import type { FormErrors } from '../../lib/form-errors';

/** A new password and its confirmation: required, long enough, and the same twice. */
export function validateNewPassword(
  password: string,
  confirmPassword: string,
  names = { password: 'password', confirm: 'confirmPassword' },
): FormErrors {
  const errors: FormErrors = {};
  if (!password) errors[names.password] = formMessages.required;
  else if (password.length < PASSWORD_MIN_LENGTH)
    errors[names.password] = formMessages.passwordTooShort(PASSWORD_MIN_LENGTH);
  if (!confirmPassword) errors[names.confirm] = formMessages.required;
  else if (password && password !== confirmPassword) errors[names.confirm] = formMessages.mismatch('password');
  return errors;
}
