import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { socialCookieNames } from '../src/modules/identity';
import { cookiesOf, createIdentityTestApp, type IdentityTestApp, newEmail, type SignedIn } from './identity-helpers';
import { type LocalAccount, type LocalOpenIdProvider, startLocalOpenIdProvider } from './local-openid-provider';

export const publicUrl = 'http://shop.test';
const clientId = 'drawline-test-client';
const clientSecret = 'drawline-test-client-secret-0123456789';
export let op: LocalOpenIdProvider;
export let t: IdentityTestApp;
export const logs: string[] = [];
let subjects = 0;

/** The shop and a local OpenID provider for one test file (its hooks). */
export function useSocialTestApp(
  options: Pick<Parameters<typeof createIdentityTestApp>[0] & object, 'beforeReady'> = {},
) {
  beforeAll(async () => {
    op = await startLocalOpenIdProvider({
      clientId,
      clientSecret,
      redirectUris: [`${publicUrl}/v2/social-authentication/google/callback`],
    });
    t = await createIdentityTestApp({
      at: new Date().toISOString(),
      config: {
        publicUrl,
        logLevel: 'info',
        socialProviders: { google: { issuer: op.issuer, clientId, clientSecret } },
      },
      logStream: { write: (line) => logs.push(line) },
      ...options,
    });
  });
  afterAll(async () => {
    await t?.close();
    await op?.close();
  });
  beforeEach(() => {
    op.state.tamper = undefined;
  });
}

export function account(overrides: Partial<LocalAccount> = {}): LocalAccount {
  subjects++;
  return {
    sub: `local-${process.pid}-${subjects}`,
    email: newEmail('social'),
    email_verified: true,
    given_name: 'Sam',
    family_name: 'Provider',
    ...overrides,
  };
}

/** Starts a sign-in (or, with `link`, a link by that customer) and comes back from the provider. */
export async function atProvider(who: LocalAccount, link?: SignedIn) {
  const start = link
    ? await t.app.inject({
        method: 'POST',
        url: '/v2/social-authentication/link',
        headers: link.auth,
        payload: { provider: 'google' },
      })
    : await t.app.inject({ method: 'GET', url: '/v2/social-authentication/google/authorize?redirect=/cart' });
  expect(start.statusCode, start.body).toBe(link ? 200 : 303);
  const authorizationUrl = link ? start.json().result.authorizationUrl : start.headers.location!;
  const flow = cookiesOf(start)[socialCookieNames.flow]!;
  expect(flow).toBeTruthy();
  const back = await op.authorize(authorizationUrl, who);
  expect(back.href.startsWith(`${publicUrl}/v2/social-authentication/google/callback?`)).toBe(true);
  return { flow, callback: `${back.pathname}${back.search}` };
}

export function callback(url: string, flow: string | undefined, auth?: SignedIn) {
  return t.app.inject({
    method: 'GET',
    url,
    cookies: flow ? { [socialCookieNames.flow]: flow } : {},
    headers: auth?.auth ?? {},
  });
}

export async function completeSignup(res: LightMyRequestResponse, overrides: Record<string, unknown> = {}) {
  expect(res.statusCode).toBe(303);
  expect(res.headers.location).toBe('/register/social');
  const pending = cookiesOf(res)[socialCookieNames.signup]!;
  return t.app.inject({
    method: 'POST',
    url: '/v2/social-authentication/signup',
    cookies: { [socialCookieNames.signup]: pending },
    payload: { firstname: 'Sam', lastname: 'Provider', date_of_birth: '1990-05-17', accept_terms: true, ...overrides },
  });
}

export const refusedWith = (res: LightMyRequestResponse, code: string) => {
  expect(res.statusCode).toBe(303);
  expect(res.headers.location).toMatch(new RegExp(`social_error=${code}$`));
  expect(cookiesOf(res).web_access_token).toBeUndefined();
};
export const logged = (reason: string) => logs.some((l) => l.includes('social sign-in refused') && l.includes(reason));
