import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCapabilitiesService } from '../../apps/server/src/modules/capabilities';
import { expectAccessible } from './browser';
import { demoMember, type StaffShop, signInToConsole, startStaffShop, visitorPage } from './staff-shop';

/**
 * Issue 28's translations on the storefront (decision 463): a content editor writes en-GB wording in
 * the console; a visitor who picks the United Kingdom in the footer's Region form reads it on the home
 * page and in the footer (markdown rendered, its script made harmless, {{minAge}} filled), while the
 * en-AU visitor keeps the shop's own wording (a missing text is no error). Axe on both.
 */
let shop: StaffShop;

beforeAll(async () => {
  shop = await startStaffShop('cms-texts');
  await createCapabilitiesService({ db: shop.database.db }).setCapability('blog', true);
}, 120_000);
afterAll(() => shop?.close());

const visitor = () => visitorPage(shop);

async function saveText(editor: Page, text: { context: string; key: string; type: string; value: string }) {
  await editor.getByLabel('Locale').selectOption('en-GB');
  await editor.getByLabel('Area').fill(text.context);
  await editor.getByLabel('Key', { exact: true }).fill(text.key);
  await editor.getByLabel('Type', { exact: true }).selectOption(text.type);
  await editor.getByLabel('Wording').fill(text.value);
  await editor.getByRole('button', { name: 'Save text' }).click();
  await expect
    .poll(() => editor.locator('main p[role="status"]').textContent())
    .toContain(`en-GB text ${text.context}.${text.key} is saved`);
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();
const responsibleLine = (page: Page) => page.locator('.footer-responsible');

describe('the storefront in en-GB', () => {
  it('shows the en-GB wording set in the console; en-AU keeps its own', async () => {
    const editor = await signInToConsole(shop, demoMember('content_editor'));
    await editor.goto('/console/content');
    await saveText(editor, {
      context: 'home',
      key: 'hero_heading',
      type: 'plain',
      value: 'Your ticket to something brilliant',
    });
    await saveText(editor, {
      context: 'common',
      key: 'play_responsibly',
      type: 'markdown',
      value: 'Over {{minAge}}s only. Please **play responsibly**.<script>document.title="owned"</script>',
    });
    await saveText(editor, {
      context: 'blog',
      key: 'seo',
      type: 'seo',
      value: 'British draw news | Drawline\nDraw news and winners for players in the United Kingdom.',
    });
    await saveText(editor, { context: 'blog', key: 'heading', type: 'plain', value: 'Draw news' });
    await expectAccessible(editor);

    const reader = await visitor();
    await reader.goto('/');
    expect(await heading(reader)).toBe('Your ticket to something big');
    expect(await responsibleLine(reader).textContent()).toContain('Gamble responsibly.');
    expect(await reader.locator('html').getAttribute('lang')).toBe('en-AU');

    // The footer's Region form is how a visitor gets en-GB (decision 012).
    await reader.getByLabel('Region').selectOption('en-GB');
    await reader.getByRole('button', { name: 'Change' }).click();
    await expect.poll(() => reader.locator('html').getAttribute('lang')).toBe('en-GB');
    expect(await heading(reader)).toBe('Your ticket to something brilliant');
    expect((await responsibleLine(reader).textContent())?.trim()).toBe('Over 18s only. Please play responsibly.');
    expect(await responsibleLine(reader).locator('strong').textContent()).toBe('play responsibly');
    expect(await reader.locator('footer script').count()).toBe(0);
    expect(await reader.title()).not.toBe('owned');
    // A text the CMS does not have keeps the page's own words, in pounds for en-GB.
    expect(await reader.locator('.hero-lead').textContent()).toContain('millions of pounds');
    await expectAccessible(reader);

    // The blog's heading, title and description in en-GB's own words.
    await reader.goto('/blog');
    expect(await heading(reader)).toBe('Draw news');
    expect(await reader.title()).toBe('British draw news | Drawline');
    expect(await reader.locator('meta[name="description"]').last().getAttribute('content')).toBe(
      'Draw news and winners for players in the United Kingdom.',
    );
    await expectAccessible(reader);
  });
});
