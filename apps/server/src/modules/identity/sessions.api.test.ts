import {
  ACCESS_TOKEN_TTL_SECONDS,
  cookieNames,
  identityCookieNames,
  REFRESH_TOKEN_TTL_SECONDS,
} from '@drawline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookiesOf,
  createIdentityTestApp,
  type IdentityTestApp,
  newEmail,
  signUp,
  signupBody,
} from '../../../tests/identity-helpers';
import { REFRESH_REUSE_GRACE_SECONDS } from './rotate-refresh-token';

/** Sign-in sessions over HTTP: the session cookies, refreshing the tokens and signing out. */
let t: IdentityTestApp;

beforeAll(async () => {
  t = await createIdentityTestApp({ seed: true });
});
afterAll(() => t.close());

describe('cookies', () => {
  it('are HttpOnly, SameSite=Lax, path /, last the session timeout, and not Secure on plain local http', async () => {
    const email = newEmail();
    const res = await t.app.inject({ method: 'POST', url: '/v2/signup', payload: signupBody(email) });
    const access = res.cookies.find((c) => c.name === cookieNames.webAccessToken)!;
    expect(access).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 3600 });
    expect(access.secure).toBeFalsy();
    for (const c of res.cookies) expect(c.httpOnly, c.name).toBe(true);
  });

  it('are Secure when configured', async () => {
    const secure = await createIdentityTestApp({ config: { cookieSecure: true } });
    try {
      const res = await secure.app.inject({ method: 'POST', url: '/v2/signup', payload: signupBody(newEmail()) });
      expect(res.statusCode).toBe(200);
      for (const c of res.cookies) expect(c.secure, c.name).toBe(true);
    } finally {
      await secure.close();
    }
  });
});

