import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { baseURL, hydrated, launchBrowser, newContext } from './browser';

/** A visitor who already chose cookies, so the consent banner stays out of the way. */
export async function visitorPage(browser: Browser, options: { width?: number } = {}): Promise<Page> {
  const context = await newContext(browser, options);
  await context.addCookies([{ name: 'cookie_consent', value: 'essential', url: baseURL() }]);
  return context.newPage();
}

/** Opens a page and waits until React has hydrated it, so clicks reach the handlers. */
export async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await hydrated(page);
}

/**
 * Presses Add to cart (or Pre-order) and returns what the shop said: the pre-cart drawer's text
 * (closed again, so the page can go on), the page's own problems with the entry, or the cart's
 * refusal as a notification.
 */
export async function addToCart(page: Page, name: RegExp = /^(Add to cart|Pre-order)$/): Promise<string> {
  await page.getByRole('button', { name }).click();
  const drawer = page.getByRole('dialog', { name: 'Added to your cart' });
  const said = drawer.or(page.locator('.play-problems')).or(page.locator('.toast--error'));
  await said.first().waitFor();
  const text = (await said.first().innerText()).replace(/\s+/g, ' ');
  if (await drawer.isVisible()) {
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
  }
  return text;
}

/** Adds the entry and expects it in the cart (the pre-cart drawer says what went in). */
export async function expectAdded(page: Page): Promise<string> {
  const said = await addToCart(page);
  expect(said).toMatch(/^Added to your cart/);
  return said;
}

/** Clicks main numbers of the open game's picker by their labels. */
export async function pickNumbers(
  page: Page,
  numbers: number[],
  scope = page.locator('.game-card--open .picker-grid--main'),
) {
  for (const n of numbers) await scope.getByRole('button', { name: new RegExp(`^${n}(,|$)`) }).click();
}

/** The text of the summary's total. */
export async function total(page: Page): Promise<string> {
  return (await page.getByTestId('entry-price').textContent()) ?? '';
}

export async function entriesPerDraw(page: Page): Promise<string> {
  return (
    (await page.locator('.play-total dt', { hasText: 'Entries per draw' }).locator('xpath=../dd').textContent()) ?? ''
  );
}

/** Whether the element is wholly inside the viewport and is what a tap on its middle reaches. */
export async function inView(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  const inside =
    box.y >= 0 && box.x >= 0 && box.y + box.height <= viewport.height && box.x + box.width <= viewport.width;
  const onTop = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
  return inside && onTop;
}

/**
 * A browser for a file of play-page tests, launched before its tests and closed after them;
 * `fresh` opens a play page for a new visitor (phone-sized unless a width is given).
 */
export function playBrowser() {
  let browser: Browser;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
  });
  afterAll(() => close());
  return {
    /** A new visitor's page, on no page yet. */
    visitor: (width?: number) => visitorPage(browser, { width }),
    async fresh(path: string, width?: number): Promise<Page> {
      const page = await visitorPage(browser, { width });
      await open(page, path);
      return page;
    },
  };
}
