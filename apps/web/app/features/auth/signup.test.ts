import { describe, expect, it } from 'vitest';
import { validateSignup } from './signup';

/** An instant given as Brisbane wall-clock time (AEST, UTC+10 all year). */
const aest = (local: string) => new Date(`${local}+10:00`);
const today = aest('2026-03-14T12:00:00');
const valid = {
  firstname: 'Ann',
  lastname: 'Lee',
  email: 'ann@example.com',
  dateOfBirth: '1990-01-01',
  password: 'a-long-enough-password',
  confirmPassword: 'a-long-enough-password',
  acceptTerms: true,
};

describe('validateSignup', () => {
  it('accepts a complete form', () => {
    expect(validateSignup(valid, 18, today)).toEqual({});
  });

  it('uses the spec messages, every field at once', () => {
    const errors = validateSignup(
      { ...valid, firstname: '', email: 'ann@', confirmPassword: 'different-password', acceptTerms: false },
      18,
      today,
    );
    expect(errors).toEqual({
      firstname: 'This field is required',
      email: 'Please enter a valid email address',
      confirmPassword: 'Your password does not match',
      acceptTerms: 'You must agree to the terms and conditions to proceed.',
    });
    expect(validateSignup({ ...valid, email: '', password: '', confirmPassword: '' }, 18, today)).toEqual({
      email: 'This field is required',
      password: 'This field is required',
      confirmPassword: 'This field is required',
    });
    expect(validateSignup({ ...valid, password: 'short', confirmPassword: 'short' }, 18, today)).toEqual({
      password: 'Your password must be at least 12 characters long.',
    });
  });

  it('refuses a date of birth that does not exist', () => {
    expect(validateSignup({ ...valid, dateOfBirth: '2001-02-30' }, 18, today).dateOfBirth).toBe(
      'Please enter a valid date of birth',
    );
    expect(validateSignup({ ...valid, dateOfBirth: '' }, 18, today).dateOfBirth).toBe('This field is required');
  });

  it('refuses anyone under the minimum registration age', () => {
    expect(validateSignup({ ...valid, dateOfBirth: '2008-03-15' }, 18, today).dateOfBirth).toBe(
      'You must be 18 or older to open an account.',
    );
    expect(validateSignup({ ...valid, dateOfBirth: '2008-03-15' }, 16, today)).toEqual({});
  });

  // The same instants as the server's signup test (apps/server/src/modules/identity/auth.api.test.ts):
  // both ask the contracts' isOldEnough, on the AEST date.
  it('counts the 18th birthday on the AEST date, late in the evening in Australia too', () => {
    const born = { ...valid, dateOfBirth: '2008-03-15' };
    expect(validateSignup(born, 18, aest('2026-03-14T23:30:00')).dateOfBirth).toBe(
      'You must be 18 or older to open an account.',
    );
    // 08:00 on the birthday in Brisbane is still 14 March in UTC.
    expect(validateSignup(born, 18, aest('2026-03-15T08:00:00'))).toEqual({});
    expect(validateSignup(born, 18, aest('2026-03-15T23:30:00'))).toEqual({});
    expect(validateSignup(born, 18, aest('2026-03-16T23:30:00'))).toEqual({});
  });
});
