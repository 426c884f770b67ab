import type { PlatformPort } from '@drawline/contracts';
import { parseSetCookie } from 'cookie';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createIdentityTestApp,
  goodPassword,
  type IdentityTestApp,
  newEmail,
  signUp,
  signupBody,
} from '../../tests/identity-helpers';
import { pagePortProbe, refusalOf, sent } from '../../tests/page-port-helpers';

/**
 * The sign-in calls both ways (issue 22, docs/decisions/326): a page signing a customer in, up or
 * out through the port gets what the HTTP call gives — the same session, the same refusal with the
 * same envelope, and the same cookies with the same attributes (values aside: each sign-in issues
 * its own tokens).
 */
let t: IdentityTestApp;
const probe = pagePortProbe();

beforeAll(async () => {
  t = await createIdentityTestApp({
    beforeReady: probe.beforeReady,
  });
});
afterAll(() => t.close());

/** The port as a page request with these cookies (and this access token) sees the platform. */
function portFor(cookies: Record<string, string> = {}, accessToken?: string): Promise<PlatformPort> {
  return probe.portFor(t.app, { cookies, accessToken });
}

function post(url: string, payload: unknown, cookies: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/v2${url}`,
    payload: payload as object,
    cookies,
  }) as Promise<LightMyRequestResponse>;
}

/** Each cookie as set, its value left out (tokens differ between two sign-ins; empty stays empty). */
function cookieShapes(lines: string[]) {
  return lines
    .map((line) => {
      const { value, expires, ...rest } = parseSetCookie(line);
      return { ...rest, value: value ? 'set' : '', expired: expires ? expires.getTime() <= Date.now() : undefined };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

const httpCookies = (res: LightMyRequestResponse) => {
  const header = res.headers['set-cookie'];
  return Array.isArray(header) ? header : header ? [header] : [];
};

/** A session answer with the tokens and the device that each sign-in from a new device issues anew left out. */
function sessionShape(session: unknown): Record<string, unknown> {
  const { accessToken, refreshToken, customerToken, deviceUuid, expiresIn, ...rest } = sent(session) as Record<
    string,
    unknown
  >;
  return { ...rest, accessToken: typeof accessToken, refreshToken: typeof refreshToken };
}

describe('signing in', () => {
  it('logs in with the same session and the same cookies', async () => {
    const { email } = await signUp(t);
    const over = await post('/login', { email, password: goodPassword });
    const port = await portFor();
    const paged = await port.login({ email, password: goodPassword });
    expect(sessionShape(paged.answer)).toEqual(sessionShape(over.json().result));
    expect(cookieShapes(paged.setCookies)).toEqual(cookieShapes(httpCookies(over)));
    // The page's cookies sign the customer in: its access token reads their account.
    const account = await t.app.inject({
      method: 'GET',
      url: '/v2/customer',
      headers: { authorization: `Bearer ${paged.answer.accessToken}` },
    });
    expect(account.json().result.email).toBe(email);
  });

  it('refuses a wrong password and a missing field with the same envelope', async () => {
    const { email } = await signUp(t);
    const wrong = { email, password: 'not-the-password-1' };
    const over = await post('/login', wrong);
    expect(await refusalOf((await portFor()).login(wrong))).toEqual({ status: over.statusCode, body: over.json() });

    const missing = await post('/login', { email });
    expect(await refusalOf((await portFor()).login({ email }))).toEqual({
      status: missing.statusCode,
      body: missing.json(),
    });
  });

  it('signs up with the same session and cookies, and refuses a taken address alike', async () => {
    const body = signupBody(newEmail('port-signup'));
    const over = await post('/signup', body);
    const { date_of_birth, accept_terms, ...rest } = signupBody(newEmail('port-signup'));
    const paged = await (await portFor()).signup({ ...rest, dateOfBirth: date_of_birth, acceptTerms: accept_terms });
    expect(cookieShapes(paged.setCookies)).toEqual(cookieShapes(httpCookies(over)));
    const { customerId, ...session } = sessionShape(paged.answer);
    const { customerId: otherId, ...otherSession } = sessionShape(over.json().result);
    expect(session).toEqual(otherSession);
    expect(customerId).not.toBe(otherId);

    const again = await post('/signup', body);
    const taken = { ...rest, email: body.email, dateOfBirth: date_of_birth, acceptTerms: accept_terms };
    expect(await refusalOf((await portFor()).signup(taken))).toEqual({ status: again.statusCode, body: again.json() });
  });
});

describe('renewing the session', () => {
  it('renews with the same tokens and cookies, and refuses an unknown refresh token alike', async () => {
    const overCustomer = await signUp(t);
    const over = await post('/refresh', { refresh_token: overCustomer.refreshToken });
    const pageCustomer = await signUp(t);
    const renewed = await (await portFor()).refresh(pageCustomer.refreshToken);
    expect(Object.keys(renewed.answer).sort()).toEqual(Object.keys(over.json().result).sort());
    expect(cookieShapes(renewed.setCookies)).toEqual(cookieShapes(httpCookies(over)));
    // The new access token is the customer's; a refresh token the shop never issued is refused alike.
    const account = await t.app.inject({
      method: 'GET',
      url: '/v2/customer',
      headers: { authorization: `Bearer ${renewed.answer.accessToken}` },
    });
    expect(account.json().result.customerId).toBe(pageCustomer.customerId);
    const unknown = 'not-a-refresh-token-the-shop-issued';
    const refused = await post('/refresh', { refresh_token: unknown });
    expect(refused.statusCode).toBe(401);
    expect(await refusalOf((await portFor()).refresh(unknown))).toEqual({
      status: refused.statusCode,
      body: refused.json(),
    });
  });
});

describe('signing out', () => {
  it('clears the same cookies and ends the session, so its refresh token is spent', async () => {
    const overCustomer = await signUp(t);
    const over = await post('/logout', {}, overCustomer.cookies);
    const pageCustomer = await signUp(t);
    const port = await portFor(pageCustomer.cookies, pageCustomer.accessToken);
    const paged = await port.logout(pageCustomer.refreshToken);
    expect(paged.answer).toBeNull();
    expect(cookieShapes(paged.setCookies)).toEqual(cookieShapes(httpCookies(over)));
    for (const { refreshToken } of [overCustomer, pageCustomer]) {
      expect((await post('/refresh', { refresh_token: refreshToken })).statusCode).toBe(401);
    }
  });
});

describe('passwords', () => {
  it('answers a forgotten password alike, known address or not', async () => {
    const { email } = await signUp(t);
    for (const asked of [email, newEmail('nobody')]) {
      const over = await post('/password/forgot', { email: asked });
      expect(sent(await (await portFor()).forgotPassword(asked))).toEqual(over.json().result);
    }
    const bad = await post('/password/forgot', { email: 'not an address' });
    expect(await refusalOf((await portFor()).forgotPassword('not an address'))).toEqual({
      status: bad.statusCode,
      body: bad.json(),
    });
  });

  it('refuses a spent or made-up reset link alike', async () => {
    const token = 'made-up-reset-token';
    const verify = await post('/password/reset/verify', { token });
    expect(await refusalOf((await portFor()).verifyResetToken(token))).toEqual({
      status: verify.statusCode,
      body: verify.json(),
    });
    const reset = await post('/password/reset', { token, password: goodPassword });
    expect(await refusalOf((await portFor()).resetPassword({ token, password: goodPassword }))).toEqual({
      status: reset.statusCode,
      body: reset.json(),
    });
  });

  it('refuses a forced password change to a visitor alike', async () => {
    const over = await post('/password/force-change', { password: goodPassword });
    expect(await refusalOf((await portFor()).forceChangePassword({ password: goodPassword }))).toEqual({
      status: over.statusCode,
      body: over.json(),
    });
  });
});
