import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from './account-support';
import { baseURL, expectAccessible, launchBrowser } from './browser';
import { applyCode, badge, lines, settled, tokenCookie, total } from './cart-support';
import { expectAdded, open, visitorPage } from './play-support';

/**
 * The storefront's cart (2-shopping.md §3 Cart, §4 cart states, §5, §7, §8, §9; 1-platform.md cart
 * routes): the anonymous cart filled from the play pages, kept through sign-up, vouchers of every
 * type, quantities and removal, the buy page, raffle bundles with and without scripts, and a
 * sold-out draw. Buying from the wallet, buying again and the pages' widths are
 * cart-buying.e2e.test.ts, a file of its own so that two browsers share the cart's tests.
 */
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(() => close());

interface ApiOffer {
  key: string;
  name: string;
  url: string;
  type: string;
  draws: { drawNo: number; purchaseStatus: string }[];
  causes: string[];
  gameTypes: { key: string; gameOffers: { key: string; prices: { numGames: number }[] }[] }[];
}

async function apiOffers(): Promise<ApiOffer[]> {
  const res = await fetch(`${baseURL()}/v2/pricing/default/product_offers`, { headers: { version: '3.9' } });
  return ((await res.json()) as { result: { offers: ApiOffer[] } }).result.offers;
}

/** Polls up to the poll timeout: the cart's changes go through a debounce, the API and a fresh read. */
const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read);

