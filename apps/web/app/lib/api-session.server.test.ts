import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiSession, applySetCookie, parseCookieHeader } from './api-session.server';

const json = (status: number, body: unknown, setCookies: string[] = []) => {
  const headers = new Headers({ 'content-type': 'application/json' });
  for (const c of setCookies) headers.append('set-cookie', c);
  return new Response(JSON.stringify({ result: body, messages: [], errors: null, error: null }), { status, headers });
};
const unauthorised = () =>
  new Response(
    JSON.stringify({ result: null, messages: [{ code: 'session_expired', message: 'x', level: 'error' }] }),
    {
      status: 401,
    },
  );

function contextWith(handler: (url: string, cookie: string) => Response | Promise<Response>) {
  const seen: { url: string; cookie: string }[] = [];
  const apiFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const cookie = new Headers(init?.headers).get('cookie') ?? '';
    seen.push({ url: String(input), cookie });
    return handler(String(input), cookie);
  }) as typeof fetch;
  return { context: { apiFetch, cspNonce: '', requestId: 'r' } as AppLoadContext, seen };
}

describe('cookie jar', () => {
  it('reads a Cookie header', () => {
    expect([...parseCookieHeader('a=1; web_access_token=x.y=; b')]).toEqual([
      ['a', '1'],
      ['web_access_token', 'x.y='],
    ]);
  });

  it('forwards every cookie of the visitor to the API as the browser meant it, odd ones included', async () => {
    const { context, seen } = contextWith(() => json(200, {}));
    const cookie = 'web_access_token=x.y=; note=has space; pct=a%20b; bad=%E0%A4%A; sv=NSW; sv=VIC';
    await apiSession(new Request('http://shop/', { headers: { cookie } }), context).api('/customer');
    expect(parseCookieHeader(seen[0]!.cookie)).toEqual(parseCookieHeader(cookie));
    expect([...parseCookieHeader(cookie)]).toContainEqual(['pct', 'a b']);
    // The same cookie as the pages read (readCookie): the first of a name.
    expect(parseCookieHeader(cookie).get('sv')).toBe('NSW');
  });

  it('applies Set-Cookie lines, removing expired ones', () => {
    const jar = new Map([['a', '1']]);
    applySetCookie(jar, 'b=2; Path=/; HttpOnly', 0);
    applySetCookie(jar, 'a=; Max-Age=0; Path=/', 0);
    expect([...jar]).toEqual([['b', '2']]);
    applySetCookie(jar, 'b=3; Expires=Thu, 01 Jan 1970 00:00:00 GMT', Date.now());
    expect(jar.has('b')).toBe(false);
  });
});

describe('apiSession', () => {
  it('renews once for parallel loaders, carries the new cookies and hands them on', async () => {
    const { context, seen } = contextWith((url, cookie) => {
      if (url.endsWith('/refresh')) {
        return json(200, { accessToken: 'new' }, [
          'web_access_token=new; Path=/; HttpOnly',
          'web_refresh_token=r2; Path=/; HttpOnly',
        ]);
      }
      return cookie.includes('web_access_token=new') ? json(200, { ok: url }) : unauthorised();
    });
    const request = new Request('http://shop/my-account', {
      headers: { cookie: 'web_access_token=old; web_refresh_token=r1' },
    });
    const session = apiSession(request, context);
    expect(apiSession(request, context)).toBe(session);
    const [a, b] = await Promise.all([session.api('/customer'), session.api('/customer/details')]);
    expect(a.result).toEqual({ ok: '/v2/customer' });
    expect(b.result).toEqual({ ok: '/v2/customer/details' });
    expect(seen.filter((s) => s.url.endsWith('/refresh'))).toHaveLength(1);
    expect(session.cookie('web_refresh_token')).toBe('r2');
    expect(session.headers().getSetCookie()).toEqual([
      'web_access_token=new; Path=/; HttpOnly',
      'web_refresh_token=r2; Path=/; HttpOnly',
    ]);
  });

  it('signs out without calling refresh when there is no refresh token', async () => {
    const { context, seen } = contextWith(() => unauthorised());
    const session = apiSession(new Request('http://shop/', { headers: { cookie: 'web_access_token=old' } }), context);
    expect(session.hasSession()).toBe(true);
    const error = await session.api('/customer').catch((e) => e);
    expect(error.isSignedOut).toBe(true);
    expect(seen).toHaveLength(1);
    session.clearTokens();
    expect(session.hasSession()).toBe(false);
    expect(session.headers().getSetCookie()).toEqual(['web_access_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax']);
  });
});
