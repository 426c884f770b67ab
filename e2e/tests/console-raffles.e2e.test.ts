import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundWallet } from '../../apps/server/tests/ledger-helpers';
import { newCustomer, signUpByApi } from './account-support';
import { expectAccessible, hydrated } from './browser';
import { demoMember, type StaffShop, signInToConsole, startStaffShop } from './staff-shop';

/**
 * Issue 13's raffles in the console: a content editor drafts a raffle with prizes and a bundle,
 * is shown a field's error, saves and publishes it after a confirmation; a customer finds it in
 * the shop and buys the bundle; the console then counts the tickets sold. Axe on every page.
 */
let shop: StaffShop;

/** A time some days on, as the console's AEST datetime-local input takes it. */
const aestInput = (daysOn: number, hoursOn = 0) =>
  new Date(shop.clock.now().getTime() + daysOn * 86_400_000 + hoursOn * 3_600_000 + 10 * 3_600_000)
    .toISOString()
    .slice(0, 16);

beforeAll(async () => {
  shop = await startStaffShop('console-raffles');
}, 120_000);

afterAll(() => shop?.close());

describe('raffles in the console', () => {
  it('an editor drafts a raffle with prizes and a bundle, publishes it; a customer buys the bundle in the shop', async () => {
    const page = await signInToConsole(shop, demoMember('content_editor'));
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Raffles' }).click();
    await page.getByRole('link', { name: 'New raffle' }).click();
    await page.getByRole('heading', { name: 'New raffle' }).waitFor();
    await expectAccessible(page);

    await page.getByLabel('Name', { exact: true }).fill('Harbour View Raffle');
    await page.getByLabel('Description (customers read it)').fill('Win an electric car and help sick children.');
    await page.getByRole('radio', { name: 'A car' }).check();
    await page.getByRole('checkbox', { name: /^Children's hospital wards/ }).check();
    await page.getByLabel('Ticket price (AUD)').fill('5');
    await page.getByLabel('Ticket cap (tickets on sale in all)').fill('200');
    await page.getByLabel('Bundle 1: tickets').fill('3');
    await page.getByLabel('Bundle 1: price (AUD)').fill('12.00');
    await page.getByLabel('Prize 1: name').fill('Electric car');
    await page.getByLabel('Prize 1: value each (AUD)').fill('0');
    await page.getByLabel('Prize 2: name').fill('$500 cash');
    await page.getByLabel('Prize 2: value each (AUD)').fill('500');
    await page.getByLabel('Prize 2: how many').fill('2');
    await page.getByLabel('Ticket sales stop (AEST)').fill(aestInput(3));
    await page.getByLabel('Prizes drawn (AEST)').fill(aestInput(3, 2));
    await page.getByRole('button', { name: 'Save draft' }).click();

    // The schema the API checks refuses a prize worth nothing, next to its field; the form keeps what was typed.
    const value = page.getByLabel('Prize 1: value each (AUD)');
    await expect.poll(() => value.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#prize-0-value-error').textContent()).toBe('The prize value must be more than zero');
    expect(await page.getByLabel('Prize 2: name').inputValue()).toBe('$500 cash');
    await expectAccessible(page);
    await value.fill('45000');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL((url) => /\/console\/raffles\/[^/]+$/.test(url.pathname));
    await expect.poll(() => page.locator('main p[role="status"]').textContent()).toBe('Draft saved.');
    expect(await page.getByText('Draft (not on sale)').count()).toBe(1);

    // Publishing asks first, then puts the raffle on sale.
    await page.getByRole('link', { name: 'publish this raffle' }).click();
    await page.getByRole('button', { name: 'Yes, publish Harbour View Raffle' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Yes, publish Harbour View Raffle' }).click();
    await expect.poll(() => page.locator('main p[role="status"]').textContent()).toContain('Published');
    await page.getByRole('heading', { name: 'As published' }).waitFor();
    await expectAccessible(page);

    // A customer finds it in the shop and buys the bundle of 3 from the wallet.
    const shopper = await shop.browser.newContext({
      baseURL: shop.baseURL,
      locale: 'en-AU',
      viewport: { width: 390, height: 844 },
    });
    await shopper.addCookies([{ name: 'cookie_consent', value: 'essential', url: shop.baseURL }]);
    await signUpByApi(shopper, newCustomer('raffle-buyer'));
    const me = await (await shopper.request.get('/v2/customer')).json();
    await fundWallet(shop.app, (me as { result: { customerId: string } }).result.customerId, {
      amount: 50_00,
      currency: 'AUD',
    });
    const buyer = await shopper.newPage();
    expect((await buyer.goto('/harbour-view-raffle'))?.status()).toBe(200);
    await hydrated(buyer);
    expect(await buyer.getByRole('heading', { level: 1 }).textContent()).toContain('Electric car');
    await expectAccessible(buyer);
    await buyer.getByRole('radio', { name: /^3 tickets/ }).check();
    await buyer.getByRole('radio', { name: "Children's hospital wards" }).check();
    await buyer
      .getByRole('button', { name: /^(Add to cart|Buy)/ })
      .first()
      .click();
    await buyer.getByRole('dialog', { name: 'Added to your cart' }).waitFor();
    await buyer.goto('/cart/buy');
    await buyer.getByRole('button', { name: 'Pay $12.00 from your wallet' }).click();
    await buyer.waitForURL((url) => url.pathname.startsWith('/receipt/'));

    await page.goto('/console/raffles');
    const row = page.locator('tbody tr', { hasText: 'Harbour View Raffle' });
    await expect.poll(() => row.textContent()).toContain('3 of 200');
    expect(await row.textContent()).toContain('On sale');
    await expectAccessible(page);
  });
});
