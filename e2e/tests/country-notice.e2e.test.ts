import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, signUpByApi } from './account-support';
import { baseURL, expectAccessible, launchBrowser } from './browser';
import { expectAdded, open } from './play-support';

/**
 * The banned country notice (docs/decisions/384): the shared shop does not sell to KP
 * (global-setup.ts), and a context whose requests carry the CDN's country header `KP` is located
 * there. The customer is told once, acknowledges it, and cannot buy; at home the same cart buys.
 */
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(() => close());

async function customerIn(country: string, options: { javaScriptEnabled?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    locale: 'en-AU',
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { 'x-country-code': country },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  await context.addCookies([{ name: 'cookie_consent', value: 'essential', url: baseURL() }]);
  await signUpByApi(context, newCustomer('abroad'));
  return context;
}

const notice = (context: BrowserContext) =>
  context.pages()[0]!.getByRole('region', { name: "Tickets can't be bought from where you are" });

describe('a customer located in a country the shop does not sell to', () => {
  it('is told once, acknowledges it, and sees the cart blocked until back home', async () => {
    const context = await customerIn('KP');
    const page = await context.newPage();
    await open(page, '/');
    // On a phone it is the one bar shown, before the sitewide notice (decision 305).
    await expect.poll(() => notice(context).isVisible()).toBe(true);
    expect(await page.locator('.page').getAttribute('data-phone-bar')).toBe('country');
    expect(await notice(context).innerText()).toContain('withdraw your winnings');
    await expectAccessible(page);
    await notice(context).getByRole('button', { name: 'I understand' }).click();
    await expect.poll(() => notice(context).count()).toBe(0);
    await page.reload();
    expect(await notice(context).count()).toBe(0);

    // Browsing and adding still work; the cart says why it cannot be bought.
    await open(page, '/make-a-smile');
    await page.getByRole('radio', { name: /^3 tickets/ }).check();
    await page.getByRole('radio', { name: 'Kids cancer research' }).check();
    await expectAdded(page);
    await open(page, '/cart');
    await expect.poll(() => page.locator('.cart-notice').first().innerText()).toContain("Tickets can't be bought from");
    expect(await page.getByRole('button', { name: 'Checkout' }).isDisabled()).toBe(true);
    await expectAccessible(page);

    // At home (no header: the shop's default country) the same cart can be bought.
    await context.setExtraHTTPHeaders({});
    await open(page, '/cart');
    expect(await page.locator('.cart-notice').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/cart/buy');
    await context.close();
  });

  it('acknowledges without JavaScript and comes back to the page it was on', async () => {
    const context = await customerIn('KP', { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/lotto-results');
    await notice(context).getByRole('button', { name: 'I understand' }).click();
    await page.waitForURL('**/lotto-results');
    expect(await notice(context).count()).toBe(0);
    await context.close();
  });
});
