import { ELEVATION_OTP_HEADER, PASSWORD_RESET_TTL_SECONDS } from '@drawline/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createIdentityTestApp,
  goodPassword,
  type IdentityTestApp,
  logIn,
  newEmail,
  signedIn,
  signUp,
  signupBody,
} from '../../../tests/identity-helpers';
import { customers } from './identity.tables';

let t: IdentityTestApp;

beforeAll(async () => {
  t = await createIdentityTestApp();
});
afterAll(() => t.close());

const newPassword = 'violet-wombat-harbour-7';

async function resetLink(email: string): Promise<string> {
  const inbox = await t.inbox(email);
  const m = inbox.find((x) => x.subject.startsWith('Reset your'));
  const token = m && /forgot-password\?token=([A-Za-z0-9_%-]+)/.exec(m.text)?.[1];
  if (!token) throw new Error('No reset email');
  return decodeURIComponent(token);
}

describe('password strength', () => {
  it('refuses easily guessed passwords at signup with a field message, and creates nothing', async () => {
    for (const password of ['123456789012', 'abcdefghijkl', 'lotterylottery1']) {
      const email = newEmail();
      const res = await t.app.inject({ method: 'POST', url: '/v2/signup', payload: signupBody(email, { password }) });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().error.code).toBe('password_too_weak');
      expect(res.json().errors.password[0].message).toMatch(/too (common|easy to guess)/);
      expect(
        (await t.app.inject({ method: 'POST', url: '/v2/check-email', payload: { email } })).json().result,
      ).toEqual({ available: true });
    }
  });

  it("refuses the customer's own name as a new password", async () => {
    const email = newEmail('brynhildur.thorvaldsdottir');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/signup',
      payload: signupBody(email, {
        firstname: 'Brynhildur',
        lastname: 'Thorvaldsdottir',
        password: 'thorvaldsdottirbrynhildur',
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.password[0].code).toBe('too_guessable');
  });
});

