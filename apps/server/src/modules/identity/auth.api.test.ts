import { cookieNames } from '@drawline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookiesOf,
  createIdentityTestApp,
  goodPassword,
  type IdentityTestApp,
  logIn,
  newEmail,
  signedIn,
  signUp,
  signupBody,
} from '../../../tests/identity-helpers';
import { demoCustomer } from './index';

let t: IdentityTestApp;

beforeAll(async () => {
  t = await createIdentityTestApp({ seed: true });
});
afterAll(() => t.close());

describe('sign-up', () => {
  it('creates the customer, signs them in as a new signup and sets the session cookies', async () => {
    const email = newEmail();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/signup',
      headers: { version: '3.5' },
      payload: signupBody(email),
    });
    expect(res.statusCode).toBe(200);
    const session = res.json().result;
    expect(session).toMatchObject({
      isAuthenticated: true,
      isNewSignup: true,
      segmentName: 'default',
      pricingId: 'default',
    });
    expect(session.accessToken).toBeTruthy();
    const cookies = cookiesOf(res);
    for (const name of [
      cookieNames.webAccessToken,
      cookieNames.webRefreshToken,
      cookieNames.customerId,
      cookieNames.customerToken,
      cookieNames.pricingId,
      cookieNames.customerSegmentName,
      cookieNames.atvCommercial,
      cookieNames.deviceUuid,
    ]) {
      expect(cookies[name], name).toBeTruthy();
    }
    const me = await t.app.inject({
      method: 'GET',
      url: '/v2/customer',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().result).toMatchObject({
      email,
      isNewSignup: true,
      emailAddressConfirmationRequired: true,
      addressConfirmationRequired: false,
      marketingEmailSubscription: { isSubscribed: false },
      communicationPreferences: { email: false, phone: false, sms: false, directmail: false },
      balance: { amount: 0, currency: 'AUD' },
    });
    const welcome = await t.inbox(email);
    expect(welcome).toHaveLength(1);
    expect(welcome[0]!.text).toContain('/my-account/confirm-address/');
  });

  it('keeps email opt-in off unless ticked, and on when ticked', async () => {
    const s = await signUp(t, newEmail(), { email_opt_in: true });
    const me = await t.app.inject({ method: 'GET', url: '/v2/customer', headers: s.auth });
    expect(me.json().result.marketingEmailSubscription).toEqual({ isSubscribed: true });
  });

  // The same instants as the storefront's signup form test (apps/web/app/features/auth/signup.test.ts):
  // both ask the contracts' isOldEnough, on the AEST date.
  it('counts the 18th birthday on the AEST date, late in the evening in Australia too', async () => {
    const start = t.clock.now();
    const signUpAt = async (brisbaneTime: string) => {
      t.clock.set(`${brisbaneTime}+10:00`);
      const res = await t.app.inject({
        method: 'POST',
        url: '/v2/signup',
        payload: signupBody(newEmail(), { date_of_birth: '2008-03-15' }),
      });
      return res.statusCode === 200 ? 'signed up' : res.json().errors.date_of_birth[0].code;
    };
    try {
      expect(await signUpAt('2026-03-14T23:30:00')).toBe('min_age');
      // 08:00 on the birthday in Brisbane is still 14 March in UTC.
      expect(await signUpAt('2026-03-15T08:00:00')).toBe('signed up');
      expect(await signUpAt('2026-03-15T23:30:00')).toBe('signed up');
      expect(await signUpAt('2026-03-16T23:30:00')).toBe('signed up');
    } finally {
      t.clock.set(start);
    }
  });

  it('refuses without the terms, under 18, with a weak password, or a taken email', async () => {
    const terms = await t.app.inject({
      method: 'POST',
      url: '/v2/signup',
      payload: signupBody(newEmail(), { accept_terms: false }),
    });
    expect(terms.statusCode).toBe(400);
    expect(terms.json().errors.accept_terms[0].message).toBe('You must agree to the terms and conditions to proceed.');

    // The fixed clock is 2026-03-02 11:00 AEST: born 2008-03-03 is one day short of 18.
    const young = await t.app.inject({
      method: 'POST',
      url: '/v2/signup',
      payload: signupBody(newEmail(), { date_of_birth: '2008-03-03' }),
    });
    expect(young.statusCode).toBe(400);
    expect(young.json().errors.date_of_birth[0].code).toBe('min_age');
    const eighteen = await t.app.inject({
      method: 'POST',
      url: '/v2/signup',
      payload: signupBody(newEmail(), { date_of_birth: '2008-03-02' }),
    });
    expect(eighteen.statusCode).toBe(200);

    for (const password of ['short-one', 'password12345678', 'qazwsxedcrfv']) {
      const weak = await t.app.inject({
        method: 'POST',
        url: '/v2/signup',
        payload: signupBody(newEmail(), { password }),
      });
      expect(weak.statusCode, password).toBe(400);
      expect(weak.json().error.code).toBe('password_too_weak');
      expect(weak.json().errors.password).toHaveLength(1);
    }

    const email = newEmail();
    await signUp(t, email);
    const again = await t.app.inject({ method: 'POST', url: '/v2/signup', payload: signupBody(email.toUpperCase()) });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('email_taken');
  });

  it('tells whether an email can sign up', async () => {
    const email = newEmail();
    const before = await t.app.inject({ method: 'POST', url: '/v2/check-email', payload: { email } });
    expect(before.json().result).toEqual({ available: true });
    await signUp(t, email);
    const after = await t.app.inject({ method: 'POST', url: '/v2/check-email', payload: { email } });
    expect(after.json().result).toEqual({ available: false });
  });
});

