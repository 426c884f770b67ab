import { describe, expect, it } from 'vitest';
import { safeRedirect } from '../../lib/redirect';
import { CHECKOUT_PATH, checkoutPath } from './checkout-path';

describe('checkoutPath', () => {
  it('goes straight to the checkout when signed in', () => {
    expect(checkoutPath(true)).toBe('/cart/buy');
  });

  it('sends a visitor to the checkout login, asked to come back to the checkout', () => {
    const url = new URL(checkoutPath(false), 'http://shop.test');
    expect(url.pathname).toBe('/checkout/login');
    expect(safeRedirect(url.searchParams.get('redirect'))).toBe(CHECKOUT_PATH);
  });
});
