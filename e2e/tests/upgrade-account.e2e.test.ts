import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cookieNames } from '@drawline/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runStaffCommand } from '../../apps/server/src/cli/run-staff-command';
import { cryptoRandom } from '../../apps/server/src/lib/random';
import { powerballEntry } from '../../apps/server/tests/cart-helpers';
import { fundWallet } from '../../apps/server/tests/ledger-helpers';
import { mailTo, newCustomer, settle, signUpByApi, totp } from './account-support';
import { expectAccessible } from './browser';
import { demoMember, type StaffShop, startStaffShop } from './staff-shop';

/**
 * Upgrade account in a browser (issue 29, decision 469): a customer support asked (with the staff
 * command line) to complete their details is sent from every page to /my-account/upgrade-account,
 * cannot buy, gives a phone and an address (with the emailed code the details call asks), goes
 * back to the page they came from, and then buys. Axe clean at 390 and 1366 px.
 */
let shop: StaffShop;
let dataDir: string;
let context: BrowserContext;
let page: Page;
let email: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'drawline-upgrade-e2e-'));
  shop = await startStaffShop('upgrade', { dataDir });
  context = await shop.browser.newContext({
    baseURL: shop.baseURL,
    locale: 'en-AU',
    viewport: { width: 390, height: 844 },
  });
  await context.addCookies([{ name: cookieNames.cookieConsent, value: 'essential', url: shop.baseURL }]);
  const customer = newCustomer('upgrade');
  email = customer.email;
  await signUpByApi(context, customer);
  const me = await context.request.get('/v2/customer');
  const { customerId } = ((await me.json()) as { result: { customerId: string } }).result;
  await fundWallet(shop.app, customerId, { amount: 50_00, currency: 'AUD' });
  const added = await context.request.post('/v2/cart/items', { data: powerballEntry({ num_games: 4 }) });
  expect(added.status(), await added.text()).toBe(200);
  // Support asks for the details with the staff command line (decision 469).
  const support = demoMember('support');
  shop.clock.advance(30_000);
  const asked = await runStaffCommand(
    [
      'customers',
      'ask-upgrade',
      '--email',
      email,
      '--as',
      support.email,
      '--code',
      totp(support.totpSecret, shop.clock.now().getTime()),
    ],
    {
      db: shop.database.db,
      clock: shop.clock,
      random: cryptoRandom,
      staff: shop.app.staff,
      audit: shop.app.audit,
      address: 'cli:e2e@test-host',
      out: () => {},
      err: (line) => console.error(line),
    },
  );
  expect(asked).toBe(0);
  page = await context.newPage();
}, 180_000);
afterAll(async () => {
  await context?.close();
  await shop?.close();
});

async function emailedCode(): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      await shop.app.mail.deliverPendingEmails();
      const mail = mailTo(dataDir, email).find((m) => /code/i.test(m.subject));
      code = mail && /\b(\d{6})\b/.exec(mail.subject)?.[1];
      return Boolean(code);
    })
    .toBe(true);
  return code as string;
}

describe('a customer asked to complete their details', () => {
  it('is sent to the upgrade page, cannot buy, completes the details, goes back and buys', async () => {
    await page.goto('/my-account');
    await page.waitForURL((url) => url.pathname === '/my-account/upgrade-account');
    await page.goto('/cart');
    await page.waitForURL((url) => url.pathname === '/my-account/upgrade-account');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/cart');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Complete your details');
    // The purchase itself is refused while the flag stands.
    const refused = await context.request.post('/v2/cart/purchase', {
      headers: { 'idempotency-key': crypto.randomUUID() },
      data: {},
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('account_upgrade_required');
    await settle(page);
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/w4-upgrade-390.png', fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/w4-upgrade-1366.png' });
    await page.setViewportSize({ width: 390, height: 844 });

    // Both are required.
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect.poll(() => page.getByText('This field is required').first().isVisible()).toBe(true);

    // The page's own form (the layout's address banner has its own fields).
    const form = page.locator('.auth-card form');
    await form.getByLabel('Phone').fill('0412 345 678');
    await form.getByLabel('Street address').fill('2 Pitt St');
    await form.getByLabel('Suburb').fill('Sydney');
    await form.getByLabel('State').fill('NSW');
    await form.getByLabel('Post code').fill('2000');
    await form.getByRole('button', { name: 'Save and continue' }).click();
    const modal = page.getByRole('dialog', { name: 'Two factor authentication is required to complete this action' });
    await expect.poll(() => modal.isVisible()).toBe(true);
    await modal.getByLabel('6 digit code').fill(await emailedCode());

    // Back where they were, and free to buy.
    await page.waitForURL((url) => url.pathname === '/cart');
    await settle(page);
    expect(await page.getByText('Please complete your details before you buy.').count()).toBe(0);
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL((url) => url.pathname === '/cart/buy');
    await page.getByRole('button', { name: /^Pay .* from your wallet$/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/receipt/'));
    await page.goto('/my-account/upgrade-account');
    await page.waitForURL((url) => url.pathname === '/');
  });
});
