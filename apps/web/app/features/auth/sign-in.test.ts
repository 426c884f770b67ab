import { describe, expect, it } from 'vitest';
import { forcedRedirectPath } from './sign-in.server';

describe('forcedRedirectPath', () => {
  it('sends a customer who must change the password to the force-password page', () => {
    expect(forcedRedirectPath({ forcePasswordChange: true }, '/my-account')).toBe('/force-password-change');
    expect(forcedRedirectPath({ forcePasswordChange: true }, '/')).toBe('/force-password-change');
  });

  it('lets them open that page and log out', () => {
    expect(forcedRedirectPath({ forcePasswordChange: true }, '/force-password-change')).toBeNull();
    expect(forcedRedirectPath({ forcePasswordChange: true }, '/logout')).toBeNull();
  });

  it('leaves everyone else alone', () => {
    expect(forcedRedirectPath({ forcePasswordChange: false }, '/my-account')).toBeNull();
    expect(forcedRedirectPath(null, '/my-account')).toBeNull();
  });
});
