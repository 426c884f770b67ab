import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cookieNames } from '@drawline/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigration } from '../../apps/server/src/modules/migration';
import { linkIn, mailTo, newCustomer, settle, signUpByApi } from './account-support';
import { expectAccessible } from './browser';
import { type StaffShop, startStaffShop } from './staff-shop';

/**
 * Account migration in a browser (issue 29, docs/decisions/468): a customer whose confirmed email
 * is a previous shop's account sees the migration modal on their next page, ticks the terms to
 * enable Migrate, waits while the page polls, and sees the balance brought over, once, in the
 * wallet and the transactions; "Not now" keeps the modal closed for 7 days. Axe clean, phone width.
 */
let shop: StaffShop;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'drawline-migration-e2e-'));
  shop = await startStaffShop('migration', { dataDir });
}, 180_000);
afterAll(() => shop?.close());

/** A signed-in customer with a confirmed email and an account of the previous shop loaded for it. */
async function legacyCustomer(label: string, balance: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await shop.browser.newContext({
    baseURL: shop.baseURL,
    locale: 'en-AU',
    viewport: { width: 390, height: 844 },
  });
  const customer = newCustomer(label);
  await signUpByApi(context, customer);
  await shop.app.mail.deliverPendingEmails();
  const link = mailTo(dataDir, customer.email)
    .map((m) => linkIn(m.text, '/my-account/confirm-address/'))
    .find(Boolean);
  const token = decodeURIComponent(link!.split('/').at(-1)!);
  const confirmed = await context.request.patch('/v2/customer/confirm-email-address', { data: { token } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  await createMigration({ db: shop.database.db, clock: shop.clock }).importAccounts([
    {
      legacyId: `E2E-${label}-${Date.now()}`,
      email: customer.email,
      firstname: customer.firstName,
      lastname: customer.lastName,
      balance,
      currency: 'AUD',
      eligibility: 'soft',
    },
  ]);
  // The cookie choice made before: the modal, opening at once, would stand over the banner.
  await context.addCookies([{ name: cookieNames.cookieConsent, value: 'essential', url: shop.baseURL }]);
  const page = await context.newPage();
  return { context, page };
}

const dialog = (page: Page) => page.getByRole('dialog');

describe('bringing a previous account over', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await legacyCustomer('migrates', 12_34));
  }, 120_000);
  afterAll(() => context?.close());

  it('opens the modal, enables Migrate with the terms, polls, and shows the balance once', async () => {
    await page.goto('/my-account');
    await expect
      .poll(() => dialog(page).getByRole('heading', { name: 'Bring your account over' }).isVisible())
      .toBe(true);
    await settle(page);
    const migrate = dialog(page).getByRole('button', { name: 'Migrate' });
    expect(await migrate.isDisabled()).toBe(true);
    await expectAccessible(page);
    await dialog(page)
      .getByLabel(/I agree to the terms and conditions/)
      .check();
    expect(await migrate.isEnabled()).toBe(true);
    await migrate.click();
    await expect.poll(() => dialog(page).getByRole('heading', { name: 'Moving your account' }).isVisible()).toBe(true);
    await expect
      .poll(() => dialog(page).getByRole('heading', { name: 'Your account is here' }).isVisible(), { timeout: 20_000 })
      .toBe(true);
    expect(await dialog(page).getByText('$12.34 from your previous account is now in your wallet.').isVisible()).toBe(
      true,
    );
    await expectAccessible(page);
    await dialog(page).getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => dialog(page).isVisible()).toBe(false);

    const me = await (await context.request.get('/v2/customer')).json();
    expect(me.result.balance).toEqual({ amount: 12_34, currency: 'AUD' });
    expect(me.result.migrationStatus).toBe('migrated');
    // Once: one line in the transactions, and no modal on the next page.
    await page.goto('/my-account/transactions');
    await expect.poll(() => page.getByText('Balance from your previous account').count()).toBe(1);
    expect(await dialog(page).count()).toBe(0);
    await expectAccessible(page);
  }, 90_000);
});

describe('not now', () => {
  it('keeps the modal closed for 7 days', async () => {
    const { context, page } = await legacyCustomer('later', 500);
    await page.goto('/my-account');
    await expect
      .poll(() => dialog(page).getByRole('heading', { name: 'Bring your account over' }).isVisible())
      .toBe(true);
    await settle(page);
    await dialog(page).getByRole('button', { name: 'Not now' }).click();
    await expect.poll(() => dialog(page).isVisible()).toBe(false);
    const cookie = (await context.cookies()).find((c) => c.name === cookieNames.migrateAccountModalDismissal);
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    await page.reload();
    await settle(page);
    await page.waitForTimeout(500);
    expect(await dialog(page).isVisible()).toBe(false);
    const me = await (await context.request.get('/v2/customer')).json();
    expect(me.result.migrationStatus).toBe('eligible_soft');
    await context.close();
  }, 90_000);
});
