import { describe, expect, it } from 'vitest';
import { redactUrl } from './logging';

describe('redactUrl', () => {
  it('keeps the path but never an anonymous cart token', () => {
    const token = 'Abc_def-0123456789Abc_def-0123456789ABCDEFG';
    expect(redactUrl(`/v2/anon-cart/${token}`)).toBe('/v2/anon-cart/[redacted]');
    expect(redactUrl(`/v2/anon-cart/${token}/items/1234?x=1`)).toBe('/v2/anon-cart/[redacted]/items/1234?x=1');
    expect(redactUrl('/v2/anon-cart')).toBe('/v2/anon-cart');
    expect(redactUrl('/v2/cart/items')).toBe('/v2/cart/items');
  });
});
