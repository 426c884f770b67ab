import type { Draw, Ticket } from '@drawline/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeDueRecurringPurchases } from '../../apps/server/src/flows/recurring/place-due-recurring-purchases';
import type { CartTestApp } from '../../apps/server/tests/cart-helpers';
import { powerballAutoplayLine, recordRecurring } from '../../apps/server/tests/recurring-helpers';
import { expectAccessible, hydrated } from './browser';
import { type RecurringShop, recurringScreenshots, startRecurringShop } from './recurring-shop';
import { demoMember, type StaffShop, signInToConsole } from './staff-shop';

/**
 * Issue 25's browser acceptance, the paying side (decisions 358, 372-375): a customer's AutoPlay
 * pays by a card that declines; the failure's in-site message leads to the payment resolution;
 * the customer adds a card on the gateway's page, chooses it, and the resolution's retry buys the
 * draw. Then support sees it on the console's customer page and the dashboard counts the draw's
 * run. The shop runs in this process with its recurring switch on (decision 353).
 */
let recurring: RecurringShop;
let shop: StaffShop;
let context: BrowserContext;
let page: Page;
let customerId: string;
let powerball: { url: string; draws: Draw[] };

const screenshots = (name: string) => recurringScreenshots(page, name);

async function open(to: string) {
  await page.goto(to);
  await hydrated(page);
}

async function upcomingTickets(): Promise<Ticket[]> {
  const res = await context.request.get('/v2/tickets?limit=100');
  return ((await res.json()) as { result: Ticket[] | null }).result ?? [];
}

/** On the sandbox gateway's own card page: types the card in and saves it. */
async function enterCard(number: string) {
  await page.waitForURL((url) => url.pathname === '/sandbox-gateway/card');
  await page.getByLabel('Name on card').fill('Pat Player');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Save card', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/my-account/recurring-purchase-method');
  await hydrated(page);
}

/** What the test helpers that record a checkout's recurring purchases need of the shop. */
const recordingShop = () =>
  ({
    db: shop.database.db,
    clock: shop.clock,
    offer: (key: string) => {
      if (key !== 'powerball2018') throw new Error(`No ${key} here`);
      return { draws: powerball.draws };
    },
  }) as unknown as CartTestApp;

beforeAll(async () => {
  recurring = await startRecurringShop('recurring-pay', { wallet: 0 });
  ({ shop, context, page, customerId } = recurring);
  const offer = recurring.offer('powerball2018');
  if (offer.draws.length < 1) throw new Error('The demo catalogue has no Powerball draw on sale');
  powerball = { url: offer.url, draws: offer.draws };
}, 180_000);

afterAll(() => recurring?.close());

