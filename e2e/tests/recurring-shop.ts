import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { ProductOffer, ProductOffersAnswer } from '@drawline/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { fundWallet } from '../../apps/server/tests/ledger-helpers';
import { newCustomer, signUpByApi } from './account-support';
import { type StaffShop, startStaffShop } from './staff-shop';

/** A recurring purchases browser test's own shop (in this process, RECURRING_PURCHASES on) and its signed-up customer. */
export interface RecurringShop {
  shop: StaffShop;
  context: BrowserContext;
  page: Page;
  customer: ReturnType<typeof newCustomer>;
  customerId: string;
  /** The offer of the demo catalogue with this key, as the shop sells it now. */
  offer(key: string): ProductOffer;
  close(): Promise<void>;
}

/**
 * Starts the shop with the recurring switch on (decision 353), signs up a new customer in a desktop
 * browser context with the cookie choice made, and funds their wallet with `wallet` cents (none
 * when 0): what every recurring browser test begins with.
 */
export async function startRecurringShop(name: string, options: { wallet: number }): Promise<RecurringShop> {
  const shop = await startStaffShop(name, { shopEngines: { recurringPurchases: true, lottoParty: false } });
  const offers = (await shop.app.inject({ method: 'GET', url: '/v2/pricing/default/product_offers' })).json()
    .result as ProductOffersAnswer;
  const context = await shop.browser.newContext({
    baseURL: shop.baseURL,
    locale: 'en-AU',
    viewport: { width: 1366, height: 900 },
  });
  await context.addCookies([{ name: 'cookie_consent', value: 'essential', url: shop.baseURL }]);
  const customer = newCustomer(name);
  await signUpByApi(context, customer);
  const me = await context.request.get('/v2/customer');
  const customerId = ((await me.json()) as { result: { customerId: string } }).result.customerId;
  if (options.wallet > 0) await fundWallet(shop.app, customerId, { amount: options.wallet, currency: 'AUD' });
  const page = await context.newPage();
  return {
    shop,
    context,
    page,
    customer,
    customerId,
    offer(key) {
      const offer = offers.offers.find((o) => o.key === key);
      if (!offer) throw new Error(`The demo catalogue has no offer ${key}`);
      return offer;
    },
    async close() {
      await context.close();
      await shop.close();
    },
  };
}

/** Screenshots of the page at a phone's and a desktop's width, when RECURRING_SCREENSHOTS names a folder. */
export async function recurringScreenshots(page: Page, name: string): Promise<void> {
  const dir = process.env.RECURRING_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}