describe('login', () => {
  it('signs in with the right password and answers the session', async () => {
    const email = newEmail();
    await signUp(t, email);
    const res = await logIn(t, email);
    const s = signedIn(email, res);
    expect(res.json().result.isNewSignup).toBe(false);
    const me = await t.app.inject({ method: 'GET', url: '/v2/customer', headers: s.auth });
    expect(me.json().result.email).toBe(email);
  });

  it('signs in the demo customer of the demo shop with the documented password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/login',
      payload: { email: demoCustomer.email, password: demoCustomer.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.customerId).toBe(demoCustomer.id);
  });

  it('answers an unknown email exactly as a wrong password', async () => {
    const email = newEmail();
    await signUp(t, email);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/v2/login',
      payload: { email, password: 'not-the-password-at-all' },
      remoteAddress: '10.0.0.21',
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/v2/login',
      payload: { email: newEmail('nobody'), password: 'not-the-password-at-all' },
      remoteAddress: '10.0.0.22',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.json().error.code).toBe('invalid_credentials');
    expect(unknown.cookies).toEqual(wrong.cookies);
  });

  it('accepts the access token as a Bearer header or as the cookie', async () => {
    const s = await signUp(t);
    const byCookie = await t.app.inject({
      method: 'GET',
      url: '/v2/customer',
      cookies: { [cookieNames.webAccessToken]: s.accessToken },
    });
    expect(byCookie.statusCode).toBe(200);
    const none = await t.app.inject({ method: 'GET', url: '/v2/customer' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('unauthorised');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/v2/customer',
      headers: { authorization: 'Bearer nonsense-token-value-123456' },
    });
    expect(bad.statusCode).toBe(401);
  });

  it('answers the customer segment from GET /capabilities once signed in', async () => {
    const s = await signUp(t);
    const anonymous = await t.app.inject({ method: 'GET', url: '/v2/capabilities' });
    expect(anonymous.json().result.currentSegmentName).toBe('anonymous');
    const signed = await t.app.inject({ method: 'GET', url: '/v2/capabilities', headers: s.auth });
    expect(signed.json().result.currentSegmentName).toBe('default');
  });
});

