import { describe, expect, it } from 'vitest';
import { needsConsent, phoneBar } from './bars';

describe('phoneBar', () => {
  const none = { 'cookie-consent': false, country: false, confirmation: false, sitewide: false };

  it('shows the cookie consent first, then the country notice, the confirmation, then the sitewide notice', () => {
    expect(phoneBar({ 'cookie-consent': true, country: true, confirmation: true, sitewide: true })).toBe(
      'cookie-consent',
    );
    expect(phoneBar({ ...none, country: true, confirmation: true, sitewide: true })).toBe('country');
    expect(phoneBar({ ...none, confirmation: true, sitewide: true })).toBe('confirmation');
    expect(phoneBar({ ...none, sitewide: true })).toBe('sitewide');
  });

  it('shows none when none is due', () => {
    expect(phoneBar(none)).toBeNull();
  });
});

describe('needsConsent', () => {
  it('is due with the capability and no stored choice', () => {
    expect(needsConsent({ capabilities: ['cookie_consent'], cookieConsent: null })).toBe(true);
    expect(needsConsent({ capabilities: ['cookie_consent'], cookieConsent: { essential: true } })).toBe(false);
    expect(needsConsent({ capabilities: [], cookieConsent: null })).toBe(false);
  });
});
