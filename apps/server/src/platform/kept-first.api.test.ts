import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers';

let t: TestApp;
/** Requests whose answer passed the `onSend` hooks (compression, the answer cache's own, …). */
const reachedLaterHooks: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    config: { rateLimitPerMinute: 3 },
    beforeReady: (app) => {
      app.addHook('onSend', async (request, _reply, payload) => {
        reachedLaterHooks.push(request.url);
        return payload;
      });
    },
  });
});
afterAll(() => t.close());

/** A large answer kept for everyone (compressed copies are made from 1 KB). */
const CAUSES = '/v2/causes?limit=100';
/** Kept per stamp of the live stock (decision 330): never sent from the first hook. */
const OFFERS = '/v2/pricing/default/product_offers';
const get = (url: string, headers: Record<string, string> = {}, remoteAddress = '203.0.113.20') =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress });

/** Every header but those of one request. */
const lasting = (headers: Record<string, unknown>) => {
  const { 'x-request-id': _id, 'x-cache': _cache, date: _date, connection: _c, ...rest } = headers;
  return rest;
};

describe('kept answers served first (docs/decisions/275)', () => {
  it('sends a kept answer with the headers and body of the first, without running the later hooks', async () => {
    const first = await get(CAUSES, { 'accept-encoding': 'gzip' }, '203.0.113.21');
    expect(first.headers['x-cache']).toBe('MISS');
    reachedLaterHooks.length = 0;
    const kept = await get(CAUSES, { 'accept-encoding': 'gzip', 'x-request-id': 'kept-1' }, '203.0.113.21');
    expect(kept.statusCode).toBe(200);
    expect(kept.headers['x-cache']).toBe('HIT');
    expect(kept.headers['x-request-id']).toBe('kept-1');
    expect(reachedLaterHooks).toEqual([]);
    expect(lasting(kept.headers)).toEqual(lasting(first.headers));
    // The API's security headers and the CDN's caching rules came with it.
    expect(kept.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(kept.headers['x-content-type-options']).toBe('nosniff');
    expect(kept.headers.version).toBe('3.0');
    expect(kept.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(kept.headers.vary).toBe('version, accept-encoding');
    expect(kept.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(kept.rawPayload).equals(gunzipSync(first.rawPayload))).toBe(true);
    const plain = await get(CAUSES, {}, '203.0.113.21');
    expect(plain.headers['x-cache']).toBe('HIT');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(gunzipSync(first.rawPayload).toString('utf8'));
  });

  it('sends the product offers, kept per stamp of their live stock, by the full path with a stock read', async () => {
    expect((await get(OFFERS, {}, '203.0.113.26')).headers['x-cache']).toBe('MISS');
    reachedLaterHooks.length = 0;
    const kept = await get(OFFERS, {}, '203.0.113.26');
    expect(kept.headers['x-cache']).toBe('HIT');
    expect(kept.headers['cache-control']).toBe('public, no-cache');
    expect(reachedLaterHooks).toEqual([OFFERS]);
  });

  it('does not count kept answers against the rate limit, which still guards every other call', async () => {
    await get('/v2/config', {}, '203.0.113.22');
    for (let i = 0; i < 5; i++) expect((await get('/v2/config', {}, '203.0.113.22')).statusCode).toBe(200);
    // Two calls counted so far at most (the miss above, this one); the limit is 3.
    const other = () => get('/v2/capabilities', {}, '203.0.113.22');
    expect((await other()).statusCode).toBe(200);
    expect((await other()).statusCode).toBe(200);
    expect((await other()).statusCode).toBe(429);
  });

  it('leaves clear_cache, another version and answers kept per visitor to the full path', async () => {
    await get('/v2/config', {}, '203.0.113.23');
    reachedLaterHooks.length = 0;
    const cleared = await get('/v2/config?clear_cache=1', {}, '203.0.113.23');
    expect(cleared.headers['x-cache']).toBe('MISS');
    const refused = await get('/v2/config', { version: '4.0' }, '203.0.113.24');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('unsupported_version');
    await get('/v2/capabilities', {}, '203.0.113.25');
    const perVisitor = await get('/v2/capabilities', {}, '203.0.113.25');
    expect(perVisitor.headers['x-cache']).toBe('HIT');
    // The full path's answers pass the onSend hooks, the refusal of another version too.
    expect(reachedLaterHooks).toEqual([
      '/v2/config?clear_cache=1',
      '/v2/config',
      '/v2/capabilities',
      '/v2/capabilities',
    ]);
  });

  it('still counts kept answers in the metrics', async () => {
    await get('/discover');
    await get('/discover');
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    const line = metrics.body
      .split('\n')
      .find((l) => l.startsWith('http_request_duration_seconds_count{') && l.includes('route="/discover"'));
    expect(Number(line?.split(' ').at(-1))).toBeGreaterThanOrEqual(2);
  });
});
