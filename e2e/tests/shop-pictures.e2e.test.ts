import type { Cause, ProductOffersAnswer } from '@drawline/contracts';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './browser';
import { demoMember, type StaffShop, signInToConsole, startStaffShop, visitorPage } from './staff-shop';

/**
 * Issue 28's last Files part (decision 499): a content editor replaces a raffle's main prize picture
 * and a cause's picture with uploaded pictures and their descriptions from the console's Shop
 * pictures page; a visitor's play page, draw page and the raffle's causes page show the new ones in
 * the same boxes; a cross-site post and a picture that is not kept are refused. Axe on every page.
 */
let shop: StaffShop;

beforeAll(async () => {
  shop = await startStaffShop('shop-pictures');
}, 120_000);
afterAll(() => shop?.close());

/** Uploads a picture on the Pictures page and answers its address. */
async function upload(editor: Page, background: string): Promise<string> {
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background } })
    .png()
    .toBuffer();
  await editor.goto('/console/content/files');
  await editor.getByLabel('Picture').setInputFiles({ name: 'new.png', mimeType: 'image/png', buffer: png });
  await editor.getByRole('button', { name: 'Upload' }).click();
  await expect.poll(() => editor.locator('main p[role="status"]').textContent()).toContain('900 by 600 pixels');
  const markdown = await editor.getByLabel("Markdown for a post's or page's body").inputValue();
  return markdown.slice(markdown.indexOf('(') + 1, -1);
}

/** On a picture's form: the upload at this address (the shop's clock stands still: uploads share a time), this description, saved. */
async function replaceWith(editor: Page, address: string, alt: string) {
  await editor
    .locator('label.shop-picture-choice', { has: editor.locator(`img[src="${address}?w=160"]`) })
    .getByRole('radio')
    .check();
  await editor.getByLabel('Description (alt text)').fill(alt);
  await editor.getByRole('button', { name: 'Replace the picture' }).click();
  await expect.poll(() => editor.locator('main p[role="status"]').textContent()).toContain('is replaced');
}

/** A picture by its text, once it is in view and loaded: its address and box. */
async function imageOf(page: Page, name: string) {
  const img = page.getByRole('img', { name, exact: true });
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  const shown = await img.evaluate((el: HTMLImageElement) => ({
    src: el.getAttribute('src'),
    width: el.getAttribute('width'),
    height: el.getAttribute('height'),
    srcset: el.getAttribute('srcset'),
    currentSrc: el.currentSrc,
  }));
  // At the shop's widths (decision 499): the browser takes a 480 or 960 px copy, never the upload as kept.
  expect(shown.srcset).toBe(`${shown.src}?w=480 480w, ${shown.src}?w=960 960w`);
  expect(shown.currentSrc).toMatch(/\/cms\/files\/[0-9a-f-]{36}\?w=(480|960)$/);
  return { src: shown.src, width: shown.width, height: shown.height };
}

describe('shop pictures from the console', () => {
  it('an editor replaces a raffle prize’s and a cause’s picture; a visitor sees the new ones', async () => {
    const offers = (await (await fetch(`${shop.baseURL}/v2/pricing/default/product_offers`)).json())
      .result as ProductOffersAnswer;
    const drawNo = offers.offers.find((o) => o.key === 'make_a_smile_lottery')?.draws[0]?.drawNo;
    const causes = (await (await fetch(`${shop.baseURL}/v2/causes?limit=100`)).json()).result as Cause[];
    const cause = causes.find((c) => c.productOfferKeys.includes('make_a_smile_lottery')) as Cause;

    const editor = await signInToConsole(shop, demoMember('content_editor'));
    const prizePicture = await upload(editor, '#b4235a');
    await editor.goto('/console/content');
    await editor.getByRole('link', { name: 'Shop pictures (logos, prizes, causes)' }).click();
    await editor.getByRole('heading', { name: 'Shop pictures', level: 1 }).waitFor();
    await expectAccessible(editor);

    await editor
      .getByRole('link', {
        name: new RegExp(`^Replace the prize picture of .*\\(Make a Smile Lottery, draw ${drawNo}\\)$`),
      })
      .first()
      .click();
    await editor.getByRole('heading', { name: /^The prize picture of / }).waitFor();
    const prizeForm = editor.url();
    // Nothing chosen: the form says so beside the pictures (the browser's own check set aside).
    await editor.evaluate(() => {
      for (const r of document.querySelectorAll('input[type=radio]')) r.removeAttribute('required');
    });
    await editor.getByRole('button', { name: 'Replace the picture' }).click();
    await expect.poll(() => editor.getByRole('alert').textContent()).toBe('Choose one of the uploaded pictures.');
    await expectAccessible(editor);
    await replaceWith(editor, prizePicture, 'A red beach house at sunset');
    // The page reads the picture again after the save.
    await expect.poll(() => editor.locator('.shop-picture-now').getAttribute('src')).toBe(prizePicture);
    await expectAccessible(editor);

    // A cross-site post and a picture the shop does not keep change nothing.
    const cookie = (await editor.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const form = { file_id: '00000000-0000-4000-8000-000000000000', alt: 'x' };
    const crossSite = await editor.request.post(prizeForm, {
      form,
      headers: { origin: 'https://evil.example', cookie },
    });
    expect(crossSite.status()).toBe(403);
    await editor.request.post(prizeForm, { form, headers: { origin: shop.baseURL, cookie } });
    await editor.goto(prizeForm);
    expect(await editor.locator('.shop-picture-now').getAttribute('src')).toBe(prizePicture);

    const causePicture = await upload(editor, '#1d6b4a');
    await editor.goto('/console/content/shop-pictures');
    await editor.getByRole('link', { name: `Replace the cause picture of ${cause.name}` }).click();
    await replaceWith(editor, causePicture, 'Nurses with a child in a bright ward');
    await expectAccessible(editor);

    // A visitor: the play page's first picture, the draw's prizes, the causes the raffle supports.
    const visitor = await visitorPage(shop);
    await visitor.goto('/make-a-smile');
    const hero = await imageOf(visitor, `Main prize: ${await mainPrizeName(visitor)}`);
    expect(hero).toEqual({ src: prizePicture, width: '480', height: '320' });
    await expectAccessible(visitor);
    await visitor.goto(`/make-a-smile/draw/${drawNo}`);
    expect(await imageOf(visitor, 'A red beach house at sunset')).toEqual({
      src: prizePicture,
      width: '480',
      height: '320',
    });
    await expectAccessible(visitor);
    await visitor.goto('/make-a-smile');
    await visitor.getByRole('link', { name: 'Who your ticket supports' }).click();
    await visitor.getByRole('img', { name: 'Nurses with a child in a bright ward' }).waitFor();
    expect(await imageOf(visitor, 'Nurses with a child in a bright ward')).toEqual({
      src: causePicture,
      width: '480',
      height: '320',
    });
    await expectAccessible(visitor);
  });
});

/** The main prize's name as the play page's hero picture says it. */
async function mainPrizeName(page: Page): Promise<string> {
  const alt = (await page.locator('.raffle-hero-image').getAttribute('alt')) ?? '';
  return alt.replace(/^Main prize: /, '');
}
