import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dismissCookies, newCustomer, signUpByApi } from './account-support';
import { expectAccessible, hydrated } from './browser';
import { type StaffShop, startStaffShop } from './staff-shop';

/**
 * 1-platform.md §2 and §4: an automatic-login or transfer link signs the customer in and lands where
 * it says, once; logging out lands on the commercial-lottery page unless a redirect overrides it.
 * An in-process shop, so the test can issue the single-use tokens a partner or the app would.
 */
let shop: StaffShop;
beforeAll(async () => {
  shop = await startStaffShop('sign-in-links');
});
afterAll(() => shop.close());

async function newCustomerPage(tag: string): Promise<{ page: Page; customerId: string }> {
  const context = await shop.browser.newContext({ baseURL: shop.baseURL, viewport: { width: 390, height: 844 } });
  await signUpByApi(context, newCustomer(tag));
  const me = await context.request.get('/v2/customer');
  const customerId = ((await me.json()) as { result: { customerId: string } }).result.customerId;
  // The link is opened in a browser that is not signed in, as from an email or a partner's site.
  await context.clearCookies();
  return { page: await context.newPage(), customerId };
}

const accessTokenOf = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'web_access_token')?.value;

describe('automatic login and transfer links', () => {
  it('an autologin link signs the customer in and lands on its redirect; the same link again is spent', async () => {
    const { page, customerId } = await newCustomerPage('autologin-ok');
    const token = await shop.app.identity.createAutologinToken({ customerId });
    await page.goto(`/login/autologin/${encodeURIComponent(token)}?redirect=/my-account/my-details`);
    await page.waitForURL((url) => url.pathname === '/my-account/my-details');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await accessTokenOf(page)).toBeTruthy();
    await dismissCookies(page);
    await expectAccessible(page);

    await page.context().clearCookies();
    await page.goto(`/login/autologin/${encodeURIComponent(token)}?redirect=/my-account/my-details`);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText('This login link has expired or was already used. Please log in.').waitFor();
    expect(await accessTokenOf(page)).toBeUndefined();
    await page.context().close();
  });

  it('a transfer link signs in by its own purpose, and an autologin token does not pass as a transfer', async () => {
    const { page, customerId } = await newCustomerPage('transfer-ok');
    const autologin = await shop.app.identity.createAutologinToken({ customerId });
    await page.goto(`/login/transfer/${encodeURIComponent(autologin)}`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await accessTokenOf(page)).toBeUndefined();

    const transfer = await shop.app.identity.createAutologinToken({ customerId, purpose: 'transfer' });
    await page.goto(`/login/transfer/${encodeURIComponent(transfer)}?redirect=/my-account`);
    await page.waitForURL((url) => url.pathname === '/my-account');
    expect(await accessTokenOf(page)).toBeTruthy();
    await page.context().close();
  });
});

describe('logging out', () => {
  it('lands on the commercial-lottery page, or where a redirect says, signed out either way', async () => {
    const context = await shop.browser.newContext({ baseURL: shop.baseURL, viewport: { width: 390, height: 844 } });
    const customer = newCustomer('logout');
    await signUpByApi(context, customer);
    const page = await context.newPage();
    await page.goto('/logout');
    await dismissCookies(page);
    await page.getByRole('heading', { level: 1, name: 'Log out' }).waitFor();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/lotto-tickets');
    expect(await accessTokenOf(page)).toBeUndefined();

    // Signed in again: a redirect in the address overrides the landing page.
    await context.request.post('/v2/login', { data: { email: customer.email, password: customer.password } });
    expect(await accessTokenOf(page)).toBeTruthy();
    await page.goto('/logout?redirect=/lotto-results');
    await hydrated(page);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/lotto-results');
    expect(new URL(page.url()).searchParams.get('notice')).toBe('signed-out');
    expect(await accessTokenOf(page)).toBeUndefined();

    // Another site's address is not a redirect: the landing page instead.
    await context.request.post('/v2/login', { data: { email: customer.email, password: customer.password } });
    await page.goto('/logout?redirect=//evil.example/steal');
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/lotto-tickets');
    await context.close();
  });
});
