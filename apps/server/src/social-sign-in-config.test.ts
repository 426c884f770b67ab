import { describe, expect, it } from 'vitest';
import { loadSocialProviders } from './social-sign-in-config';

describe('the sign-in providers from the environment', () => {
  it('turns a provider on only with its client id and secret, on the real issuer unless told', () => {
    expect(loadSocialProviders({})).toEqual({});
    expect(loadSocialProviders({ SOCIAL_GOOGLE_CLIENT_ID: 'id', SOCIAL_GOOGLE_CLIENT_SECRET: 'secret' })).toEqual({
      google: { issuer: 'https://accounts.google.com', clientId: 'id', clientSecret: 'secret' },
    });
    expect(
      loadSocialProviders({
        SOCIAL_APPLE_ISSUER: 'http://127.0.0.1:9000',
        SOCIAL_APPLE_CLIENT_ID: 'id',
        SOCIAL_APPLE_CLIENT_SECRET: 'jwt',
      }).apple?.issuer,
    ).toBe('http://127.0.0.1:9000');
  });

  it('stops the start when only one of the pair is set, or the issuer is not an address', () => {
    expect(() => loadSocialProviders({ SOCIAL_APPLE_CLIENT_ID: 'id' })).toThrow(/SOCIAL_APPLE_CLIENT_SECRET/);
    expect(() =>
      loadSocialProviders({
        SOCIAL_GOOGLE_ISSUER: 'nope',
        SOCIAL_GOOGLE_CLIENT_ID: 'a',
        SOCIAL_GOOGLE_CLIENT_SECRET: 'b',
      }),
    ).toThrow(/SOCIAL_GOOGLE_ISSUER/);
  });
});
