import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** What the cart's browser tests read and do on the cart page (cart.e2e.test.ts, cart-buying.e2e.test.ts). */

export const badge = (page: Page) => page.locator('.header-cart .badge').innerText();
export const total = (page: Page) => page.getByTestId('cart-total').innerText();
export const lines = (page: Page) => page.locator('.cart-line');
export const tokenCookie = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'anonymous_cart_token');

export async function applyCode(page: Page, code: string): Promise<void> {
  await page.locator('#promotion-code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
}

export async function settled(page: Page): Promise<void> {
  // Up to the poll timeout: the cart's changes go through a debounce, the API and a fresh read.
  await expect.poll(() => page.locator('.cart-status').innerText()).toBe('');
}
