import { describe, expect, it } from 'vitest';
import { ageOn, latestBirthDate, validateSignup } from './signup';

const today = new Date(Date.UTC(2026, 2, 14));
const valid = {
  firstname: 'Ann',
  lastname: 'Lee',
  email: 'ann@example.com',
  dateOfBirth: '1990-01-01',
  password: 'a-long-enough-password',
  confirmPassword: 'a-long-enough-password',
  acceptTerms: true,
};

describe('ageOn', () => {
  it('counts whole years, turning on the birthday', () => {
    expect(ageOn('2008-03-14', today)).toBe(18);
    expect(ageOn('2008-03-15', today)).toBe(17);
    expect(ageOn('2008-04-01', today)).toBe(17);
  });

  it('refuses dates that do not exist', () => {
    expect(ageOn('2001-02-30', today)).toBeNull();
    expect(ageOn('14/03/2001', today)).toBeNull();
  });

  it('gives the latest birth date old enough', () => {
    expect(latestBirthDate(18, today)).toBe('2008-03-14');
  });
});

describe('validateSignup', () => {
  it('accepts a complete form', () => {
    expect(validateSignup(valid, 18, today)).toEqual({});
  });

  it('uses the spec messages', () => {
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
  });

  it('refuses anyone under the minimum registration age', () => {
    expect(validateSignup({ ...valid, dateOfBirth: '2008-03-15' }, 18, today).dateOfBirth).toBe(
      'You must be 18 or older to open an account.',
    );
    expect(validateSignup({ ...valid, dateOfBirth: '2008-03-15' }, 16, today)).toEqual({});
  });
});
