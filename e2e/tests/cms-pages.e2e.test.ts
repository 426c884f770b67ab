import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCapabilitiesService } from '../../apps/server/src/modules/capabilities';
import { expectAccessible } from './browser';
import { demoMember, type StaffShop, signInToConsole, startStaffShop } from './staff-shop';

/**
 * Issue 28's CMS pages (decision 436): an editor publishes a page at /Summer-Offer in the console
 * (a path one of the shop's own routes answers is refused beside the field, nothing saved); a
 * visitor gets it at its path in any case, with or without a trailing slash. Axe on each page.
 */
let shop: StaffShop;

beforeAll(async () => {
  shop = await startStaffShop('cms-pages');
  // Off before any page reads the capabilities (they are kept a while); the second test turns it on.
  await createCapabilitiesService({ db: shop.database.db }).setCapability('ad_landing_pages', false);
}, 120_000);
afterAll(() => shop?.close());

describe('CMS pages on the storefront', () => {
  it('an editor publishes a page at /Summer-Offer; a visitor reads it at /summer-offer and /SUMMER-OFFER/', async () => {
    const editor = await signInToConsole(shop, demoMember('content_editor'));
    await editor.goto('/console/content/pages');
    await editor.getByRole('heading', { name: 'Pages' }).first().waitFor();
    await editor.getByLabel('Name').fill('Summer offer');
    await editor.getByLabel('Path').fill('/Blog/');
    await editor.getByLabel('Template').selectOption('default');
    await editor.getByLabel('Title').fill('The summer offer');
    await editor.getByLabel('Body (markdown)').fill('Two draws for the price of **one** all summer.');
    await editor.getByLabel('Status').selectOption('published');
    await editor.getByRole('button', { name: 'Save the page' }).click();
    // The blog's own path is refused beside the field.
    await expect.poll(() => editor.getByLabel('Path').getAttribute('aria-invalid')).toBe('true');
    expect(await editor.locator('main').textContent()).toContain("One of the shop's own pages answers that path");
    await expectAccessible(editor);

    await editor.getByLabel('Path').fill('/Summer-Offer');
    await editor.getByRole('button', { name: 'Save the page' }).click();
    await editor.waitForURL((url) => /\/console\/content\/pages\/[^/]+$/.test(url.pathname));
    // The preview link shows the page by its template, as its path will.
    await editor.getByRole('button', { name: 'Make a preview link' }).click();
    const previewLink = editor.getByRole('link', { name: 'Open the preview of version 1' });
    await previewLink.waitFor();
    const reviewer = await (await shop.browser.newContext({ baseURL: shop.baseURL })).newPage();
    expect((await reviewer.goto((await previewLink.getAttribute('href')) ?? ''))?.status()).toBe(200);
    await reviewer.getByRole('heading', { name: 'The summer offer', level: 1 }).waitFor();
    expect(await reviewer.locator('.cms-page__body strong').textContent()).toBe('one');

    const context = await shop.browser.newContext({
      baseURL: shop.baseURL,
      locale: 'en-AU',
      viewport: { width: 390, height: 844 },
    });
    await context.addCookies([{ name: 'cookie_consent', value: 'essential', url: shop.baseURL }]);
    const visitor = await context.newPage();
    for (const path of ['/summer-offer', '/SUMMER-OFFER/', '/Summer-Offer']) {
      const answer = await visitor.goto(path);
      expect(answer?.status(), path).toBe(200);
      await visitor.getByRole('heading', { name: 'The summer offer', level: 1 }).waitFor();
      expect(await visitor.locator('.cms-page__body strong').textContent()).toBe('one');
      expect(await visitor.title()).toContain('The summer offer');
    }
    await expectAccessible(visitor);
    // A path with no page (and no offer) is still the 404 page.
    expect((await visitor.goto('/winter-offer'))?.status()).toBe(404);
    expect((await visitor.goto('/summer-offer/more/deeper'))?.status()).toBe(404);
  });

  it('an ad landing page deeper than an offer path shows through the catch-all only with its capability', async () => {
    const editor = await signInToConsole(shop, demoMember('content_editor'));
    await editor.goto('/console/content/pages');
    await editor.getByLabel('Name').fill('Spring ad');
    await editor.getByLabel('Path').fill('/spring/offer/details');
    await editor.getByLabel('Template').selectOption('ad_landing');
    await editor.getByLabel('Title').fill('Spring into the draws');
    await editor.getByLabel('Body (markdown)').fill('Every spring draw, **double** entries.');
    await editor.getByLabel('Search description').fill('Double entries in every spring draw.');
    await editor.getByLabel('Status').selectOption('published');
    await editor.getByRole('button', { name: 'Save the page' }).click();
    await editor.waitForURL((url) => /\/console\/content\/pages\/[^/]+$/.test(url.pathname));

    const visitor = await (await shop.browser.newContext({ baseURL: shop.baseURL })).newPage();
    expect((await visitor.goto('/spring/offer/details'))?.status()).toBe(404);
    await createCapabilitiesService({ db: shop.database.db }).setCapability('ad_landing_pages', true);
    shop.clock.advance(15 * 60_000);
    await expect.poll(async () => (await visitor.goto('/Spring/Offer/Details/'))?.status()).toBe(200);
    await visitor.getByRole('heading', { name: 'Spring into the draws', level: 1 }).waitFor();
    expect(await visitor.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await visitor.locator('.cms-page__lead').textContent()).toBe('Double entries in every spring draw.');
    await expectAccessible(visitor);
  });
});
