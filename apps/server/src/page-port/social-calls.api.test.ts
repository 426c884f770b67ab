import type { PlatformPort } from '@drawline/contracts';
import { parseSetCookie } from 'cookie';
import { describe, expect, it } from 'vitest';
import { cookiesOf, type SignedIn, signUp } from '../../tests/identity-helpers';
import { pagePortProbe, refusalOf, sent } from '../../tests/page-port-helpers';
import { account, atProvider, callback, op, t, useSocialTestApp } from '../../tests/social-helpers';
import { totp } from '../modules/credentials';
import { socialCookieNames } from '../modules/identity';

/**
 * Sign in with Apple and Google through the pages' port (docs/decisions/403): the sign-up, the
 * code step, the list, the link and the unlink answer what the HTTP calls answer, read the same
 * short-lived cookies and set the same ones.
 */
const probe = pagePortProbe();
useSocialTestApp({ beforeReady: probe.beforeReady });

const portOf = (asked: { who?: SignedIn; cookies?: Record<string, string> } = {}): Promise<PlatformPort> =>
  probe.portFor(t.app, { accessToken: asked.who?.accessToken, cookies: asked.cookies });
const named = (lines: string[]) => Object.fromEntries(lines.map((l) => [parseSetCookie(l).name, parseSetCookie(l)]));
/** The providers a customer has linked, as GET /social-authentication lists them. */
const linkedBy = async (accessToken: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/v2/social-authentication',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return (res.json().result.providers as { provider: string; linked: boolean; email: string | null }[]).filter(
    (p) => p.linked,
  );
};

async function withTwoFactor(s: SignedIn): Promise<string> {
  const begin = await t.app.inject({
    method: 'POST',
    url: '/v2/customer/two-factor-auth/authenticator',
    headers: s.auth,
  });
  const { secret } = begin.json().result;
  await t.app.inject({
    method: 'PUT',
    url: '/v2/customer/two-factor-auth/authenticator',
    headers: s.auth,
    payload: { code: totp(secret, t.clock.now()) },
  });
  return secret;
}

