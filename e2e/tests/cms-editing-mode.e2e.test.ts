import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './browser';
import { demoMember, type StaffShop, signInToConsole, startStaffShop, visitorPage } from './staff-shop';

/**
 * The CMS editing mode (2-shopping.md §1 canEdit, decision 494): a content editor turns it on in the
 * console and the shop shows them each text's translation id beside it (the hero's, the footer's),
 * with a bar saying so; a visitor in another browser sees none; turning it off in the console takes
 * the ids away. Axe on the console page and on the shop in the mode.
 */
let shop: StaffShop;

beforeAll(async () => {
  shop = await startStaffShop('cms-editing-mode');
}, 120_000);
afterAll(() => shop?.close());

const ids = (page: Page) => page.locator('code.text-id').allTextContents();

const visitor = () => visitorPage(shop);

describe('the CMS editing mode', () => {
  it('shows an editor the translation ids on the shop until they turn it off; a visitor never', async () => {
    const editor = await signInToConsole(shop, demoMember('content_editor'));
    await editor.goto('/console/content');
    await editor.getByRole('link', { name: /Editing mode/ }).click();
    await editor.getByRole('heading', { name: 'Editing mode', level: 1 }).waitFor();
    await expectAccessible(editor);
    expect(await editor.locator('main').textContent()).toContain('The editing mode is off in this browser.');

    await editor.getByRole('button', { name: 'Turn on and open the shop' }).click();
    await editor.waitForURL((url) => url.pathname === '/');
    await editor.getByRole('status').filter({ hasText: 'Editing mode' }).waitFor();
    expect(await ids(editor)).toEqual(
      expect.arrayContaining(['home.hero_kicker', 'home.hero_heading', 'home.hero_lead', 'common.play_responsibly']),
    );
    await expectAccessible(editor);

    const other = await visitor();
    await other.goto('/');
    await other.getByRole('heading', { level: 1 }).waitFor();
    expect(await ids(other)).toEqual([]);
    expect(await other.locator('.editing-mode-bar').count()).toBe(0);

    await editor.goto('/console/content/editing-mode');
    expect(await editor.locator('main').textContent()).toContain('The editing mode is on in this browser.');
    await editor.getByRole('button', { name: 'Turn off' }).click();
    await expect.poll(() => editor.locator('main').textContent()).toContain('The editing mode is off in this browser.');
    await editor.goto('/');
    await editor.getByRole('heading', { level: 1 }).waitFor();
    expect(await ids(editor)).toEqual([]);
  });

  it('a forged editing-mode cookie shows nothing', async () => {
    const page = await visitor();
    await page.context().addCookies([{ name: 'cms_edit', value: 'forged.token', url: shop.baseURL }]);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await ids(page)).toEqual([]);
  });
});
