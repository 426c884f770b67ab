import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, signUpByApi } from './account-support';
import { expectAccessible, hydrated, launchBrowser } from './browser';
import { open, visitorPage } from './play-support';

/**
 * PayPal deposits through Braintree with the sandbox standing in for it (decision 488): the
 * deposit form sends the customer to the PayPal window with the amount, they approve, come back,
 * confirm, and the wallet holds the money once; a declining PayPal account charges nothing; on a
 * phone and a desktop, axe clean.
 */
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(() => close());

async function availableFunds(page: Page): Promise<number> {
  const res = await page.context().request.get('/v2/customer');
  return ((await res.json()) as { result: { availableFunds: { amount: number } } }).result.availableFunds.amount;
}

async function toPayPal(page: Page, amount: string): Promise<void> {
  await open(page, '/my-account/deposit');
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await page.getByLabel('Amount').fill(amount);
  await page.getByRole('button', { name: 'Deposit' }).click();
  await page.waitForURL((url) => url.pathname === '/sandbox-gateway/paypal');
}

describe('PayPal deposits (sandbox Braintree)', () => {
  it('deposits by PayPal on a phone: approve in the PayPal window, confirm in the shop, credited once', async () => {
    const page = await visitorPage(browser, { width: 390 });
    await signUpByApi(page.context(), newCustomer('paypal'));
    await toPayPal(page, '25');
    expect(await page.getByTestId('gateway-amount').innerText()).toContain('$25.00');
    await expectAccessible(page);
    await page.screenshot({ path: 'screenshots/paypal-window-390.png', fullPage: true });
    await page.getByRole('link', { name: 'Approve $25.00' }).click();
    await page.waitForURL((url) => url.pathname === '/my-account/deposit' && url.searchParams.has('nonce'));
    await hydrated(page);
    const confirm = page.getByTestId('paypal-confirm');
    expect(await confirm.innerText()).toContain('PayPal approved a payment of $25.00');
    expect(await availableFunds(page)).toBe(0);
    await expectAccessible(page);
    await page.screenshot({ path: 'screenshots/paypal-confirm-390.png', fullPage: true });
    await page.getByRole('button', { name: 'Deposit $25.00 with PayPal' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/my-account/deposit/summary/'));
    expect(await page.getByTestId('deposit-success').innerText()).toContain('$25.00 was added to your wallet.');
    await expectAccessible(page);
    expect(await availableFunds(page)).toBe(25_00);
    // Back and pressed again: the attempt's key answers the first deposit, nothing more is taken.
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.has('nonce'));
    await hydrated(page);
    expect(await availableFunds(page)).toBe(25_00);
    await page.context().close();
  });

  it('charges nothing when PayPal declines or the customer cancels, and checks the amount first', async () => {
    const page = await visitorPage(browser, { width: 1366 });
    await signUpByApi(page.context(), newCustomer('paypal-no'));
    await open(page, '/my-account/deposit');
    await page.getByRole('radio', { name: 'PayPal' }).check();
    await page.getByLabel('Amount').fill('1');
    await page.getByRole('button', { name: 'Deposit' }).click();
    await page.getByText('Please enter an amount equal to or greater than $10.00.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/my-account/deposit');

    await toPayPal(page, '40');
    await page.getByRole('link', { name: 'Cancel and go back to the shop' }).click();
    await page.waitForURL((url) => url.pathname === '/my-account/deposit');
    await page.getByText('You cancelled PayPal: nothing was charged.').waitFor();

    await toPayPal(page, '40');
    await page.screenshot({ path: 'screenshots/paypal-window-1366.png', fullPage: true });
    await page.getByRole('link', { name: 'Approve with a declining account' }).click();
    await page.waitForURL((url) => url.searchParams.has('nonce'));
    await hydrated(page);
    await page.getByRole('button', { name: 'Deposit $40.00 with PayPal' }).click();
    await page.getByText('PayPal declined the payment (sandbox).').waitFor();
    await expectAccessible(page);
    expect(await availableFunds(page)).toBe(0);
    await page.context().close();
  });
});

describe('PayPal withdrawals (decision 489)', () => {
  it('adds a PayPal email as a payout destination beside bank accounts, held like any new one', async () => {
    const page = await visitorPage(browser, { width: 390 });
    await signUpByApi(page.context(), newCustomer('paypal-out'));
    // Money to withdraw, deposited by PayPal.
    await open(page, '/my-account/deposit?nonce=fake-paypal-one-time-nonce&amount=3000');
    await page.getByRole('button', { name: 'Deposit $30.00 with PayPal' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/my-account/deposit/summary/'));

    await open(page, '/my-account/withdraw');
    const add = page.getByRole('form', { name: 'Add a bank account or PayPal' });
    await add.getByLabel('Account type').selectOption('paypal');
    await add.getByLabel('Account name').fill('Pat Player');
    await add.getByLabel('PayPal email').fill('not-an-email');
    await add.getByRole('button', { name: 'Add bank account' }).click();
    await add.getByText('Please enter a valid email').first().waitFor();
    await add.getByLabel('PayPal email').fill('Pat.Player@Example.com');
    await add.getByRole('button', { name: 'Add bank account' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Bank account added.' }).isVisible()).toBe(true);
    const accounts = page.locator('.payouts-accounts');
    await expect.poll(() => accounts.innerText()).toContain('PayPal');
    expect(await accounts.innerText()).toContain('pat.player@example.com');
    // A new payout destination waits (decision 346): the withdrawal is refused with when it can be paid.
    await page.reload();
    await hydrated(page);
    await page.getByRole('radio', { name: /^PayPal: Pat Player/ }).check();
    await page.getByLabel('Amount').fill('10');
    await page.getByRole('button', { name: 'Request withdrawal' }).click();
    await page
      .getByText(/This account can be used for withdrawals from/)
      .first()
      .waitFor();
    expect(await availableFunds(page)).toBe(30_00);
    await expectAccessible(page);
    await page.screenshot({ path: 'screenshots/paypal-withdraw-390.png', fullPage: true });
    await page.context().close();
  });
});
