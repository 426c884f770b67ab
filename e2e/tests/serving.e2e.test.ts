import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoadMeter, LoadReading } from '../../apps/server/src/platform/load-meter';
import { signupBody } from '../../apps/server/tests/identity-helpers';
import { type ShopInProcess, startShopInProcess } from './shop-in-process';

/** How the built shop sends its pages, calls and assets (issue 12), without a browser. */
let shop: ShopInProcess;
const clientDir = fileURLToPath(new URL('../../apps/web/build/client', import.meta.url));

beforeAll(async () => {
  shop = await startShopInProcess();
});
afterAll(async () => {
  await shop?.close();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${shop.baseURL}${path}`, { headers });

/** The raw answer, without fetch's own decoding, to see the encoding on the wire. */
async function raw(path: string, headers: Record<string, string>) {
  const { request } = await import('node:http');
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(`${shop.baseURL}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compression', () => {
  it('sends a page compressed to a client that accepts it, and plain to one that does not', async () => {
    const br = await raw('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toContain('<!DOCTYPE html>');
    const plain = await raw('/', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('<!DOCTYPE html>');
  });

  it('sends an API answer compressed', async () => {
    const answer = await raw('/v2/draws/pricing/default/past/latest?limit=50', { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(answer.body).toString()).result.length).toBeGreaterThan(0);
  });
});

describe('assets', () => {
  it('keeps fingerprinted assets for a year, immutable; other files an hour', async () => {
    const html = await (await get('/')).text();
    const asset = html.match(/\/assets\/[^"]+\.(?:js|css)/)?.[0];
    expect(asset).toBeDefined();
    expect((await get(asset!)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.svg')).headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('sends a built script as the build compressed it, once, not compressed again per visitor', async () => {
    const html = await (await get('/')).text();
    // The framework, the largest script every page loads, and the app's entry, a file of 250 bytes:
    // small files have their copies too, so no request for one looks for a copy in vain.
    for (const pattern of [/\/assets\/framework-[^"]+\.js/, /\/assets\/entry\.client-[^"]+\.js/]) {
      const script = html.match(pattern)?.[0];
      expect(script, String(pattern)).toBeDefined();
      const built = (suffix: string) => readFileSync(path.join(clientDir, `${script}${suffix}`));
      for (const [accept, encoding, suffix] of [
        ['gzip, deflate, br', 'br', '.br'],
        ['gzip', 'gzip', '.gz'],
      ] as const) {
        const answer = await raw(script!, { 'accept-encoding': accept });
        expect(answer.headers['content-encoding']).toBe(encoding);
        expect(answer.headers['content-type']).toMatch(/^(text|application)\/javascript/);
        expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
        expect(answer.body.equals(built(suffix))).toBe(true);
      }
      const plain = await raw(script!, {});
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.equals(built(''))).toBe(true);
      expect(brotliDecompressSync(built('.br')).equals(built(''))).toBe(true);
    }
  });

  it("loads no account pages' CSS on the shop's pages", async () => {
    for (const path of ['/', '/powerball2018', '/lotto-results', '/about']) {
      const html = await (await get(path)).text();
      const css = [...html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]!);
      expect(css.length, path).toBeGreaterThan(0);
      for (const file of css) {
        const text = await (await get(file)).text();
        expect(text, `${path} ${file}`).not.toContain('.account-nav');
      }
    }
  });
});

describe('the shared cache of anonymous pages', () => {
  async function customer(firstname: string) {
    const res = await shop.app.inject({
      method: 'POST',
      url: '/v2/signup',
      payload: signupBody(`${firstname.toLowerCase()}.${process.pid}@example.com`, { firstname }),
    });
    expect(res.statusCode).toBe(200);
    return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  }

  it('serves anonymous visitors one kept page, with hashes for its scripts instead of a nonce', async () => {
    const first = await get('/lotto-tickets');
    const second = await get('/lotto-tickets');
    expect(second.headers.get('x-page-cache')).toBe('HIT');
    expect(second.headers.get('cache-control')).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+/);
    expect(second.headers.get('vary')).toBe('accept-encoding, cookie, x-country-code');
    expect(second.headers.get('set-cookie')).toBeNull();
    // Sent before the hooks that make them (docs/decisions/275), it carries the first answer's headers.
    for (const name of ['x-content-type-options', 'x-frame-options', 'referrer-policy', 'content-security-policy']) {
      expect(second.headers.get(name), name).toBe(first.headers.get(name));
      expect(second.headers.get(name), name).not.toBeNull();
    }
    const html = await second.text();
    expect(html).toBe(await first.text());
    const policy = second.headers.get('content-security-policy') ?? '';
    expect(policy).not.toMatch(/nonce-/);
    const { createHash } = await import('node:crypto');
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      (m) => !/\bsrc=/.test(m[1]!) && m[2],
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const m of inline) {
      expect(policy).toContain(`'sha256-${createHash('sha256').update(m[2]!).digest('base64')}'`);
    }
  });

  it('keys the page on the cookies that change it', async () => {
    await get('/charity-tickets');
    expect((await get('/charity-tickets', { cookie: 'locale=en-GB' })).headers.get('x-page-cache')).toBe('MISS');
    expect((await get('/charity-tickets', { cookie: 'locale=en-GB' })).headers.get('x-page-cache')).toBe('HIT');
    // The browsing session's ids change nothing on the page.
    expect((await get('/charity-tickets', { cookie: 'session_id=abc' })).headers.get('x-page-cache')).toBe('HIT');
  });

  it('never serves a signed-in customer, or a visitor with a cart, from the shared cache', async () => {
    const alice = await customer('Aureliana');
    const bruno = await customer('Bartholomeo');
    await get('/');
    const anonymous = await get('/');
    expect(anonymous.headers.get('x-page-cache')).toBe('HIT');

    const asAlice = await get('/', { cookie: alice });
    expect(asAlice.headers.get('x-page-cache')).toBeNull();
    expect(asAlice.headers.get('cache-control')).toBe('private, no-store');
    const aliceHtml = await asAlice.text();
    expect(aliceHtml).toContain('Aureliana');
    expect(aliceHtml).not.toContain('Bartholomeo');

    const asBruno = await get('/', { cookie: bruno });
    expect(asBruno.headers.get('cache-control')).toBe('private, no-store');
    const brunoHtml = await asBruno.text();
    expect(brunoHtml).toContain('Bartholomeo');
    expect(brunoHtml).not.toContain('Aureliana');

    const later = await get('/');
    expect(later.headers.get('x-page-cache')).toBe('HIT');
    const laterHtml = await later.text();
    expect(laterHtml).not.toContain('Aureliana');
    expect(laterHtml).not.toContain('Bartholomeo');

    const withCart = await get('/', { cookie: 'anonymous_cart_token=some-cart' });
    expect(withCart.headers.get('x-page-cache')).toBeNull();
    expect(withCart.headers.get('cache-control')).toBe('private, no-store');
  });

  it('keeps no page that is not public, and such a page continues the browsing session', async () => {
    await get('/login');
    const again = await get('/login');
    expect(again.headers.get('x-page-cache')).toBeNull();
    expect(again.headers.get('cache-control')).toBe('private, no-store');
    expect(again.headers.getSetCookie().some((c) => c.startsWith('session_id='))).toBe(true);
    // A kept page sets no cookie at all.
    await get('/');
    expect((await get('/')).headers.getSetCookie()).toEqual([]);
  });
});

const quietLimits = { maxEventLoopDelayMs: 50, maxEventLoopUtilization: 0, maxDatabaseWaiting: 0 };

describe('overload (docs/decisions/224, 300)', () => {
  it('sheds uncached renders and calls, never the files, the route manifest or kept pages', async () => {
    let load: LoadReading | undefined;
    const meter: LoadMeter = { read: () => load, start: () => {}, stop: () => {} };
    const busy = await startShopInProcess({ overload: quietLimits }, { loadMeter: meter });
    try {
      const at = (path: string, init?: RequestInit) => fetch(`${busy.baseURL}${path}`, init);
      // The home page, made once and kept for everyone; its stylesheet, script and route manifest version.
      const html = await (await at('/')).text();
      const stylesheet = html.match(/\/assets\/[^"]+\.css/)?.[0];
      const script = html.match(/\/assets\/[^"]+\.js/)?.[0];
      // The route manifest's version is in its script (React Router asks /__manifest with it).
      const manifestScript = html.match(/\/assets\/manifest-[^"]+\.js/)?.[0];
      expect(stylesheet && script && manifestScript).toBeTruthy();
      const version = (await (await at(manifestScript!)).text()).match(/"version":"([^"]+)"/)?.[1];
      expect(version).toBeTruthy();

      // Far past the limit: even reads are refused.
      load = { eventLoopDelayMs: 1000, eventLoopUtilization: 0 };
      for (const file of [stylesheet!, script!, '/favicon.svg']) expect((await at(file)).status, file).toBe(200);
      const favicon = await at('/favicon.ico', { redirect: 'manual' });
      expect(favicon.status).toBe(301);
      expect(favicon.headers.get('location')).toBe('/favicon.svg');
      const manifest = await at(`/__manifest?version=${version}&paths=${encodeURIComponent('/results,/about-us')}`);
      expect(manifest.status).toBe(200);
      expect(Object.keys(await manifest.json()).length).toBeGreaterThan(0);
      const kept = await at('/');
      expect(kept.status).toBe(200);
      expect(kept.headers.get('x-page-cache')).toBe('HIT');

      // A page not kept is a render: the spec's 503 page, with no scripts.
      const page = await at('/?fresh=1');
      expect(page.status).toBe(503);
      expect(page.headers.get('retry-after')).toBe('5');
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const refusal = await page.text();
      expect(refusal).toContain('<title>Site currently under maintenance</title>');
      expect(refusal).toContain('There&#x27;s a spanner in the works!');
      // Its stylesheet is one of those still sent.
      expect(refusal).toContain(stylesheet);
      // A call in the envelope; the staff API's too.
      for (const url of ['/v2/config?clear_cache=1', '/staff/api/session']) {
        const call = await at(url);
        expect(call.status, url).toBe(503);
        expect(call.headers.get('retry-after')).toBe('5');
        expect((await call.json()).error.code).toBe('service_unavailable');
      }

      load = undefined;
      expect((await at('/?fresh=1')).status).toBe(200);
    } finally {
      await busy.close();
    }
  });

  it('does not shed the first request after a start for the work of starting', async () => {
    // A limit of 1 ms: the web build's import alone keeps the loop later than that.
    const started = await startShopInProcess({ overload: { ...quietLimits, maxEventLoopDelayMs: 1 } });
    try {
      expect((await fetch(`${started.baseURL}/?first=1`)).status).toBe(200);
    } finally {
      await started.close();
    }
  });
});

describe("calls past the router's limits", () => {
  it('answer in the envelope, never with a page, whatever the length or method', async () => {
    for (const base of ['/staff/api/customers/', '/v2/funds/']) {
      for (const length of [100, 101, 20_000]) {
        for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
          const answer = await shop.app.inject({ method, url: `${base}${'a'.repeat(length)}` });
          expect(answer.headers['content-type'], `${method} ${base} ${length}`).toMatch(/^application\/json/);
          expect(answer.json().error.code).toEqual(expect.any(String));
        }
      }
    }
  });
});
