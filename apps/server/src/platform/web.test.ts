import { describe, expect, it } from 'vitest';
import { callOf } from './web';

/** What the in-process fetch used to read from a `Request` for every call. */
async function viaRequest(input: string, init?: RequestInit) {
  const req = new Request(`http://internal${input}`, init);
  const body = req.body ? Buffer.from(await req.arrayBuffer()) : undefined;
  return { method: req.method, url: req.url, headers: [...req.headers], body: body?.toString('utf8') };
}

describe("the in-process fetch's reading of a call", () => {
  const calls: [string, RequestInit | undefined][] = [
    ['/v2/config', undefined],
    ['/v2/pricing/default/product_offers?b=2&a=1', { headers: { Version: '3.9', accept: 'application/json' } }],
    [
      '/cms/items/sitewide_banner',
      { method: 'GET', headers: new Headers({ 'app-key': 'drawline-web', version: '1.0' }) },
    ],
    ['/v2/cart/items', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"product":"x é"}' }],
    ['/v2/refresh', { method: 'POST', body: '{}' }],
    ['/v2/a/../b/./c?q=a b', { method: 'DELETE' }],
    [
      '/v2/login',
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1&b=%20' },
    ],
  ];

  it.each(calls)('reads %s as a Request would', async (input, init) => {
    const call = await callOf(input, init);
    expect({
      method: call.method,
      url: call.url.href,
      headers: [...call.headers],
      body: call.body?.toString('utf8'),
    }).toEqual(await viaRequest(input, init));
  });

  it('still reads any other body through a Request', async () => {
    const form = new URLSearchParams({ a: '1' });
    const call = await callOf('/v2/login', { method: 'POST', body: form });
    expect(call.body?.toString('utf8')).toBe('a=1');
    expect(call.headers.get('content-type')).toBe('application/x-www-form-urlencoded;charset=UTF-8');
  });
});
