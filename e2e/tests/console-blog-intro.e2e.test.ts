import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCapabilitiesService } from '../../apps/server/src/modules/capabilities';
import { expectAccessible, hydrated } from './browser';
import { demoMember, type StaffShop, signInToConsole, startStaffShop } from './staff-shop';

/**
 * Issue 28: the blog's own title and intro (the `blog` singleton) are edited in the console like
 * any item (a new version, audited) and /blog shows the newest published version's intro on the next
 * load (its heading is the locale's blog.heading text where the CMS has one, decision 463). The
 * contact page (`contact_page`) likewise: its title and sanitised words on /about/contact-us.
 */
let shop: StaffShop;

beforeAll(async () => {
  shop = await startStaffShop('console-blog-intro');
  await createCapabilitiesService({ db: shop.database.db }).setCapability('blog', true);
}, 120_000);
afterAll(() => shop?.close());

describe("the blog's title and intro and the contact page in the console", () => {
  it('an editor rewrites the intro and /blog shows it on the next load', async () => {
    const editor = await signInToConsole(shop, demoMember('content_editor'));
    await editor.goto('/console/content');
    await editor.getByRole('link', { name: 'Blog title and intro' }).click();
    await editor.getByRole('heading', { name: 'Blog title and intro' }).waitFor();
    await editor.getByRole('link', { name: 'News' }).click();
    // Fill the item's own form once it is there and hydrated: a fill before then is lost when the
    // item's page replaces the list (or React takes the form over), and the save keeps the old words.
    await editor.waitForURL(/\/console\/content\/blog\/[^/]+$/);
    await editor.getByRole('heading', { level: 1, name: 'News' }).waitFor();
    await hydrated(editor);
    await editor.getByLabel('Title').fill('Drawline news');
    await editor.getByLabel('Intro').fill('Winners, draws and charity stories, every week.');
    expect(await editor.getByLabel('Intro').inputValue()).toBe('Winners, draws and charity stories, every week.');
    await editor.getByRole('button', { name: 'Save a new version' }).click();
    await expect.poll(() => editor.locator('main p[role="status"]').textContent()).toContain('version 2');
    await expectAccessible(editor);

    const context = await shop.browser.newContext({ baseURL: shop.baseURL, viewport: { width: 390, height: 844 } });
    await context.addCookies([{ name: 'cookie_consent', value: 'essential', url: shop.baseURL }]);
    const reader = await context.newPage();
    await reader.goto('/blog');
    // The heading is the locale's blog.heading text where the CMS has one (decision 463), the title otherwise.
    await reader.getByRole('heading', { level: 1 }).waitFor();
    expect(await reader.locator('.band-lead').textContent()).toBe('Winners, draws and charity stories, every week.');
    await expectAccessible(reader);
  });

  it('an editor rewrites the contact page and /about/contact-us shows it above the phone and hours', async () => {
    const editor = await signInToConsole(shop, demoMember('content_editor'));
    await editor.goto('/console/content');
    await editor.getByRole('link', { name: 'Contact page' }).click();
    await editor.getByRole('heading', { level: 1, name: 'Contact page' }).waitFor();
    await editor.getByRole('link', { name: 'Contact us' }).click();
    // The list page has a Title field of its own (the new item's form): wait for the item's page itself.
    await editor.waitForURL(/\/console\/content\/contact_page\/[^/]+$/);
    await editor.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    await hydrated(editor);
    await editor.getByLabel('Title').fill('Talk to us');
    await editor
      .getByLabel('Body (markdown)')
      .fill('Write to **care@drawline.test**: we answer <script>alert(1)</script> within a day.');
    expect(await editor.getByLabel('Title').inputValue()).toBe('Talk to us');
    await editor.getByRole('button', { name: 'Save a new version' }).click();
    await expect.poll(() => editor.locator('main p[role="status"]').textContent()).toContain('version 2');

    const context = await shop.browser.newContext({ baseURL: shop.baseURL, viewport: { width: 390, height: 844 } });
    await context.addCookies([{ name: 'cookie_consent', value: 'essential', url: shop.baseURL }]);
    const reader = await context.newPage();
    await reader.goto('/about/contact-us');
    await reader.getByRole('heading', { level: 1, name: 'Talk to us' }).waitFor();
    expect(await reader.locator('.contact-words').textContent()).toContain('care@drawline.test');
    expect(await reader.locator('.contact-words script').count()).toBe(0);
    // The shop's own phone and hours stay under the editor's words.
    await reader.getByRole('heading', { name: 'Opening hours' }).waitFor();
    await expectAccessible(reader);
  });
});