describe('forgot password', () => {
  it('answers the same for a known and an unknown email, and emails only the known one', async () => {
    const email = newEmail();
    await signUp(t, email);
    const known = await t.app.inject({ method: 'POST', url: '/v2/password/forgot', payload: { email } });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/v2/password/forgot',
      payload: { email: newEmail('nobody') },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(await resetLink(email)).toBeTruthy();
  });

  it('resets with the link once; the link then reads as no longer valid', async () => {
    const email = newEmail();
    const s = await signUp(t, email);
    await t.app.inject({ method: 'POST', url: '/v2/password/forgot', payload: { email } });
    const token = await resetLink(email);
    const check = await t.app.inject({ method: 'POST', url: '/v2/password/reset/verify', payload: { token } });
    expect(check.json().result).toEqual({ valid: true, identifier: `${email.split('@')[0]}********` });
    const weak = await t.app.inject({
      method: 'POST',
      url: '/v2/password/reset',
      payload: { token, password: 'password' },
    });
    expect(weak.json().error.code).toBe('password_too_weak');
    const done = await t.app.inject({
      method: 'POST',
      url: '/v2/password/reset',
      payload: { token, password: newPassword },
    });
    expect(done.statusCode).toBe(204);
    const again = await t.app.inject({
      method: 'POST',
      url: '/v2/password/reset',
      payload: { token, password: newPassword },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('token_invalid');
    expect(again.json().error.message).toBe('Email link no longer valid');
    // Every session ended; the new password works, the old one does not.
    expect((await t.app.inject({ method: 'GET', url: '/v2/customer', headers: s.auth })).statusCode).toBe(401);
    expect((await logIn(t, email)).statusCode).toBe(401);
    expect((await logIn(t, email, { password: newPassword })).statusCode).toBe(200);
    expect((await t.inbox(email)).some((m) => m.subject.includes('password was changed'))).toBe(true);
  });

  it('expires the link after an hour', async () => {
    const email = newEmail();
    await signUp(t, email);
    await t.app.inject({ method: 'POST', url: '/v2/password/forgot', payload: { email } });
    const token = await resetLink(email);
    t.clock.advance(PASSWORD_RESET_TTL_SECONDS * 1000 + 1000);
    const late = await t.app.inject({
      method: 'POST',
      url: '/v2/password/reset',
      payload: { token, password: newPassword },
    });
    expect(late.statusCode).toBe(410);
    expect(late.json().error.code).toBe('token_expired');
    expect(late.json().error.message).toBe('Email link no longer valid');
    const bogus = await t.app.inject({
      method: 'POST',
      url: '/v2/password/reset/verify',
      payload: { token: 'made-up' },
    });
    expect(bogus.json().error.code).toBe('token_invalid');
  });
});

describe('forced password change', () => {
  it('lets a flagged customer set a new password, and refuses customers who are not flagged', async () => {
    const email = newEmail();
    const s = await signUp(t, email);
    const notFlagged = await t.app.inject({
      method: 'POST',
      url: '/v2/password/force-change',
      headers: s.auth,
      payload: { password: newPassword },
    });
    expect(notFlagged.statusCode).toBe(409);
    await t.db.update(customers).set({ forcePasswordChange: true }).where(eq(customers.email, email));
    const login = signedIn(email, await logIn(t, email));
    const me = await t.app.inject({ method: 'GET', url: '/v2/customer', headers: login.auth });
    expect(me.json().result.forcePasswordChange).toBe(true);
    const same = await t.app.inject({
      method: 'POST',
      url: '/v2/password/force-change',
      headers: login.auth,
      payload: { password: goodPassword },
    });
    expect(same.json().errors.password[0].code).toBe('same_as_old');
    const done = await t.app.inject({
      method: 'POST',
      url: '/v2/password/force-change',
      headers: login.auth,
      payload: { password: newPassword },
    });
    expect(done.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/v2/customer', headers: login.auth });
    expect(after.json().result.forcePasswordChange).toBe(false);
    // The other session (from signup) was signed out.
    expect((await t.app.inject({ method: 'GET', url: '/v2/customer', headers: s.auth })).statusCode).toBe(401);
  });
});

describe('change password (form)', () => {
  it('needs the current password, matching confirmation and elevation', async () => {
    const email = newEmail();
    const s = await signUp(t, email);
    const post = (body: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/v2/customer/change-password',
        headers: { ...s.auth, 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: body,
      });
    expect((await post('current_password=a&new_password=b')).statusCode).toBe(403);
    const otp = { [ELEVATION_OTP_HEADER]: await t.lastCode(email) };
    const wrongCurrent = await post(`current_password=wrong-one&new_password=${newPassword}`, otp);
    expect(wrongCurrent.statusCode).toBe(400);
    expect(wrongCurrent.json().errors.current_password[0].message).toBe('Your current password is incorrect.');
    const mismatch = await post(`current_password=${goodPassword}&new_password=${newPassword}&confirm_password=other`);
    expect(mismatch.json().errors.confirm_password[0].message).toBe('Your password does not match');
    const done = await post(
      `current_password=${goodPassword}&new_password=${newPassword}&confirm_password=${newPassword}`,
    );
    expect(done.statusCode).toBe(204);
    expect((await logIn(t, email, { password: newPassword })).statusCode).toBe(200);
    // This session stays signed in.
    expect((await t.app.inject({ method: 'GET', url: '/v2/customer', headers: s.auth })).statusCode).toBe(200);
  });
});

describe('autologin and transfer', () => {
  it('signs in once with a token made by the service, and refuses it afterwards and when expired', async () => {
    const email = newEmail();
    const s = await signUp(t, email);
    const token = await t.app.identity.createAutologinToken({ customerId: s.customerId });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/autologin',
      headers: { version: '3.3' },
      payload: { token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.customerId).toBe(s.customerId);
    const again = await t.app.inject({ method: 'POST', url: '/v2/autologin', payload: { token } });
    expect(again.json().error.code).toBe('token_invalid');

    const old = await t.app.identity.createAutologinToken({ customerId: s.customerId });
    t.clock.advance(5 * 60_000 + 1000);
    const late = await t.app.inject({ method: 'POST', url: '/v2/autologin', payload: { token: old } });
    expect(late.json().error.code).toBe('token_expired');
  });

  it('takes transfer tokens form-encoded and keeps the purposes apart', async () => {
    const s = await signUp(t);
    const transfer = await t.app.identity.createAutologinToken({ customerId: s.customerId, purpose: 'transfer' });
    const wrongDoor = await t.app.inject({ method: 'POST', url: '/v2/autologin', payload: { token: transfer } });
    expect(wrongDoor.json().error.code).toBe('token_invalid');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/transfer',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${encodeURIComponent(transfer)}`,
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 2fa_required with the method and masked identifier, keeps the token, then signs in with the code', async () => {
    const email = newEmail();
    const s = await signUp(t, email);
    await t.app.inject({ method: 'POST', url: '/v2/customer/two-factor-auth/email', headers: s.auth });
    await t.app.inject({
      method: 'PUT',
      url: '/v2/customer/two-factor-auth/email',
      headers: s.auth,
      payload: { code: await t.lastCode(email) },
    });
    t.clock.advance(61_000);
    const token = await t.app.identity.createAutologinToken({ customerId: s.customerId });
    const required = await t.app.inject({ method: 'POST', url: '/v2/autologin', payload: { token } });
    expect(required.statusCode).toBe(401);
    expect(required.json().error.code).toBe('2fa_required');
    expect(required.json().result).toMatchObject({ method: 'email', identifier: `${email.split('@')[0]}********` });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/autologin',
      payload: { token, otp: await t.lastCode(email) },
    });
    expect(res.statusCode).toBe(200);
  });
});
