import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundWallet } from '../../apps/server/tests/ledger-helpers';
import { dismissCookies, newCustomer, signUpByApi } from './account-support';
import { expectAccessible, hydrated } from './browser';
import { demoMember, type StaffShop, signInToConsole, startStaffShop } from './staff-shop';

/**
 * Decision 532 in a browser, phone width, with DONATION_WITHDRAWALS=on: the customer gives part of
 * their withdrawable funds to an open cause from "Give to a cause" on /my-account/withdraw, finance
 * sees the donation with its cause and charity and the total owed to the cause on
 * /console/withdrawals, approves it and marks it paid, and the customer's withdrawal says
 * "Donated to" the cause. Axe clean.
 */
let shop: StaffShop;
let context: BrowserContext;
let page: Page;
let customerId: string;

beforeAll(async () => {
  shop = await startStaffShop('donations', { donationWithdrawals: true });
  context = await shop.browser.newContext({
    baseURL: shop.baseURL,
    locale: 'en-AU',
    viewport: { width: 390, height: 844 },
  });
  await signUpByApi(context, newCustomer('donor'));
  const me = await context.request.get('/v2/customer');
  customerId = ((await me.json()) as { result: { customerId: string } }).result.customerId;
  await fundWallet(shop.app, customerId, { amount: 40_00, currency: 'AUD' });
  page = await context.newPage();
  await page.goto('/my-account');
  await dismissCookies(page);
}, 180_000);
afterAll(async () => {
  await context?.close();
  await shop?.close();
});

describe('donations to a cause', () => {
  it('gives to a cause from the withdraw page, finance passes it on, and the history says Donated to', async () => {
    await page.goto('/my-account/withdraw');
    await hydrated(page);
    const give = page.locator('section', { has: page.getByRole('heading', { name: 'Give to a cause' }) });
    await expect.poll(() => give.getByText('pass the whole amount on').isVisible()).toBe(true);
    const choice = give.getByLabel('Cause');
    const causeLabel = (await choice.locator('option').first().textContent()) ?? '';
    await choice.selectOption({ index: 0 });
    const causeName = causeLabel.replace(/\s*\(.*\)\s*$/, '').trim();
    await expectAccessible(page);
    await give.getByLabel('Amount to give').fill('15.00');
    await give.getByRole('button', { name: 'Donate' }).click();
    await page.waitForURL('**/my-account/withdraw/details/**');
    await expect.poll(() => page.getByTestId('withdrawal-status').textContent()).toBe('Requested');
    expect(await page.getByText(`Donated to ${causeName}`).isVisible()).toBe(true);
    await expectAccessible(page);
    const withdrawId = page.url().split('/').pop() as string;

    const finance = await signInToConsole(shop, demoMember('finance'));
    await finance.goto('/console/withdrawals');
    const row = () => finance.locator('tbody tr', { hasText: customerId }).filter({ hasText: '$15.00' });
    await expect.poll(() => row().textContent()).toContain(`Donation: ${causeName}`);
    await expectAccessible(finance);
    await row().getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => row().getByRole('button', { name: 'Mark paid' }).isVisible()).toBe(true);
    const owed = finance.locator('table', { has: finance.getByText('Approved donations to pass on, by cause') });
    await expect.poll(() => owed.locator('tbody tr', { hasText: causeName }).textContent()).toContain('$15.00');
    await expectAccessible(finance);
    await row().getByRole('button', { name: 'Mark paid' }).click();
    await expect.poll(() => row().count()).toBe(0);
    await finance.context().close();

    await page.goto(`/my-account/withdraw/details/${withdrawId}`);
    await expect.poll(() => page.getByTestId('withdrawal-status').textContent()).toBe('Paid');
    expect(await page.getByText(`Donated to ${causeName}`).isVisible()).toBe(true);
    await page.goto('/my-account/withdraw');
    await hydrated(page);
    await expect
      .poll(() => page.getByRole('region', { name: 'Recent withdrawals' }).textContent())
      .toContain(`donated to ${causeName}`);
    await expectAccessible(page);
  });
});
