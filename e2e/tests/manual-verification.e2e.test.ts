import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settle } from './account-support';
import { expectAccessible } from './browser';
import { demoMember, type StaffShop, signInToConsole } from './staff-shop';
import { customerReadyToWithdraw, startVerificationShop } from './verification-support';

/**
 * Manual ID verification in a browser (issue 29; decision 466): with withdrawals waiting for
 * verification, a customer uploads a photo of their ID on /my-account/manual-verification (a text
 * file named .png is refused with its reason first); support sees it in the console's ID uploads
 * queue, looks at the picture and approves it with a reason; the customer is then verified and
 * withdraws. Every page axe clean.
 */
let shop: StaffShop;

beforeAll(async () => {
  shop = await startVerificationShop('manual', ['verification_id']);
}, 180_000);
afterAll(() => shop?.close());

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

describe('a manual upload approved in the console, then a withdrawal', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await customerReadyToWithdraw(shop, 'manual'));
  }, 120_000);
  afterAll(() => context?.close());

  it('uploads a photo ID, support approves it, the customer withdraws', async () => {
    await page.goto('/my-account/verify-account');
    await settle(page);
    await page.getByRole('link', { name: 'Upload a photo of your ID' }).click();
    await page.waitForURL('**/my-account/manual-verification');
    await expect.poll(() => h1(page)).toBe('Upload your ID');
    await settle(page);
    await expectAccessible(page);
    // On a phone the form fits its column: nothing scrolls sideways.
    const wide = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (wide) await page.setViewportSize(wide);

    // Not a picture: refused with the reason, nothing kept.
    await page.getByLabel('Files').setInputFiles({
      name: 'licence.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<svg onload="alert(1)"></svg>'),
    });
    await page.getByRole('button', { name: 'Upload for checking' }).click();
    await expect
      .poll(() =>
        page.getByRole('alert').filter({ hasText: 'Upload a JPEG, PNG or WebP photo, or a PDF.' }).isVisible(),
      )
      .toBe(true);
    await expectAccessible(page);

    const photo = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#2f6f4f' } })
      .png()
      .toBuffer();
    await page.getByLabel('Files').setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: photo });
    await page.getByRole('button', { name: 'Upload for checking' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'your documents are with our team' }).isVisible())
      .toBe(true);
    await expectAccessible(page);

    // Support's queue: the picture through the console's own route, approved with a reason.
    const support = await signInToConsole(shop, demoMember('support'));
    await support.getByRole('link', { name: 'ID uploads' }).click();
    await support.waitForURL('**/console/verification-uploads');
    const card = support.getByRole('region', { name: /Photo ID from/ });
    await expect.poll(() => card.count()).toBe(1);
    const picture = card.getByRole('img');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    await expectAccessible(support);
    await card.getByLabel('Document checked').selectOption('drivers_licence');
    await card.getByLabel('Reason (the customer reads it)').fill('Licence photo matches the name and date of birth');
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect
      .poll(() => support.getByText('Approved: the customer is verified and has been told.').isVisible())
      .toBe(true);
    await support.context().close();

    await page.reload();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Your identity is verified.' }).isVisible())
      .toBe(true);
    await page.getByRole('link', { name: 'Withdraw', exact: true }).first().click();
    await page.waitForURL('**/my-account/withdraw');
    expect(await page.getByText('Verify your identity before you withdraw.').count()).toBe(0);
    await settle(page);
    await page.getByLabel('Amount').fill('10.00');
    await page.getByRole('button', { name: 'Request withdrawal' }).click();
    await page.waitForURL('**/my-account/withdraw/details/**');
    expect(await page.getByTestId('withdrawal-status').textContent()).toBe('Requested');
  });
});
