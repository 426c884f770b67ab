import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers';
import { fixedClock } from '../lib/clock';
import { createSiteService } from '../modules/site';

const clock = fixedClock('2026-03-02T01:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    clock,
    beforeReady: (app) => {
      // Stands in for the identity module, which sets who is signed in before the handlers run.
      app.addHook('onRequest', async (request) => {
        const segment = request.headers['x-test-segment'];
        if (typeof segment === 'string')
          request.visitor = { ...request.visitor, customerId: 'c1', segmentName: segment };
      });
      let calls = 0;
      app.get('/v2/sets-cookie', { config: { cache: { seconds: 60 } } }, async (_request, reply) => {
        calls += 1;
        reply.setCookie('someone', 'theirs');
        return { calls };
      });
    },
  });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('the server-side answer cache', () => {
  it('keeps a GET answer for its duration and marks it public for a CDN, varying by version', async () => {
    const first = await get('/v2/config');
    expect(first.headers['x-cache']).toBe('MISS');
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(first.headers.vary).toMatch(/\bversion\b/);
    const second = await get('/v2/config');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['cache-control']).toBe('public, max-age=60');

    clock.advance(59_000);
    expect((await get('/v2/config')).headers['x-cache']).toBe('HIT');
    clock.advance(2_000);
    expect((await get('/v2/config')).headers['x-cache']).toBe('MISS');
  });

  it('serves the kept answer after a change until clear_cache refreshes that answer only', async () => {
    await get('/discover');
    await get('/v2/config');
    const site = createSiteService({ db: t.db, clock });
    const before = await site.getSiteConfig();
    await site.saveSiteConfig({ ...before, supportOpeningHours: 'Every day, 8am to 8pm AEST' });

    const stale = await get('/v2/config');
    expect(stale.headers['x-cache']).toBe('HIT');
    expect(stale.json().result.supportOpeningHours).toBe(before.supportOpeningHours);

    const cleared = await get('/v2/config?clear_cache=1');
    expect(cleared.headers['x-cache']).toBe('MISS');
    expect(cleared.json().result.supportOpeningHours).toBe('Every day, 8am to 8pm AEST');
    const after = await get('/v2/config');
    expect(after.headers['x-cache']).toBe('HIT');
    expect(after.json().result.supportOpeningHours).toBe('Every day, 8am to 8pm AEST');
    // Other answers stay cached: clear_cache is not a way to empty the whole cache.
    expect((await get('/discover')).headers['x-cache']).toBe('HIT');
  });

  it('keeps answers per version and per query, in any parameter order', async () => {
    const url = '/v2/pricing/default/product_offers';
    expect((await get(url, { version: '3.9' })).headers['x-cache']).toBe('MISS');
    expect((await get(url, { version: '3.0' })).headers['x-cache']).toBe('MISS');
    expect((await get(url, { version: '3.9' })).headers['x-cache']).toBe('HIT');
    expect((await get(`${url}?product_types=raffle_ticket&keys=a`)).headers['x-cache']).toBe('MISS');
    expect((await get(`${url}?keys=a&product_types=raffle_ticket`)).headers['x-cache']).toBe('HIT');
  });

  it('answers brotli, else gzip, to clients that accept it, from the miss on, with the same content', async () => {
    // The offers answer is well over the 1 KB below which nothing is compressed.
    const url = '/v2/pricing/default/product_offers?clear_cache=1';
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const missed = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(missed.headers['x-cache']).toBe('MISS');
    const hit = await get('/v2/pricing/default/product_offers', { 'accept-encoding': 'br;q=1, gzip;q=0.8' });
    expect(hit.headers['x-cache']).toBe('HIT');
    const gzipped = await get('/v2/pricing/default/product_offers', { 'accept-encoding': 'gzip, deflate' });
    for (const [res, encoding, decode] of [
      [missed, 'br', brotliDecompressSync],
      [hit, 'br', brotliDecompressSync],
      [gzipped, 'gzip', gunzipSync],
    ] as const) {
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/);
      expect(JSON.parse(decode(res.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
    // Brotli is the smaller copy: the reason it goes first.
    expect(hit.rawPayload.length).toBeLessThan(gzipped.rawPayload.length);
    for (const refusing of ['gzip;q=0', 'br;q=0, gzip;q=0', 'identity']) {
      const refused = await get('/v2/pricing/default/product_offers', { 'accept-encoding': refusing });
      expect(refused.headers['content-encoding']).toBeUndefined();
      expect(refused.json()).toEqual(plain.json());
    }
  });

  it('never keeps failures, and marks them and uncached calls no-store', async () => {
    const first = await get('/v2/pricing/no_such_pricing/product_offers');
    expect(first.statusCode).toBe(404);
    expect(first.headers['cache-control']).toBe('no-store');
    const second = await get('/v2/pricing/no_such_pricing/product_offers');
    expect(second.headers['x-cache']).toBe('MISS');
    expect((await get('/v2/locate')).headers['cache-control']).toBe('private, no-store');
  });

  it('never keeps an answer that set cookies', async () => {
    const first = await get('/v2/sets-cookie');
    const second = await get('/v2/sets-cookie');
    expect(second.headers['x-cache']).toBe('MISS');
    expect(second.json().result.calls).toBe(first.json().result.calls + 1);
  });

  it('keeps capabilities per segment, private to the browser, so no visitor gets another segment', async () => {
    const au = await get('/v2/capabilities', { 'x-country-code': 'AU' });
    expect(au.json().result.currentSegmentName).toBe('anonymous');
    expect(au.headers['cache-control']).toBe('private, no-cache');
    const nz = await get('/v2/capabilities', { 'x-country-code': 'NZ' });
    expect(nz.headers['x-cache']).toBe('MISS');
    expect(nz.json().result.currentSegmentName).toBe('anonymous_international');
    const customer = await get('/v2/capabilities', { 'x-country-code': 'AU', 'x-test-segment': 'restricted' });
    expect(customer.headers['x-cache']).toBe('MISS');
    expect(customer.json().result.currentSegmentName).toBe('restricted');
    const again = await get('/v2/capabilities', { 'x-country-code': 'AU' });
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.json().result.currentSegmentName).toBe('anonymous');
  });
});
