import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Receipt } from '@drawline/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dismissCookies, newCustomer, signUpByApi } from './account-support';
import { expectAccessible, launchBrowser, newContext } from './browser';
import { type ShopInProcess, startShopInProcess } from './shop-in-process';

/**
 * The pages of what a customer bought (issue 8): receipt, upcoming and past tickets, a ticket, a
 * syndicate share, the print sheet and transactions. A new customer on the shared shop sees the
 * empty states; a customer of a shop in this process, who has bought through the orders module
 * and the wallet, sees their receipt, tickets and money (the checkout flow will buy for real).
 */

let browser: Browser;
let closeBrowser: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close: closeBrowser } = await launchBrowser());
});
afterAll(() => closeBrowser());

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();
const isNotFound = async (page: Page) => (await page.getByText('taken a wrong turn').count()) > 0;

/** Screenshots at the shop's widths, when ORDERS_SCREENSHOTS names a folder (for a person to look at). */
async function screenshots(page: Page, name: string) {
  const dir = process.env.ORDERS_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const width of [390, 768, 1024, 1366, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.locator('main').screenshot({ path: path.join(dir, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

describe('orders pages of a new customer', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContext(browser);
    await signUpByApi(context, newCustomer('orders-empty'));
    page = await context.newPage();
    await page.goto('/my-account');
    await dismissCookies(page);
  });
  afterAll(() => context.close());

  it('links tickets and transactions from the account menu and the account page', async () => {
    const menu = page.getByRole('navigation', { name: 'My account' });
    expect(await menu.getByRole('link', { name: 'My tickets' }).getAttribute('href')).toBe(
      '/my-account/upcoming-tickets',
    );
    expect(await menu.getByRole('link', { name: 'Transactions' }).getAttribute('href')).toBe(
      '/my-account/transactions',
    );
  });

  it('shows empty ticket lists that send the customer to the lotto listing', async () => {
    for (const [path, heading, empty] of [
      ['/my-account/upcoming-tickets', 'Upcoming tickets', 'You have no upcoming tickets.'],
      ['/my-account/past-tickets', 'Past tickets', 'You have no past tickets yet.'],
    ] as const) {
      await page.goto(path);
      expect(await h1(page)).toBe(heading);
      await expect.poll(() => page.getByText(empty).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Buy lotto tickets' }).getAttribute('href')).toBe('/lotto-tickets');
      const tabs = page.getByRole('navigation', { name: 'Tickets' });
      expect(await tabs.locator('[aria-current="page"]').textContent()).toBe(heading.split(' ')[0]);
      await expectAccessible(page);
      await screenshots(page, `empty-${heading.split(' ')[0]?.toLowerCase()}`);
    }
  });

  it('shows empty transactions and an empty print sheet', async () => {
    await page.goto('/my-account/transactions');
    expect(await h1(page)).toBe('Transactions');
    await expect.poll(() => page.getByText('You have no transactions yet.').isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshots(page, 'empty-transactions');
    await page.goto('/my-account/print-tickets');
    expect(await h1(page)).toBe('Your upcoming tickets');
    await expect.poll(() => page.getByText('You have no upcoming tickets to print.').isVisible()).toBe(true);
    await expectAccessible(page);
  });

  it('answers the 404 page for receipts and tickets that are not theirs, and for pages past the last', async () => {
    for (const path of [
      '/receipt/AAAAAAAAAAAAAAAAAAAAAA',
      '/receipt/not!an!id',
      '/my-account/upcoming-tickets/2',
      '/my-account/upcoming-tickets/1',
      '/my-account/transactions/2',
      '/my-account/upcoming-tickets/ticket/no-such-ticket',
      '/my-account/syndicate-tickets/share/no-such-share',
    ]) {
      const response = await page.goto(path);
      expect([path, response?.status()]).toEqual([path, 404]);
      expect(await isNotFound(page)).toBe(true);
    }
  });

  it('sends a visitor to sign in first, and back afterwards', async () => {
    const visitor = await newContext(browser);
    const p = await visitor.newPage();
    await p.goto('/my-account/transactions');
    expect(new URL(p.url()).pathname).toBe('/login');
    expect(new URL(p.url()).searchParams.get('redirect')).toBe('/my-account/transactions');
    await visitor.close();
  });
});

describe('orders pages of a customer who bought', () => {
  let shop: ShopInProcess;
  let context: BrowserContext;
  let page: Page;
  let receipt: Receipt;
  let pastReceipt: Receipt;

  beforeAll(async () => {
    shop = await startShopInProcess();
    context = await browser.newContext({
      baseURL: shop.baseURL,
      locale: 'en-AU',
      viewport: { width: 390, height: 844 },
    });
    const customer = newCustomer('orders-bought');
    await signUpByApi(context, customer);
    const me = await context.request.get('/v2/customer');
    const customerId = ((await me.json()) as { result: { customerId: string } }).result.customerId;
    await shop.fund(customerId, { amount: 500_00, currency: 'AUD' });
    pastReceipt = await shop.buy(customerId, [shop.lines.drawnLottery()]);
    receipt = await shop.buy(customerId, [shop.lines.lottery(2), shop.lines.raffle(3), shop.lines.syndicate()]);
    // Enough single-draw entries for a second page of upcoming tickets.
    for (let i = 0; i < 8; i++) await shop.buy(customerId, [shop.lines.lottery(1)]);
    page = await context.newPage();
    await page.goto('/my-account');
    await dismissCookies(page);
  }, 180_000);
  afterAll(async () => {
    await context?.close();
    await shop?.close();
  });

  it('shows the receipt: thanks, each entry with its draws, numbers and price, and the total', async () => {
    await page.goto(`/receipt/${receipt.checkoutId}`);
    expect(await h1(page)).toBe('Thanks for your order');
    const entries = page
      .getByRole('region', { name: 'What you bought' })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { level: 3 }),
      });
    expect(await entries.count()).toBe(3);
    const lottery = entries.nth(0);
    expect(await lottery.getByRole('heading', { level: 3 }).textContent()).toBe(receipt.orders[0]?.productOfferName);
    for (const t of receipt.orders[0]?.tickets ?? []) {
      expect(await lottery.getByRole('link', { name: `Draw ${t.drawNo}` }).count()).toBe(1);
    }
    // The numbers as chosen, as balls.
    expect(await lottery.locator('.ball').allTextContents()).toEqual(
      expect.arrayContaining(['35', '1', '7', '14', '21', '28', '2', '20']),
    );
    expect(await lottery.getByText('Price').count()).toBe(1);
    const raffle = entries.nth(1);
    expect(await raffle.getByRole('list', { name: 'Ticket numbers' }).getByRole('listitem').count()).toBe(3);
    const total = (receipt.total.amount / 100).toFixed(2);
    expect(await page.locator('.receipt-total').textContent()).toContain(`$${total}`);
    expect(await page.getByRole('link', { name: 'View my upcoming tickets' }).getAttribute('href')).toBe(
      '/my-account/upcoming-tickets',
    );
    expect(await page.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/lotto-tickets');
    await expectAccessible(page);
    await screenshots(page, 'receipt');
  });

  it('lists the upcoming tickets a page at a time, soonest first, with the page marked', async () => {
    await page.goto('/my-account/upcoming-tickets');
    expect(await h1(page)).toBe('Upcoming tickets');
    // 2 + 1 + 1 tickets from the first order, 8 more single-draw entries.
    await expect.poll(() => page.getByText('12 tickets, page 1 of 2').isVisible()).toBe(true);
    expect(await page.locator('.ticket-list > li').count()).toBe(10);
    const pages = page.getByRole('navigation', { name: 'Pages of upcoming tickets' });
    expect(await pages.locator('[aria-current="page"]').textContent()).toContain('1');
    await expectAccessible(page);
    await screenshots(page, 'upcoming');
    await pages.getByRole('link', { name: 'Next page' }).click();
    await page.waitForURL('**/my-account/upcoming-tickets/2');
    await expect.poll(() => page.locator('.ticket-list > li').count()).toBe(2);
    await expect.poll(() => pages.locator('[aria-current="page"]').textContent()).toContain('2');
    await expectAccessible(page);
  });

  it('shows a ticket with its draw, numbers and receipt, and sends a wrong list to the right one', async () => {
    const ticketId = receipt.orders[0]?.tickets[0]?.ticketId as string;
    await page.goto(`/my-account/past-tickets/ticket/${ticketId}`);
    expect(new URL(page.url()).pathname).toBe(`/my-account/upcoming-tickets/ticket/${ticketId}`);
    expect(await h1(page)).toBe(`${receipt.orders[0]?.productOfferName} ticket`);
    const games = page.getByRole('list', { name: 'Games' });
    // Chosen as 35 1 7 14 21 28 2, Powerball 20: shown low to high, the Powerball after (decision 303).
    expect(await games.getByRole('listitem').first().locator('.ball').allTextContents()).toEqual([
      '1',
      '2',
      '7',
      '14',
      '21',
      '28',
      '35',
      '20',
    ]);
    expect(await page.getByRole('link', { name: `Receipt of order ${receipt.orderNumber}` }).getAttribute('href')).toBe(
      `/receipt/${receipt.checkoutId}`,
    );
    await expectAccessible(page);
    await screenshots(page, 'ticket');
  });

  it('shows a syndicate share with what the syndicate plays', async () => {
    const shareId = receipt.orders[2]?.tickets[0]?.ticketId as string;
    await page.goto(`/my-account/upcoming-tickets/ticket/${shareId}`);
    expect(new URL(page.url()).pathname).toBe(`/my-account/syndicate-tickets/share/${shareId}`);
    await expect.poll(() => page.getByText('Your syndicate share').isVisible()).toBe(true);
    const table = page.getByRole('table', { name: 'What the syndicate plays' });
    expect(await table.getByRole('row').count()).toBeGreaterThan(1);
    expect(await page.getByText(/^2 of \d+ shares$/).count()).toBe(1);
    // The syndicate's own games, fixed when it was made (docs/decisions/255).
    expect(await page.getByRole('heading', { name: 'The syndicate’s numbers' }).isVisible()).toBe(true);
    expect(await page.getByRole('list', { name: / games$/ }).count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await screenshots(page, 'share');
  });

  it('lists a ticket whose draw is drawn under past tickets, with its results', async () => {
    await page.goto('/my-account/past-tickets');
    expect(await page.locator('.ticket-list > li').count()).toBe(1);
    await page.getByRole('link', { name: /^View ticket/ }).click();
    const ticketId = pastReceipt.orders[0]?.tickets[0]?.ticketId as string;
    await page.waitForURL(`**/my-account/past-tickets/ticket/${ticketId}`);
    await expect.poll(() => page.getByText('Drawn: results are out').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'See the results' }).getAttribute('href')).toMatch(
      /^\/powerball\/results\/draw\/\d+$/,
    );
    await expectAccessible(page);
  });

  it('prints the upcoming tickets without the shop around them', async () => {
    await page.goto('/my-account/print-tickets');
    expect(await page.locator('.print-ticket').count()).toBe(12);
    await expectAccessible(page);
    await screenshots(page, 'print-screen');
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.site-header').isVisible()).toBe(false);
    expect(await page.locator('.site-footer').first().isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await page.locator('.print-ticket').first().isVisible()).toBe(true);
    if (process.env.ORDERS_SCREENSHOTS) {
      await page.pdf({ path: path.join(process.env.ORDERS_SCREENSHOTS, 'print.pdf') }).catch(() => undefined);
    }
    await page.emulateMedia({ media: 'screen' });
  });

  it('lists every movement of money with its balance after, newest first, purchases linked to receipts', async () => {
    await page.goto('/my-account/transactions');
    expect(await h1(page)).toBe('Transactions');
    const table = page.getByRole('table', { name: /Transactions, newest first/ });
    const rows = table.locator('tbody tr');
    // Ten purchases and the funds: the funds are the one line of page 2.
    expect(await rows.count()).toBe(10);
    const first = rows.first();
    expect(await first.locator('.orders-amount').textContent()).toMatch(/^Debit −\$\d+\.\d\d$/);
    expect(await first.getByRole('link', { name: 'Ticket purchase' }).getAttribute('href')).toMatch(/^\/receipt\//);
    await expectAccessible(page);
    await screenshots(page, 'transactions');
    await page.goto('/my-account/transactions/2');
    const funds = page.locator('tbody tr').last();
    expect(await funds.locator('.orders-amount').textContent()).toBe('Credit +$500.00');
    expect(await funds.locator('.transactions-balance').textContent()).toContain('$500.00');
    await expectAccessible(page);
  });

  it("answers the 404 page for another customer's receipt", async () => {
    const other = await browser.newContext({ baseURL: shop.baseURL });
    await signUpByApi(other, newCustomer('orders-other'));
    const p = await other.newPage();
    const response = await p.goto(`/receipt/${receipt.checkoutId}`);
    expect(response?.status()).toBe(404);
    expect(await isNotFound(p)).toBe(true);
    await other.close();
  });
});