describe('a recurring purchase whose card declines, as its customer fixes it', () => {
  it('chooses a card for recurring purchases, and the declined draw is a message and a payment resolution', async () => {
    await open('/my-account/recurring-purchase-method');
    expect(await page.getByRole('radio', { name: 'My wallet only' }).isChecked()).toBe(true);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Add a card' }).click();
    await enterCard('4000 0000 0000 0002');
    // Back on the choice, the new card is offered as the choice.
    await page.getByText('Your card is saved').waitFor();
    const declining = page.getByRole('radio', { name: /My wallet, then my card .*0002/ });
    expect(await declining.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved: your recurring purchases are paid this way').waitFor();

    // The customer's AutoPlay (as the checkout records it) falls due; the wallet is empty and the card declines.
    await recordRecurring(recordingShop(), customerId, [powerballAutoplayLine(recordingShop())]);
    const report = await placeDueRecurringPurchases(shop.app.recurringEngine);
    expect(report).toMatchObject({ purchased: 0, hardFailures: 1 });

    await open('/my-account/notifications');
    const message = page.locator('main li', { hasText: 'could not be bought' });
    expect(await message.count()).toBe(1);
    expect(await message.innerText()).toContain('Your card was declined.');
    await expectAccessible(page);
    await message.getByRole('link', { name: 'Fix your payment' }).click();
    await page.waitForURL((url) => url.pathname === '/my-account/payment-resolutions');
    await hydrated(page);
    const resolution = page.locator('main section.card');
    expect(await resolution.innerText()).toMatch(/paid from your wallet, then your card .*0002/);
    expect(await resolution.innerText()).toMatch(/Powerball[\s\S]*Your card was declined\./);
    await expectAccessible(page);
    // Each width of the spec's layout reads without scrolling sideways.
    for (const width of [390, 768, 1024, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
    }
    await page.setViewportSize({ width: 1366, height: 900 });
    await screenshots('payment-resolution');
  });

  it('adds a card from the resolution, chooses it, and the retry buys the draw', async () => {
    await page.getByRole('link', { name: 'Add a card' }).click();
    await enterCard('4242 4242 4242 4242');
    const good = page.getByRole('radio', { name: /My wallet, then my card .*4242/ });
    expect(await good.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/my-account/payment-resolutions');
    await hydrated(page);
    expect(await page.locator('main section.card').innerText()).toMatch(/then your card .*4242/);

    await page.getByRole('button', { name: 'Try again now' }).click();
    const state = page.locator('.recurring-process [data-state]');
    await expect.poll(() => state.getAttribute('data-state')).toBe('completed');
    expect(await state.innerText()).toMatch(/^Done/);
    expect((await upcomingTickets()).map((t) => t.drawNo)).toContain(powerball.draws[0]?.drawNo);
    // The resolution is gone: nothing needs fixing.
    await open('/my-account/payment-resolutions');
    await page.getByText('Nothing needs fixing').waitFor();
    await expectAccessible(page);
  });
});

describe('the console, for support and finance', () => {
  it("shows the customer's recurring purchases, card charges and messages, and the draw's run on the dashboard", async () => {
    const staff = await signInToConsole(shop, demoMember('support'));
    await staff.goto(`/console/customers/${customerId}`);
    const section = staff.locator('section', {
      has: staff.getByRole('heading', { name: 'Recurring purchases', exact: true }),
    });
    const purchases = section.getByRole('table', { name: 'Recurring purchases', exact: true });
    expect(await purchases.innerText()).toMatch(/powerball2018 autoplay[\s\S]*Active[\s\S]*Bought/);
    const charges = section.getByRole('table', { name: /Card charges/ });
    expect(await charges.innerText()).toMatch(/Declined[\s\S]*card_declined/);
    expect(await charges.innerText()).toMatch(/Taken and credited/);
    expect(await section.getByRole('table', { name: /Failures and warnings/ }).innerText()).toMatch(
      /Failure[\s\S]*could not be bought/,
    );
    await expectAccessible(staff);
    await staff.context().close();

    // Finance watches the runs on the dashboard (support's console starts elsewhere).
    const finance = await signInToConsole(shop, demoMember('finance'));
    await finance.goto(`/console/customers/${customerId}`);
    expect(await finance.getByRole('table', { name: /Card charges/ }).innerText()).toMatch(/Taken and credited/);
    await finance.goto('/console');
    const runs = finance.getByRole('table', { name: /Recurring runs/ });
    const row = runs.locator('tbody tr', { hasText: String(powerball.draws[0]?.drawNo) });
    expect(await row.count()).toBe(1);
    const cells = await row.locator('td, th').allInnerTexts();
    // Offer, draw, due, bought, waiting for the jackpot, failed soft, failed hard.
    expect(cells.slice(2).map(Number)).toEqual([1, 1, 0, 0, 0]);
    await expectAccessible(finance);
    await finance.context().close();
  });
});

describe('cancelling without scripts', () => {
  it('asks in place before cancelling, and cancels only when confirmed', async () => {
    const plain = await shop.browser.newContext({
      baseURL: shop.baseURL,
      javaScriptEnabled: false,
      storageState: await context.storageState(),
    });
    const noScript = await plain.newPage();
    await noScript.goto('/my-account/autoplay');
    await noScript.locator('.recurring-card').getByRole('link').click();
    await noScript.waitForURL((url) => url.pathname.startsWith('/my-account/autoplay/ticket/'));
    const status = noScript.locator('.recurring-status');
    await noScript.getByRole('button', { name: 'Cancel AutoPlay', exact: true }).click();
    await noScript.getByRole('heading', { name: 'Cancel this AutoPlay?' }).waitFor();
    expect(await status.innerText()).toBe('Active');
    await noScript.getByRole('button', { name: 'Yes, cancel AutoPlay' }).click();
    await noScript.waitForLoadState('load');
    expect(await status.innerText()).toBe('Cancelled');
    await plain.close();
  });
});
