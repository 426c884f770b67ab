import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundWallet } from '../../apps/server/tests/ledger-helpers';
import { newCustomer, signUpByApi } from './account-support';
import { expectAccessible, hydrated } from './browser';
import { demoMember, type StaffShop, signInToConsole, startStaffShop, visitorPage } from './staff-shop';

/**
 * Placements (issue 30, decision 474): a content editor sets a placement in the console; a visitor
 * who adds a draw sees it in the pre-cart drawer and adds it through the normal cart, and the cart's
 * own placement on the cart page; the feature placement shows at /marketing/feature-banner and on
 * the home page. A placement aimed at a segment shows to that segment's customers only (decision
 * 536). Axe on each page.
 */
let shop: StaffShop;

beforeAll(async () => {
  shop = await startStaffShop('placements');
}, 120_000);
afterAll(() => shop?.close());

const visitor = () => visitorPage(shop);

async function addPlacement(
  editor: Page,
  key: string,
  headline: string,
  entry = 'powerball2018/standard',
  aim: { segment?: string; branding?: string } = {},
) {
  await editor.getByLabel('Where it shows').selectOption(key);
  await editor.getByLabel('Segment (its customers only)').selectOption(aim.segment ?? '');
  await editor.getByLabel('Branding (its visitors only)').selectOption(aim.branding ?? '');
  await editor.getByLabel('Lottery and game').selectOption(entry);
  await editor.getByLabel('Games (a quick pick)').selectOption('4');
  await editor.getByLabel('Headline (customers read it)').fill(headline);
  await editor.getByLabel('Message (customers read it)').fill('Four quick-pick games for the next draw.');
  await editor.getByRole('button', { name: 'Add placement' }).click();
  await expect.poll(() => editor.locator('main').textContent()).toContain(`The placement "${headline}" is added.`);
}

/** A content editor on /console/placements, hydrated. */
async function placementsConsole(): Promise<Page> {
  const editor = await signInToConsole(shop, demoMember('content_editor'));
  await editor.goto('/console/placements');
  await editor.getByRole('heading', { name: 'Placements', level: 1 }).waitFor();
  await hydrated(editor);
  return editor;
}

/** Saturday Lotto's four quick picks added on its page: the pre-cart drawer opens with its placements. */
async function addSaturdayLotto(page: Page) {
  await page.goto('/saturday-lotto');
  await hydrated(page);
  await page.getByLabel('Number of games').selectOption('4');
  await page.getByRole('button', { name: 'Quick pick all' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Added to your cart' });
  await drawer.waitFor();
  return drawer;
}

describe('placements', () => {
  it('a placement set in the console shows in the pre-cart drawer and adds to the cart', async () => {
    const editor = await placementsConsole();
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
    const drawer = await addSaturdayLotto(page);
    const placement = drawer.getByRole('article', { name: 'Try Powerball this week' });
    await placement.waitFor();
    expect(await placement.innerText()).toContain('Powerball: 4 games, quick pick');
    await expectAccessible(page);
    await placement.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => placement.getByRole('status').textContent()).toContain('Added to your cart.');
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
    await expect.poll(() => page.locator('main').innerText()).toContain('4 games of Oz Lotto');
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

  it("a placement aimed at a segment shows in its customers' drawer instead of the shop-wide one, and not to a visitor", async () => {
    const editor = await placementsConsole();
    await addPlacement(editor, 'pre_cart_promoted', 'Signed in: Oz Lotto', 'oz_lotto2022/standard', {
      segment: 'default',
    });
    const row = editor.getByRole('row').filter({ hasText: 'Signed in: Oz Lotto' });
    expect(await row.innerText()).toContain('segment default');
    // Hidden and shown again from the list, it keeps its aim.
    await row.getByRole('button', { name: 'Hide Signed in: Oz Lotto' }).click();
    await expect.poll(() => editor.locator('main').textContent()).toContain('The placement is hidden.');
    await row.getByRole('button', { name: 'Show Signed in: Oz Lotto' }).click();
    await expect.poll(() => editor.locator('main').textContent()).toContain('The placement shows again.');
    expect(await row.innerText()).toContain('segment default');
    await expectAccessible(editor);

    // A signed-in customer is of the segment default: the aimed placement replaces the shop-wide one.
    const context = await shop.browser.newContext({ baseURL: shop.baseURL, locale: 'en-AU' });
    await context.addCookies([{ name: 'cookie_consent', value: 'essential', url: shop.baseURL }]);
    await signUpByApi(context, newCustomer('placement-segment'));
    const me = (await (await context.request.get('/v2/customer')).json()) as { result: { customerId: string } };
    await fundWallet(shop.app, me.result.customerId, { amount: 100_00, currency: 'AUD' });
    const customer = await context.newPage();
    const drawer = await addSaturdayLotto(customer);
    await drawer.getByRole('article', { name: 'Signed in: Oz Lotto' }).waitFor();
    expect(await drawer.getByRole('article', { name: 'Try Powerball this week' }).count()).toBe(0);
    await expectAccessible(customer);

    // A visitor is of the segment anonymous: the shop-wide placement, never the aimed one.
    const page = await visitor();
    const theirs = await addSaturdayLotto(page);
    await theirs.getByRole('article', { name: 'Try Powerball this week' }).waitFor();
    expect(await theirs.getByRole('article', { name: 'Signed in: Oz Lotto' }).count()).toBe(0);
    await context.close();
  });

  it("a feature placement aimed at a region's branding shows to that region's visitors only", async () => {
    const editor = await placementsConsole();
    await addPlacement(editor, 'feature_placement', 'South Australia: Oz Lotto', 'oz_lotto2022/standard', {
      branding: 'drawline_sa',
    });
    // The storefront sends the branding of the visitor's region (the sv cookie) as branding_key.
    const sa = await visitor();
    await sa.context().addCookies([{ name: 'sv', value: 'SA', url: shop.baseURL }]);
    await sa.goto('/marketing/feature-banner');
    await sa.getByRole('heading', { name: 'South Australia: Oz Lotto' }).waitFor();
    await expectAccessible(sa);
    const elsewhere = await visitor();
    await elsewhere.goto('/marketing/feature-banner');
    await elsewhere.getByRole('heading', { name: 'Featured draw', level: 1 }).waitFor();
    expect(await elsewhere.locator('main').innerText()).not.toContain('South Australia: Oz Lotto');
  });
});
