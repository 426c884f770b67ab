import { keptKeys } from '@drawline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../tests/helpers';
import { noContent } from './envelope';
import { formCall } from './json-bodies';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

describe('the envelope', () => {
  it('wraps answers in result, entities, pageInfo, links, messages, error, errors', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/config' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual([
      'entities',
      'error',
      'errors',
      'links',
      'messages',
      'pageInfo',
      'result',
    ]);
    expect(res.json().result.siteName).toBe('Drawline');
  });

  it('answers an unknown /v2 path with 404 in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/no-such-call' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('route_not_found');
    expect(res.json().errors.general[0].code).toBe('route_not_found');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown path of another service base with 404 in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/cms/no-such-item' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('route_not_found');
  });

  it('answers a known call with the wrong method with 405 and Allow', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v2/config', payload: {} });
    expect(res.statusCode).toBe(405);
    expect(res.json().error.code).toBe('method_not_allowed');
    expect(res.headers.allow).toBe('GET, HEAD');
    const del = await t.app.inject({ method: 'DELETE', url: '/v2/pricing/default/product_offers' });
    expect(del.statusCode).toBe(405);
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/v2/config' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('echoes x-request-id and makes one when missing', async () => {
    const given = await t.app.inject({ method: 'GET', url: '/v2/config', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await t.app.inject({ method: 'GET', url: '/v2/config' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const unsafe = await t.app.inject({
      method: 'GET',
      url: '/v2/config',
      headers: { 'x-request-id': 'bad id<script>' },
    });
    expect(unsafe.headers['x-request-id']).not.toBe('bad id<script>');
  });

  it('answers camelCase keys everywhere, keeping Numbers, Powerball and Favourites', async () => {
    const calls = [
      '/discover',
      '/v2/config',
      '/v2/capabilities',
      '/v2/locate',
      '/v2/branding',
      '/v2/pricing/default/product_offers',
    ];
    const offending: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (Array.isArray(value)) {
        for (const [i, v] of value.entries()) walk(v, `${path}[${i}]`);
      } else if (value && typeof value === 'object') {
        for (const [k, v] of Object.entries(value)) {
          if (!keptKeys.has(k) && !/^[a-z][a-zA-Z0-9]*$/.test(k)) offending.push(`${path}.${k}`);
          walk(v, `${path}.${k}`);
        }
      }
    };
    for (const url of calls) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      walk(res.json(), url);
    }
    expect(offending).toEqual([]);
  });
});

describe('security headers', () => {
  it('give API answers a policy that lets nothing in them run, and no rate limit headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/config' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-ratelimit-remaining']).toBeUndefined();
  });

  it('give other answers a strict policy with fresh nonces', async () => {
    const policies = await Promise.all(
      [1, 2].map(async () => (await t.app.inject({ method: 'GET', url: '/openapi.json' })).headers),
    );
    for (const headers of policies) {
      const csp = String(headers['content-security-policy']);
      expect(csp).toMatch(/default-src 'self'/);
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9_-]{16,}'/);
      expect(csp).toMatch(/object-src 'none'/);
      expect(headers['x-content-type-options']).toBe('nosniff');
    }
    const nonce = (h: (typeof policies)[number]) => /'nonce-([^']+)'/.exec(String(h['content-security-policy']))?.[1];
    expect(nonce(policies[0]!)).not.toBe(nonce(policies[1]!));
  });
});

describe('versions by header', () => {
  it('answers a call at its own version or an older one of the same major', async () => {
    for (const version of ['3.9', '3.0', '3.5']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/v2/pricing/default/product_offers',
        headers: { version },
      });
      expect(res.statusCode, version).toBe(200);
      expect(res.headers.version).toBe(version);
    }
  });

  it('assumes the default 3.0 for calls without their own version, and the call version without a header', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/v2/config' });
    expect(config.headers.version).toBe('3.0');
    const offers = await t.app.inject({ method: 'GET', url: '/v2/pricing/default/product_offers' });
    expect(offers.headers.version).toBe('3.9');
    const discover = await t.app.inject({ method: 'GET', url: '/discover', headers: { version: '3.0' } });
    expect(discover.statusCode).toBe(200);
  });

  it('refuses a newer, another major or a malformed version', async () => {
    for (const version of ['3.1', '4.0', '2.9', 'banana', '3']) {
      const res = await t.app.inject({ method: 'GET', url: '/v2/config', headers: { version } });
      expect(res.statusCode, version).toBe(400);
      expect(res.json().error.code).toBe('unsupported_version');
    }
  });
});

