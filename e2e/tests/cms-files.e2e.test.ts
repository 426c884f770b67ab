import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCapabilitiesService } from '../../apps/server/src/modules/capabilities';
import { expectAccessible } from './browser';
import { demoMember, type StaffShop, signInToConsole, startStaffShop } from './staff-shop';

/**
 * Issue 28's upload form (decision 464): a content editor uploads a picture on the console's Pictures
 * page (the page's body cap raised for that one form), gets its address, size and markdown, and puts
 * it in a blog post a visitor then reads with the picture; a file that only claims to be a picture is
 * refused with a clear error, and so is one over 10 MB, nothing kept. Axe on the console pages.
 */
let shop: StaffShop;

beforeAll(async () => {
  shop = await startStaffShop('cms-files');
  await createCapabilitiesService({ db: shop.database.db }).setCapability('blog', true);
}, 120_000);
afterAll(() => shop?.close());

describe('pictures in the console', () => {
  it('an editor uploads a picture and puts it in a post; a false picture and a 12 MB file are refused', async () => {
    const editor = await signInToConsole(shop, demoMember('content_editor'));
    await editor.goto('/console/content');
    await editor.getByRole('link', { name: 'Pictures', exact: true }).click();
    await editor.getByRole('heading', { name: 'Pictures', level: 1 }).waitFor();
    await expectAccessible(editor);

    // A text file named like a picture: refused by its bytes.
    await editor.getByLabel('Picture').setInputFiles({
      name: 'harbour.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture at all'),
    });
    await editor.getByRole('button', { name: 'Upload' }).click();
    await expect.poll(() => editor.getByLabel('Picture').getAttribute('aria-invalid')).toBe('true');
    expect(await editor.getByRole('alert').textContent()).toMatch(/picture|image/i);
    await expectAccessible(editor);

    // Over 10 MB: refused in the page before it is sent, and by the server if it is (the body cap).
    await editor.getByLabel('Picture').setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(12 * 1024 * 1024, 1),
    });
    await editor.getByRole('button', { name: 'Upload' }).click();
    expect(await editor.getByRole('alert').textContent()).toBe('The picture is larger than 10 MB.');
    expect(await editor.getByLabel('Picture').getAttribute('aria-invalid')).toBe('true');
    const cookies = await editor.context().cookies();
    const huge = await editor.request.post('/console/content/files', {
      multipart: { picture: { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(12 * 1024 * 1024, 1) } },
      headers: { origin: shop.baseURL, cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
    });
    expect(huge.status()).toBe(413);
    // Hostile posts to the page: another content type, another site, nothing kept.
    const json = await editor.request.post('/console/content/files', {
      data: { picture: 'x' },
      headers: { origin: shop.baseURL, cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
    });
    expect(json.status()).toBe(415);
    const crossSite = await editor.request.post('/console/content/files', {
      multipart: { picture: { name: 'a.png', mimeType: 'image/png', buffer: Buffer.from('x') } },
      headers: { origin: 'https://evil.example', cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
    });
    expect(crossSite.status()).toBe(403);

    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#0b6e4f' } })
      .png()
      .toBuffer();
    await editor.goto('/console/content/files');
    await editor.getByLabel('Picture').setInputFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: png });
    await editor.getByLabel('Description (alt text)').fill('The harbour at dusk');
    await editor.getByRole('button', { name: 'Upload' }).click();
    await expect.poll(() => editor.locator('main p[role="status"]').textContent()).toContain('800 by 400 pixels');
    const markdown = await editor.getByLabel("Markdown for a post's or page's body").inputValue();
    expect(markdown).toMatch(/^!\[The harbour at dusk\]\(\/cms\/files\/[^)]+\)$/);
    await expectAccessible(editor);
    // The kept pictures list it first, with its address and size (decision 495); nothing the refusals sent.
    const address = markdown.slice(markdown.indexOf('(') + 1, -1);
    await editor.goto('/console/content/files');
    const kept = editor.getByRole('table', { name: 'Uploaded, newest first' });
    expect(await kept.locator('tbody tr').first().textContent()).toContain(address);
    expect(await kept.locator('tbody tr').first().textContent()).toContain('800 × 400 px');
    expect(await kept.locator('tbody tr').count()).toBe(1);
    await expectAccessible(editor);

    // The picture in a published post, as a visitor reads it.
    await editor.goto('/console/content/blog_posts');
    await editor.getByLabel('Title').fill('Harbour at dusk');
    await editor.getByLabel('Address (slug)').fill('harbour-at-dusk');
    await editor.getByLabel('Summary').fill('A picture of the harbour.');
    await editor.getByLabel('Body (markdown)').fill(`The harbour tonight.\n\n${markdown}`);
    await editor.getByLabel('Status').selectOption('published');
    await editor.getByRole('button', { name: 'Save the post' }).click();
    await editor.waitForURL((url) => /\/console\/content\/blog_posts\/[^/]+$/.test(url.pathname));

    const context = await shop.browser.newContext({ baseURL: shop.baseURL, viewport: { width: 390, height: 844 } });
    await context.addCookies([{ name: 'cookie_consent', value: 'essential', url: shop.baseURL }]);
    const reader = await context.newPage();
    expect((await reader.goto('/blog/harbour-at-dusk'))?.status()).toBe(200);
    const picture = reader.getByRole('img', { name: 'The harbour at dusk' });
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
    await expectAccessible(reader);
  });
});
