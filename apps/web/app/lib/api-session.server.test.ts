import type { PlatformPort } from '@drawline/contracts';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createApi } from './api';
import { memoizedApiFetch } from './api-memo';
import { apiSession, applySetCookie, parseCookieHeader } from './api-session.server';

const json = (status: number, body: unknown, setCookies: string[] = [], cacheControl = 'no-store') => {
  const headers = new Headers({ 'content-type': 'application/json', 'cache-control': cacheControl });
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
    const { context, seen } = contextWith((url) =>
      url.endsWith('/customer') ? json(200, {}, ['fresh=1; Path=/']) : json(200, {}),
    );
    const cookie = 'web_access_token=x.y=; note=has space; pct=a%20b; bad=%E0%A4%A; sv=NSW; sv=VIC';
    const session = apiSession(new Request('http://shop/', { headers: { cookie } }), context);
    await session.api('/customer');
    // Unchanged, the visitor's own header goes on as it came (the in-process fetch forwards it).
    expect(seen[0]!.cookie).toBe('');
    await session.api('/customer/details');
    // Once the API set a cookie, the jar goes: the visitor's cookies with the new one.
    expect(parseCookieHeader(seen[1]!.cookie)).toEqual(new Map([...parseCookieHeader(cookie), ['fresh', '1']]));
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
  it('renews once for parallel loaders through the port, carries the new cookies and hands them on', async () => {
    const { context, seen } = contextWith((url, cookie) =>
      cookie.includes('web_access_token=new') ? json(200, { ok: url }) : unauthorised(),
    );
    const renewals: string[] = [];
    const newCookies = ['web_access_token=new; Path=/; HttpOnly', 'web_refresh_token=r2; Path=/; HttpOnly'];
    context.platform = () =>
      ({
        refresh: async (refreshToken: string) => {
          renewals.push(refreshToken);
          const answer = { accessToken: 'new', refreshToken: 'r2', deviceUuid: 'd', expiresIn: 900 };
          return { answer, setCookies: newCookies };
        },
      }) as unknown as PlatformPort;
    const request = new Request('http://shop/my-account', {
      headers: { cookie: 'web_access_token=old; web_refresh_token=r1' },
    });
    const session = apiSession(request, context);
    expect(apiSession(request, context)).toBe(session);
    const [a, b] = await Promise.all([session.api('/customer'), session.api('/customer/details')]);
    expect(a.result).toEqual({ ok: '/v2/customer' });
    expect(b.result).toEqual({ ok: '/v2/customer/details' });
    // One renewal with the refresh token the visitor held, none over HTTP.
    expect(renewals).toEqual(['r1']);
    expect(seen.filter((s) => s.url.endsWith('/refresh'))).toHaveLength(0);
    expect(session.cookie('web_refresh_token')).toBe('r2');
    expect(session.headers().getSetCookie()).toEqual(newCookies);
  });

  it('asks the API once for the same GET in one request, shared with calls outside the session', async () => {
    const { context, seen } = contextWith((url) => json(200, { url }));
    const session = apiSession(new Request('http://shop/'), context);
    const outside = createApi(memoizedApiFetch(context));
    const answers = await Promise.all([
      session.api('/capabilities'),
      outside('/capabilities'),
      session.api('/config'),
      session.api('/pricing/default/product_offers', { version: '3.9' }),
      session.api('/pricing/default/product_offers', { version: '3.9' }),
    ]);
    expect(answers.map((a) => a.result)).toEqual([
      { url: '/v2/capabilities' },
      { url: '/v2/capabilities' },
      { url: '/v2/config' },
      { url: '/v2/pricing/default/product_offers' },
      { url: '/v2/pricing/default/product_offers' },
    ]);
    expect(seen.map((s) => s.url)).toEqual(['/v2/capabilities', '/v2/config', '/v2/pricing/default/product_offers']);
    // Another version is another answer; a change (any call but a GET) forgets what was kept.
    await session.api('/pricing/default/product_offers', { version: '3.0' });
    await session.api('/cart/items', { method: 'POST', body: { x: 1 } });
    await session.api('/capabilities');
    expect(seen.map((s) => s.url).slice(3)).toEqual([
      '/v2/pricing/default/product_offers',
      '/v2/cart/items',
      '/v2/capabilities',
    ]);
    // Another request asks again.
    const { context: next, seen: nextSeen } = contextWith((url) => json(200, { url }));
    await apiSession(new Request('http://shop/'), next).api('/capabilities');
    expect(nextSeen).toHaveLength(1);
  });

  it('parses a shared answer once for all its askers, frozen so that none can change it', async () => {
    const { context } = contextWith(() => json(200, { offers: [{ key: 'lotto', draws: [{ drawNo: 1 }] }] }));
    const parse = vi.spyOn(JSON, 'parse');
    const parsesBefore = parse.mock.calls.length;
    const session = apiSession(new Request('http://shop/'), context);
    const outside = createApi(memoizedApiFetch(context));
    const [a, b, c] = await Promise.all([
      session.api<{ offers: { key: string; draws: { drawNo: number }[] }[] }>('/pricing/default/product_offers'),
      session.api('/pricing/default/product_offers'),
      outside('/pricing/default/product_offers'),
    ]);
    parse.mockRestore();
    // One value, not three equal copies; and the body went through no JSON.parse of ours or undici's per asker.
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(parse.mock.calls.length - parsesBefore).toBeLessThanOrEqual(1);
    const offer = a.result!.offers[0]!;
    expect(Object.isFrozen(a)).toBe(true);
    expect(Object.isFrozen(offer.draws[0])).toBe(true);
    expect(() => {
      offer.draws[0]!.drawNo = 2;
    }).toThrow(TypeError);
    expect(() => a.result!.offers.push(offer)).toThrow(TypeError);
  });

  it('shares the parse of an answer for everyone with the next request, not that of one for a visitor', async () => {
    const answer = (url: string) =>
      json(200, { url }, [], url.endsWith('/config') ? 'public, max-age=60' : 'private, no-store');
    const render = async () => {
      const { context } = contextWith(answer);
      const api = apiSession(new Request('http://shop/'), context).api;
      return Promise.all([api('/config'), api('/customer')]);
    };
    const [[config1, customer1], [config2, customer2]] = [await render(), await render()];
    expect(config2).toBe(config1);
    expect(customer2).toEqual(customer1);
    expect(customer2).not.toBe(customer1);
  });

  it('keeps neither failures nor answers that set cookies', async () => {
    let calls = 0;
    const { context, seen } = contextWith(() => {
      calls += 1;
      if (calls === 1) return json(503, null);
      if (calls === 2) return json(200, {}, ['x=1; Path=/']);
      return json(200, { calls });
    });
    const api = createApi(memoizedApiFetch(context));
    await api('/config').catch(() => null);
    await api('/config');
    expect((await api('/config')).result).toEqual({ calls: 3 });
    expect((await api('/config')).result).toEqual({ calls: 3 });
    expect(seen).toHaveLength(3);
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
