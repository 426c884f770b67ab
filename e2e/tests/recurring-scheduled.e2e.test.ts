import type { Draw, ScheduledPurchase } from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { powerballEntry } from '../../apps/server/tests/cart-helpers';
import { expectAccessible, hydrated } from './browser';
import { open } from './play-support';
import { type RecurringShop, recurringScreenshots, startRecurringShop } from './recurring-shop';

/**
 * Issue 25's scheduled purchases in the browser (decision 364): a customer pre-orders tickets of a
 * raffle draw whose sales have not opened, paid at checkout; they find it on the recurring
 * purchases page, open /my-account/scheduled-purchases/:id, read that its tickets are set aside
 * (decision 556) and come when sales open, and cancel it for a refund to the wallet, by keyboard, at a phone's and a desktop's width.
 * The shop runs in this process with its recurring switch on (decision 353).
 */
let recurring: RecurringShop;
let context: BrowserContext;
let page: Page;
const OFFER = 'your_hospice_lottery';

async function scheduled(): Promise<ScheduledPurchase[]> {
  const res = await context.request.get('/v2/scheduled-purchases', { headers: { version: '3.2' } });
  return ((await res.json()) as { result: ScheduledPurchase[] | null }).result ?? [];
}

beforeAll(async () => {
  recurring = await startRecurringShop('scheduled', { wallet: 100_00 });
  ({ context, page } = recurring);
  const draw = recurring.offer(OFFER).draws.find((d: Draw) => d.purchaseStatus === 'pre_order');
  if (!draw) throw new Error('The demo catalogue has no Your Hospice Lottery draw in pre-order');
  const added = await context.request.post('/v2/cart/items', {
    data: {
      product_offer_key: OFFER,
      game_type: 'standard',
      game_offer: 'tickets',
      num_games: 4,
      cause_key: 'hospice_care_nsw',
      draw_no: draw.drawNo,
    },
  });
  expect(added.status()).toBe(200);
  const bought = await context.request.post('/v2/cart/purchase', { headers: { 'idempotency-key': 'scheduled-1' } });
  expect(bought.status()).toBe(200);
}, 180_000);

afterAll(() => recurring?.close());

