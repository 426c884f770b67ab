import type { PlatformPort } from '@drawline/contracts';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiSession, applySetCookie, parseCookieHeader } from './api-session.server';

const refusal = (status: number, code: string) => ({
  name: 'PortRefusal',
  status,
  envelope: { result: null, messages: [{ code, message: 'x', level: 'error' }], errors: null, error: null },
});

/** A load context whose pages' port answers `customer()` for the access tokens `good` accepts, and renews. */
function contextWith(good: (accessToken: string | undefined) => boolean, renewed?: string[]) {
  const asked: (string | undefined)[] = [];
  const renewals: string[] = [];
  const platform = (accessToken: string | undefined) =>
    ({
      customer: async () => {
        asked.push(accessToken);
        if (!good(accessToken)) throw refusal(401, 'unauthorised');
        return { accessToken };
      },
      refresh: async (refreshToken: string) => {
        renewals.push(refreshToken);
        if (!renewed) throw refusal(401, 'session_expired');
        return {
          answer: { accessToken: 'new', refreshToken: 'r2', deviceUuid: 'd', expiresIn: 900 },
          setCookies: renewed,
        };
      },
    }) as unknown as PlatformPort;
  return { context: { platform, cspNonce: '', requestId: 'r' } as unknown as AppLoadContext, asked, renewals };
}

describe('cookie jar', () => {
  it('reads a Cookie header', () => {
    expect([...parseCookieHeader('a=1; web_access_token=x.y=; b')]).toEqual([
      ['a', '1'],
      ['web_access_token', 'x.y='],
    ]);
  });

  it('reads every cookie of the visitor as the browser meant it, odd ones included', () => {
    const cookie = 'web_access_token=x.y=; note=has space; pct=a%20b; bad=%E0%A4%A; sv=NSW; sv=VIC';
    const session = apiSession(new Request('http://shop/', { headers: { cookie } }), contextWith(() => true).context);
    expect(session.cookie('web_access_token')).toBe('x.y=');
    expect([...parseCookieHeader(cookie)]).toContainEqual(['pct', 'a b']);
    // The same cookie as the pages read (readCookie): the first of a name.
    expect(session.cookie('sv')).toBe('NSW');
    session.setCookie('fresh=1; Path=/');
    expect(session.cookie('fresh')).toBe('1');
    expect(session.headers().getSetCookie()).toEqual(['fresh=1; Path=/']);
  });

  it('applies Set-Cookie lines, removing expired ones', () => {
    const jar = new Map([['a', '1']]);
    applySetCookie(jar, 'b=2; Path=/; HttpOnly', 0);
    applySetCookie(jar, 'a=; Max-Age=0', 0);
    expect([...jar]).toEqual([['b', '2']]);
    applySetCookie(jar, 'b=3; Expires=Thu, 01 Jan 1970 00:00:00 GMT', Date.now());
    expect(jar.has('b')).toBe(false);
  });
});

describe('apiSession', () => {
  it('renews once for parallel loaders through the port, carries the new cookies and hands them on', async () => {
    const newCookies = ['web_access_token=new; Path=/; HttpOnly', 'web_refresh_token=r2; Path=/; HttpOnly'];
    const { context, asked, renewals } = contextWith((token) => token === 'new', newCookies);
    const request = new Request('http://shop/my-account', {
      headers: { cookie: 'web_access_token=old; web_refresh_token=r1' },
    });
    const session = apiSession(request, context);
    expect(apiSession(request, context)).toBe(session);
    const [a, b] = await Promise.all([session.platform.customer(), session.platform.customer()]);
    expect(a).toEqual({ accessToken: 'new' });
    expect(b).toEqual({ accessToken: 'new' });
    // One renewal with the refresh token the visitor held; each call made again with the new token.
    expect(renewals).toEqual(['r1']);
    expect(asked.filter((t) => t === 'new')).toHaveLength(2);
    expect(session.cookie('web_refresh_token')).toBe('r2');
    expect(session.headers().getSetCookie()).toEqual(newCookies);
  });

  it('is signed out when the renewal is refused', async () => {
    const { context, renewals } = contextWith(() => false);
    const request = new Request('http://shop/', { headers: { cookie: 'web_access_token=old; web_refresh_token=r1' } });
    const error = await apiSession(request, context)
      .platform.customer()
      .catch((e) => e);
    expect(renewals).toEqual(['r1']);
    expect(error.isSignedOut).toBe(true);
  });

  it('signs out without renewing when there is no refresh token', async () => {
    const { context, renewals } = contextWith(() => false);
    const session = apiSession(new Request('http://shop/', { headers: { cookie: 'web_access_token=old' } }), context);
    expect(session.hasSession()).toBe(true);
    const error = await session.platform.customer().catch((e) => e);
    expect(error.isSignedOut).toBe(true);
    expect(renewals).toHaveLength(0);
    session.clearTokens();
    expect(session.hasSession()).toBe(false);
    expect(session.headers().getSetCookie()).toEqual(['web_access_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax']);
  });
});
