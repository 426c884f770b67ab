import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, signUpByApi, signUpInForm } from './account-support';
import { baseURL, expectAccessible, hydrated, launchBrowser, newContext } from './browser';
import { expectAdded, open, visitorPage } from './play-support';
import { demoMember, type StaffShop, signInToConsole, startStaffShop } from './staff-shop';

/**
 * Issue 23, first impressions: what a new customer meets on the way in (a next step after sign-up,
 * Deposit in the menus, Join in the header, one bar at a time on a phone, back to the checkout after
 * signing up there, a receipt without the address banner or a policy violation) and what staff meet
 * on the console's dashboard.
 */
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(() => close());

/** The bars across the page that a visitor can see right now. */
async function visibleBars(page: Page): Promise<string[]> {
  const bars = {
    sitewide: '.sitewide-banner',
    confirmation: '.confirmation-banner',
    'cookie-consent': '.cookie-consent',
  };
  const shown: string[] = [];
  for (const [name, selector] of Object.entries(bars)) {
    if (await page.locator(selector).isVisible()) shown.push(name);
  }
  return shown;
}

describe('after sign-up', () => {
  it('lands on My account with a next step: Play now and Deposit, and Deposit in the account menu', async () => {
    const page = await visitorPage(browser);
    await page.goto('/register');
    await signUpInForm(page, 'welcome');
    await page.waitForURL((url) => url.pathname === '/my-account');
    const welcome = page.getByRole('region', { name: 'Your account is ready' });
    await welcome.waitFor();
    expect(await welcome.getByRole('link', { name: 'Play now' }).getAttribute('href')).toBe('/lotto-tickets');
    expect(await welcome.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/my-account/deposit');
    const menu = page.getByRole('navigation', { name: 'My account' });
    expect(await menu.getByRole('link', { name: 'Deposit', exact: true }).getAttribute('href')).toBe(
      '/my-account/deposit',
    );
    await expectAccessible(page);
    // The deposit page it leads to is there (wallet_deposit is on).
    await open(page, '/my-account/deposit');
    await page.getByRole('heading', { level: 1, name: 'Deposit funds' }).waitFor();
    await page.context().close();
  });

  it('refuses an off-site return address and lands on My account instead', async () => {
    const page = await visitorPage(browser);
    await page.goto(`/register?redirect=${encodeURIComponent('https://evil.example/steal')}`);
    await signUpInForm(page, 'offsite');
    await page.waitForURL((url) => url.pathname === '/my-account');
    expect(new URL(page.url()).origin).toBe(new URL(baseURL()).origin);
    await page.context().close();
  });
});

describe('the header', () => {
  it('offers Join now beside Login on a desktop, and in the menu on a phone', async () => {
    const desktop = await visitorPage(browser, { width: 1366 });
    await open(desktop, '/');
    const join = desktop.locator('.site-header-bar').getByRole('link', { name: 'Join now' });
    expect(await join.isVisible()).toBe(true);
    expect(await join.getAttribute('href')).toBe('/register');
    await desktop.context().close();

    const phone = await visitorPage(browser, { width: 390 });
    await open(phone, '/');
    expect(await phone.locator('.site-header-bar').getByRole('link', { name: 'Join now' }).isVisible()).toBe(false);
    await phone.getByRole('link', { name: 'Menu' }).click();
    await phone.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Join now' }).waitFor();
    await phone.context().close();
  });
});

describe('on a phone', () => {
  it('shows one bar at a time: the cookie consent, then the address, then the notice', async () => {
    const context = await newContext(browser, { width: 390 });
    const page = await context.newPage();
    await signUpByApi(context, newCustomer('bars'));
    await open(page, '/');
    expect(await visibleBars(page)).toEqual(['cookie-consent']);
    await page.getByRole('button', { name: 'Essential only' }).click();
    await page.getByText('Cookie preferences saved').waitFor();
    await expect.poll(() => visibleBars(page)).toEqual(['confirmation']);
    // On a desktop every bar due shows.
    await page.setViewportSize({ width: 1366, height: 900 });
    await expect.poll(() => visibleBars(page)).toEqual(['sitewide', 'confirmation']);
    await context.close();
  });
});

describe('checkout after signing up on the way', () => {
  it('comes back to the checkout, and the receipt has no address banner and no policy violation', async () => {
    const page = await visitorPage(browser);
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to apply|Refused to execute/i.test(m.text())) violations.push(m.text());
    });
    await open(page, '/saturday-lotto');
    await page.getByRole('button', { name: 'Quick pick all' }).click();
    await expectAdded(page);
    await open(page, '/cart');
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await signUpInForm(page, 'checkout');
    // Back where they were going: the checkout, with one press of Checkout.
    await page.waitForURL((url) => url.pathname === '/cart/buy');
    await page.getByRole('heading', { name: 'Pay by card' }).waitFor();

    // Straight from payment to the receipt: a card the gateway approves without a challenge.
    await page.getByTestId('add-card').click();
    await page.waitForURL((url) => url.pathname === '/sandbox-gateway/card');
    await page.getByLabel('Name on card').fill('Pat Player');
    await page.getByLabel('Card number').fill('4242424242424242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: /^Continue to pay \$\d+\.\d{2}$/ }).click();
    await page.waitForURL((url) => url.pathname === '/cart/buy' && url.searchParams.has('fund'));
    await hydrated(page);
    await page.getByRole('button', { name: /^Pay \$\d+\.\d{2} by card$/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/receipt/'));
    await page.locator('main').getByText('Saturday Lotto').first().waitFor();
    expect(await page.getByText('Please add your address').count()).toBe(0);
    expect(violations).toEqual([]);
    // The same receipt loaded afresh: still no banner, still no violation.
    await page.reload();
    await hydrated(page);
    expect(await page.getByText('Please add your address').count()).toBe(0);
    expect(violations).toEqual([]);
    await page.context().close();
  });
});

describe('the console dashboard', () => {
  let shop: StaffShop;
  beforeAll(async () => {
    shop = await startStaffShop('first-impressions');
  }, 120_000);
  afterAll(() => shop?.close());

  it('fits 390, 768 and 1366 px without sideways scrolling, with every status in words', async () => {
    const page = await signInToConsole(shop, demoMember('administrator'));
    await page.goto('/console');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    for (const width of [390, 768, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${width} px`).toBeLessThanOrEqual(width);
    }
    const text = (await page.locator('main').innerText()) ?? '';
    expect(text).toContain('Open for sale');
    expect(text).not.toMatch(/\bDRAW_[A-Z]+\b/);
    await expectAccessible(page);
    await page.context().close();
  });
});
