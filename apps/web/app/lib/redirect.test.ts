import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('accepts a path on this site', () => {
    expect(safeRedirect('/my-account/my-details?x=1#top')).toBe('/my-account/my-details?x=1#top');
  });

  it('refuses other sites and tricks', () => {
    for (const bad of [
      'https://evil.test/',
      '//evil.test',
      '/\\evil.test',
      'javascript:alert(1)',
      'my-account',
      '/a\nb',
    ]) {
      expect(safeRedirect(bad, '/fallback')).toBe('/fallback');
    }
  });

  it('falls back for missing values', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect(undefined, '/x')).toBe('/x');
  });
});

describe('loginPath', () => {
  it('asks to come back to the page', () => {
    expect(loginPath('/my-account')).toBe('/login?redirect=%2Fmy-account');
  });

  it('leaves out home, login itself and foreign targets', () => {
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('/login?redirect=/x')).toBe('/login');
    expect(loginPath('https://evil.test')).toBe('/login');
  });

  it('adds a notice and another base', () => {
    expect(loginPath('/deposit', { notice: 'unauthorised' }, '/checkout/login')).toBe(
      '/checkout/login?redirect=%2Fdeposit&notice=unauthorised',
    );
  });
});