describe('the social sign-in calls of the pages’ port', () => {
  it('reads the waiting sign-up and makes the customer as POST /social-authentication/signup does', async () => {
    const who = account();
    const a = await atProvider(who);
    const pendingCookie = cookiesOf(await callback(a.callback, a.flow))[socialCookieNames.signup]!;
    const cookies = { [socialCookieNames.signup]: pendingCookie };
    const http = await t.app.inject({ method: 'GET', url: '/v2/social-authentication/signup', cookies });
    const port = await portOf({ cookies });
    expect(sent(await port.pendingSocialSignup())).toEqual(http.json().result);

    const made = await port.socialSignup({
      firstname: 'Sam',
      lastname: 'Provider',
      dateOfBirth: '1990-05-17',
      acceptTerms: true,
      emailOptIn: false,
    });
    expect(made.answer).toMatchObject({ isAuthenticated: true, isNewSignup: true });
    const set = named(made.setCookies);
    expect(set.web_access_token?.value).toBeTruthy();
    expect(set[socialCookieNames.signup]).toMatchObject({ value: '', maxAge: 0 });
    expect(await linkedBy(made.answer.accessToken)).toMatchObject([{ provider: 'google', email: who.email }]);
    // The same sign-up cookie cannot make a second account.
    expect(
      (
        await refusalOf(
          (
            await portOf({ cookies })
          ).socialSignup({
            firstname: 'Sam',
            lastname: 'Provider',
            dateOfBirth: '1990-05-17',
            acceptTerms: true,
          }),
        )
      ).status,
    ).toBe(409);
  });

  it('refuses a missing, forged or NUL-laden sign-up or code-step cookie with 401, as the HTTP calls do', async () => {
    for (const value of [undefined, 'forged.token.value', 'a\u0000b', 'x'.repeat(4000)]) {
      const cookies: Record<string, string> = value
        ? { [socialCookieNames.signup]: value, [socialCookieNames.twoFactor]: value }
        : {};
      const port = await portOf({ cookies });
      const signup = await refusalOf(port.pendingSocialSignup());
      const code = await refusalOf(port.socialTwoFactor());
      const http = await t.app.inject({ method: 'GET', url: '/v2/social-authentication/two-factor', cookies });
      expect(signup.status).toBe(401);
      expect(code).toEqual({ status: http.statusCode, body: http.json() });
      expect(http.statusCode).toBe(401);
    }
    const anonymous = await portOf();
    expect((await refusalOf(anonymous.socialLinks())).status).toBe(401);
    expect((await refusalOf(anonymous.linkSocial('google', {}))).status).toBe(401);
    expect((await refusalOf(anonymous.unlinkSocial('google'))).status).toBe(401);
    const s = await signUp(t);
    expect((await refusalOf((await portOf({ who: s })).unlinkSocial('facebook' as 'google'))).status).toBe(400);
  });

  it('links with the flow cookie the page hands on, lists and unlinks as the HTTP calls do', async () => {
    const s = await signUp(t);
    const port = await portOf({ who: s });
    const started = await port.linkSocial('google', {});
    expect(started.answer.authorizationUrl.startsWith(`${op.issuer}/`)).toBe(true);
    const flow = named(started.setCookies)[socialCookieNames.flow]!;
    expect(flow).toMatchObject({ path: '/v2/social-authentication', httpOnly: true });
    const who = account();
    const back = await op.authorize(started.answer.authorizationUrl, who);
    const linked = await callback(`${back.pathname}${back.search}`, flow.value, s);
    expect(linked.headers.location).toBe('/my-account/login-and-security?social_linked=google');

    const http = await t.app.inject({ method: 'GET', url: '/v2/social-authentication', headers: s.auth });
    expect(sent(await port.socialLinks())).toEqual(http.json().result);
    expect(await port.unlinkSocial('google')).toBeNull();
    expect(await linkedBy(s.accessToken)).toEqual([]);
    // Another customer's link is not theirs to remove.
    const other = await signUp(t);
    const b = await atProvider(account(), other);
    await callback(b.callback, b.flow, other);
    expect((await refusalOf(port.unlinkSocial('google'))).status).toBe(404);
    expect(await linkedBy(other.accessToken)).toHaveLength(1);
  });

  it('asks a code before a link when two-factor is on, and answers the code step of a linked sign-in', async () => {
    const s = await signUp(t);
    const secret = await withTwoFactor(s);
    t.clock.advance(11 * 60_000);
    const port = await portOf({ who: s });
    const asked = await refusalOf(port.linkSocial('google', {}));
    expect(asked.status).toBe(403);
    t.clock.advance(30_000);
    const started = await port.linkSocial('google', { elevationCode: totp(secret, t.clock.now()) });
    const who = account();
    const back = await op.authorize(started.answer.authorizationUrl, who);
    const flow = named(started.setCookies)[socialCookieNames.flow]!.value!;
    await callback(`${back.pathname}${back.search}`, flow, s);

    const signIn = await atProvider(who);
    const halfway = await callback(signIn.callback, signIn.flow);
    const cookies = { [socialCookieNames.twoFactor]: cookiesOf(halfway)[socialCookieNames.twoFactor]! };
    const http = await t.app.inject({ method: 'GET', url: '/v2/social-authentication/two-factor', cookies });
    expect(http.json().result).toMatchObject({ method: 'authenticator', twoFactorToken: cookies.social_two_factor });
    // Masked as every code prompt is: the part before the at-sign, then asterisks.
    expect(http.json().result.identifier).not.toContain('example.com');
    const prompt = await (await portOf({ cookies })).socialTwoFactor();
    expect(sent(prompt)).toEqual(http.json().result);
    t.clock.advance(30_000);
    const done = await (await portOf()).login({
      twoFactorToken: prompt.twoFactorToken!,
      otp: totp(secret, t.clock.now()),
    });
    expect(done.answer.customerId).toBe(s.customerId);
  });
});
