import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, hydrated } from './browser';
import { demoMember, type StaffShop, signInToConsole, startStaffShop, visitorPage } from './staff-shop';

/**
 * Placements (issue 30, decision 474): a content editor sets a placement in the console; a visitor
 * who adds a draw sees it in the pre-cart drawer and adds it through the normal cart, and the cart's
 * own placement on the cart page; the feature placement shows at /marketing/feature-banner and on
 * the home page. Axe on each page.
 */
let shop: StaffShop;

beforeAll(async () => {
  shop = await startStaffShop('placements');
}, 120_000);
afterAll(() => shop?.close());

const visitor = () => visitorPage(shop);

async function addPlacement(editor: Page, key: string, headline: string, entry = 'powerball2018/standard') {
  await editor.getByLabel('Where it shows').selectOption(key);
  await editor.getByLabel('Lottery and game').selectOption(entry);
  await editor.getByLabel('Games (a quick pick)').selectOption('4');
  await editor.getByLabel('Headline (customers read it)').fill(headline);
  await editor.getByLabel('Message (customers read it)').fill('Four quick-pick games for the next draw.');
  await editor.getByRole('button', { name: 'Add placement' }).click();
  await expect.poll(() => editor.locator('main').textContent()).toContain(`The placement "${headline}" is added.`);
}

describe('placements', () => {
  it('a placement set in the console shows in the pre-cart drawer and adds to the cart', async () => {
    const editor = await signInToConsole(shop, demoMember('content_editor'));
    await editor.goto('/console/placements');
    await editor.getByRole('heading', { name: 'Placements', level: 1 }).waitFor();
    await expectAccessible(editor);
    // A markup headline is refused beside the form, nothing added.
    await editor.getByLabel('Headline (customers read it)').fill('<b>Bold</b>');
    await editor.getByLabel('Message (customers read it)').fill('Plain words');
    await editor.getByRole('button', { name: 'Add placement' }).click();
    await expect.poll(() => editor.locator('main').textContent()).toContain('without < or >');
    await addPlacement(editor, 'pre_cart_promoted', 'Try Powerball this week');
    await addPlacement(editor, 'feature_placement', 'Powerball is the feature');
    await addPlacement(editor, 'cart_inline_item', 'Oz Lotto to finish your order', 'oz_lotto2022/standard');
    expect(await editor.getByRole('table').textContent()).toContain('Try Powerball this week');
    await expectAccessible(editor);

    const page = await visitor();
    await page.goto('/saturday-lotto');
    await hydrated(page);
    await page.getByLabel('Number of games').selectOption('4');
    await page.getByRole('button', { name: 'Quick pick all' }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const drawer = page.getByRole('dialog', { name: 'Added to your cart' });
    await drawer.waitFor();
    const placement = drawer.getByRole('article', { name: 'Try Powerball this week' });
    await placement.waitFor();
    expect(await placement.innerText()).toContain('Powerball: 4 games, quick pick');
    await expectAccessible(page);
    await placement.getByRole('button', { name: 'Add to cart' }).click();
    await expect
      .poll(() => placement.getByRole('status').textContent(), { timeout: 10_000 })
      .toContain('Added to your cart.');
    await expectAccessible(page);

    await page.goto('/cart');
    await page.getByRole('heading', { name: 'Your cart', exact: true }).waitFor();
    const text = await page.locator('main').innerText();
    expect(text).toContain('4 games of Saturday Lotto');
    expect(text).toContain('4 games of Powerball');
    // The cart's own placement, below the items, added in place.
    const inline = page.getByRole('article', { name: 'Oz Lotto to finish your order' });
    await hydrated(page);
    await inline.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => page.locator('main').innerText(), { timeout: 10_000 }).toContain('4 games of Oz Lotto');
    await expectAccessible(page);

    // The feature placement: its own page and the home page, for a new visitor.
    const other = await visitor();
    await other.goto('/marketing/feature-banner');
    await other.getByRole('heading', { name: 'Powerball is the feature' }).waitFor();
    await expectAccessible(other);
    await other.goto('/');
    await other.getByRole('heading', { name: 'Powerball is the feature' }).waitFor();
    await expectAccessible(other);
  });
});
