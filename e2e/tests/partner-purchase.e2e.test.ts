import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpInForm } from './account-support';
import { expectAccessible, hydrated, launchBrowser } from './browser';
import { open, visitorPage } from './play-support';

/**
 * Partner purchase (issue 30, decisions 471, 472): a visitor follows a partner's link, joins, pays
 * by a new card through 3-D Secure on the sandbox gateway's pages, and sees the partner receipt;
 * the partner's other paths are its 404 and an unknown partner the shop's. Axe clean on each page.
 */
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(() => close());

const LINK =
  '/purchase/good-causes?lottery=saturday_lotto&raffle_offer=standard&game_type=standard&num_games=4&channel=newsletter';

describe('partner purchase', () => {
  it('takes a visitor from a partner link through sign-up, a card and 3-D Secure to the partner receipt', async () => {
    const page = await visitorPage(browser, { width: 390 });
    await open(page, LINK);
    expect(await page.getByTestId('partner-name').innerText()).toBe('Good Causes Foundation');
    expect(await page.locator('.partner-page').getAttribute('data-status')).toBe('resolved');
    expect(await page.getByTestId('partner-price').innerText()).toBe('$3.40');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Open an account' }).click();
    await signUpInForm(page, 'partner');
    // Back on the partner's page, ready to pay.
    await page.waitForURL((url) => url.pathname === '/purchase/good-causes');
    await hydrated(page);
    expect(await page.locator('.partner-page').getAttribute('data-status')).toBe('ready');
    expect(await page.getByTestId('partner-charge').innerText()).toBe('Your card will be charged $3.40.');
    await expectAccessible(page);

    await page.getByTestId('partner-add-card').click();
    await page.waitForURL((url) => url.pathname === '/sandbox-gateway/card');
    await page.getByLabel('Name on card').fill('Pat Player');
    await page.getByLabel('Card number').fill('4000000000003220');
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Continue to pay $3.40', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/purchase/good-causes' && url.searchParams.has('fund'));
    await hydrated(page);
    expect(await page.getByLabel(/Visa ending 3220/).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Pay $3.40 by card', exact: true }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/sandbox-gateway/3ds/'));
    await page.getByLabel('One-time code').fill('1234');
    await page.getByRole('button', { name: 'Confirm' }).click();

    await page.waitForURL((url) => /^\/purchase\/good-causes\/receipt\/[^/]+$/.test(url.pathname));
    await page.getByTestId('partner-receipt').waitFor();
    expect(await page.getByTestId('partner-name').innerText()).toBe('Good Causes Foundation');
    expect(await page.getByTestId('order-number').innerText()).toMatch(/^DL-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(await page.locator('main').innerText()).toContain('Saturday Lotto');
    await expectAccessible(page);
    await page.setViewportSize({ width: 1366, height: 900 });
    await expectAccessible(page);
    await page.context().close();
  });

  it("answers the partner's 404 for its other paths and the shop's for an unknown partner", async () => {
    const page = await visitorPage(browser);
    const missing = await page.goto('/purchase/good-causes/no-such-page');
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByTestId('partner-name').innerText()).toBe('Good Causes Foundation');
    await expectAccessible(page);
    expect((await page.goto('/purchase/no-such-partner'))?.status()).toBe(404);
    // The partner's autologin spends the token on the autologin page, never on a GET: a forged one signs nobody in.
    await page.goto('/purchase/good-causes/autologin/not-a-real-token');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText('This login link has expired or was already used. Please log in.').waitFor();
    // A receipt is its customer's own: a visitor is sent to sign in first.
    await page.goto('/purchase/good-causes/receipt/not-a-checkout');
    expect(new URL(page.url()).pathname).toMatch(/login$/);
    await page.context().close();
  });
});
