import { ELEVATION_OTP_HEADER } from '@drawline/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cookiesOf, logIn, signUp } from '../../../tests/identity-helpers';
import {
  account,
  atProvider,
  callback,
  completeSignup,
  op,
  refusedWith,
  t,
  useSocialTestApp,
} from '../../../tests/social-helpers';
import { totp } from '../credentials';
import { customers } from './identity.tables';
import { socialCookieNames } from './index';
import { socialIdentities } from './social-identities.tables';

useSocialTestApp();

const linksOf = (customerId: string) =>
  t.db.select().from(socialIdentities).where(eq(socialIdentities.customerId, customerId));
const bySubject = (sub: string) => t.db.select().from(socialIdentities).where(eq(socialIdentities.subject, sub));

describe('sign up and sign in with a provider', () => {
  it('makes a new customer from a verified email once they add their date of birth, then signs them in by subject', async () => {
    const who = account();
    const first = await atProvider(who);
    const back = await callback(first.callback, first.flow);
    const pending = await t.app.inject({
      method: 'GET',
      url: '/v2/social-authentication/signup',
      cookies: { [socialCookieNames.signup]: cookiesOf(back)[socialCookieNames.signup]! },
    });
    expect(pending.json().result).toEqual({
      provider: 'google',
      email: who.email,
      firstname: 'Sam',
      lastname: 'Provider',
    });
    const made = await completeSignup(back);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().result).toMatchObject({ isAuthenticated: true, isNewSignup: true });
    const customerId = made.json().result.customerId;
    expect(await linksOf(customerId)).toMatchObject([{ provider: 'google', subject: who.sub, email: who.email }]);
    // No password: the email and any password never sign in.
    expect((await logIn(t, who.email)).statusCode).toBe(401);

    const again = await atProvider(who);
    const signedIn = await callback(again.callback, again.flow);
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.headers.location).toBe('/cart');
    const cookies = cookiesOf(signedIn);
    expect(cookies.customer_id).toBe(customerId);
    const me = await t.app.inject({
      method: 'GET',
      url: '/v2/customer',
      headers: { authorization: `Bearer ${cookies.web_access_token}` },
    });
    expect(me.json().result.email).toBe(who.email);
  });

  it('applies the registration age rule to the sign-up', async () => {
    const first = await atProvider(account());
    const young = await completeSignup(await callback(first.callback, first.flow), { date_of_birth: '2020-01-01' });
    expect(young.statusCode).toBe(400);
    expect(young.json().errors.date_of_birth[0]).toMatchObject({ code: 'min_age' });
  });

  it('never signs up or links from an unverified email, nor links an existing account by its email', async () => {
    const unverified = account({ email_verified: false });
    const a = await atProvider(unverified);
    refusedWith(await callback(a.callback, a.flow), 'email_unverified');
    expect(await bySubject(unverified.sub)).toEqual([]);

    const existing = await signUp(t);
    const sameEmail = account({ email: existing.email });
    const b = await atProvider(sameEmail);
    refusedWith(await callback(b.callback, b.flow), 'account_exists');
    expect(await linksOf(existing.customerId)).toEqual([]);

    const c = await atProvider(account({ email_verified: false }), existing);
    const linked = await callback(c.callback, c.flow, existing);
    expect(linked.headers.location).toBe('/my-account/login-and-security?social_error=email_unverified');
    expect(await linksOf(existing.customerId)).toEqual([]);
  });
});

