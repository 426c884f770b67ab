import type { Draw, Ticket } from '@drawline/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDrawOperations } from '../../apps/server/src/demo';
import { placeDueRecurringPurchases } from '../../apps/server/src/flows/recurring/place-due-recurring-purchases';
import { createCatalogueService } from '../../apps/server/src/modules/catalogue';
import { expectAccessible, hydrated } from './browser';
import { open } from './play-support';
import { type RecurringShop, startRecurringShop } from './recurring-shop';
import type { StaffShop } from './staff-shop';

/**
 * Issue 25's monthly raffle subscription, as its customer makes it (decisions 368-370): from the
 * raffle's page to its subscription page, monthly, paid from the wallet; the subscription is in
 * My account; the test moves the shop's clock past the first draw and runs the jobs, and the next
 * draw's ticket is bought without the customer. The calendar PDF is served beside it, and a second
 * subscription to the same raffle in the cart opens the cart subscription match modal. The shop
 * runs in this process with its recurring switch on (decision 353) and a clock the test moves.
 */
let recurring: RecurringShop;
let shop: StaffShop;
let context: BrowserContext;
let page: Page;
let customer: RecurringShop['customer'];
let raffle: { key: string; url: string; draws: Draw[] };

async function tickets(): Promise<Ticket[]> {
  const res = await context.request.get('/v2/tickets?limit=100');
  return ((await res.json()) as { result: Ticket[] | null }).result ?? [];
}

/** Chooses monthly, the first bundle and cause on the subscription page, and subscribes. */
async function subscribeFromRafflePage() {
  await open(page, raffle.url);
  await page.getByRole('link', { name: 'Subscribe to every draw' }).click();
  await page.waitForURL((url) => url.pathname.endsWith(`${raffle.url.replace(/^\//, '')}/subscription`));
  await hydrated(page);
  const often = page.getByRole('group', { name: 'How often' });
  // The page renders once its loader answers, after the address changed.
  await expect.poll(() => often.getByRole('radio').count()).toBe(4);
  await often.getByRole('radio', { name: /^Monthly/ }).check();
  await page.getByRole('group', { name: 'Tickets each time' }).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await page.waitForURL((url) => url.pathname === '/cart');
  await hydrated(page);
}

beforeAll(async () => {
  recurring = await startRecurringShop('subscription', { wallet: 500_00 });
  ({ shop, context, page, customer } = recurring);
  const offer = recurring.offer('make_a_smile_lottery');
  if (offer.draws.length < 2) throw new Error('The demo catalogue has no two Make a Smile draws on sale');
  raffle = { key: offer.key, url: offer.url, draws: offer.draws };
}, 180_000);

afterAll(() => recurring?.close());

describe('a monthly raffle subscription, as its customer keeps it', () => {
  it("subscribes monthly from the raffle's page and pays from the wallet", async () => {
    await subscribeFromRafflePage();
    expect(await page.locator('main').innerText()).toMatch(/Subscription/i);
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL((url) => url.pathname === '/cart/buy');
    await page.getByRole('button', { name: /^Pay .* from your wallet$/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/receipt/'));
    expect((await tickets()).map((t) => t.drawNo)).toEqual([raffle.draws[0]?.drawNo]);

    await open(page, '/my-account/subscriptions');
    const card = page.locator('.recurring-card');
    expect(await card.count()).toBe(1);
    expect(await card.innerText()).toMatch(/Make a Smile[\s\S]*Active/);
    await card.getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/my-account/subscriptions/ticket/'));
    expect(await page.locator('.recurring-facts').innerText()).toMatch(/How often\s*Every month/);
  });

  it('shows the subscription page at a phone and a desktop width, accessible', async () => {
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await open(page, `${raffle.url}/subscription`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectAccessible(page);
    }
  });

  it('serves the calendar PDF the page links to', async () => {
    const href = await page.getByRole('link', { name: /draw calendar/ }).getAttribute('href');
    expect(href).toBe(`/public/pdf/subscription/${raffle.key}-calendar.pdf`);
    const res = await context.request.get(href as string);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    expect((await res.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('asks in a modal when the cart holds a second subscription to the same raffle', async () => {
    await subscribeFromRafflePage();
    const dialog = page.getByRole('dialog', { name: 'You already subscribe to Make a Smile Lottery' });
    await dialog.waitFor();
    const width = await dialog.evaluate((d) => Math.round(d.getBoundingClientRect().width));
    expect(width).toBeLessThanOrEqual(550);
    expect(width).toBeGreaterThan(320);
    await expectAccessible(page);
    // Escape keeps both; the modal does not ask again in this tab.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.reload();
    await hydrated(page);
    expect(await dialog.count()).toBe(0);
    // Removed from the cart, nothing is left to ask about.
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await hydrated(page);
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Remove it from my cart' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.locator('main').innerText()).toMatch(/Your cart is empty/i);
  });

  it("buys the next draw by itself once the clock passes the first draw's close", async () => {
    const [first, next] = raffle.draws as [Draw, Draw];
    shop.clock.set(new Date(new Date(first.stop).getTime() + 60_000));
    const catalogue = createCatalogueService({ db: shop.database.db, clock: shop.clock, ...demoDrawOperations() });
    await catalogue.closeStoppedDraws();
    await catalogue.maintainDrawSchedule();
    const report = await placeDueRecurringPurchases(shop.app.recurringEngine);
    expect(report).toMatchObject({ purchased: 1, errors: 0, softFailures: 0, hardFailures: 0 });
    const login = await context.request.post('/v2/login', {
      data: { email: customer.email, password: customer.password },
    });
    expect(login.status()).toBe(200);
    expect((await tickets()).map((t) => t.drawNo)).toContain(next.drawNo);
    // Run again: the draw is bought once.
    expect((await placeDueRecurringPurchases(shop.app.recurringEngine)).purchased).toBe(0);
    await open(page, '/my-account/subscriptions');
    await page.locator('.recurring-card').getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/my-account/subscriptions/ticket/'));
    expect(await page.locator('.recurring-facts').innerText()).toMatch(/Draws bought for you\s*1/);
  });
});
