import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCapabilitiesService } from '../../apps/server/src/modules/capabilities';
import { expectAccessible, hydrated } from './browser';
import { demoMember, type StaffShop, signInToConsole, startStaffShop, visitorPage } from './staff-shop';

/**
 * Issue 28's console editing (decision 434): a content editor writes a blog post and schedules it;
 * before its time a visitor gets a 404 and /blog does not list it, after it the post is on /blog;
 * the editor saves a new version and restores the first; changes a navigation label and the next
 * page load shows it. Axe on every console page.
 */
let shop: StaffShop;
const HOUR = 3_600_000;

beforeAll(async () => {
  shop = await startStaffShop('console-content');
  await createCapabilitiesService({ db: shop.database.db }).setCapability('blog', true);
}, 120_000);
afterAll(() => shop?.close());

/** A time some hours on, as the console's AEST datetime-local input takes it. */
const aestInput = (hoursOn: number) =>
  new Date(shop.clock.now().getTime() + hoursOn * HOUR + 10 * HOUR).toISOString().slice(0, 16);

const visitor = () => visitorPage(shop);

describe('content editing in the console', () => {
  it('an editor schedules a post and previews it through its link: 404 before its time, on /blog and in the sitemap after; versions restore; a navigation label shows on the next load', async () => {
    const editor = await signInToConsole(shop, demoMember('content_editor'));
    await editor.goto('/console/content');
    await editor.getByRole('heading', { name: 'Content', level: 1 }).waitFor();
    await expectAccessible(editor);
    await editor.getByRole('link', { name: 'Blog posts' }).click();
    await editor.getByRole('heading', { name: 'Blog posts' }).waitFor();
    await expectAccessible(editor);

    // A refused field is named beside it and nothing is saved.
    await editor.getByLabel('Title').fill('Harbour lights draw');
    await editor.getByLabel('Address (slug)').fill('Not A Slug');
    await editor.getByLabel('Summary').fill('The harbour lights up for the spring draw.');
    await editor.getByLabel('Body (markdown)').fill('Spring is **here**.\n\n<script>document.title="owned"</script>');
    await editor.getByLabel('Status').selectOption('published');
    await editor.getByLabel('Publish date (AEST)').fill(aestInput(1));
    await editor.getByRole('button', { name: 'Save the post' }).click();
    await expect.poll(() => editor.getByLabel('Address (slug)').getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(editor);

    await editor.getByLabel('Address (slug)').fill('harbour-lights');
    await editor.getByRole('button', { name: 'Save the post' }).click();
    await editor.waitForURL((url) => /\/console\/content\/blog_posts\/[^/]+$/.test(url.pathname));
    await expect.poll(() => editor.locator('main').textContent()).toContain('Scheduled for');
    await expectAccessible(editor);

    // The preview link shows the scheduled post as it will look; a made-up token shows nothing.
    await editor.getByRole('button', { name: 'Make a preview link' }).click();
    const previewLink = editor.getByRole('link', { name: 'Open the preview of version 1' });
    await previewLink.waitFor();
    await expectAccessible(editor);
    const previewUrl = (await previewLink.getAttribute('href')) ?? '';
    expect(previewUrl).toMatch(/^\/preview\?token=/);
    const reviewer = await visitor();
    const previewed = await reviewer.goto(previewUrl);
    expect(previewed?.status()).toBe(200);
    expect(previewed?.headers()['cache-control']).toContain('no-store');
    await reviewer.getByRole('heading', { name: 'Harbour lights draw' }).waitFor();
    expect(await reviewer.locator('.blog-article__body strong').textContent()).toBe('here');
    expect(await reviewer.title()).not.toBe('owned');
    await expectAccessible(reviewer);
    expect((await reviewer.goto(`${previewUrl.slice(0, -4)}AAAA`))?.status()).toBe(404);
    expect((await reviewer.goto('/preview?token=harbour-lights'))?.status()).toBe(404);

    // Before its time: a visitor gets a 404 and the blog does not list it.
    const reader = await visitor();
    expect((await reader.goto('/blog/harbour-lights'))?.status()).toBe(404);
    await reader.goto('/blog');
    expect(await reader.locator('main').textContent()).not.toContain('Harbour lights draw');
    await reader.goto('/sitemap');
    expect(await reader.locator('main').textContent()).not.toContain('Harbour lights draw');

    // After it: on /blog and its own page, the script made harmless.
    shop.clock.advance(HOUR + 60_000);
    await reader.goto('/blog');
    await expect.poll(() => reader.locator('main').textContent()).toContain('Harbour lights draw');
    expect((await reader.goto('/blog/harbour-lights'))?.status()).toBe(200);
    await reader.goto('/sitemap');
    const inSitemap = reader
      .getByRole('region', { name: 'News posts' })
      .getByRole('link', { name: 'Harbour lights draw' });
    expect(await inSitemap.getAttribute('href')).toBe('/blog/harbour-lights');
    await expectAccessible(reader);
    await reader.goto('/blog/harbour-lights');
    expect(await reader.title()).not.toBe('owned');
    await reader.getByRole('heading', { name: 'Harbour lights draw' }).waitFor();

    // A new version, then the first restored: the page reads the restored title.
    const again = await signInToConsole(shop, demoMember('content_editor'));
    await again.goto('/console/content/blog_posts');
    await again.getByRole('link', { name: 'Harbour lights draw' }).click();
    // The list has a Title field of its own (the new item's form): fill the item's once it is there.
    await again.waitForURL(/\/console\/content\/blog_posts\/[^/]+$/);
    await again.getByRole('heading', { level: 1, name: 'Harbour lights draw' }).waitFor();
    await hydrated(again);
    await again.getByLabel('Title').fill('Harbour lights, renamed');
    await again.getByRole('button', { name: 'Save a new version' }).click();
    await expect.poll(() => again.locator('main p[role="status"]').textContent()).toContain('version 2');
    await again.getByRole('button', { name: 'Restore version 1' }).click();
    await expect.poll(() => again.locator('main p[role="status"]').textContent()).toContain('restored as version 3');
    await expectAccessible(again);
    await reader.goto('/blog/harbour-lights');
    await reader.getByRole('heading', { name: 'Harbour lights draw' }).waitFor();

    // A navigation label set in the console shows on the visitor's next page load.
    await again.goto('/console/content');
    await again.getByLabel('Link key').fill('blog');
    await again.getByLabel('Label', { exact: true }).fill('Stories');
    await again.getByLabel('Address (only for a new link)').fill('/blog');
    await again.getByRole('button', { name: 'Save label' }).click();
    await expect.poll(() => again.locator('main p[role="status"]').textContent()).toContain('now reads Stories');
    await expect
      .poll(() => again.getByRole('table', { name: 'Labels set in the CMS' }).textContent())
      .toContain('Stories');
    await expectAccessible(again);
    await reader.goto('/');
    // The link sits in the navigation's Help group (drawn closed on a phone): its text, not its visibility.
    const blogLinks = () => reader.locator('header a[href="/blog"]').allTextContents();
    await expect.poll(async () => (await blogLinks()).map((t) => t.trim())).toContain('Stories');
    expect((await blogLinks()).map((t) => t.trim())).not.toContain('News');
  });
});
