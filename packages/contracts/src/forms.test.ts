import { describe, expect, it } from 'vitest';
import { confirmAddressFormSchema, updateCustomerDetailsRequestSchema } from './customer';
import { fieldErrors } from './forms';
import {
  changePasswordFormSchema,
  isLongEnoughPassword,
  loginFormSchema,
  newPasswordFormSchema,
  signupRequestSchema,
  twoFactorCodeSchema,
} from './identity';
import { isTwoFactorCode } from './two-factor';

describe('form rules from the calls’ schemas (3-account.md §5)', () => {
  it('asks for a new password twice, long enough, in the spec words', () => {
    expect(
      fieldErrors(newPasswordFormSchema, { password: 'a-long-enough-one', confirmPassword: 'a-long-enough-one' }),
    ).toEqual({});
    expect(fieldErrors(newPasswordFormSchema, { password: '', confirmPassword: '' })).toEqual({
      password: 'This field is required',
      confirmPassword: 'This field is required',
    });
    expect(fieldErrors(newPasswordFormSchema, { password: 'short', confirmPassword: 'short' })).toEqual({
      password: 'Your password must be at least 12 characters long.',
    });
    expect(
      fieldErrors(newPasswordFormSchema, { password: 'a-long-enough-one', confirmPassword: 'a-long-enough-two' }),
    ).toEqual({ confirmPassword: 'Your password does not match' });
    // No mismatch is claimed until both are typed.
    expect(fieldErrors(newPasswordFormSchema, { password: '', confirmPassword: 'x' })).toEqual({
      password: 'This field is required',
    });
  });

  it('counts password length in characters, as people do', () => {
    expect(isLongEnoughPassword('😀'.repeat(11))).toBe(false);
    expect(isLongEnoughPassword('😀'.repeat(12))).toBe(true);
  });

  it('names the change-password form’s own fields', () => {
    expect(
      fieldErrors(changePasswordFormSchema, {
        currentPassword: '',
        newPassword: 'a-long-enough-one',
        confirmPassword: 'a-long-enough-two',
      }),
    ).toEqual({ currentPassword: 'This field is required', confirmPassword: 'Your password does not match' });
  });

  it('says an empty email is required, and a malformed one is not valid', () => {
    expect(fieldErrors(loginFormSchema, { email: '', password: '' })).toEqual({
      email: 'This field is required',
      password: 'This field is required',
    });
    expect(fieldErrors(loginFormSchema, { email: 'ann@', password: 'x' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(fieldErrors(loginFormSchema, { email: ' Ann@Example.com ', password: 'x' })).toEqual({});
  });

  it('requires every line of an address once any is given, by its dotted field name', () => {
    const details = { firstname: 'Ann', lastname: 'Lee', email: 'ann@example.com', phone: null };
    expect(fieldErrors(updateCustomerDetailsRequestSchema, details)).toEqual({});
    expect(
      fieldErrors(updateCustomerDetailsRequestSchema, {
        ...details,
        firstname: '',
        phone: '12',
        address: { address: '1 Main St', suburb: '', state: 'QLD', postcode: '', country: 'AU' },
      }),
    ).toEqual({
      firstname: 'This field is required',
      phone: 'Please enter a valid phone number',
      'address.suburb': 'This field is required',
      'address.postcode': 'This field is required',
    });
    expect(
      fieldErrors(confirmAddressFormSchema, {
        address: { address: '1 Main St', suburb: 'Brisbane', state: 'QLD', postcode: '4!', country: 'AU' },
      }),
    ).toEqual({ 'address.postcode': 'Please enter a valid post code' });
  });

  it('refuses a signup call without the terms or with a date that does not exist', () => {
    const body = {
      email: 'ann@example.com',
      password: 'x',
      firstname: 'Ann',
      lastname: 'Lee',
      dateOfBirth: '1990-01-01',
      acceptTerms: true,
    };
    expect(fieldErrors(signupRequestSchema, body)).toEqual({});
    expect(fieldErrors(signupRequestSchema, { ...body, acceptTerms: 'false', dateOfBirth: '1990-02-30' })).toEqual({
      acceptTerms: 'You must agree to the terms and conditions to proceed.',
      dateOfBirth: 'Please enter a valid date of birth',
    });
  });

  it('takes a two-factor code of exactly six digits, in the browser and on the server alike', () => {
    for (const code of ['123456', '000000']) {
      expect(isTwoFactorCode(code)).toBe(true);
      expect(twoFactorCodeSchema.safeParse(code).success).toBe(true);
    }
    for (const code of ['12345', '1234567', '12345a', '']) {
      expect(isTwoFactorCode(code)).toBe(false);
      expect(fieldErrors(twoFactorCodeSchema, code)).toEqual({ general: 'A 6 digit code is required.' });
    }
  });
});
