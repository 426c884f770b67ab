import type { Draw, Ticket } from '@drawline/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDrawOperations } from '../../apps/server/src/demo';
import { placeDueRecurringPurchases } from '../../apps/server/src/flows/recurring/place-due-recurring-purchases';
import { createCatalogueService } from '../../apps/server/src/modules/catalogue';
import { expectAccessible, hydrated } from './browser';
import { expectAdded, open } from './play-support';
import { type RecurringShop, recurringScreenshots, startRecurringShop } from './recurring-shop';
import type { StaffShop } from './staff-shop';

/**
 * Issue 25's browser acceptance, the customer's side: a customer buys a Powerball entry with
 * AutoPlay and a minimum jackpot; the test moves the shop's clock past the draw and runs the jobs
 * (close the draw, announce the next jackpot, then the recurring engine), and the next draw's ticket is in My tickets without
 * the customer; on the autoplay's page they pause, pause until a date, resume, change the minimum
 * jackpot and quick pick, and cancel. The shop runs in this process with its recurring switch on
 * (decision 353) and a clock the test moves.
 */
let recurring: RecurringShop;
let shop: StaffShop;
let context: BrowserContext;
let page: Page;
let customer: RecurringShop['customer'];
let powerball: { url: string; draws: Draw[] };

const screenshots = (name: string) => recurringScreenshots(page, name);

const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read);

async function upcomingTickets(): Promise<Ticket[]> {
  const res = await context.request.get('/v2/tickets?limit=100');
  return ((await res.json()) as { result: Ticket[] | null }).result ?? [];
}

/** Presses a button of the autoplay's page and waits for the page the post answers. */
async function press(name: string) {
  await page.getByRole('button', { name, exact: true }).click();
  await page.waitForLoadState('networkidle');
  await hydrated(page);
}

beforeAll(async () => {
  recurring = await startRecurringShop('autoplay', { wallet: 500_00 });
  ({ shop, context, page, customer } = recurring);
  const offer = recurring.offer('powerball2018');
  if (offer.draws.length < 2) throw new Error('The demo catalogue has no two Powerball draws on sale');
  powerball = { url: offer.url, draws: offer.draws };
}, 180_000);

afterAll(() => recurring?.close());

