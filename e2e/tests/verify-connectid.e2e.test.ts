import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settle } from './account-support';
import { expectAccessible } from './browser';
import type { StaffShop } from './staff-shop';
import { customerReadyToWithdraw, startVerificationShop } from './verification-support';

/**
 * ConnectID in a browser (issue 29, decision 442): with withdrawals waiting for verification, the
 * customer starts "Verify with ConnectID" on /my-account/verify-account, reaches the sandbox
 * provider's own page, cancels (no attempt used), picks the failing identity (its reason, one
 * attempt used), then the matching one, comes back verified and withdraws. Axe clean, phone width.
 */
let shop: StaffShop;

beforeAll(async () => {
  shop = await startVerificationShop('connectid', ['verification_id', 'verification_connect_id']);
}, 180_000);
afterAll(() => shop?.close());

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

describe('verifying with ConnectID, then withdrawing', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await customerReadyToWithdraw(shop, 'connectid'));
  }, 120_000);
  afterAll(() => context?.close());

  const startConnectId = async () => {
    await settle(page);
    await page.getByRole('button', { name: 'Verify with ConnectID' }).click();
    await page.waitForURL('**/sandbox-identity/connectid**');
    await expect.poll(() => h1(page)).toBe('Verify with ConnectID');
  };

  it('cancels, fails, then verifies through the sandbox ConnectID page and withdraws', async () => {
    await page.goto('/my-account/verify-account');
    await expect.poll(() => h1(page)).toBe('Verify your account');
    expect(await page.getByText('3 of 3 attempts left.').isVisible()).toBe(true);
    await expectAccessible(page);

    await startConnectId();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Cancel and go back to the shop' }).click();
    await page.waitForURL('**/my-account/verify-account?connectid=cancelled');
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'You cancelled ConnectID.' }).isVisible())
      .toBe(true);
    expect(await page.getByText('3 of 3 attempts left.').isVisible()).toBe(true);

    await startConnectId();
    await page.getByRole('link', { name: /Blair Mismatch/ }).click();
    await page.waitForURL('**/my-account/verify-account?connectid=done');
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Your bank could not confirm' }).isVisible())
      .toBe(true);
    expect(await page.getByText('2 of 3 attempts left.').isVisible()).toBe(true);
    await expectAccessible(page);

    await startConnectId();
    await page.getByRole('link', { name: /Alex Match/ }).click();
    await page.waitForURL('**/my-account/verify-account?connectid=done');
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
  });
});
