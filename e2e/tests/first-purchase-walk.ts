import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpInForm } from './account-support';
import { expectAccessible, hydrated, launchBrowser } from './browser';
import { inView, open, pickNumbers, total, visitorPage } from './play-support';

/**
 * Issue 23's acceptance walk: a new customer goes from the home page to a receipt paid by card, at a
 * phone's width (first-purchase.e2e.test.ts) and a laptop's (first-purchase-desktop.e2e.test.ts),
 * a file each so that two browsers walk at once. Join, a Powerball play page, two games (one chosen, one quick
 * pick) with the total and Add to cart in view, the cart, the checkout with an empty wallet, the
 * sandbox gateway's card page (merchant and amount), the receipt (card charge, wallet, short order
 * number, numbers low to high) and My tickets. Every step is kept as a full-page screenshot in
 * e2e/screenshots/first-purchase/<width>/ for a person to look at.
 */

const SHOTS = path.resolve(import.meta.dirname, '../screenshots/first-purchase');

function screenshots(page: Page, width: number) {
  const dir = path.join(SHOTS, String(width));
  mkdirSync(dir, { recursive: true });
  let n = 0;
  return async (step: string, fullPage = true) => {
    n += 1;
    await page.screenshot({ path: path.join(dir, `${String(n).padStart(2, '0')}-${step}.png`), fullPage });
  };
}

/** The numbers of every set of numbers (main, Powerball) of the tickets' games in a part of a page. */
async function ticketNumberSets(scope: Locator): Promise<number[][]> {
  return scope
    .locator('.ticket-game .ticket-set')
    .evaluateAll((sets) =>
      sets.map((s) => [...s.querySelectorAll('.balls > *')].map((b) => Number(b.textContent?.replace(/\D/g, '')))),
    );
}

const ascending = (sets: number[][]) => sets.map((s) => [...s].sort((a, b) => a - b));