describe('request conventions', () => {
  let echo: TestApp;
  beforeAll(async () => {
    // Routes registered on the real app, so the real hooks and error handler run.
    echo = await createTestApp({
      beforeReady: (app) => {
        app.post(
          '/v2/echo',
          // Flagged as a form call, as the spec flags some (platform/json-bodies.ts), to show how forms are read.
          { config: formCall, schema: { body: z.looseObject({ gameOffer: z.string(), selection: z.unknown() }) } },
          async (request) => request.body,
        );
        app.get('/v2/visitor', async (request) => ({ ...request.visitor }));
        app.delete('/v2/nothing', async (_request, reply) => noContent(reply));
        app.get('/v2/explode', async () => {
          throw new Error('secret database password in message');
        });
        app.get('/v2/bad-data', async () => JSON.parse('{"stored": '));
      },
    });
  });
  afterAll(() => echo.close());

  it('converts snake_case keys in and keeps Numbers, Powerball and Favourites', async () => {
    const res = await echo.app.inject({
      method: 'POST',
      url: '/v2/echo',
      payload: { game_offer: 'standard', selection: { Numbers: [1, 2, 3], Powerball: [7], Favourites: [] } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({
      gameOffer: 'standard',
      selection: { Numbers: [1, 2, 3], Powerball: [7], Favourites: [] },
    });
  });

  it('converts kebab-case keys in too', async () => {
    const res = await echo.app.inject({
      method: 'POST',
      url: '/v2/echo',
      payload: { 'game-offer': 'standard', selection: { 'draw-offset': 2 } },
    });
    expect(res.json().result).toEqual({ gameOffer: 'standard', selection: { drawOffset: 2 } });
  });

  it('accepts form-encoded bodies, converting their keys the same way', async () => {
    const res = await echo.app.inject({
      method: 'POST',
      url: '/v2/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'game_offer=systems&selection=x&minimum_jackpot_amount=100&Numbers=1&Numbers=2',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({
      gameOffer: 'systems',
      selection: 'x',
      minimumJackpotAmount: '100',
      Numbers: ['1', '2'],
    });
  });

  it('does not let a form body set an object prototype', async () => {
    const res = await echo.app.inject({
      method: 'POST',
      url: '/v2/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'game_offer=x&selection=y&__proto__=a&__proto__=b',
    });
    expect(res.statusCode).toBe(200);
    expect(Object.getPrototypeOf(res.json().result)).toBe(Object.prototype);
    expect(res.json().result.gameOffer).toBe('x');
  });

  it('answers malformed JSON with 400 in the envelope', async () => {
    const res = await echo.app.inject({
      method: 'POST',
      url: '/v2/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"game_offer": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('malformed_json');
    expect(res.json().errors.general[0].code).toBe('malformed_json');
  });

  it('answers wrong types with 400 and field errors grouped by target', async () => {
    const res = await echo.app.inject({ method: 'POST', url: '/v2/echo', payload: { game_offer: 12 } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('validation_failed');
    expect(body.errors.game_offer[0].code).toBe('invalid_type');
    expect(body.errors.selection[0].message).toBeTruthy();
    expect(body.errors.general).toBeUndefined();
  });

  it('answers a body over the limit with 413 in the envelope', async () => {
    const res = await echo.app.inject({
      method: 'POST',
      url: '/v2/echo',
      payload: { game_offer: 'x'.repeat(300 * 1024), selection: null },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('payload_too_large');
  });

  it('answers an unsupported content type with 415 in the envelope', async () => {
    const res = await echo.app.inject({
      method: 'POST',
      url: '/v2/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<game_offer>x</game_offer>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported_media_type');
  });

  it('answers an empty result with 204 and no body', async () => {
    const res = await echo.app.inject({ method: 'DELETE', url: '/v2/nothing' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it('accepts the headers of every call and drops identifiers outside letters, digits, - and _', async () => {
    const res = await echo.app.inject({
      method: 'GET',
      url: '/v2/visitor',
      headers: {
        'app-key': 'drawline-web',
        signature: 'c2lnbmF0dXJl',
        timestamp: '1763700000000',
        version: '3.0',
        'session-id': 'session_1',
        subvariant: 'sa',
        'customer-id': 'someone-else',
        'device-id': 'device-1',
        authorization: 'Bearer not-checked-here',
        'x-request-id': 'req-1',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('req-1');
    expect(res.json().result).toEqual({
      appKey: 'drawline-web',
      sessionId: 'session_1',
      subVariant: 'SA',
      deviceUuid: 'device-1',
    });
    const bad = await echo.app.inject({
      method: 'GET',
      url: '/v2/visitor',
      headers: { 'session-id': 'a b', 'device-id': 'x;y', cookie: 'anonymous_id=%3Cscript%3E; sv=nsw' },
    });
    expect(bad.json().result).toEqual({ subVariant: 'NSW' });
  });

  it('hides internal details of a 5xx', async () => {
    const res = await echo.app.inject({ method: 'GET', url: '/v2/explode' });
    expect(res.statusCode).toBe(500);
    expect(JSON.stringify(res.json())).not.toContain('secret');
    expect(res.json().error.code).toBe('internal_error');
  });

  it('treats a parse failure inside a handler as its own 500, not a malformed request', async () => {
    const res = await echo.app.inject({ method: 'GET', url: '/v2/bad-data' });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('internal_error');
  });
});

describe('rate limiting', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ config: { rateLimitPerMinute: 2 } });
  });
  afterAll(() => limited.close());

  it('answers 429 in the envelope with retry-after once an address passes the limit', async () => {
    // A call made for each visitor: a kept answer goes out before the limit (docs/decisions/275).
    const call = () => limited.app.inject({ method: 'GET', url: '/v2/locate', remoteAddress: '203.0.113.9' });
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200);
    const res = await call();
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('rate_limited');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.headers['x-ratelimit-limit']).toBe('2');
    // Another address has its own count; probes are never limited.
    const other = await limited.app.inject({ method: 'GET', url: '/v2/locate', remoteAddress: '203.0.113.10' });
    expect(other.statusCode).toBe(200);
    const probe = await limited.app.inject({ method: 'GET', url: '/healthz', remoteAddress: '203.0.113.9' });
    expect(probe.statusCode).toBe(200);
  });

  it('counts unknown paths too, so a flood of 404s is limited as well', async () => {
    const call = () => limited.app.inject({ method: 'GET', url: '/v2/no-such-call', remoteAddress: '203.0.113.11' });
    expect((await call()).statusCode).toBe(404);
    expect((await call()).statusCode).toBe(404);
    expect((await call()).statusCode).toBe(429);
  });
});
