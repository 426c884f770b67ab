import { ELEVATION_OTP_HEADER, ELEVATION_WINDOW_SECONDS } from '@drawline/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookiesOf,
  createIdentityTestApp,
  type IdentityTestApp,
  logIn,
  newEmail,
  type SignedIn,
  signedIn,
  signUp,
} from '../../../tests/identity-helpers';
import { totp } from '../credentials';
import { customers } from './identity.tables';

let t: IdentityTestApp;

beforeAll(async () => {
  t = await createIdentityTestApp();
});
afterAll(() => t.close());

const codeFor = (secret: string) => totp(secret, t.clock.now());
const nextStep = () => t.clock.advance(30_000);

async function withAuthenticator(): Promise<SignedIn & { secret: string }> {
  const s = await signUp(t);
  const begin = await t.app.inject({
    method: 'POST',
    url: '/v2/customer/two-factor-auth/authenticator',
    headers: s.auth,
  });
  expect(begin.statusCode).toBe(200);
  const { secret } = begin.json().result;
  const confirm = await t.app.inject({
    method: 'PUT',
    url: '/v2/customer/two-factor-auth/authenticator',
    headers: s.auth,
    payload: { code: codeFor(secret) },
  });
  expect(confirm.statusCode).toBe(200);
  return { ...s, secret };
}

async function withEmailMethod(): Promise<SignedIn> {
  const s = await signUp(t);
  const begin = await t.app.inject({ method: 'POST', url: '/v2/customer/two-factor-auth/email', headers: s.auth });
  expect(begin.statusCode).toBe(200);
  const confirm = await t.app.inject({
    method: 'PUT',
    url: '/v2/customer/two-factor-auth/email',
    headers: s.auth,
    payload: { code: await t.lastCode(s.email) },
  });
  expect(confirm.statusCode).toBe(200);
  return s;
}

describe('authenticator (TOTP)', () => {
  it('enrols with the secret, an otpauth URI and an SVG QR code, confirmed by a first code', async () => {
    const s = await signUp(t);
    const off = await t.app.inject({ method: 'GET', url: '/v2/customer/two-factor-auth', headers: s.auth });
    expect(off.json().result).toMatchObject({
      enabled: false,
      method: null,
      methods: ['authenticator', 'email'],
      rememberForDays: 30,
    });
    const begin = await t.app.inject({
      method: 'POST',
      url: '/v2/customer/two-factor-auth/authenticator',
      headers: s.auth,
    });
    const enrolment = begin.json().result;
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUri).toContain(`otpauth://totp/Drawline:`);
    expect(enrolment.otpauthUri).toContain(`secret=${enrolment.secret}`);
    expect(Buffer.from(enrolment.qrCode.split(',')[1], 'base64').toString()).toContain('<svg');
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/v2/customer/two-factor-auth/authenticator',
      headers: s.auth,
      payload: { code: '000000' === codeFor(enrolment.secret) ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('2fa_incorrect');
    expect(wrong.json().error.message).toBe('Code is incorrect or expired. Try again or contact support');
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/v2/customer/two-factor-auth/authenticator',
      headers: s.auth,
      payload: { code: codeFor(enrolment.secret) },
    });
    expect(ok.json().result).toMatchObject({
      enabled: true,
      method: 'authenticator',
      since: t.clock.now().toISOString(),
    });
  });

  it('asks for the code at login, accepts a good one once, and refuses the same code twice', async () => {
    const s = await withAuthenticator();
    const required = await logIn(t, s.email);
    expect(required.statusCode).toBe(401);
    expect(required.json().error.code).toBe('2fa_required');
    expect(required.json().result).toMatchObject({
      method: 'authenticator',
      identifier: `${s.email.split('@')[0]}********`,
    });
    nextStep();
    const code = codeFor(s.secret);
    expect((await logIn(t, s.email, { otp: code })).statusCode).toBe(200);
    const replay = await logIn(t, s.email, { otp: code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.code).toBe('2fa_incorrect');
  });

  it('remembers a device that asked for it, for rememberForDays', async () => {
    const s = await withAuthenticator();
    nextStep();
    const res = await logIn(t, s.email, { otp: codeFor(s.secret), remember_device: true });
    const device = cookiesOf(res).device_token!;
    const again = await logIn(t, s.email, {}, { device_token: device });
    expect(again.statusCode).toBe(200);
    t.clock.advance(31 * 86_400_000);
    const later = await logIn(t, s.email, {}, { device_token: device });
    expect(later.json().error.code).toBe('2fa_required');
  });
});

