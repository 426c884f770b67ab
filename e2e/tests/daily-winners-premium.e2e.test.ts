import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeDueRecurringPurchases } from '../../apps/server/src/flows/recurring/place-due-recurring-purchases';
import { newCustomer, signUpByApi } from './account-support';
import { expectAccessible, hydrated, launchBrowser } from './browser';
import { recurringScreenshots } from './recurring-shop';
import { startShopInProcess } from './shop-in-process';

/**
 * Daily Winners premium in the browser (issue 27, decision 456): a member's refused upgrade shows
 * the server's own message; with the money there, the upgrade from /daily-winners/membership-tiers
 * charges the first month and the subscription appears in their subscriptions and recurring
 * purchases; a customer on a break from play can neither join nor go premium. A month the wallet
 * is short for (decisions 456, 475) is an in-site message leading to the payment resolution, where
 * the customer adds a card and the retry pays the month, the card charged the shortfall. Axe on every page.
 */
let browser: Browser;
let closeBrowser: () => Promise<void>;
let shop: Awaited<ReturnType<typeof startShopInProcess>>;

beforeAll(async () => {
  ({ browser, close: closeBrowser } = await launchBrowser());
  // Premium is a subscription of the recurring engine: the shop's recurring switch on (decision 353).
  shop = await startShopInProcess({ shopEngines: { recurringPurchases: true, lottoParty: false } });
}, 120_000);
afterAll(async () => {
  await closeBrowser?.();
  await shop?.app.close();
});

async function signedInPage(tag: string, width = 390): Promise<{ page: Page; customerId: string }> {
  const context = await browser.newContext({
    baseURL: shop.baseURL,
    locale: 'en-AU',
    viewport: { width, height: 900 },
  });
  await context.addCookies([{ name: 'cookie_consent', value: 'essential', url: shop.baseURL }]);
  await signUpByApi(context, newCustomer(tag));
  const me = (await (await context.request.get('/v2/customer')).json()) as { result: { customerId: string } };
  return { page: await context.newPage(), customerId: me.result.customerId };
}

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await hydrated(page);
}

/** A deposit credited to the wallet, as the deposit flow books one. */
async function deposit(customerId: string, cents: number): Promise<void> {
  await shop.app.database.db.transaction((tx) =>
    shop.app.wallet.depositToWallet(tx, {
      customerId,
      amount: { amount: cents, currency: 'AUD' },
      gateway: 'sandbox',
      reference: crypto.randomUUID(),
    }),
  );
}

async function availableFunds(page: Page): Promise<number> {
  const res = await page.context().request.get('/v2/customer');
  return ((await res.json()) as { result: { availableFunds: { amount: number } } }).result.availableFunds.amount;
}

