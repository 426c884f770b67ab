import { describe, expect, it } from 'vitest';
import { validateNewPassword } from './passwords';

describe('validateNewPassword', () => {
  it('accepts a long enough password typed twice', () => {
    expect(validateNewPassword('a-long-enough-one', 'a-long-enough-one')).toEqual({});
  });

  it('says which rule failed, in the spec words', () => {
    expect(validateNewPassword('', '')).toEqual({
      password: 'This field is required',
      confirmPassword: 'This field is required',
    });
    expect(validateNewPassword('short', 'short').password).toBe('Your password must be at least 12 characters long.');
    expect(validateNewPassword('a-long-enough-one', 'a-long-enough-two').confirmPassword).toBe(
      'Your password does not match',
    );
  });

  it('uses the form field names given', () => {
    expect(validateNewPassword('', 'x', { password: 'newPassword', confirm: 'confirm' })).toEqual({
      newPassword: 'This field is required',
    });
  });
});