describe('codes by email', () => {
  it('emails a code at login, resends after the 60 s cooldown, and accepts only the newest code', async () => {
    const s = await withEmailMethod();
    t.clock.advance(61_000);
    const required = await logIn(t, s.email);
    expect(required.json().error.code).toBe('2fa_required');
    const challenge = required.json().result;
    expect(challenge).toMatchObject({ method: 'email', resendAvailableIn: 60 });
    const first = await t.lastCode(s.email);

    const tooSoon = await t.app.inject({
      method: 'POST',
      url: '/v2/customer/two-factor-auth/send-code',
      payload: { two_factor_token: challenge.twoFactorToken },
    });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().error.code).toBe('code_resend_too_soon');

    t.clock.advance(60_000);
    const resent = await t.app.inject({
      method: 'POST',
      url: '/v2/customer/two-factor-auth/send-code',
      payload: { two_factor_token: challenge.twoFactorToken },
    });
    expect(resent.statusCode).toBe(200);
    const second = await t.lastCode(s.email);
    if (first !== second) expect((await logIn(t, s.email, { otp: first })).statusCode).toBe(400);
    expect((await logIn(t, s.email, { otp: second })).statusCode).toBe(200);
    expect((await logIn(t, s.email, { otp: second })).statusCode).toBe(400);
  });

  it('refuses a resend ticket that was tampered with', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/customer/two-factor-auth/send-code',
      payload: { two_factor_token: 'eyJjIjoieCJ9.forged' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('token_invalid');
  });
});

describe('the two-factor lock', () => {
  it('locks codes after five wrong ones in a row, and unlocks after 30 minutes', async () => {
    const s = await withAuthenticator();
    nextStep();
    const good = codeFor(s.secret);
    const wrong = good === '123456' ? '654321' : '123456';
    for (let i = 0; i < 4; i++) {
      const res = await logIn(t, s.email, { otp: wrong });
      expect(res.json().error.code).toBe('2fa_incorrect');
    }
    const fifth = await logIn(t, s.email, { otp: wrong });
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().error.code).toBe('2fa_account_locked');
    expect(fifth.json().error.message).toBe(
      'Your account has been locked due to too many incorrect 2FA attempts. Please contact support.',
    );
    expect((await logIn(t, s.email, { otp: good })).json().error.code).toBe('2fa_account_locked');
    expect((await logIn(t, s.email)).json().error.code).toBe('2fa_account_locked');
    t.clock.advance(30 * 60_000 + 1000);
    expect((await logIn(t, s.email, { otp: codeFor(s.secret) })).statusCode).toBe(200);
  });
});

describe('elevation (the 403 REQUIRED flow)', () => {
  const change = (s: SignedIn, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/customer/details',
      headers: { ...s.auth, ...headers },
      payload: { firstname: 'Joanne' },
    });

  it('asks a customer without two-factor for an emailed code, then passes the replay with it', async () => {
    const s = await signUp(t);
    const first = await change(s);
    expect(first.statusCode).toBe(403);
    expect(first.json().messages[0].code).toBe('REQUIRED');
    expect(first.json().error.code).toBe('elevation_required');
    expect(first.json().result).toMatchObject({ method: 'email', identifier: `${s.email.split('@')[0]}********` });
    const wrongCode = await change(s, { [ELEVATION_OTP_HEADER]: '000001' });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().error.code).toBe('2fa_incorrect');
    const code = await t.lastCode(s.email);
    const replay = await change(s, { [ELEVATION_OTP_HEADER]: code });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().result.firstname).toBe('Joanne');
    // Elevated for ten minutes, then asked again.
    expect((await change(s)).statusCode).toBe(200);
    t.clock.advance(ELEVATION_WINDOW_SECONDS * 1000 + 1000);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/v2/refresh',
      payload: { refresh_token: s.refreshToken },
    });
    const next = signedIn(s.email, refreshed);
    expect((await change({ ...s, auth: next.auth })).statusCode).toBe(403);
  });

  it('asks an authenticator customer for an authenticator code, and disabling two-factor needs it', async () => {
    const s = await withAuthenticator();
    nextStep();
    const fresh = signedIn(s.email, await logIn(t, s.email, { otp: codeFor(s.secret) }));
    // A code given at login elevates the session.
    expect((await change(fresh)).statusCode).toBe(200);
    t.clock.advance(ELEVATION_WINDOW_SECONDS * 1000 + 1000);
    const refreshed = signedIn(
      s.email,
      await t.app.inject({ method: 'POST', url: '/v2/refresh', payload: { refresh_token: fresh.refreshToken } }),
    );
    const disable = () =>
      t.app.inject({
        method: 'DELETE',
        url: '/v2/customer/two-factor-auth',
        headers: { ...refreshed.auth, [ELEVATION_OTP_HEADER]: codeFor(s.secret) },
      });
    const asked = await t.app.inject({
      method: 'DELETE',
      url: '/v2/customer/two-factor-auth',
      headers: refreshed.auth,
    });
    expect(asked.statusCode).toBe(403);
    expect(asked.json().messages[0].code).toBe('REQUIRED');
    expect(asked.json().result.method).toBe('authenticator');
    const done = await disable();
    expect(done.statusCode).toBe(200);
    expect(done.json().result.enabled).toBe(false);
  });

  it('elevates through POST /refresh with otp', async () => {
    const s = await signUp(t);
    expect((await change(s)).statusCode).toBe(403);
    const code = await t.lastCode(s.email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/refresh',
      payload: { refresh_token: s.refreshToken, otp: code },
    });
    expect(res.statusCode).toBe(200);
    const next = signedIn(s.email, res);
    expect((await change({ ...s, auth: next.auth })).statusCode).toBe(200);
  });

  it('keeps the refresh token when the code given with it is wrong', async () => {
    const s = await signUp(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/refresh',
      payload: { refresh_token: s.refreshToken, otp: '999999' },
    });
    expect(res.statusCode).toBe(400);
    const retry = await t.app.inject({
      method: 'POST',
      url: '/v2/refresh',
      payload: { refresh_token: s.refreshToken },
    });
    expect(retry.statusCode).toBe(200);
  });

  it('is needed to change the password and to close the account', async () => {
    const s = await signUp(t);
    const password = await t.app.inject({
      method: 'POST',
      url: '/v2/customer/change-password',
      headers: { ...s.auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'current_password=x&new_password=y',
    });
    expect(password.statusCode).toBe(403);
    expect(password.json().messages[0].code).toBe('REQUIRED');
    const close = await t.app.inject({ method: 'DELETE', url: '/v2/customer', headers: s.auth });
    expect(close.statusCode).toBe(403);
    expect(close.json().messages[0].code).toBe('REQUIRED');
  });
});

