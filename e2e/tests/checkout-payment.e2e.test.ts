import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, signUpByApi } from './account-support';
import { expectAccessible, hydrated, launchBrowser } from './browser';
import { expectAdded, open, visitorPage } from './play-support';

/**
 * What a new customer understands at checkout (issue 23; docs/decisions/301, 302): an empty
 * wallet is met with the way to pay, not an error; the card form says before paying what the card
 * is charged and what stays in the wallet; the gateway's own page names the merchant and the
 * amount and formats the number; the receipt says what was charged to which method, under a
 * short order number. CHECKOUT_SCREENSHOTS=<folder> keeps screenshots at 390 and 1366 px.
 */
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(() => close());

async function screenshots(page: Page, name: string) {
  const dir = process.env.CHECKOUT_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

describe('a new customer paying a small order by card', () => {
  it('is shown the way to pay, the charge before paying, and the charge and the wallet on the receipt', async () => {
    const page = await visitorPage(browser, { width: 390 });
    await signUpByApi(page.context(), newCustomer('small-order'));
    await open(page, '/saturday-lotto');
    await page.getByLabel('Number of games').selectOption('4');
    await page.getByRole('button', { name: 'Quick pick all' }).click();
    await expectAdded(page);

    // The checkout with an empty wallet: no error, the way to pay.
    await open(page, '/cart/buy');
    expect(await page.getByTestId('buy-total').innerText()).toBe('$3.40');
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByTestId('pay-by-card-lead').innerText()).toContain('Pay $3.40 by card below');
    // No card yet: the charge is said, and the way on is the card details (decision 316).
    expect(await page.getByTestId('charge-summary').innerText()).toContain('Your card will be charged $3.40.');
    expect(await page.getByTestId('add-card').innerText()).toBe('Enter your card details');
    await expectAccessible(page);

    // The gateway's page: the merchant, the amount, the number spaced and its brand named as typed.
    await page.getByTestId('add-card').click();
    await page.waitForURL((url) => url.pathname === '/sandbox-gateway/card');
    expect(await page.getByTestId('gateway-merchant').innerText()).toBe('Drawline');
    expect(await page.getByTestId('gateway-amount').innerText()).toMatch(/^\$3\.40\s*AUD$/);
    await page.getByLabel('Card number').pressSequentially('4242424242424241');
    expect(await page.getByLabel('Card number').inputValue()).toBe('4242 4242 4242 4241');
    expect(await page.locator('#number-brand').innerText()).toBe('Visa');
    await page.getByLabel('Name on card').fill('Pat Player');
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Continue to pay $3.40', exact: true }).click();
    // Luhn fails in the page itself: the message is tied to the field, which takes the focus.
    await page.getByText('This card number is not valid. Check it against your card.').waitFor();
    expect(await page.getByLabel('Card number').getAttribute('aria-describedby')).toContain('number-error');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('number');
    await expectAccessible(page);
    await screenshots(page, 'gateway-card');
    await page.getByLabel('Card number').fill('');
    await page.getByLabel('Card number').pressSequentially('4242424242424242');
    await page.getByRole('button', { name: 'Continue to pay $3.40', exact: true }).click();

    // Back at the checkout with the card: the charge is said before paying, as the amount is typed.
    await page.waitForURL((url) => url.pathname === '/cart/buy' && url.searchParams.has('fund'));
    await hydrated(page);
    expect(await page.getByTestId('charge-summary').innerText()).toContain('Your card will be charged $3.40.');
    expect(await page.getByLabel('Amount').inputValue()).toBe('3.40');
    await page.getByLabel('Amount').fill('10.00');
    await expect.poll(() => page.getByTestId('charge-summary').innerText()).toContain('$6.60 stays in your wallet');
    expect(await page.getByTestId('charge-summary').innerText()).toContain('Your card will be charged $10.00.');
    await expectAccessible(page);
    await screenshots(page, 'checkout');
    // The button says what the card pays, as the amount is typed.
    await page.getByRole('button', { name: 'Pay $10.00 by card', exact: true }).click();

    // The receipt: the order number, the card's whole charge and what stayed in the wallet.
    await page.waitForURL((url) => url.pathname.startsWith('/receipt/'));
    expect(await page.getByTestId('order-number').innerText()).toMatch(/^DL-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const payment = await page.getByTestId('receipt-payment').innerText();
    expect(payment).toMatch(/Charged to your card \(Visa ending 4242\)\s+\$10\.00/);
    expect(payment).toMatch(/kept in your wallet\s+\$6\.60/);
    expect(await page.locator('main').innerText()).toMatch(/Total paid\s+\$3\.40/);
    await expectAccessible(page);
    await screenshots(page, 'receipt');
    await page.context().close();
  });
});