describe('a pre-order', () => {
  it("is offered on the raffle's page with the day its sales open", async () => {
    const draw = recurring.offer(OFFER).draws.find((d: Draw) => d.purchaseStatus === 'pre_order') as Draw;
    await open(page, `/your-hospice/draw/${draw.drawNo}`);
    await expect
      .poll(() => page.locator('main').innerText())
      .toMatch(/Pre-order now: your tickets are set aside for you today and issued when sales open on .+ AEST\./);
    // The day named is when sales open, after today, not when the pre-orders began (decision 556).
    expect(Date.parse(draw.drawData.drawSalesOpenDate ?? '')).toBeGreaterThan(Date.now());
    // In the cart, the line says what happens to its tickets and that it can be cancelled.
    const added = await context.request.post('/v2/cart/items', {
      data: {
        product_offer_key: OFFER,
        game_type: 'standard',
        game_offer: 'tickets',
        num_games: 1,
        cause_key: 'hospice_care_vic',
        draw_no: draw.drawNo,
      },
    });
    expect(added.status()).toBe(200);
    await open(page, '/cart');
    await expect
      .poll(() => page.locator('main').innerText())
      .toMatch(
        /Pre-order[\s\S]*you pay now, your tickets are set aside for you and issued when they open\. You can cancel it until then for a refund\./,
      );
    await expectAccessible(page);
  });

  it('is listed with the recurring purchases and opens its own page', async () => {
    await open(page, '/my-account/recurring-purchases');
    const list = page.getByRole('list', { name: 'Scheduled purchases and pre-orders' });
    await expect
      .poll(() => list.innerText())
      .toMatch(/Your Hospice Lottery[\s\S]*Waiting for sales to open[\s\S]*\$18\.00/);
    await expectAccessible(page);
    await list.getByRole('link', { name: 'Your Hospice Lottery pre-order' }).click();
    await page.waitForURL(/\/my-account\/scheduled-purchases\/sp_/);
    await hydrated(page);
    // The page the link opens renders after its URL changes: wait for its words.
    await expect
      .poll(() => page.locator('main').innerText())
      .toMatch(/its tickets are set aside for you\. Your tickets are issued when the draw's sales open/);
    expect(await page.getByRole('heading', { name: 'Your Hospice Lottery pre-order' }).isVisible()).toBe(true);
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessible(page);
    }
  });

  it('cancels by keyboard, and what was paid is back in the wallet', async () => {
    const button = page.getByRole('button', { name: 'Cancel pre-order and refund $18.00' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('main').innerText()).toMatch(/Cancelled: \$18\.00 is back in your wallet\./);
    await hydrated(page);
    // The record's own lines come with the page's reload after the cancel, a moment after its message.
    await expect
      .poll(() => page.locator('main').innerText())
      .toMatch(/Cancelled[\s\S]*Refunded to your wallet\s*\$18\.00/);
    expect(await page.getByRole('button', { name: /Cancel pre-order/ }).count()).toBe(0);
    await expectAccessible(page);
    const [record] = await scheduled();
    expect(record).toMatchObject({ status: 'scheduled_status_cancelled', cancelReason: 'customer' });
    const moves = await context.request.get('/v2/transactions?limit=10&offset=0');
    const list = ((await moves.json()) as { result: { type: string; amount: { amount: number } }[] }).result;
    expect(list.filter((m) => m.type === 'refund').map((m) => m.amount.amount)).toEqual([18_00]);
  });
});

describe('a lottery draw whose sales have not opened (a scheduled purchase)', () => {
  it('says when sales open on the play page and in the cart, holds a one-draw entry and buys several draws outright', async () => {
    const LOTTERY = 'powerball2018';
    const [first, second] = recurring.offer(LOTTERY).draws as Draw[];
    if (!first || !second) throw new Error('The demo catalogue has fewer than two Powerball draws on sale');
    // The next draw but one sells from when the next one stops, as a raffle's pre-order does.
    await recurring.shop.database.db.execute(
      sql`update draws set open_date = ${first.stopDate}::timestamptz where draw_id = ${second.drawId}`,
    );
    // The offers answer is kept for a minute: the next one is built with the new date.
    recurring.shop.clock.advance(61_000);
    await open(page, `/powerball2018?firstDrawNo=${second.drawNo}`);
    const notice = page.getByTestId('sales-open-notice');
    await expect
      .poll(() => notice.innerText())
      .toMatch(
        new RegExp(
          `^Sales for draw ${second.drawNo} open on .+ AEST\\. Buy now and you pay now: your tickets are set aside for you and issued when sales open`,
        ),
      );
    expect(await page.locator('.play-hero-draw').innerText()).toMatch(/Sales open /);
    // A screen reader hears the words change with the number of draws.
    expect(await notice.getAttribute('aria-live')).toBe('polite');
    // Several draws from it are bought outright: the page says so as the choice changes.
    await page.getByLabel('Number of draws').selectOption('2');
    await expect.poll(() => notice.innerText()).toMatch(/Your tickets are issued as soon as you pay\.$/);
    await expectAccessible(page);
    await recurringScreenshots(page, 'lottery-sales-open');

    const add = (numDraws: number) =>
      context.request.post('/v2/cart/items', {
        data: powerballEntry({ draw_no: second.drawNo, num_draws: numDraws }),
      });
    expect((await add(1)).status()).toBe(200);
    expect((await add(2)).status()).toBe(200);
    await open(page, '/cart');
    const notes = page.locator('.cart-line', { hasText: 'Powerball' }).locator('.cart-line-note');
    await expect.poll(() => notes.allInnerTexts()).toHaveLength(2);
    const texts = (await notes.allInnerTexts()).sort();
    expect(texts[0]).toMatch(/^Sales for this draw have not opened, but your tickets are issued as soon as you pay\.$/);
    expect(texts[1]).toMatch(/you pay now, your tickets are set aside for you and issued when they open/);
    await recurringScreenshots(page, 'lottery-sales-open-cart');

    const bought = await context.request.post('/v2/cart/purchase', {
      headers: { 'idempotency-key': 'scheduled-lottery' },
    });
    expect(bought.status()).toBe(200);
    // The one-draw entry waits for sales to open; the two-draw entry was issued at once.
    const waiting = (await scheduled()).filter((p) => p.productOfferKey === LOTTERY);
    expect(waiting).toMatchObject([
      { kind: 'scheduled_purchase', drawNo: second.drawNo, status: 'scheduled_status_active', placedAt: null },
    ]);
  });
});