describe('cross-site protection', () => {
  it('refuses a sign-in posted from another site by a visitor without a session (login CSRF)', async () => {
    const email = newEmail();
    await signUp(t, email);
    const form = `email=${encodeURIComponent(email)}&password=${goodPassword}`;
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v2/login',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: form,
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().error.code).toBe('cross_site_request');
      expect(res.cookies).toHaveLength(0);
    }
    const signup = await t.app.inject({
      method: 'POST',
      url: '/v2/signup',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: signupBody(newEmail()),
    });
    expect(signup.statusCode).toBe(403);
    // Our own pages, and clients that are not browsers, still sign in (with JSON: POST /login is no form call).
    const own = await t.app.inject({
      method: 'POST',
      url: '/v2/login',
      headers: { 'sec-fetch-site': 'same-origin' },
      payload: { email, password: goodPassword },
    });
    expect(own.statusCode).toBe(200);
    expect((await logIn(t, email)).statusCode).toBe(200);
  });

  it('signs out only with a POST from our own pages: GET /v2/logout is refused and ends nothing', async () => {
    const s = await signUp(t);
    const cookies = { [cookieNames.webAccessToken]: s.accessToken, [cookieNames.webRefreshToken]: s.refreshToken };
    const viaGet = await t.app.inject({ method: 'GET', url: '/v2/logout', cookies });
    expect(viaGet.statusCode).toBe(405);
    expect(viaGet.headers.allow).toBe('POST');
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/v2/logout',
      cookies,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/v2/customer', cookies })).statusCode).toBe(200);
    const own = await t.app.inject({
      method: 'POST',
      url: '/v2/logout',
      cookies,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(own.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/v2/customer', cookies })).statusCode).toBe(401);
  });

  it('refuses a cookie-authenticated write from another site, and allows our own pages and Bearer calls', async () => {
    const s = await signUp(t);
    const cookies = { [cookieNames.webAccessToken]: s.accessToken };
    const payload = { favourite_numbers: [] };
    const crossSite = await t.app.inject({
      method: 'PUT',
      url: '/v2/favourite-numbers',
      cookies,
      headers: { 'sec-fetch-site': 'cross-site' },
      payload,
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().error.code).toBe('cross_site_request');
    const foreignOrigin = await t.app.inject({
      method: 'PUT',
      url: '/v2/favourite-numbers',
      cookies,
      headers: { origin: 'https://evil.example' },
      payload,
    });
    expect(foreignOrigin.statusCode).toBe(403);
    const sameOrigin = await t.app.inject({
      method: 'PUT',
      url: '/v2/favourite-numbers',
      cookies,
      headers: { 'sec-fetch-site': 'same-origin' },
      payload,
    });
    expect(sameOrigin.statusCode).toBe(200);
    const bearer = await t.app.inject({
      method: 'PUT',
      url: '/v2/favourite-numbers',
      headers: { ...s.auth, origin: 'https://app.example' },
      payload,
    });
    expect(bearer.statusCode).toBe(200);
  });
});

describe('throttling', () => {
  it('answers 429 after repeated failures for one account, and lets the right password through once the back-off ends', async () => {
    const email = newEmail();
    await signUp(t, email);
    const attempt = (password: string, n: number) =>
      t.app.inject({ method: 'POST', url: '/v2/login', payload: { email, password }, remoteAddress: `10.1.0.${n}` });
    for (let i = 0; i < 5; i++) expect((await attempt('wrong-password-guess', i)).statusCode).toBe(401);
    const blocked = await attempt(goodPassword, 10);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('rate_limited');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(61_000);
    expect((await attempt(goodPassword, 11)).statusCode).toBe(200);
  });

  it('does not hold a device that signed in before by the account lock', async () => {
    const email = newEmail();
    await signUp(t, email);
    const known = cookiesOf(await logIn(t, email)).device_token!;
    for (let i = 0; i < 6; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/v2/login',
        payload: { email, password: 'attacker-guess-xyz' },
        remoteAddress: `10.2.0.${i}`,
      });
    }
    const stranger = await logIn(t, email);
    expect(stranger.statusCode).toBe(429);
    const owner = await logIn(t, email, {}, { device_token: known });
    expect(owner.statusCode).toBe(200);
  });

  it('limits failures per address across accounts', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/v2/login',
        payload: { email: newEmail(), password: 'guess-guess-guess' },
        remoteAddress: '10.3.0.1',
      });
    for (let i = 0; i < 30; i++) expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(429);
  });

  it('limits check-email per address', async () => {
    let status = 200;
    for (let i = 0; i < 25 && status === 200; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v2/check-email',
        payload: { email: newEmail() },
        remoteAddress: '10.4.0.1',
      });
      status = res.statusCode;
    }
    expect(status).toBe(429);
  });
});

describe('the API document', () => {
  it('describes the identity and customer calls', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(doc.paths['/v2/signup'].post).toBeDefined();
    expect(doc.paths['/v2/login'].post.requestBody).toBeDefined();
    expect(doc.paths['/v2/refresh'].post).toBeDefined();
    expect(doc.paths['/v2/customer'].get).toBeDefined();
    expect(doc.paths['/v2/customer/{id}/communication-preferences'].put).toBeDefined();
    expect(doc.paths['/v2/customer/two-factor-auth/send-code'].post).toBeDefined();
  });
});
