import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../apps/server/src/app';
import { testConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { seedDemoData } from '../../apps/server/src/demo';
import { systemClock } from '../../apps/server/src/lib/clock';
import { createSecrets, totp } from '../../apps/server/src/modules/credentials';
import { demoStaff, seedDemoStaff } from '../../apps/server/src/modules/staff';
import { fundWallet } from '../../apps/server/tests/ledger-helpers';
import { dismissCookies, newCustomer, settle, signUpByApi } from './account-support';
import { expectAccessible, launchBrowser } from './browser';

/**
 * Issue 9's withdrawal acceptance: a customer adds a bank account (a bad BSB first gets its field
 * message), withdraws, sees the amount reserved at once; finance approves and pays it through the
 * staff API, and the customer sees the status, the balance and the transactions. The shop runs in
 * this process (with the demo staff), so the test can fund the customer's wallet with cash.
 */

const AUTH_SECRET = 'withdrawals-e2e-auth-secret-0123456789abcdef';

let browser: Browser;
let closeBrowser: () => Promise<void>;
let app: Awaited<ReturnType<typeof buildApp>>;
let closeDatabase: () => Promise<void>;
let baseURL: string;

beforeAll(async () => {
  ({ browser, close: closeBrowser } = await launchBrowser());
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  await seedDemoData(database.db, systemClock, { demoCustomer: false });
  await seedDemoStaff(database.db, systemClock, createSecrets(AUTH_SECRET));
  const webBuildDir = fileURLToPath(new URL('../../apps/web/build', import.meta.url));
  app = await buildApp({
    config: testConfig({ webBuildDir, rateLimitPerMinute: 100_000, authSecret: AUTH_SECRET }),
    database,
    clock: systemClock,
    web: true,
  });
  baseURL = await app.listen({ host: '127.0.0.1', port: 0 });
  closeDatabase = () => database.close();
}, 180_000);
afterAll(async () => {
  await closeBrowser?.();
  await app?.close();
  await closeDatabase?.();
});

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

/** The finance member's bearer token, signed in through both steps of the staff API. */
async function financeToken(): Promise<string> {
  const member = demoStaff.find((s) => s.role === 'finance');
  if (!member) throw new Error('No demo finance member');
  const start = await app.inject({
    method: 'POST',
    url: '/staff/api/session',
    payload: { email: member.email, password: member.password },
  });
  const done = await app.inject({
    method: 'POST',
    url: '/staff/api/session/two-factor',
    payload: { challenge_token: start.json().result.challengeToken, code: totp(member.totpSecret, new Date()) },
  });
  if (done.statusCode !== 200) throw new Error(`Staff sign-in failed: ${done.body}`);
  return done.json().result.token as string;
}

describe('withdraw to a bank account', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await browser.newContext({ baseURL, locale: 'en-AU', viewport: { width: 390, height: 844 } });
    await signUpByApi(context, newCustomer('withdraws'));
    const me = await context.request.get('/v2/customer');
    const customerId = ((await me.json()) as { result: { customerId: string } }).result.customerId;
    await fundWallet(app, customerId, { amount: 80_00, currency: 'AUD' });
    await fundWallet(app, customerId, { amount: 5_00, currency: 'AUD' }, 'bonus');
    page = await context.newPage();
    await page.goto('/my-account');
    await dismissCookies(page);
  }, 120_000);
  afterAll(() => context?.close());

  it('adds a bank account (a bad BSB gets its message and keeps nothing), withdraws, and finance approves and pays', async () => {
    await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Withdraw' }).click();
    await page.waitForURL('**/my-account/withdraw');
    await expect.poll(() => h1(page)).toBe('Withdraw');
    // Promotional credit is not withdrawable.
    await expect.poll(() => page.getByTestId('withdrawable-funds').textContent()).toBe('$80.00');
    await expectAccessible(page);
    await settle(page);

    const add = page.getByRole('form', { name: 'Add a bank account' });
    await add.getByLabel('Account name').fill('Jo Citizen');
    await add.getByLabel('BSB').fill('06200');
    await add.getByLabel('Account number').fill('12345678');
    await add.getByRole('button', { name: 'Add bank account' }).click();
    await expect.poll(() => add.getByText('Please enter a valid 6 digit BSB').isVisible()).toBe(true);
    expect(await page.getByText('You have no bank accounts yet.').isVisible()).toBe(true);
    await expectAccessible(page);

    await add.getByLabel('BSB').fill('062-000');
    await add.getByRole('button', { name: 'Add bank account' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Bank account added.' }).isVisible()).toBe(true);
    expect(await page.locator('.payouts-accounts').textContent()).toContain('Jo Citizen, BSB 062-000, ••••5678');

    // More than the withdrawable funds: the field message, nothing reserved.
    await page.getByLabel('Amount').fill('85.00');
    await page.getByRole('button', { name: 'Request withdrawal' }).click();
    await expect
      .poll(() => page.getByText('Please enter an amount equal to or less than $80.00.').isVisible())
      .toBe(true);
    await page.getByLabel('Amount').fill('30.00');
    await page.getByRole('button', { name: 'Request withdrawal' }).click();
    await page.waitForURL('**/my-account/withdraw/details/**');
    await expect.poll(() => h1(page)).toBe('Withdrawal details');
    expect(await page.getByTestId('withdrawal-status').textContent()).toBe('Requested');
    expect(await page.getByRole('button', { name: 'Cancel withdrawal' }).isVisible()).toBe(true);
    await expectAccessible(page);
    const withdrawId = page.url().split('/').pop() as string;

    // Reserved at once: the account shows the money gone from what can be withdrawn.
    await page.goto('/my-account/withdraw');
    await expect.poll(() => page.getByTestId('withdrawable-funds').textContent()).toBe('$50.00');

    // Finance approves and marks it paid through the staff API.
    const authorization = `Bearer ${await financeToken()}`;
    for (const step of ['approve', 'mark-paid']) {
      const res = await app.inject({
        method: 'POST',
        url: `/staff/api/withdrawals/${withdrawId}/${step}`,
        headers: { authorization },
      });
      expect(res.statusCode, res.body).toBe(200);
    }

    await page.goto(`/my-account/withdraw/details/${withdrawId}`);
    expect(await page.getByTestId('withdrawal-status').textContent()).toBe('Paid');
    expect(await page.getByRole('button', { name: 'Cancel withdrawal' }).count()).toBe(0);

    // Balance and transactions: $85.00 less the $30.00 withdrawn.
    await page.goto('/my-account/transactions');
    const first = page.locator('tbody tr').first();
    await expect.poll(() => first.textContent()).toContain('Withdrawal requested');
    expect(await first.textContent()).toContain('$30.00');
    expect(await first.textContent()).toContain('$55.00');
    await first.getByRole('link', { name: 'Withdrawal requested' }).click();
    await page.waitForURL('**/my-account/withdraw/summary/**');
    await expect.poll(() => h1(page)).toBe('Withdrawal summary');
    expect(await page.getByTestId('withdrawal-status').textContent()).toBe('Paid');
    await expectAccessible(page);
  });

  it('shows the bank accounts beside the cards on /my-account/cards-and-accounts, and adds a PayID there', async () => {
    await page.goto('/my-account/cards-and-accounts');
    await expect.poll(() => h1(page)).toBe('Cards and accounts');
    await expect
      .poll(() => page.locator('.payouts-accounts').textContent())
      .toContain('Jo Citizen, BSB 062-000, ••••5678');
    await settle(page);
    const add = page.getByRole('form', { name: 'Add a bank account' });
    await add.getByLabel('Account type').selectOption('payid_email');
    await add.getByLabel('Account name').fill('Jo Citizen');
    await add.getByLabel('PayID email').fill('jo.citizen@example.com');
    await add.getByRole('button', { name: 'Add bank account' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Bank account added.' }).isVisible()).toBe(true);
    await page.waitForURL('**/my-account/cards-and-accounts');
    await expect.poll(() => page.locator('.payouts-accounts li').count()).toBe(2);
    await expectAccessible(page);
  });
});
