import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Authenticator, dismissCookies, newCustomer, settle, signUpByApi } from './account-support';
import { expectAccessible, hydrated, launchBrowser } from './browser';
import { startShopInProcess } from './shop-in-process';

/**
 * Issue 29's money leaving the account (docs/decisions/346) in the browser: a customer with
 * two-factor on asks for a withdrawal; the elevation modal asks for the code, a wrong one keeps
 * it open with the failure toast and moves nothing, the right one replays the kept request and
 * the withdrawal is made. The shop runs in this process so the test can fund the wallet.
 */
let browser: Browser;
let closeBrowser: () => Promise<void>;
let shop: Awaited<ReturnType<typeof startShopInProcess>>;

beforeAll(async () => {
  ({ browser, close: closeBrowser } = await launchBrowser());
  shop = await startShopInProcess();
}, 180_000);
afterAll(async () => {
  await closeBrowser?.();
  await shop?.close();
});

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();
const visible = (page: Page, text: string) => () => page.getByText(text).first().isVisible();

describe('a withdrawal with two-factor on', () => {
  let context: BrowserContext;
  let page: Page;
  let authenticator: Authenticator;

  beforeAll(async () => {
    context = await browser.newContext({
      baseURL: shop.baseURL,
      locale: 'en-AU',
      viewport: { width: 390, height: 844 },
    });
    await signUpByApi(context, newCustomer('elevated-withdrawal'));
    const me = await context.request.get('/v2/customer');
    const customerId = ((await me.json()) as { result: { customerId: string } }).result.customerId;
    await shop.fund(customerId, { amount: 80_00, currency: 'AUD' });
    // The bank account is added before two-factor is on, so adding it asks for nothing.
    const added = await context.request.post('/v2/funds/bank-account', {
      data: {
        code: 'tt',
        type: 'national',
        account_name: 'Jo Citizen',
        account_number: '12345678',
        bank_code: '062-000',
      },
    });
    expect(added.status()).toBe(200);
    const begin = await context.request.post('/v2/customer/two-factor-auth/authenticator');
    authenticator = new Authenticator(((await begin.json()) as { result: { secret: string } }).result.secret);
    const confirm = await context.request.put('/v2/customer/two-factor-auth/authenticator', {
      data: { code: await authenticator.code() },
    });
    expect(confirm.status()).toBe(200);
    page = await context.newPage();
    await page.goto('/my-account/withdraw');
    await dismissCookies(page);
  }, 120_000);
  afterAll(() => context?.close());

  const withdrawable = async () =>
    ((await (await context.request.get('/v2/customer/withdrawable-funds')).json()) as { result: { amount: number } })
      .result.amount;

  it('asks for the code in the modal, refuses a wrong one, and replays the withdrawal with the right one', async () => {
    await expect.poll(() => h1(page)).toBe('Withdraw');
    await settle(page);
    await hydrated(page);
    await page.getByLabel('Amount').fill('30.00');
    await page.getByRole('button', { name: 'Request withdrawal' }).click();

    const modal = page.getByRole('dialog', { name: 'Two factor authentication is required to complete this action' });
    await expect.poll(() => modal.isVisible()).toBe(true);
    await expectAccessible(page);
    expect(await withdrawable()).toBe(80_00);

    // A wrong code keeps the modal open with the failure toast; nothing is withdrawn.
    await modal.getByLabel('6 digit code').fill(authenticator.wrongCode());
    await expect.poll(visible(page, 'Authentication failed. Please try again.')).toBe(true);
    await expect
      .poll(() => modal.getByText('Code is incorrect or expired. Try again or contact support').isVisible())
      .toBe(true);
    expect(await withdrawable()).toBe(80_00);

    // The right code replays the kept request: the withdrawal is made and its page opens.
    await modal.getByLabel('6 digit code').fill(await authenticator.code());
    await page.waitForURL('**/my-account/withdraw/details/**');
    await expect.poll(() => h1(page)).toBe('Withdrawal details');
    expect(await page.getByTestId('withdrawal-status').textContent()).toBe('Requested');
    expect(await withdrawable()).toBe(50_00);
  });

  it('asks nothing more within the elevation window: a PayID is added at once', async () => {
    await page.goto('/my-account/withdraw');
    await settle(page);
    await hydrated(page);
    const add = page.getByRole('form', { name: 'Add a bank account' });
    await add.getByLabel('Account type').selectOption('payid_email');
    await add.getByLabel('Account name').fill('Jo Citizen');
    await add.getByLabel('PayID email').fill('jo.citizen@example.com');
    await add.getByRole('button', { name: 'Add bank account' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Bank account added.' }).isVisible()).toBe(true);
    await expect.poll(() => page.locator('.payouts-accounts li').count()).toBe(2);
    await expectAccessible(page);
  });
});
