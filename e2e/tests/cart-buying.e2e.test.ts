import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, signUpByApi } from './account-support';
import { baseURL, expectAccessible, launchBrowser, newContext } from './browser';
import { applyCode, badge, lines, total } from './cart-support';
import { expectAdded, open, visitorPage } from './play-support';
import { type ShopInProcess, startShopInProcess } from './shop-in-process';

/**
 * The storefront's cart, the rest of cart.e2e.test.ts (2-shopping.md §3, §7; decisions 120-122,
 * 142, 143): buying from the wallet once however often the attempt is sent, the receipt and buying
 * the same entries again, and the cart page at every width.
 */
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(() => close());

/** Polls up to the poll timeout: the cart's changes go through a debounce, the API and a fresh read. */
const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read);

describe('buying from the wallet', () => {
  // A shop in this process, so the test can put money in a new customer's wallet (the shared
  // shop runs in production mode, without the demo customer or any way to fund one).
  let shop: ShopInProcess;
  let context: BrowserContext;
  let customerId: string;

  beforeAll(async () => {
    shop = await startShopInProcess();
    context = await browser.newContext({
      baseURL: shop.baseURL,
      locale: 'en-AU',
      viewport: { width: 390, height: 844 },
    });
    await context.addCookies([{ name: 'cookie_consent', value: 'essential', url: shop.baseURL }]);
    await signUpByApi(context, newCustomer('buyer'));
    const me = await context.request.get('/v2/customer');
    customerId = ((await me.json()) as { result: { customerId: string } }).result.customerId;
    await shop.fund(customerId, { amount: 50_00, currency: 'AUD' });
  }, 120_000);
  afterAll(async () => {
    await context?.close();
    await shop?.close();
  });

  const availableFunds = async () =>
    ((await (await context.request.get('/v2/customer')).json()) as { result: { availableFunds: { amount: number } } })
      .result.availableFunds.amount;

  it('pays once with the attempt’s key, credits BONUS20, shows the receipt, and buys the same entries again', async () => {
    const page = await context.newPage();
    await open(page, '/make-a-smile');
    await page.getByRole('radio', { name: /^3 tickets/ }).check();
    await page.getByRole('radio', { name: 'Kids cancer research' }).check();
    expect(await expectAdded(page)).toMatch(/3 tickets in draw \d+ of Make a Smile Lottery, \$25\.00/);
    await open(page, '/cart');
    await applyCode(page, 'BONUS20');
    await eventually(() => page.locator('.cart-totals-note').innerText()).toMatch(/\$20\.00/);
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL((url) => url.pathname === '/cart/buy');
    expect(await page.getByTestId('wallet-balance').innerText()).toBe('$50.00');
    await expectAccessible(page);
    const key = await page.locator('input[name="idempotencyKey"]').inputValue();
    await page.getByRole('button', { name: 'Pay $25.00 from your wallet' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/receipt/'));
    const checkoutId = new URL(page.url()).pathname.split('/').pop() ?? '';
    // $50 less $25, plus the $20 credit of BONUS20 once the purchase completed.
    expect(await availableFunds()).toBe(45_00);

    // The same attempt sent again (a double click, a re-sent form) answers the same receipt and
    // moves no money.
    const again = await context.request.post('/cart/buy', { form: { idempotencyKey: key }, maxRedirects: 0 });
    expect(again.status()).toBe(302);
    expect(again.headers().location).toBe(`/receipt/${checkoutId}`);
    expect(await availableFunds()).toBe(45_00);

    // The bought cart is gone; the same entries go back in from the order.
    await open(page, '/');
    expect(await badge(page)).toMatch(/^0/);
    await open(page, `/cart/replay/${checkoutId}`);
    expect(await page.locator('.replay-entries').innerText()).toBe('3 tickets of Make a Smile Lottery for 1 draw');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Add it to my cart' }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await eventually(() => lines(page).count()).toBe(1);
    expect(await lines(page).first().innerText()).toContain('Supporting Kids cancer research');
    expect(await total(page)).toBe('$25.00');
    await page.close();
  });
});

describe('buying again', () => {
  it('sends a visitor to sign in first, and answers 404 for an order that is not theirs', async () => {
    const page = await visitorPage(browser);
    await page.goto('/cart/replay/abcdefghijklmnopqrst');
    await page.waitForURL((url) => url.pathname === '/checkout/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/cart/replay/abcdefghijklmnopqrst');
    await signUpByApi(page.context(), newCustomer('replay'));
    const answer = await page.goto('/cart/replay/abcdefghijklmnopqrst');
    expect(answer?.status()).toBe(404);
    await page.context().close();
  });
});

describe('the pages on every width', () => {
  it('keep the summary beside the items from 64em, and nothing overlaps', async () => {
    for (const width of [390, 768, 1024, 1366, 1920]) {
      const context = await newContext(browser, { width });
      await context.addCookies([{ name: 'cookie_consent', value: 'essential', url: baseURL() }]);
      const page = await context.newPage();
      await open(page, '/powerball');
      await page.getByRole('button', { name: 'Quick pick all' }).click();
      await expectAdded(page);
      await open(page, '/cart');
      const items = await page.locator('.cart-items').boundingBox();
      const summary = await page.locator('.cart-summary').boundingBox();
      const side = width >= 1024;
      if (side) expect(summary!.x).toBeGreaterThanOrEqual(items!.x + items!.width);
      else expect(summary!.y).toBeGreaterThanOrEqual(items!.y + items!.height);
      // No horizontal scrolling at any width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await context.close();
    }
  });
});
