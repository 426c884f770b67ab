import { loginPath } from '../../lib/redirect';

/** The checkout page: pay for the cart (2-shopping.md §4). */
export const CHECKOUT_PATH = '/cart/buy';

/**
 * Where the cart's Checkout goes: the checkout for a customer; for a visitor the checkout's login
 * page, asked to come back to the checkout, so signing in or signing up there (its link carries
 * the same return path) ends at the checkout, not at the cart again (issue 23).
 */
export function checkoutPath(signedIn: boolean): string {
  return signedIn ? CHECKOUT_PATH : loginPath(CHECKOUT_PATH, {}, '/checkout/login');
}