describe('refresh', () => {
  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/v2/refresh', payload: { refresh_token: refreshToken } });
  const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });
  const customerWith = (accessToken: string) =>
    t.app.inject({ method: 'GET', url: '/v2/customer', headers: bearer(accessToken) });
  const sessionIdsOf = (refreshTokens: string[]) =>
    Promise.all(refreshTokens.map((token) => t.app.identity.signInSessions.sessionOfRefreshToken(token)));

  it('rotates: the new pair works, the old refresh token is spent', async () => {
    const s = await signUp(t);
    const res = await t.app.inject({ method: 'POST', url: '/v2/refresh', payload: { refresh_token: s.refreshToken } });
    expect(res.statusCode).toBe(200);
    const next = res.json().result;
    expect(Object.keys(next).sort()).toEqual(['accessToken', 'deviceUuid', 'expiresIn', 'refreshToken']);
    expect(next.refreshToken).not.toBe(s.refreshToken);
    const me = await t.app.inject({
      method: 'GET',
      url: '/v2/customer',
      headers: { authorization: `Bearer ${next.accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    expect(cookiesOf(res)[cookieNames.webRefreshToken]).toBe(next.refreshToken);
  });

  it('takes the refresh token from the cookie too', async () => {
    const s = await signUp(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/refresh',
      cookies: { [cookieNames.webRefreshToken]: s.refreshToken },
    });
    expect(res.statusCode).toBe(200);
  });

  it('revokes the whole family when a spent refresh token comes back after the grace window', async () => {
    const s = await signUp(t);
    const next = (await refresh(s.refreshToken)).json().result;
    t.clock.advance(REFRESH_REUSE_GRACE_SECONDS * 1000 + 1000);
    const replay = await refresh(s.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('refresh_reuse_detected');
    // Every token of the family is dead: the newest refresh token and its access token.
    expect((await refresh(next.refreshToken)).statusCode).toBe(401);
    expect((await customerWith(next.accessToken)).statusCode).toBe(401);
  });

  it('gives a spent refresh token a fresh pair in its family within the grace window', async () => {
    const s = await signUp(t);
    const first = (await refresh(s.refreshToken)).json().result;
    t.clock.advance((REFRESH_REUSE_GRACE_SECONDS - 1) * 1000);
    const again = await refresh(s.refreshToken);
    expect(again.statusCode).toBe(200);
    const second = again.json().result;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.accessToken).not.toBe(first.accessToken);
    // Both branches live side by side in the one family.
    expect((await customerWith(first.accessToken)).statusCode).toBe(200);
    expect((await customerWith(second.accessToken)).statusCode).toBe(200);
    const sessionIds = await sessionIdsOf([first.refreshToken, second.refreshToken]);
    expect(new Set(sessionIds).size).toBe(1);
  });

  it('counts the grace window from the first rotation, however often the token comes back', async () => {
    const s = await signUp(t);
    await refresh(s.refreshToken);
    t.clock.advance((REFRESH_REUSE_GRACE_SECONDS - 10) * 1000);
    expect((await refresh(s.refreshToken)).statusCode).toBe(200);
    t.clock.advance(11 * 1000);
    const late = await refresh(s.refreshToken);
    expect(late.statusCode).toBe(401);
    expect(late.json().error.code).toBe('refresh_reuse_detected');
  });

  it('lets two racing refreshes with one token both succeed, and a later reuse ends both branches', async () => {
    const s = await signUp(t);
    const [a, b] = await Promise.all([refresh(s.refreshToken), refresh(s.refreshToken)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const left = a.json().result;
    const right = b.json().result;
    expect(left.refreshToken).not.toBe(right.refreshToken);
    expect(new Set(await sessionIdsOf([left.refreshToken, right.refreshToken])).size).toBe(1);
    expect((await customerWith(left.accessToken)).statusCode).toBe(200);
    expect((await customerWith(right.accessToken)).statusCode).toBe(200);

    t.clock.advance(REFRESH_REUSE_GRACE_SECONDS * 1000 + 1000);
    const replay = await refresh(s.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('refresh_reuse_detected');
    for (const branch of [left, right]) {
      expect((await customerWith(branch.accessToken)).statusCode).toBe(401);
      expect((await refresh(branch.refreshToken)).statusCode).toBe(401);
    }
  });

  it('never accepts a token of a signed-out family, even within the grace window', async () => {
    const s = await signUp(t);
    const next = (await refresh(s.refreshToken)).json().result;
    const out = await t.app.inject({ method: 'POST', url: '/v2/logout', headers: bearer(next.accessToken) });
    expect(out.statusCode).toBe(204);
    const spent = await refresh(s.refreshToken);
    expect(spent.statusCode).toBe(401);
    expect(spent.json().error.code).toBe('session_expired');
    expect((await refresh(next.refreshToken)).statusCode).toBe(401);
  });

  it('never accepts a token of a family revoked for reuse, even within a later grace window', async () => {
    const s = await signUp(t);
    const first = (await refresh(s.refreshToken)).json().result;
    t.clock.advance(REFRESH_REUSE_GRACE_SECONDS * 1000 + 1000);
    // `first` is spent now, and its family revoked by the late reuse of the original token.
    const second = (await refresh(first.refreshToken)).json().result;
    expect((await refresh(s.refreshToken)).json().error.code).toBe('refresh_reuse_detected');
    const spentInWindow = await refresh(first.refreshToken);
    expect(spentInWindow.statusCode).toBe(401);
    expect(spentInWindow.json().error.code).toBe('session_expired');
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
  });

  it('lets access tokens expire after 15 minutes and refresh tokens after the session timeout', async () => {
    const s = await signUp(t);
    t.clock.advance(ACCESS_TOKEN_TTL_SECONDS * 1000 + 1000);
    const expired = await t.app.inject({ method: 'GET', url: '/v2/customer', headers: s.auth });
    expect(expired.statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/v2/refresh',
      payload: { refresh_token: s.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    t.clock.advance(REFRESH_TOKEN_TTL_SECONDS * 1000 + 1000);
    const late = await t.app.inject({
      method: 'POST',
      url: '/v2/refresh',
      payload: { refresh_token: refreshed.json().result.refreshToken },
    });
    expect(late.statusCode).toBe(401);
    expect(late.json().error.code).toBe('session_expired');
  });
});

describe('logout', () => {
  it('ends the session and clears the cookies', async () => {
    const s = await signUp(t);
    const res = await t.app.inject({ method: 'POST', url: '/v2/logout', headers: s.auth });
    expect(res.statusCode).toBe(204);
    const cleared = res.cookies.filter((c) => c.value === '');
    expect(cleared.map((c) => c.name)).toEqual(
      expect.arrayContaining([cookieNames.webAccessToken, cookieNames.webRefreshToken, cookieNames.customerId]),
    );
    // Every cookie sign-up set is cleared, but the device's own.
    const device = new Set<string>([cookieNames.deviceUuid, identityCookieNames.deviceToken]);
    expect(cleared.map((c) => c.name).sort()).toEqual(
      Object.keys(s.cookies)
        .filter((n) => !device.has(n))
        .sort(),
    );
    const me = await t.app.inject({ method: 'GET', url: '/v2/customer', headers: s.auth });
    expect(me.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/v2/refresh',
      payload: { refresh_token: s.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('ends the session of the refresh cookie when the access token has expired', async () => {
    const s = await signUp(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/logout',
      cookies: { [cookieNames.webRefreshToken]: s.refreshToken },
    });
    expect(res.statusCode).toBe(204);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/v2/refresh',
      payload: { refresh_token: s.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
  });
});
