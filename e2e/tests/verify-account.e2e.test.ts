import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settle } from './account-support';
import { expectAccessible } from './browser';
import type { StaffShop } from './staff-shop';
import { customerReadyToWithdraw, startVerificationShop } from './verification-support';

/**
 * ID verification in a browser (issue 29; decisions 404, 440): with withdrawals waiting for
 * verification, a customer's withdrawal is refused; they verify on /my-account/verify-account with
 * the sandbox provider's published licences (a licence that is not current fails with its reason and
 * costs an attempt, the matching one verifies), and then withdraw. The landing /account-verification
 * sends a visitor to log in. Every page axe clean, phone width.
 */
let shop: StaffShop;

beforeAll(async () => {
  shop = await startVerificationShop('verify', ['verification_id']);
}, 180_000);
afterAll(() => shop?.close());

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

describe('verifying an account, then withdrawing', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await customerReadyToWithdraw(shop, 'verifies'));
  }, 120_000);
  afterAll(() => context?.close());

  it('refuses the withdrawal before, verifies with the sandbox licences, then withdraws', async () => {
    await page.goto('/my-account/withdraw');
    await expect.poll(() => h1(page)).toBe('Withdraw');
    expect(await page.getByText('Verify your identity before you withdraw.').isVisible()).toBe(true);
    await settle(page);
    await page.getByLabel('Amount').fill('10.00');
    await page.getByRole('button', { name: 'Request withdrawal' }).click();
    await expect
      .poll(() => page.getByText('Verify your identity first: it is needed before you can withdraw.').isVisible())
      .toBe(true);
    expect(page.url()).toMatch(/\/my-account\/withdraw$/);

    await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Verify account' }).click();
    await page.waitForURL('**/my-account/verify-account');
    await expect.poll(() => h1(page)).toBe('Verify your account');
    expect(await page.getByText('3 of 3 attempts left.').isVisible()).toBe(true);
    await expectAccessible(page);
    await settle(page);

    // A licence that is not current: its reason, one attempt used.
    await page.getByLabel('Licence number').fill('10000003');
    await page.getByLabel('State or territory that issued it').selectOption('NSW');
    await page.getByRole('button', { name: 'Verify my identity' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'This licence is not current.' }).isVisible())
      .toBe(true);
    expect(await page.getByText('2 of 3 attempts left.').isVisible()).toBe(true);
    await expectAccessible(page);

    await settle(page);
    await page.getByLabel('Licence number').fill('10000001');
    await page.getByLabel('State or territory that issued it').selectOption('VIC');
    await page.getByRole('button', { name: 'Verify my identity' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Your identity is verified.' }).isVisible())
      .toBe(true);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Withdraw', exact: true }).first().click();
    await page.waitForURL('**/my-account/withdraw');
    expect(await page.getByText('Verify your identity before you withdraw.').count()).toBe(0);
    await settle(page);
    await page.getByLabel('Amount').fill('10.00');
    await page.getByRole('button', { name: 'Request withdrawal' }).click();
    await page.waitForURL('**/my-account/withdraw/details/**');
    expect(await page.getByTestId('withdrawal-status').textContent()).toBe('Requested');

    await page.goto('/account-verification');
    await expect.poll(() => h1(page)).toBe('Account verification');
    expect(await page.getByText('Your identity is verified. Nothing more to do.').isVisible()).toBe(true);
  });

  it('sends a visitor from the landing to log in, back to the verify page', async () => {
    const visitor = await shop.browser.newContext({ baseURL: shop.baseURL, locale: 'en-AU' });
    const landing = await visitor.newPage();
    const res = await landing.goto('/account-verification');
    expect(res?.status()).toBe(200);
    await expect.poll(() => h1(landing)).toBe('Account verification');
    await expectAccessible(landing);
    const login = landing.getByRole('link', { name: 'Log in to verify your account' });
    expect(await login.getAttribute('href')).toContain('/login');
    expect(await login.getAttribute('href')).toContain(encodeURIComponent('/my-account/verify-account'));
    // The verify page itself needs a signed-in customer.
    await landing.goto('/my-account/verify-account');
    await landing.waitForURL('**/login**');
    await visitor.close();
  });
});
