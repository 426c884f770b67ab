import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  account,
  atProvider,
  callback,
  logged,
  logs,
  op,
  publicUrl,
  refusedWith,
  t,
  useSocialTestApp,
} from '../../../tests/social-helpers';
import { socialCookieNames } from './index';
import { socialIdentities } from './social-identities.tables';

useSocialTestApp();

const _linksOf = (customerId: string) =>
  t.db.select().from(socialIdentities).where(eq(socialIdentities.customerId, customerId));
const bySubject = (sub: string) => t.db.select().from(socialIdentities).where(eq(socialIdentities.subject, sub));

describe('forged and replayed answers', () => {
  async function tampered(
    change: Parameters<NonNullable<typeof op.state.tamper>>[0] extends infer C ? (c: C) => C : never,
    forged = false,
  ) {
    const who = account();
    const a = await atProvider(who);
    op.state.tamper = (claims, sign) => sign(change(claims), forged);
    const res = await callback(a.callback, a.flow);
    expect(op.state.tamper).toBeUndefined();
    refusedWith(res, 'failed');
    expect(await bySubject(who.sub)).toEqual([]);
    return res;
  }

  it('refuses an ID token with a wrong signature, and takes the same one signed with the provider’s key', async () => {
    const control = await atProvider(account());
    op.state.tamper = (claims, sign) => sign(claims, false);
    expect((await callback(control.callback, control.flow)).headers.location).toBe('/register/social');
    const before = logs.length;
    await tampered((c) => c, true);
    // openid-client answers "JWT signature verification failed" with this code.
    expect(logs.slice(before).some((l) => l.includes('"reason":"OAUTH_INVALID_RESPONSE'))).toBe(true);
  });

  it('refuses an ID token for another audience', async () => {
    await tampered((c) => ({ ...c, aud: 'someone-else' }));
    expect(logged('OAUTH_JWT_CLAIM_COMPARISON_FAILED')).toBe(true);
  });

  it('refuses an expired ID token', async () => {
    const past = Math.floor(t.clock.now().getTime() / 1000) - 7200;
    await tampered((c) => ({ ...c, iat: past, exp: past + 60 }));
    expect(logged('OAUTH_JWT_TIMESTAMP_CHECK_FAILED')).toBe(true);
  });

  it('refuses a replayed nonce, a replayed callback and a state from another flow', async () => {
    const old = await atProvider(account());
    const oldNonce = await (async () => {
      let nonce = '';
      op.state.tamper = async (claims, sign) => {
        nonce = String(claims.nonce);
        return sign(claims);
      };
      await callback(old.callback, old.flow);
      return nonce;
    })();
    expect(oldNonce).toBeTruthy();
    // The same callback and cookie again: the code was spent.
    refusedWith(await callback(old.callback, old.flow), 'failed');
    // A new flow answered with the old flow's nonce.
    await tampered((c) => ({ ...c, nonce: oldNonce }));
    // A callback of one flow with the cookie of another.
    const one = await atProvider(account());
    const two = await atProvider(account());
    refusedWith(await callback(one.callback, two.flow), 'failed');
    refusedWith(await callback(one.callback, undefined), 'failed');
  });

  it('answers hostile callbacks in the envelope or back at the login, and logs no code or token', async () => {
    const a = await atProvider(account());
    const code = new URL(a.callback, publicUrl).searchParams.get('code')!;
    for (const query of ['code=%00&state=x', `state=${'x'.repeat(5000)}`]) {
      const res = await callback(`/v2/social-authentication/google/callback?${query}`, a.flow);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBeTruthy();
    }
    refusedWith(await callback('/v2/social-authentication/google/callback', a.flow), 'failed');
    const unknown = await callback('/v2/social-authentication/yahoo/callback?code=x&state=y', a.flow);
    expect(unknown.statusCode).toBe(400);
    const post = await t.app.inject({
      method: 'POST',
      url: '/v2/social-authentication/google/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies: { [socialCookieNames.flow]: a.flow },
      payload: 'state=forged&code=forged',
    });
    refusedWith(post, 'failed');
    const forgedCookie = await callback(a.callback, `${a.flow}x`);
    refusedWith(forgedCookie, 'failed');
    const all = logs.join('\n');
    expect(all).not.toContain(code);
    expect(all).not.toMatch(/eyJ[\w-]+\.eyJ/);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v2/social-authentication/signup',
      cookies: { [socialCookieNames.signup]: 'forged' },
      payload: { firstname: 'A', lastname: 'B', date_of_birth: '1990-01-01', accept_terms: true },
    });
    expect(bad.statusCode).toBe(401);
  });

  it('takes Apple’s form post from Apple’s site at its callback only', async () => {
    const post = (provider: string) =>
      t.app.inject({
        method: 'POST',
        url: `/v2/social-authentication/${provider}/callback`,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'sec-fetch-site': 'cross-site',
          origin: 'https://appleid.apple.com',
        },
        payload: 'state=forged&code=forged',
      });
    refusedWith(await post('apple'), 'failed');
    expect((await post('google')).statusCode).toBe(403);
  });
});