describe('linking and unlinking', () => {
  it('links a provider for the signed-in customer, lists it, signs in with it and unlinks it', async () => {
    const s = await signUp(t);
    const who = account();
    const { flow, callback: url } = await atProvider(who, s);
    const res = await callback(url, flow, s);
    expect(res.headers.location).toBe('/my-account/login-and-security?social_linked=google');
    const list = await t.app.inject({ method: 'GET', url: '/v2/social-authentication', headers: s.auth });
    expect(list.json().result).toMatchObject({
      providers: [{ provider: 'google', linked: true, email: who.email }],
      hasPassword: true,
    });
    const again = await atProvider(who);
    expect(cookiesOf(await callback(again.callback, again.flow)).customer_id).toBe(s.customerId);

    const gone = await t.app.inject({ method: 'DELETE', url: '/v2/social-authentication/google', headers: s.auth });
    expect(gone.statusCode).toBe(204);
    expect(await linksOf(s.customerId)).toEqual([]);
    const later = await atProvider(who);
    // Unlinked: the subject no longer signs the customer in (it would make a new account).
    const after = await callback(later.callback, later.flow);
    expect(after.headers.location).toBe('/register/social');
    expect(cookiesOf(after).customer_id).toBeUndefined();
  });

  it('refuses a link without a session, or by another customer than the one who started it', async () => {
    const s = await signUp(t);
    const other = await signUp(t);
    const a = await atProvider(account(), s);
    refusedWith(await callback(a.callback, a.flow), 'failed');
    const b = await atProvider(account(), s);
    refusedWith(await callback(b.callback, b.flow, other), 'failed');
    expect(await linksOf(s.customerId)).toEqual([]);
    expect(await linksOf(other.customerId)).toEqual([]);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/v2/social-authentication/link',
      payload: { provider: 'google' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('asks for a code before linking when two-factor is on, and still asks for one at a linked sign-in', async () => {
    const s = await signUp(t);
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
    t.clock.advance(11 * 60_000);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/v2/social-authentication/link',
      headers: s.auth,
      payload: { provider: 'google' },
    });
    expect(asked.statusCode).toBe(403);
    expect(asked.json().messages?.[0]?.code ?? asked.json().error?.code).toBeTruthy();
    t.clock.advance(30_000);
    const elevated = await t.app.inject({
      method: 'POST',
      url: '/v2/social-authentication/link',
      headers: { ...s.auth, [ELEVATION_OTP_HEADER]: totp(secret, t.clock.now()) },
      payload: { provider: 'google' },
    });
    expect(elevated.statusCode, elevated.body).toBe(200);
    const who = account();
    const back = await op.authorize(elevated.json().result.authorizationUrl, who);
    const linked = await callback(`${back.pathname}${back.search}`, cookiesOf(elevated)[socialCookieNames.flow], s);
    expect(linked.headers.location).toBe('/my-account/login-and-security?social_linked=google');

    const signIn = await atProvider(who);
    const halfway = await callback(signIn.callback, signIn.flow);
    expect(halfway.headers.location).toMatch(/^\/login\?social=two_factor/);
    expect(cookiesOf(halfway).web_access_token).toBeUndefined();
    const challenge = cookiesOf(halfway)[socialCookieNames.twoFactor]!;
    t.clock.advance(30_000);
    const done = await t.app.inject({
      method: 'POST',
      url: '/v2/login',
      payload: { two_factor_token: challenge, otp: totp(secret, t.clock.now()) },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().result.customerId).toBe(s.customerId);
  });

  it('never removes another customer’s link, nor the last way to sign in', async () => {
    const who = account();
    const a = await atProvider(who);
    const made = await completeSignup(await callback(a.callback, a.flow));
    const owner = made.json().result;
    const other = await signUp(t);
    const theirs = await t.app.inject({
      method: 'DELETE',
      url: '/v2/social-authentication/google',
      headers: other.auth,
    });
    expect(theirs.statusCode).toBe(404);
    const last = await t.app.inject({
      method: 'DELETE',
      url: '/v2/social-authentication/google',
      headers: { authorization: `Bearer ${owner.accessToken}` },
    });
    expect(last.statusCode).toBe(409);
    expect(await linksOf(owner.customerId)).toHaveLength(1);
    const [row] = await t.db.select().from(customers).where(eq(customers.id, owner.customerId));
    expect(row!.passwordHash.startsWith('$argon2')).toBe(false);
  });

  it('refuses to link a provider account already linked to another customer', async () => {
    const who = account();
    const first = await signUp(t);
    const a = await atProvider(who, first);
    await callback(a.callback, a.flow, first);
    const second = await signUp(t);
    const b = await atProvider(who, second);
    const res = await callback(b.callback, b.flow, second);
    expect(res.headers.location).toBe('/my-account/login-and-security?social_error=linked_elsewhere');
    expect(await linksOf(second.customerId)).toEqual([]);
  });
});
