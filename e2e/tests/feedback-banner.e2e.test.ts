import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, hydrated } from './browser';
import {
  demoMember,
  type StaffShop,
  signInToConsole,
  staffAuthorization,
  startStaffShop,
  visitorPage,
} from './staff-shop';

/**
 * The customer feedback banner and its variants (issues 28 and 30, decisions 480 and 482): a visitor
 * sees variant a below the page and hides it; a content editor picks variant b on the console's
 * Component variants page (audited; a variant the banner does not have is refused, as is a post from
 * another site); the next page load shows the card with the three ratings, one opens the feedback
 * modal with it chosen, and the feedback sent shows on the console's Feedback page. Variant c is the
 * brand band. Axe on each; screenshots at 390 and 1366 px when FEEDBACK_SCREENSHOTS names a folder.
 */
let shop: StaffShop;

beforeAll(async () => {
  shop = await startStaffShop('feedback-banner');
}, 120_000);
afterAll(() => shop?.close());

const visitor = () => visitorPage(shop);

async function openPage(page: Page, pathname: string) {
  expect((await page.goto(pathname))?.status()).toBe(200);
  await hydrated(page);
}

async function screenshots(page: Page, name: string) {
  const dir = process.env.FEEDBACK_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.locator('.feedback-banner').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

async function chooseVariant(editor: Page, variant: string, words: string) {
  await editor.goto('/console/content/components');
  await editor.getByLabel('Variant').selectOption(variant);
  await editor.getByRole('button', { name: 'Save variant' }).click();
  await expect.poll(() => editor.locator('main p[role="status"]').textContent()).toContain(words);
}

describe('the customer feedback banner', () => {
  it('an editor switches the banner to b; a visitor sends feedback from it and support reads it', async () => {
    // Variant a, the default: a strip below the page; hiding it lasts past a reload.
    const first = await visitor();
    await openPage(first, '/powerball');
    const strip = first.getByRole('region', { name: 'How are we doing?' });
    await strip.waitFor();
    await expectAccessible(first);
    await screenshots(first, 'feedback-banner-a');
    await strip.getByRole('button', { name: 'Hide the feedback banner' }).click();
    await strip.waitFor({ state: 'detached' });
    await openPage(first, '/lotto-results');
    await first.getByRole('button', { name: 'Give feedback' }).waitFor();
    expect(await first.locator('.feedback-banner').count()).toBe(0);

    const editor = await signInToConsole(shop, demoMember('content_editor'));
    await editor.goto('/console/content');
    await editor.getByRole('link', { name: 'Component variants' }).click();
    await editor.getByRole('heading', { name: 'Component variants', level: 1 }).waitFor();
    await expectAccessible(editor);
    // Refused: a variant the banner does not have, and a post from another site; nothing changes.
    const cookie = (await editor.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const refused = await editor.request.post('/console/content/components', {
      form: { component: 'customerFeedbackBanner', variant: 'variant_d' },
      headers: { origin: shop.baseURL, cookie },
    });
    expect(await refused.text()).toContain('That variant is not allowed for this component.');
    for (const form of [
      { component: 'customerFeedbackBanner', variant: 'variant_b\u0000' },
      { component: 'customerFeedbackBanner', variant: 'x'.repeat(100_000) },
      { component: 'constructor', variant: 'variant_b' },
      { component: '\ud800', variant: 'variant_b' },
    ]) {
      const answer = await editor.request.post('/console/content/components', {
        form,
        headers: { origin: shop.baseURL, cookie },
      });
      expect(answer.status()).toBeLessThan(500);
      expect(await answer.text()).not.toContain('is now');
    }
    const crossSite = await editor.request.post('/console/content/components', {
      form: { component: 'customerFeedbackBanner', variant: 'variant_c' },
      headers: { origin: 'https://evil.example', cookie },
    });
    expect(crossSite.status()).toBe(403);
    await chooseVariant(editor, 'variant_b', 'B: a card with the three ratings as buttons');
    expect(await editor.locator('main table').textContent()).toContain('B: a card');
    await editor.reload();
    expect(await editor.locator('main table').textContent()).toContain('B: a card');
    expect(await editor.getByLabel('Variant').inputValue()).toBe('variant_b');
    await expectAccessible(editor);

    // The next page load shows the card; a rating opens the modal with it chosen.
    const second = await visitor();
    await openPage(second, '/powerball');
    const card = second.getByRole('region', { name: 'Enjoying Drawline?' });
    await card.waitFor();
    expect(await card.getByRole('button').allTextContents()).toEqual(['Not satisfied', 'Neutral', 'Satisfied', '']);
    await expectAccessible(second);
    await screenshots(second, 'feedback-banner-b');
    await card.getByRole('button', { name: 'Satisfied', exact: true }).click();
    const dialog = second.getByRole('dialog', { name: 'Feedback' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Satisfied', { exact: true }).isChecked()).toBe(true);
    await dialog.getByLabel('Comment').fill('The results card on the banner page is lovely');
    await dialog.getByLabel('Email (optional)').fill('banner-visitor@example.com');
    await expectAccessible(second);
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    const thanks = second.getByRole('dialog', { name: 'Thanks for your feedback' });
    await thanks.waitFor();
    expect(await thanks.textContent()).toContain('Glad you are enjoying');
    await expectAccessible(second);
    await thanks.getByRole('button', { name: 'Close' }).first().click();
    // Sent from the banner: it stays hidden.
    await expect.poll(() => second.locator('.feedback-banner').count()).toBe(0);

    const support = await signInToConsole(shop, demoMember('support'));
    await support.goto('/console/feedback');
    await support.getByRole('heading', { name: 'Feedback', level: 1 }).waitFor();
    const main = await support.locator('main').textContent();
    expect(main).toContain('The results card on the banner page is lovely');
    expect(main).toContain('banner-visitor@example.com');

    // The change is in the audit log with the variant before and after.
    const admin = await staffAuthorization(shop, demoMember('administrator'));
    const audit = await shop.app.inject({
      method: 'GET',
      url: '/staff/api/audit?action=component_variant.',
      headers: admin,
    });
    const rows = JSON.stringify(JSON.parse(audit.body));
    expect(rows).toContain('component_variant.set');
    expect(rows).toContain('variant_b');

    // Variant c: the brand band.
    await chooseVariant(editor, 'variant_c', 'C: a band in the brand colour');
    const third = await visitor();
    await openPage(third, '/powerball');
    const band = third.getByRole('region', { name: 'Help us build a better Drawline' });
    await band.waitFor();
    await expectAccessible(third);
    await screenshots(third, 'feedback-banner-c');
    await band.getByRole('button', { name: 'Tell us what you think' }).click();
    await third.getByRole('dialog', { name: 'Feedback' }).waitFor();
    expect(
      await third.getByRole('dialog', { name: 'Feedback' }).getByLabel('Satisfied', { exact: true }).isChecked(),
    ).toBe(false);
  });
});
