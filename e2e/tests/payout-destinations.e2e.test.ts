import { roundColourDepth } from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCapabilitiesService } from '../../apps/server/src/modules/capabilities';
import { fundWallet } from '../../apps/server/tests/ledger-helpers';
import { dismissCookies, newCustomer, settle, signUpByApi } from './account-support';
import { expectAccessible, hydrated } from './browser';
import { demoMember, type StaffShop, signInToConsole, startStaffShop } from './staff-shop';

/**
 * Decision 491 in a browser, phone width: with the demo's capabilities a customer reaches
 * /my-account/cards-and-accounts from the account menu and may add a PayID; with PayID (or NPP)
 * off the add form offers no PayID type and the withdraw form no kept PayID, and with wallet_manage
 * off the menu has no "Cards and accounts" and the page is the 404 page. Decision 492: a card is
 * added there without a deposit only with add_card_without_deposit, and with add_card_default_fund
 * (off in the demo) it becomes the default. Decision 531 with WISE_PAYOUTS=on: the customer adds a
 * Wise account on the withdraw page, withdraws to it, and finance approves and pays it from
 * /console/withdrawals. Decision 532 with DONATION_WITHDRAWALS=on: the customer gives part of
 * their withdrawable funds to an open cause from "Give to a cause", finance sees the donation with
 * its cause and charity and the total owed to the cause, approves it and marks it paid, and the
 * customer's withdrawal says "Donated to" the cause. Axe clean.
 */
let shop: StaffShop;
let context: BrowserContext;
let page: Page;
let customerId: string;

beforeAll(async () => {
  shop = await startStaffShop('payout-destinations', { wisePayouts: true, donationWithdrawals: true });
  context = await shop.browser.newContext({
    baseURL: shop.baseURL,
    locale: 'en-AU',
    viewport: { width: 390, height: 844 },
  });
  await signUpByApi(context, newCustomer('payid'));
  const me = await context.request.get('/v2/customer');
  customerId = ((await me.json()) as { result: { customerId: string } }).result.customerId;
  await fundWallet(shop.app, customerId, { amount: 40_00, currency: 'AUD' });
  const added = await context.request.post('/v2/funds/bank-account', {
    headers: { version: '3.8' },
    data: { code: 'tt', type: 'payid_email', account_name: 'Jo Citizen', account_number: 'jo.payid@example.net' },
  });
  expect(added.status(), await added.text()).toBe(200);
  page = await context.newPage();
  await page.goto('/my-account');
  await dismissCookies(page);
}, 180_000);
afterAll(async () => {
  await context?.close();
  await shop?.close();
});

const menu = () => page.getByRole('navigation', { name: 'My account' });
const typeOptions = () => page.locator('#bank-account-type option').allTextContents();
const payTo = () => page.getByRole('group', { name: 'Pay to' }).locator('label').allTextContents();

