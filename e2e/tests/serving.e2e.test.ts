import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShopInProcess, startShopInProcess } from './shop-in-process';

/** How the built shop sends its pages, calls and assets (issue 12), without a browser. */
let shop: ShopInProcess;

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