/** The walk at one width, as a test of its own in the calling file. */
export function firstPurchaseWalk({ width, height }: { width: number; height: number }) {
  let browser: Browser;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
  });
  afterAll(() => close());

  describe(`a new customer at ${width} px`, () => {
    it('goes from the home page to a receipt paid by card and to their tickets', { timeout: 300_000 }, async () => {
      const page = await visitorPage(browser, { width });
      await page.setViewportSize({ width, height });
      const shot = screenshots(page, width);

      // Home, then Join: in the header on a desktop, in the menu on a phone.
      await open(page, '/');
      await shot('home');
      await expectAccessible(page);
      if (width < 640) {
        await page.getByRole('link', { name: 'Menu' }).click();
        const menu = page.getByRole('dialog', { name: 'Menu' });
        await menu.getByRole('link', { name: 'Join now' }).waitFor();
        await shot('menu');
        await menu.getByRole('link', { name: 'Join now' }).click();
      } else {
        await page.locator('.site-header-bar').getByRole('link', { name: 'Join now' }).click();
      }
      await page.waitForURL((url) => url.pathname === '/register');
      await hydrated(page);
      await shot('join');
      await expectAccessible(page);
      await signUpInForm(page, `first-purchase-${width}`);

      // Welcome, and on to the games.
      await page.waitForURL((url) => url.pathname === '/my-account');
      const welcome = page.getByRole('region', { name: 'Your account is ready' });
      await welcome.waitFor();
      await hydrated(page);
      await shot('welcome');
      await expectAccessible(page);
      await welcome.getByRole('link', { name: 'Play now' }).click();
      await page.waitForURL((url) => url.pathname === '/lotto-tickets');
      await hydrated(page);
      await shot('lotto-tickets');
      await page.getByRole('link', { name: 'Play now: Powerball', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/powerball');
      await hydrated(page);
      await shot('play-page');
      await expectAccessible(page);

      // Two games: the first chosen number by number, the second a quick pick.
      expect(await page.locator('.game-card').count()).toBe(2);
      await pickNumbers(page, [33, 4, 19, 27, 8, 1, 12]);
      await page
        .locator('.game-card--open .picker-grid--power')
        .getByRole('button', { name: /^5(,|$)/ })
        .click();
      await page.getByRole('button', { name: 'Quick pick game 2' }).click();
      await expect.poll(() => total(page)).toBe('$3.50');
      // The total and Add to cart are in view where the picking ended, not only at the end of the page.
      const atEnd = await page.evaluate(
        () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
      );
      if (atEnd) await page.evaluate(() => window.scrollTo(0, 0));
      expect(await page.evaluate(() => window.scrollY + window.innerHeight)).toBeLessThan(
        await page.evaluate(() => document.documentElement.scrollHeight),
      );
      expect(await inView(page, page.getByTestId('entry-price'))).toBe(true);
      expect(await inView(page, page.getByRole('button', { name: 'Add to cart' }))).toBe(true);
      await shot('two-games-as-seen', false);
      await shot('two-games');

      // Add to cart: the drawer says what went in and leads to the cart.
      await page.getByRole('button', { name: 'Add to cart' }).click();
      const drawer = page.getByRole('dialog', { name: 'Added to your cart' });
      await drawer.waitFor();
      expect((await drawer.innerText()).replace(/\s+/g, ' ')).toMatch(/2 games of Powerball.*\$3\.50/);
      await shot('added');
      await drawer.getByRole('link', { name: 'View cart and check out' }).click();
      await page.waitForURL((url) => url.pathname === '/cart');
      await hydrated(page);
      expect(await page.getByTestId('cart-total').innerText()).toBe('$3.50');
      const cartNumbers = await page.locator('.cart-game').first().locator('.cart-ball--main').allTextContents();
      expect(cartNumbers).toEqual(['1', '4', '8', '12', '19', '27', '33']);
      await shot('cart');
      await expectAccessible(page);

      // The checkout with an empty wallet: the way to pay, no error.
      await page.getByRole('link', { name: 'Checkout' }).first().click();
      await page.waitForURL((url) => url.pathname === '/cart/buy');
      await hydrated(page);
      expect(await page.getByTestId('buy-total').innerText()).toBe('$3.50');
      expect(await page.getByTestId('wallet-balance').innerText()).toBe('$0.00');
      expect(await page.getByRole('alert').count()).toBe(0);
      expect(await page.getByTestId('pay-by-card-lead').innerText()).toContain('Pay $3.50 by card');
      // No card yet: what the card will be charged and what happens next, and one way on, not a
      // form that cannot be sent.
      const firstCard = page.getByTestId('first-card');
      expect(await firstCard.getByTestId('charge-summary').innerText()).toContain('Your card will be charged $3.50.');
      expect((await firstCard.innerText()).replace(/\s+/g, ' ')).toMatch(/secure page.*check the amount and pay/);
      expect(await page.getByRole('button', { name: /pay/i }).count()).toBe(0);
      expect(await page.getByTestId('add-card').innerText()).toBe('Enter your card details');
      await shot('checkout');
      await expectAccessible(page);

      // The sandbox gateway's card page names the merchant and the amount.
      await page.getByTestId('add-card').click();
      await page.waitForURL((url) => url.pathname === '/sandbox-gateway/card');
      expect(await page.getByTestId('gateway-merchant').innerText()).toBe('Drawline');
      expect(await page.getByTestId('gateway-amount').innerText()).toMatch(/^\$3\.50\s*AUD$/);
      await shot('gateway');
      await page.getByLabel('Name on card').fill('Ann Tester');
      await page.getByLabel('Card number').pressSequentially('4242424242424242');
      expect(await page.getByLabel('Card number').inputValue()).toBe('4242 4242 4242 4242');
      await page.getByLabel('Expiry (MM/YY)').fill('12/30');
      await page.getByLabel('Security code').fill('123');
      await shot('gateway-filled');
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Continue to pay $3.50', exact: true }).click();

      // Back at the checkout: what the card is charged is said before paying.
      await page.waitForURL((url) => url.pathname === '/cart/buy' && url.searchParams.has('fund'));
      await hydrated(page);
      const summary = await page.getByTestId('charge-summary').innerText();
      expect(summary).toContain('Your card will be charged $3.50.');
      expect(await page.getByTestId('card-saved').innerText()).toMatch(
        /^Visa ending 4242 is saved\..*nothing is charged/,
      );
      expect(await page.getByText('Enter an amount from $3.50 to $5,000.00.').count()).toBe(1);
      await shot('checkout-with-card');
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Pay $3.50 by card', exact: true }).click();

      // The receipt: short order number, the card's charge (the order's $3.50, below the $10.00
      // deposit minimum: decision 301), nothing kept in the wallet, numbers low to high.
      await page.waitForURL((url) => url.pathname.startsWith('/receipt/'));
      await hydrated(page);
      expect(await page.getByTestId('order-number').innerText()).toMatch(/^DL-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      expect(await page.getByTestId('receipt-emailed').innerText()).toMatch(
        new RegExp(`^We've emailed your order confirmation to first-purchase-${width}-\\S+@example\\.com\\.$`),
      );
      const payment = await page.getByTestId('receipt-payment').innerText();
      expect(payment).toMatch(/Charged to your card \(Visa ending 4242\)\s+\$3\.50/);
      expect(await page.locator('main').innerText()).toMatch(/Total paid\s+\$3\.50/);
      expect(payment).not.toMatch(/kept in your wallet/);
      const receiptSets = await ticketNumberSets(page.locator('main'));
      expect(receiptSets.length).toBe(4); // two games, each numbers and a Powerball
      expect(receiptSets[0]).toEqual([1, 4, 8, 12, 19, 27, 33]);
      expect(receiptSets).toEqual(ascending(receiptSets));
      await shot('receipt');
      await expectAccessible(page);

      // My tickets: the same numbers, low to high.
      await page.getByRole('link', { name: 'View my upcoming tickets' }).click();
      await page.waitForURL((url) => url.pathname === '/my-account/upcoming-tickets');
      await hydrated(page);
      await page.locator('.ticket-game').first().waitFor();
      const ticketSets = await ticketNumberSets(page.locator('main'));
      expect(ticketSets.flat()).toEqual(expect.arrayContaining([1, 4, 8, 12, 19, 27, 33]));
      expect(ticketSets).toEqual(ascending(ticketSets));
      await shot('my-tickets');
      await expectAccessible(page);
      await page.context().close();
    });
  });
}