describe('Powerball AutoPlay, as its customer keeps it', () => {
  it('buys an entry with AutoPlay and a minimum jackpot from the play page', async () => {
    await open(page, powerball.url);
    await page.getByRole('button', { name: 'Quick pick all' }).click();
    const autoplay = page.getByRole('group', { name: 'AutoPlay' });
    await autoplay.getByRole('checkbox', { name: /Buy this entry for every draw/ }).check();
    await autoplay.getByRole('textbox', { name: /Minimum jackpot/ }).fill('1000');
    expect(await expectAdded(page)).toMatch(/Powerball/);
    await open(page, '/cart');
    expect(await page.locator('main').innerText()).toMatch(/Autoplay/i);
    // The cart line can turn it off again (the offer's AutoPlay is optional).
    expect(await page.getByRole('button', { name: 'Turn AutoPlay off' }).count()).toBe(1);
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL((url) => url.pathname === '/cart/buy');
    await page.getByRole('button', { name: /^Pay .* from your wallet$/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/receipt/'));
    expect((await upcomingTickets()).map((t) => t.drawNo)).toEqual([powerball.draws[0]?.drawNo]);

    await open(page, '/my-account/autoplay');
    const card = page.locator('.recurring-card');
    expect(await card.count()).toBe(1);
    expect(await card.innerText()).toMatch(/Active[\s\S]*Minimum jackpot\s*\$1,000/);
    await expectAccessible(page);
    await screenshots('autoplay-list');
  });

  it("buys the next draw by itself once the clock passes the first draw's close", async () => {
    const [first, next] = powerball.draws as [Draw, Draw];
    shop.clock.set(new Date(new Date(first.stop).getTime() + 60_000));
    const catalogue = createCatalogueService({ db: shop.database.db, clock: shop.clock, ...demoDrawOperations() });
    await catalogue.closeStoppedDraws();
    // The next draw's jackpot is not announced yet: an autoplay with a minimum waits for it.
    expect(await placeDueRecurringPurchases(shop.app.recurringEngine)).toMatchObject({ purchased: 0, waiting: 1 });
    // The draw schedule's job announces it (the demo results feed), and the next run buys the draw.
    await catalogue.maintainDrawSchedule();
    const report = await placeDueRecurringPurchases(shop.app.recurringEngine);
    expect(report).toMatchObject({ purchased: 1, waiting: 0, errors: 0, softFailures: 0, hardFailures: 0 });
    // Days have passed on the shop's clock: the customer signs in again.
    const login = await context.request.post('/v2/login', {
      data: { email: customer.email, password: customer.password },
    });
    expect(login.status()).toBe(200);
    expect((await upcomingTickets()).map((t) => t.drawNo)).toContain(next.drawNo);
    // Run again: the draw is bought once.
    expect((await placeDueRecurringPurchases(shop.app.recurringEngine)).purchased).toBe(0);
    await open(page, '/my-account/upcoming-tickets');
    expect(await page.locator('main').innerText()).toContain(String(next.drawNo));
  });

  it('pauses, pauses until a date, resumes, changes the minimum jackpot and quick pick, and cancels', async () => {
    await open(page, '/my-account/autoplay');
    await page.locator('.recurring-card').getByRole('link').click();
    await page.waitForURL((url) => url.pathname.startsWith('/my-account/autoplay/ticket/'));
    await hydrated(page);
    const status = page.locator('.recurring-status');
    expect(await status.innerText()).toBe('Active');
    expect(await page.locator('.recurring-facts').innerText()).toMatch(/Draws bought for you\s*1/);
    await expectAccessible(page);
    await screenshots('autoplay-details');

    // By keyboard: the pause button takes the focus and Enter presses it.
    await page.getByRole('button', { name: 'Pause AutoPlay', exact: true }).focus();
    await page.keyboard.press('Enter');
    await eventually(() => status.innerText()).toBe('Paused');
    await press('Resume AutoPlay');
    await eventually(() => status.innerText()).toBe('Active');

    // A pause that ends in the past is refused, with the spec's toast, and changes nothing.
    const yesterday = new Date(shop.clock.now().getTime() - 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Pause until').fill(yesterday);
    await page.getByRole('button', { name: 'Pause until this date' }).click();
    await page.locator('.toast--error', { hasText: 'Cannot update AutoPlay status' }).waitFor();
    expect(await status.innerText()).toBe('Active');

    const until = new Date(shop.clock.now().getTime() + 10 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Pause until').fill(until);
    await press('Pause until this date');
    await eventually(() => status.innerText()).toMatch(/^Paused until /);
    await press('Resume AutoPlay');
    await eventually(() => status.innerText()).toBe('Active');

    await page.getByLabel('Minimum jackpot ($)').fill('50000000');
    await press('Save minimum jackpot');
    await eventually(() => page.locator('.recurring-facts').innerText()).toMatch(/Minimum jackpot\s*\$50,000,000/);
    await page.getByRole('radio', { name: 'New quick pick numbers each draw' }).check();
    await press('Save numbers choice');
    await eventually(() => page.locator('.recurring-facts').innerText()).toMatch(/Quick pick each draw/);
    await screenshots('autoplay-changed');

    // Cancelling asks first (decision 374): a small modal; Escape keeps the AutoPlay and gives the focus back.
    const cancel = page.getByRole('button', { name: 'Cancel AutoPlay', exact: true });
    await cancel.click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this AutoPlay?' });
    await dialog.waitFor();
    expect(await dialog.evaluate((d) => Math.round(d.getBoundingClientRect().width))).toBeLessThanOrEqual(320);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await cancel.evaluate((b) => b === document.activeElement)).toBe(true);
    expect(await status.innerText()).toBe('Active');
    await cancel.click();
    await dialog.getByRole('button', { name: 'Yes, cancel AutoPlay' }).click();
    await eventually(() => status.innerText()).toBe('Cancelled');
    expect(await page.getByRole('button', { name: 'Resume AutoPlay' }).count()).toBe(0);
    // From the top of the page, as every page's check: scrolled down, the sticky header lies over the menu.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(page);
  });
});