describe('sign-in tickets', () => {
  it('does not tell an unknown email from a known one by the two-factor flow', async () => {
    const res = await logIn(t, newEmail('nobody'), { otp: '123456' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('invalid_credentials');
  });
});

describe('the sign-in challenge (no password carried between the steps)', () => {
  const exchange = (twoFactorToken: string, otp: string, extra: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: '/v2/login', payload: { two_factor_token: twoFactorToken, otp, ...extra } });

  it('signs in with the challenge of a correct password and a good code, without the password again', async () => {
    const s = await withEmailMethod();
    t.clock.advance(61_000); // past the resend cooldown of the enrolment code
    const required = await logIn(t, s.email);
    expect(required.json().error.code).toBe('2fa_required');
    const challenge = required.json().result.twoFactorToken as string;
    const wrong = await exchange(challenge, '000000');
    expect(wrong.json().error.code).toBe('2fa_incorrect');
    const res = await exchange(challenge, await t.lastCode(s.email), { remember_device: true });
    const session = signedIn(s.email, res);
    expect(session.customerId).toBe(s.customerId);
    expect((await t.app.inject({ method: 'GET', url: '/v2/customer', headers: session.auth })).statusCode).toBe(200);
  });

  it('refuses a challenge that is forged, expired, from before a password change, or without a code', async () => {
    const s = await withAuthenticator();
    const challenge = (await logIn(t, s.email)).json().result.twoFactorToken as string;
    nextStep();
    const forged = `${challenge.slice(0, -2)}xx`;
    expect((await exchange(forged, codeFor(s.secret))).json().error.code).toBe('session_expired');
    const noCode = await t.app.inject({ method: 'POST', url: '/v2/login', payload: { two_factor_token: challenge } });
    expect(noCode.statusCode).toBe(400);
    // Another customer's details cannot be mixed in: the challenge alone names the customer.
    const mixed = await t.app.inject({
      method: 'POST',
      url: '/v2/login',
      payload: { two_factor_token: challenge, otp: codeFor(s.secret), email: newEmail(), password: 'x' },
    });
    expect(mixed.statusCode).toBe(400);

    t.clock.advance(11 * 60_000);
    expect((await exchange(challenge, codeFor(s.secret))).json().error.code).toBe('session_expired');

    const fresh = (await logIn(t, s.email)).json().result.twoFactorToken as string;
    await t.db.update(customers).set({ passwordChangedAt: t.clock.now() }).where(eq(customers.id, s.customerId));
    nextStep();
    expect((await exchange(fresh, codeFor(s.secret))).json().error.code).toBe('session_expired');
  });

  it('does not take the resend ticket of an autologin as a sign-in challenge', async () => {
    const s = await withAuthenticator();
    const token = await t.app.identity.createAutologinToken({ customerId: s.customerId });
    const required = await t.app.inject({ method: 'POST', url: '/v2/autologin', payload: { token } });
    expect(required.json().error.code).toBe('2fa_required');
    nextStep();
    const res = await exchange(required.json().result.twoFactorToken, codeFor(s.secret));
    expect(res.json().error.code).toBe('session_expired');
  });
});
