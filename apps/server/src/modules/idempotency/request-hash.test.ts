import { describe, expect, it } from 'vitest';
import { canonicalJson, requestHash } from './request-hash';

describe('canonical JSON', () => {
  it('sorts object keys at every depth and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe('{"a":{"c":null,"d":[2,1]},"b":1}');
    expect(canonicalJson({ a: undefined, b: 'x' })).toBe('{"b":"x"}');
    expect(canonicalJson(undefined)).toBe('null');
  });
});

describe('request hash', () => {
  const base = { method: 'POST', route: '/cart/purchase', params: {}, query: {}, body: { a: 1, b: [1, 2] } };

  it('is the same for the same request with keys in another order', () => {
    expect(requestHash(base)).toBe(requestHash({ ...base, body: { b: [1, 2], a: 1 } }));
    expect(requestHash(base)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('differs when the body, route, method, parameters or query differ', () => {
    const hash = requestHash(base);
    expect(requestHash({ ...base, body: { a: 2, b: [1, 2] } })).not.toBe(hash);
    expect(requestHash({ ...base, body: { a: 1, b: [2, 1] } })).not.toBe(hash);
    expect(requestHash({ ...base, route: '/cart/other' })).not.toBe(hash);
    expect(requestHash({ ...base, method: 'PUT' })).not.toBe(hash);
    expect(requestHash({ ...base, params: { id: '1' } })).not.toBe(hash);
    expect(requestHash({ ...base, query: { x: '1' } })).not.toBe(hash);
    // A string that looks like a number is another request.
    expect(requestHash({ ...base, body: { a: '1', b: [1, 2] } })).not.toBe(hash);
  });
});
