import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCapabilitiesService } from '../../apps/server/src/modules/capabilities';
import { nationalBankAccount } from '../../apps/server/tests/funds-helpers';
import { fundWallet } from '../../apps/server/tests/ledger-helpers';
import { dismissCookies, newCustomer, settle, signUpByApi } from './account-support';
import { expectAccessible } from './browser';
import { type StaffShop, startStaffShop } from './staff-shop';

/**
 * ConnectID in a browser (issue 29, decision 442): with withdrawals waiting for verification, the
 * customer starts "Verify with ConnectID" on /my-account/verify-account, reaches the sandbox
 * provider's own page, cancels (no attempt used), picks the failing identity (its reason, one
 * attempt used), then the matching one, comes back verified and withdraws. Axe clean, phone width.
 */
let shop: StaffShop;

beforeAll(async () => {
  shop = await startStaffShop('connectid');
  const capabilities = createCapabilitiesService({ db: shop.database.db });
  await capabilities.setCapability('verification_id', true);
  await capabilities.setCapability('verification_connect_id', true);
  await capabilities.setCapability('wallet_withdrawal_verification_required', true);
}, 180_000);
afterAll(() => shop?.close());

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

describe('verifying with ConnectID, then withdrawing', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await shop.browser.newContext({
      baseURL: shop.baseURL,
      locale: 'en-AU',
      viewport: { width: 390, height: 844 },
    });
    await signUpByApi(context, newCustomer('connectid'));
    const me = await context.request.get('/v2/customer');
    const customerId = ((await me.json()) as { result: { customerId: string } }).result.customerId;
    await fundWallet(shop.app, customerId, { amount: 40_00, currency: 'AUD' });
    const added = await context.request.post('/v2/funds/bank-account', {
      headers: { version: '3.8' },
      data: nationalBankAccount,
    });
    expect(added.status(), await added.text()).toBe(200);
    page = await context.newPage();
    await page.goto('/my-account');
    await dismissCookies(page);
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
