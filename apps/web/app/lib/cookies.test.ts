import { describe, expect, it } from 'vitest';
import { expiredCookie, readCookie, serializeCookie } from './cookies';

const request = (cookie: string) => new Request('http://shop/', { headers: { cookie } });

describe('storefront cookies', () => {
  it('reads one cookie, URI-decoded, the first of its name, and keeps a value that does not decode', () => {
    const r = request('sv=NSW; cookie_consent=essential%2Cnon_essential; sv=VIC; odd=%E0%A4%A; locale="en-GB"');
    expect(readCookie(r, 'sv')).toBe('NSW');
    expect(readCookie(r, 'cookie_consent')).toBe('essential,non_essential');
    expect(readCookie(r, 'odd')).toBe('%E0%A4%A');
    expect(readCookie(r, 'missing')).toBeUndefined();
    expect(readCookie(new Request('http://shop/'), 'sv')).toBeUndefined();
  });

  it('writes them for the whole site for a time, Lax, Secure on https, and encodes what needs it', () => {
    expect(serializeCookie('sv', 'NSW', { maxAgeSeconds: 60, secure: false })).toBe(
      'sv=NSW; Max-Age=60; Path=/; SameSite=Lax',
    );
    const consent = serializeCookie('cookie_consent', 'essential,non_essential', { maxAgeSeconds: 60, secure: true });
    expect(consent).toBe('cookie_consent=essential%2Cnon_essential; Max-Age=60; Path=/; Secure; SameSite=Lax');
    expect(readCookie(request(consent.split(';')[0]!), 'cookie_consent')).toBe('essential,non_essential');
    expect(() => serializeCookie('bad name', 'x', { maxAgeSeconds: 60, secure: false })).toThrow();
  });

  it('removes an HttpOnly cookie of the API', () => {
    expect(expiredCookie('web_refresh_token')).toBe('web_refresh_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
  });
});
