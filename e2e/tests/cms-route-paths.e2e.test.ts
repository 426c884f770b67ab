import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './browser';
import { demoMember, type StaffShop, signInToConsole, startStaffShop, visitorPage } from './staff-shop';

/**
 * CMS overrides of route paths (3-account.md §2, decision 483): a content editor moves the results
 * page to /winning-numbers from the console; the shop answers there, in any case and with a
 * trailing slash, and its navigation links go there; a path one of the shop's pages answers is
 * refused beside the field with nothing stored; the page's own path moves it back. Axe clean.
 */
let shop: StaffShop;

beforeAll(async () => {
  shop = await startStaffShop('cms-route-paths');
}, 120_000);
afterAll(() => shop?.close());

const visitor = () => visitorPage(shop, { width: 1366, height: 900 });

async function setPath(editor: Page, path: string) {
  await editor.goto('/console/content');
  await editor.getByLabel('Page', { exact: true }).selectOption('results');
  await editor.getByLabel('Address', { exact: true }).fill(path);
  await editor.getByRole('button', { name: 'Save address' }).click();
}

describe('CMS overrides of route paths', () => {
  it('an editor moves the results page; the shop answers at the new path and links there; a collision is refused', async () => {
    const editor = await signInToConsole(shop, demoMember('content_editor'));
    const reader = await visitor();
    const resultLinks = () =>
      reader
        .locator('header a', { hasText: /^\s*Results\s*$/ })
        .first()
        .getAttribute('href');
    await reader.goto('/');
    expect(await resultLinks()).toBe('/lotto-results');

    // A path one of the shop's pages answers is refused beside the field, and nothing changes.
    await setPath(editor, '/my-account/results');
    await expect.poll(() => editor.getByLabel('Address', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => editor.locator('main').textContent()).toContain('One of the shop’s own pages answers');
    await expectAccessible(editor);

    await setPath(editor, '/Winning-Numbers');
    await expect.poll(() => editor.locator('main p[role="status"]').textContent()).toContain('/winning-numbers');
    await expect
      .poll(() => editor.getByRole('table', { name: 'Page addresses' }).textContent())
      .toContain('/winning-numbers');
    await expectAccessible(editor);

    // The next page load links there (a query: anonymous pages are kept 10 seconds), and the page
    // answers at the path in any case, with or without a slash.
    await reader.goto('/?moved=1');
    expect(await resultLinks()).toBe('/winning-numbers');
    for (const path of ['/winning-numbers', '/Winning-Numbers/']) {
      const res = await reader.goto(path);
      expect(res?.status(), path).toBe(200);
      await reader.getByRole('heading', { name: 'Lotto and raffle results', level: 1 }).waitFor();
    }
    await expectAccessible(reader);
    // Followed from the navigation in the browser (client-side), it lands on the same page.
    await reader.goto('/?moved=2');
    await reader.locator('header a[href="/winning-numbers"]').first().dispatchEvent('click');
    await reader.waitForURL((url) => url.pathname === '/winning-numbers');
    await reader.getByRole('heading', { name: 'Lotto and raffle results', level: 1 }).waitFor();

    // Its own path moves it back: the old address links again, the moved one is the 404 page.
    await setPath(editor, '/lotto-results');
    await expect.poll(() => editor.locator('main p[role="status"]').textContent()).toContain('/lotto-results');
    await reader.goto('/?back=1');
    expect(await resultLinks()).toBe('/lotto-results');
    expect((await reader.goto('/winning-numbers?back=1'))?.status()).toBe(404);
  });
});
