import type { FormErrors } from '../../lib/form-errors';
import { TextField } from '../../ui/field';

/**
 * A new password and its confirmation, as every password form asks them (the contracts'
 * newPasswordFormSchema and changePasswordFormSchema check them). `name` is the new password's field; the server may name its error `password`.
 */
export function NewPasswordFields({ errors, name = 'password' }: { errors: FormErrors; name?: string }) {
  return (
    <>
      <TextField
        label="New password"
        name={name}
        type="password"
        autoComplete="new-password"
        error={errors[name] ?? errors.password}
      />
      <TextField
        label="Confirm new password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword}
      />
    </>
  );
}
