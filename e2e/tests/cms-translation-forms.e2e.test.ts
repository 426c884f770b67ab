import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './browser';
import { demoMember, type StaffShop, signInToConsole, startStaffShop } from './staff-shop';

/**
 * The console's picture and JSON translation forms (2-shopping.md §3 Translation, decision 484): a
 * refused value is named beside its field and nothing is saved; a valid one is saved and answered
 * by the CMS as the visitors read it. Axe on the page after each answer.
 */
let shop: StaffShop;

beforeAll(async () => {
  shop = await startStaffShop('cms-translation-forms');
}, 120_000);
afterAll(() => shop?.close());

async function fill(editor: Page, key: string, type: string, wording: string) {
  await editor.goto('/console/content');
  await editor.getByLabel('Area').fill('home');
  await editor.getByLabel('Key', { exact: true }).fill(key);
  await editor.getByLabel('Type').selectOption(type);
  await editor.getByLabel('Wording').fill(wording);
}

const invalid = (editor: Page, label: string) => editor.getByLabel(label).getAttribute('aria-invalid');

describe('picture and JSON translations in the console', () => {
  it('refuses bad JSON and a bad picture beside their fields, saves good ones', async () => {
    const editor = await signInToConsole(shop, demoMember('content_editor'));
    await fill(editor, 'steps', 'json', '{"steps": ["Pick", "Play"');
    await editor.getByRole('button', { name: 'Save text' }).click();
    await expect.poll(() => invalid(editor, 'Wording')).toBe('true');
    await expectAccessible(editor);

    await fill(editor, 'steps', 'json', '{"steps": ["Pick", "<img src=x onerror=alert(1)>"]}');
    await editor.getByRole('button', { name: 'Save text' }).click();
    await expect.poll(() => editor.locator('main p[role="status"]').textContent()).toContain('home.steps is saved');

    await fill(editor, 'hero', 'image', '');
    await editor.getByLabel('Picture address').fill('javascript:alert(1)');
    await editor.getByLabel('Width (pixels)').fill('600');
    await editor.getByLabel('Height (pixels)').fill('300');
    await editor.getByLabel('Description (read out to blind visitors)').fill('A lighthouse at dusk');
    await editor.getByRole('button', { name: 'Save text' }).click();
    await expect.poll(() => invalid(editor, 'Picture address')).toBe('true');
    await expectAccessible(editor);
    await editor.getByLabel('Picture address').fill('/cms/files/lighthouse');
    await editor.getByRole('button', { name: 'Save text' }).click();
    await expect.poll(() => editor.locator('main p[role="status"]').textContent()).toContain('home.hero is saved');
    await expectAccessible(editor);

    const texts = await editor.evaluate(() =>
      fetch('/cms/en-AU/items?c[]=home&clear_cache=1').then((r) => r.json() as Promise<{ result: unknown[] }>),
    );
    expect(texts.result).toContainEqual(
      expect.objectContaining({
        key: 'steps',
        type: 'json',
        value: { steps: ['Pick', '<img src=x onerror=alert(1)>'] },
      }),
    );
    expect(texts.result).toContainEqual(
      expect.objectContaining({
        key: 'hero',
        type: 'image',
        value: {
          imageUrl: '/cms/files/lighthouse',
          imageWidth: 600,
          imageHeight: 300,
          contentDescription: 'A lighthouse at dusk',
        },
      }),
    );
  });
});