describe('Daily Winners premium', () => {
  it('upgrades a member to premium and shows the subscription in their recurring purchases', async () => {
    const { page, customerId } = await signedInPage('dw-premium', 1366);
    await deposit(customerId, 5_00);
    await open(page, '/daily-winners');
    await page.getByRole('button', { name: 'Join free' }).click();
    await page.getByText('You are a member: your entries are in.').waitFor();

    await page.getByRole('link', { name: 'Membership tiers' }).click();
    await page.waitForURL((url) => url.pathname === '/daily-winners/membership-tiers');
    await hydrated(page);
    await page.getByRole('heading', { name: 'Premium', level: 2 }).waitFor();
    await page.getByText('$10.00 a month').waitFor();
    await expectAccessible(page);

    // $5 cannot pay the month: the server's own message, nothing charged.
    const upgrade = page.getByRole('button', { name: 'Go premium for more entries in every giveaway' });
    await upgrade.click();
    const refused = page.locator('.dw-status .notice--error');
    await refused.waitFor();
    expect(await refused.innerText()).not.toBe('An unknown error occurred');
    expect(await refused.innerText()).toMatch(/fund|balance|wallet/i);
    expect(await availableFunds(page)).toBe(5_00);
    await expectAccessible(page);

    await deposit(customerId, 20_00);
    await upgrade.click();
    await page.getByText('You are premium: your subscription is in your recurring purchases.').waitFor();
    await page.locator('.dw-tier-action .notice--success', { hasText: /You are premium until/ }).waitFor();
    expect(await availableFunds(page)).toBe(15_00);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Manage my subscription' }).click();
    await page.waitForURL((url) => url.pathname === '/my-account/subscriptions');
    await hydrated(page);
    const card = page.locator('.recurring-card', { hasText: 'Daily Winners Premium' });
    await card.getByText('Active').waitFor();
    await card.getByText('$10.00 a month').waitFor();
    await expectAccessible(page);

    await open(page, '/my-account/recurring-purchases');
    await page.locator('.recurring-card', { hasText: 'Daily Winners Premium' }).waitFor();
    await page
      .locator('.recurring-card', { hasText: 'Daily Winners Premium' })
      .getByRole('link', { name: /Daily Winners Premium/ })
      .click();
    await page.waitForURL((url) => url.pathname.startsWith('/my-account/subscriptions/ticket/'));
    await hydrated(page);
    await page.getByText('Months paid').waitFor();
    expect(await page.getByLabel('Tickets each time').count()).toBe(0);
    await expectAccessible(page);
    await page.context().close();
  });

  it('adds premium to the cart from the tiers page, pays at the checkout, and lists the subscription', async () => {
    const { page, customerId } = await signedInPage('dw-premium-cart');
    await deposit(customerId, 30_00);
    await open(page, '/daily-winners');
    await page.getByRole('button', { name: 'Join free' }).click();
    await page.getByText('You are a member: your entries are in.').waitFor();
    await open(page, '/daily-winners/membership-tiers');
    await recurringScreenshots(page, 'dw-premium-tiers');
    // Premium as a cart line (decision 476): added with no draw, paid with the cart.
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await hydrated(page);
    const line = page.locator('.cart-line', { hasText: 'Daily Winners Premium' });
    await line.getByText('1 month of Daily Winners Premium, then monthly until you cancel').waitFor();
    await line.getByText('Starts when you pay').waitFor();
    await line.getByText('$10.00').first().waitFor();
    expect(await availableFunds(page)).toBe(30_00);
    await expectAccessible(page);
    await recurringScreenshots(page, 'dw-premium-cart-line');

    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL((url) => url.pathname === '/cart/buy');
    await hydrated(page);
    await page.getByText('starts when you pay').waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Pay $10.00 from your wallet' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/receipt/'));
    await hydrated(page);
    await page.getByRole('heading', { name: 'Daily Winners Premium' }).waitFor();
    await page.getByText('Your premium membership is on: it renews each month until you cancel it.').waitFor();
    await page.getByText('Membership, 1 month, then monthly until you cancel').waitFor();
    await recurringScreenshots(page, 'dw-premium-receipt');
    expect(await availableFunds(page)).toBe(20_00);
    await expectAccessible(page);

    await open(page, '/my-account/recurring-purchases');
    const card = page.locator('.recurring-card', { hasText: 'Daily Winners Premium' });
    await card.waitFor();
    expect(await card.count()).toBe(1);
    await open(page, '/daily-winners/membership-tiers');
    await page.locator('.dw-tier-action .notice--success', { hasText: /You are premium until/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Add to cart' }).count()).toBe(0);
    await recurringScreenshots(page, 'dw-premium-cart');
    await page.context().close();
  });

  it('does not let a customer on a break from play join or go premium', async () => {
    const { page, customerId } = await signedInPage('dw-premium-excluded');
    await deposit(customerId, 50_00);
    await shop.app.limits.selfExclude({ customerId, period: '7_days' });
    const response = await page.goto('/daily-winners/membership-tiers');
    if (response?.status() === 200) {
      await hydrated(page);
      await page.getByText('you are taking a break from play').waitFor();
      expect(await page.getByRole('button', { name: /Go premium/ }).count()).toBe(0);
      await expectAccessible(page);
    } else {
      // The program's pages are withheld from the break's segment: the 404 page.
      expect(response?.status()).toBe(404);
    }
    for (const tier of ['free', 'premium']) {
      const put = await page.context().request.put('/rewards/membership', {
        headers: { version: '3.2' },
        data: { membership_program: 'daily_winners', membership_status: 'member', membership_tier: tier },
      });
      expect(put.status(), tier).toBe(403);
      expect(((await put.json()) as { error: { code: string } }).error.code).toBe('self_excluded');
    }
    const me = await page.context().request.get('/rewards/v3/customer');
    expect(((await me.json()) as { result: { membershipStatus: string } }).result.membershipStatus).toBe('non-member');
    expect(await availableFunds(page)).toBe(50_00);
    const subscriptions = await page.context().request.get('/v2/subscriptions');
    const listed = subscriptions.status() === 204 ? [] : ((await subscriptions.json()) as { result: unknown[] }).result;
    expect(listed).toEqual([]);
    await page.context().close();
  });

  it('tells a member their unpaid month, and the card they add pays it from the payment resolution', async () => {
    const { page, customerId } = await signedInPage('dw-premium-card', 1366);
    await deposit(customerId, 13_00);
    for (const tier of ['free', 'premium']) {
      const put = await page.context().request.put('/rewards/membership', {
        headers: { version: '3.2' },
        data: { membership_program: 'daily_winners', membership_status: 'member', membership_tier: tier },
      });
      expect(put.status(), tier).toBe(200);
    }
    expect(await availableFunds(page)).toBe(3_00);
    // A month goes by (the subscription's start moved back): the second month is due, the wallet short.
    await shop.app.database.db.execute(sql`update recurring_purchases set starts_after = starts_after - interval '31 days'
      where customer_id = ${customerId} and product_type = 'membership'`);
    const report = await placeDueRecurringPurchases(shop.app.recurringEngine);
    expect(report).toMatchObject({ purchased: 0, softFailures: 1 });

    await open(page, '/my-account/notifications');
    const message = page.locator('main li', { hasText: 'Daily Winners Premium month' });
    expect(await message.count()).toBe(1);
    expect(await message.innerText()).toContain('could not be paid');
    await expectAccessible(page);
    await message.getByRole('link', { name: 'Fix your payment' }).click();
    await page.waitForURL((url) => url.pathname === '/my-account/payment-resolutions');
    await hydrated(page);
    const resolution = page.locator('main section.card');
    expect(await resolution.innerText()).toMatch(
      /Daily Winners Premium subscription[\s\S]*enough for this month[\s\S]*while the month lasts/,
    );
    await expectAccessible(page);
    await recurringScreenshots(page, 'premium-resolution');

    // The customer adds a card on the gateway's page; it becomes how recurring purchases are paid.
    await page.getByRole('link', { name: 'Add a card' }).click();
    await page.waitForURL((url) => url.pathname === '/sandbox-gateway/card');
    await page.getByLabel('Name on card').fill('Pat Player');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Save card', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/my-account/recurring-purchase-method');
    await hydrated(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/my-account/payment-resolutions');
    await hydrated(page);
    await page.getByRole('button', { name: 'Try again now' }).click();
    const state = page.locator('.recurring-process [data-state]');
    await expect.poll(() => state.getAttribute('data-state')).toBe('completed');
    // The card paid what the wallet was short ($7.00), and the month took it all.
    expect(await availableFunds(page)).toBe(0);
    await open(page, '/my-account/payment-resolutions');
    await page.getByText('Nothing needs fixing').waitFor();
    await expectAccessible(page);
    await page.context().close();
  });
});