describe('payout destinations and the wallet manage capability', () => {
  it('offers cards and accounts and PayID with the demo capabilities', async () => {
    await menu().getByRole('link', { name: 'Cards and accounts' }).click();
    await page.waitForURL('**/my-account/cards-and-accounts');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Cards and accounts');
    expect(await typeOptions()).toEqual(expect.arrayContaining(['PayID (email)', 'PayID (mobile number)']));
    await expectAccessible(page);
    await page.goto('/my-account/withdraw');
    await expect.poll(payTo).toEqual([expect.stringContaining('jo.payid@example.net')]);
  });

  it('adds a card without a deposit, made the default with add_card_default_fund, and offers none without the capability', async () => {
    const capabilities = createCapabilitiesService({ db: shop.database.db });
    await capabilities.setCapability('add_card_default_fund', true);
    shop.app.answerCache.clear();
    for (const number of ['4242424242424242', '5555555555554444']) {
      await page.goto('/my-account/cards-and-accounts');
      await page.getByTestId('add-card').click();
      await page.waitForURL((url) => url.pathname === '/sandbox-gateway/card');
      await page.getByLabel('Name on card').fill('Pat Player');
      await page.getByLabel('Card number').fill(number);
      await page.getByLabel('Expiry (MM/YY)').fill('12/30');
      await page.getByLabel('Security code').fill('123');
      await page.getByRole('button', { name: 'Save card', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/my-account/cards-and-accounts');
    }
    // The card added last is the default, without a Make default press.
    await expect
      .poll(() => page.getByTestId('saved-card').filter({ hasText: '4444' }).innerText())
      .toContain('Default');
    expect(await page.getByTestId('saved-card').filter({ hasText: '4242' }).innerText()).not.toContain('Default');
    await capabilities.setCapability('add_card_without_deposit', false);
    shop.app.answerCache.clear();
    await page.goto('/my-account/cards-and-accounts');
    await settle(page);
    expect(await page.getByTestId('saved-card').count()).toBe(2);
    expect(await page.getByTestId('add-card').count()).toBe(0);
    await expectAccessible(page);
  });

  it("sends the browser's colour depth, rounded, with a card deposit", async () => {
    await page.goto('/my-account/deposit');
    await settle(page);
    await page.getByLabel('Amount').fill('20.00');
    await page.getByRole('button', { name: 'Deposit' }).click();
    await page.waitForURL((url) => /^\/my-account\/deposit\/summary\/[^/]+$/.test(url.pathname));
    const kept = await shop.database.db.execute(
      sql`select metadata from funds_deposits where customer_id = ${customerId} order by created_at desc limit 1`,
    );
    const metadata = (kept as unknown as { rows: { metadata: Record<string, string> }[] }).rows[0]?.metadata;
    const depth = await page.evaluate(() => window.screen.colorDepth);
    expect(metadata?.browserColorDepth).toBe(String(roundColourDepth(depth)));
  });

  it('offers no PayID without the PayID capability, and no cards and accounts page without wallet_manage', async () => {
    const capabilities = createCapabilitiesService({ db: shop.database.db });
    await capabilities.setCapability('wallet_withdrawal_payid', false);
    await capabilities.setCapability('wallet_manage', false);
    // The console's switches clear the kept answers; so does this test.
    shop.app.answerCache.clear();
    await page.goto('/my-account/withdraw');
    await settle(page);
    const types = await typeOptions();
    expect(types).toEqual(
      expect.arrayContaining(['Australian bank account (BSB)', 'International bank account (SWIFT)']),
    );
    expect(types.filter((t) => t.startsWith('PayID'))).toEqual([]);
    // The kept PayID is not offered: the form asks for an account to be added instead.
    expect(await page.getByText('Add a bank account below to withdraw.').isVisible()).toBe(true);
    expect(await menu().getByRole('link', { name: 'Cards and accounts' }).count()).toBe(0);
    await expectAccessible(page);
    const answer = await page.goto('/my-account/cards-and-accounts');
    expect(answer?.status()).toBe(404);
  });

  it('adds a Wise account on the withdraw page, withdraws to it, and finance pays it from the console (WISE_PAYOUTS=on)', async () => {
    await page.goto('/my-account/withdraw');
    await settle(page);
    const add = page.getByRole('form', { name: 'Add a bank account' });
    await add.getByLabel('Account type').selectOption('wise');
    await add.getByLabel('Account name').fill('Jo Citizen');
    await add.getByLabel('Wise account email').fill('jo.wise@example.net');
    await add.getByRole('button', { name: 'Add bank account' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Bank account added.' }).isVisible()).toBe(true);
    const wise = page.getByRole('group', { name: 'Pay to' }).getByLabel(/^Wise: .*jo\.wise@example\.net/);
    await wise.check();
    // Exact: "Give to a cause" has its own "Amount to give" (decision 532).
    await page.getByLabel('Amount', { exact: true }).fill('25.00');
    await page.getByRole('button', { name: 'Request withdrawal' }).click();
    await page.waitForURL('**/my-account/withdraw/details/**');
    expect(await page.getByTestId('withdrawal-status').textContent()).toBe('Requested');
    await expectAccessible(page);
    const withdrawId = page.url().split('/').pop() as string;

    const finance = await signInToConsole(shop, demoMember('finance'));
    await finance.goto('/console/withdrawals');
    const row = () => finance.locator('tbody tr', { hasText: customerId }).filter({ hasText: '$25.00' });
    await expect.poll(() => row().textContent()).toContain('Wise: Jo Citizen, jo.wise@example.net');
    await expectAccessible(finance);
    await row().getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => row().getByRole('button', { name: 'Mark paid' }).isVisible()).toBe(true);
    await row().getByRole('button', { name: 'Mark paid' }).click();
    await expect.poll(() => row().count()).toBe(0);
    await finance.context().close();

    await page.goto(`/my-account/withdraw/details/${withdrawId}`);
    await expect.poll(() => page.getByTestId('withdrawal-status').textContent()).toBe('Paid');
    await expectAccessible(page);
  });

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
