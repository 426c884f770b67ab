import { checkForm } from '@drawline/contracts';
import { describe, expect, it } from 'vitest';
import { socialErrorOf } from './social-buttons';
import { socialSignupFormSchema } from './social-sign-up';

const rules = { minAge: 18, now: new Date('2026-11-27T12:00:00Z') };
const good = { firstname: 'Gabi', lastname: 'Provider', dateOfBirth: '1990-05-17', acceptTerms: true };

describe('the social sign-up form (decision 381)', () => {
  it('takes names, a date of birth old enough and the terms', () => {
    expect(checkForm(socialSignupFormSchema(rules), good).errors).toBeNull();
  });

  it('names each field that is wrong: too young, no terms, no names, not a date', () => {
    const young = checkForm(socialSignupFormSchema(rules), { ...good, dateOfBirth: '2010-01-01' }).errors;
    expect(young?.dateOfBirth).toMatch(/18/);
    const rest = checkForm(socialSignupFormSchema(rules), {
      firstname: ' ',
      lastname: '',
      dateOfBirth: 'yesterday',
      acceptTerms: false,
    }).errors;
    expect(Object.keys(rest ?? {}).sort()).toEqual(['acceptTerms', 'dateOfBirth', 'firstname', 'lastname']);
  });

  it('reads only the error codes the platform names from the address', () => {
    expect(socialErrorOf('account_exists')).toBe('account_exists');
    expect(socialErrorOf('<script>')).toBeNull();
    expect(socialErrorOf(null)).toBeNull();
  });
});
