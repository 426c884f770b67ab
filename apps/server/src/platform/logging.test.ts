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

describe('redactUrl for payments', () => {
  it('masks the token a gateway sends the browser back with, and Stripe’s client secret', () => {
    expect(redactUrl('/cart/buy?gateway_token=sbx_tok_abc&fund=1')).toBe(
      '/cart/buy?gateway_token=%5Bredacted%5D&fund=1',
    );
    expect(redactUrl('/my-account/deposit?setup_intent=seti_1&setup_intent_client_secret=seti_1_secret_x')).toBe(
      '/my-account/deposit?setup_intent=seti_1&setup_intent_client_secret=%5Bredacted%5D',
    );
  });
});