describe('the anonymous cart through sign-up', () => {
  it('fills from a play page, survives signing up at checkout, takes every voucher type and empties', async () => {
    const page = await visitorPage(browser);
    await open(page, '/saturday-lotto?utm_source=mail&utm_campaign=spring&gclid=abc');
    await page.getByLabel('Number of games').selectOption('4');
    await page.getByRole('button', { name: 'Quick pick all' }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();

    // The pre-cart drawer (capability on in the demo) says what went in; the badge counts it.
    const drawer = page.getByRole('dialog', { name: 'Added to your cart' });
    await drawer.waitFor();
    expect(await drawer.innerText()).toContain('4 games of Saturday Lotto for 1 draw, $3.40.');
    await eventually(() => badge(page)).toMatch(/^1/);
    await expectAccessible(page);
    const token = await tokenCookie(page);
    expect(token?.httpOnly).toBe(true);
    expect(token?.sameSite).toBe('Lax');
    const days = ((token?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);

    // On to the cart, keeping the utm parameters and nothing else.
    await drawer.getByRole('link', { name: 'View cart and check out' }).click();
    await page.getByRole('heading', { name: 'Your cart', exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === '/cart');
    expect(new URL(page.url()).search).toBe('?utm_campaign=spring&utm_source=mail');
    await eventually(() => lines(page).count()).toBe(1);
    expect(await lines(page).first().innerText()).toContain('4 games of Saturday Lotto for 1 draw');
    expect(await lines(page).first().locator('.cart-game').count()).toBe(4);
    expect(await total(page)).toBe('$3.40');
    await expectAccessible(page);

    // Checkout needs an account: sign up from the checkout login page, then on to the checkout.
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/cart/buy');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    const c = newCustomer('cart');
    await page.getByLabel('First name').fill(c.firstName);
    await page.getByLabel('Last name').fill(c.lastName);
    await page.getByLabel('Email', { exact: true }).fill(c.email);
    await page.getByLabel('Date of birth').fill(`${c.dateOfBirth.year}-${c.dateOfBirth.month}-${c.dateOfBirth.day}`);
    await page.getByLabel('Password', { exact: true }).fill(c.password);
    await page.getByLabel('Confirm password').fill(c.password);
    await page.getByLabel(/agree to the/).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/cart/buy');
    await page.goto('/cart');

    // The cart became the customer's: the same item, and the token cookie is gone.
    await eventually(() => lines(page).count()).toBe(1);
    expect(await lines(page).first().innerText()).toContain('4 games of Saturday Lotto for 1 draw');
    expect(await tokenCookie(page)).toBeUndefined();
    expect(await page.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/cart/buy');

    // Nine of the entry: the presses are sent once they stop (2-shopping.md §9), as one change.
    const changes: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/cart.data')) changes.push(r.postData() ?? '');
    });
    const more = page.getByRole('button', { name: /^One more of/ });
    for (let i = 0; i < 8; i++) await more.click();
    await eventually(() => total(page)).toBe('$30.60');
    expect(changes.filter((c) => c.includes('intent=quantity'))).toEqual([expect.stringContaining('quantity=9')]);
    expect(await page.locator('.stepper-value').innerText()).toBe('9');

    // Each voucher type of 2-shopping.md §3 (the demo codes of the README).
    await applyCode(page, 'summer10');
    await eventually(() => page.locator('#promotion-code-error').innerText()).toBe('This promotion code has expired.');
    await applyCode(page, 'welcome5');
    await eventually(() => total(page)).toBe('$25.60');
    expect(await page.locator('.cart-totals-discount').innerText()).toMatch(/WELCOME5\s+−\$5\.00/);
    await applyCode(page, 'SAVE10');
    await eventually(() => total(page)).toBe('$27.54');
    await applyCode(page, 'AUTUMN15');
    await eventually(() => total(page)).toBe('$15.60');
    await applyCode(page, 'BONUS20');
    await eventually(() => page.locator('.cart-promotion-code').innerText()).toBe('BONUS20');
    expect(await total(page)).toBe('$30.60');
    expect(await page.locator('.cart-totals-note').innerText()).toMatch(/Wallet credit after you buy\s+\$20\.00/);
    await expectAccessible(page);

    // The buy page: a new customer's wallet is empty, and the page says how to pay, without an error (issue 23).
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL((url) => url.pathname === '/cart/buy');
    expect(await page.getByTestId('wallet-balance').innerText()).toBe('$0.00');
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByTestId('pay-by-card-lead').innerText()).toContain('Pay $30.60 by card below');
    expect(await page.getByRole('button', { name: 'Pay $30.60 from your wallet' }).count()).toBe(0);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Change your cart' }).click();
    await page.waitForURL((url) => url.pathname === '/cart');

    // Remove the promotion, then the item.
    await page.getByRole('button', { name: 'Remove promotion code BONUS20' }).click();
    await eventually(() => page.locator('.cart-promotion-code').count()).toBe(0);
    await page.getByRole('button', { name: /^Remove 4 games of Saturday Lotto/ }).click();
    await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
    await settled(page);
    await open(page, '/');
    expect(await badge(page)).toMatch(/^0/);
    await page.context().close();
  }, 180_000);

  it('adds once however fast Add to cart is pressed (2-shopping.md §9)', async () => {
    const page = await visitorPage(browser);
    await open(page, '/saturday-lotto/random');
    await page.getByRole('button', { name: 'Add to cart' }).dblclick();
    await page.getByRole('dialog', { name: 'Added to your cart' }).waitFor();
    await open(page, '/cart');
    expect(await lines(page).count()).toBe(1);
    await page.context().close();
  });

  it('drops a stored token whose cart is gone, and starts a new one with the next item', async () => {
    const page = await visitorPage(browser);
    await page.context().addCookies([{ name: 'anonymous_cart_token', value: 'no-such-cart-token', url: baseURL() }]);
    await open(page, '/cart');
    await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
    expect(await tokenCookie(page)).toBeUndefined();
    await expectAccessible(page);
    await open(page, '/saturday-lotto/random');
    await expectAdded(page);
    expect((await tokenCookie(page))?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await page.context().close();
  });
});

describe('raffles in the cart', () => {
  it('adds a raffle bundle with a plain form post (no scripts), to the cart page with the utm parameters', async () => {
    const context = await browser.newContext({
      baseURL: baseURL(),
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    await context.addCookies([{ name: 'cookie_consent', value: 'essential', url: baseURL() }]);
    const page = await context.newPage();
    await page.goto('/make-a-smile?utm_medium=social');
    await page.getByRole('radio', { name: /^5 tickets/ }).check();
    await page.getByRole('radio', { name: 'Kids cancer research' }).check();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    expect(new URL(page.url()).search).toBe('?utm_medium=social');
    expect(await lines(page).first().innerText()).toMatch(/5 tickets in draw \d+ of Make a Smile/);
    expect(await lines(page).first().innerText()).toContain('Supporting Kids cancer research');

    // The cart page's forms work without scripts too: one more, then remove.
    await page.getByRole('button', { name: /^One more of/ }).click();
    await page.waitForLoadState();
    expect(await page.locator('.stepper-value').innerText()).toBe('2');
    // The navigation's count is in the server's HTML (the checkout layout has no navigation bar).
    await page.goto('/charity-tickets');
    expect(await badge(page)).toMatch(/^1/);
    await page.goto('/cart');
    await page.getByRole('button', { name: /^Remove 5 tickets/ }).click();
    await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();

    // A lottery page without scripts buys a quick pick of its default entry.
    await page.goto('/saturday-lotto');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    expect(await lines(page).first().innerText()).toContain('Quick pick');
    await context.close();
  });

  it('adds a bundle with scripts and shows it in the cart', async () => {
    const page = await visitorPage(browser, { width: 1366 });
    await open(page, '/make-a-smile');
    await page.getByRole('radio', { name: /^10 tickets/ }).check();
    await page.getByRole('radio', { name: "Children's hospital wards" }).check();
    expect(await expectAdded(page)).toMatch(/10 tickets in draw \d+ of Make a Smile Lottery/);
    await open(page, '/cart');
    expect(await lines(page).first().innerText()).toContain("Supporting Children's hospital wards");
    expect(await page.getByRole('button', { name: /^One more of/ }).count()).toBe(1);
    await page.context().close();
  });

  it('cannot add a sold-out draw: no button, and the cart refuses it with the reason', async () => {
    const offers = await apiOffers();
    const found = offers.flatMap((o) => o.draws.map((d) => ({ o, d }))).find((x) => x.d.purchaseStatus === 'sold_out');
    expect(found).toBeTruthy();
    const { o, d } = found!;
    const page = await visitorPage(browser);
    await open(page, `/${o.url}/draw/${d.drawNo}`);
    expect(await page.locator('.raffle-notice--sold-out').innerText()).toContain('Sold out');
    expect(await page.getByRole('button', { name: 'Add to cart' }).count()).toBe(0);

    // The same form as an open draw's, posted for the sold-out draw.
    const gameType = o.gameTypes[0]!;
    const gameOffer = gameType.gameOffers[0]!;
    const answer = await page.request.post('/cart', {
      form: {
        intent: 'add',
        productOfferKey: o.key,
        option: `${gameType.key}/${gameOffer.key}`,
        numGames: String(gameOffer.prices[0]!.numGames),
        numDraws: '1',
        drawNo: String(d.drawNo),
        ...(o.causes[0] ? { causeKey: o.causes[0] } : {}),
      },
    });
    expect(answer.status()).toBe(409);
    expect(await answer.text()).toContain(`Sorry, ${o.name} draw ${d.drawNo} is sold out.`);
    await page.context().close();
  });
});
