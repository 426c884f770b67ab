import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeDueRecurringPurchases } from '../../apps/server/src/flows/recurring/place-due-recurring-purchases';
import { newCustomer, signUpByApi } from './account-support';
import { expectAccessible } from './browser';
import { demoMember, type StaffShop, signInToConsole, startStaffShop } from './staff-shop';

/**
 * Finance's premium billing in the browser (issue 27): two members go premium, one pays the next
 * month and one is short for it; finance opens Premium billing from the console's menu and reads
 * each period (paid with its ledger reference, failing and retried) and the month's totals, on a
 * wide screen and a phone; support is neither offered nor let in. Axe on each view.
 */
let shop: StaffShop;

beforeAll(async () => {
  shop = await startStaffShop('console-billing', { shopEngines: { recurringPurchases: true, lottoParty: false } });
}, 120_000);
afterAll(() => shop?.close());

/** A premium member with `cents` deposited before the upgrade. */
async function premiumMember(tag: string, cents: number): Promise<{ context: BrowserContext; email: string }> {
  const context = await shop.browser.newContext({ baseURL: shop.baseURL, locale: 'en-AU' });
  await context.addCookies([{ name: 'cookie_consent', value: 'essential', url: shop.baseURL }]);
  const details = newCustomer(tag);
  await signUpByApi(context, details);
  const me = await (await context.request.get('/v2/customer')).json();
  await shop.database.db.transaction((tx) =>
    shop.app.wallet.depositToWallet(tx, {
      customerId: me.result.customerId as string,
      amount: { amount: cents, currency: 'AUD' },
      gateway: 'sandbox',
      reference: crypto.randomUUID(),
    }),
  );
  for (const tier of ['free', 'premium']) {
    const res = await context.request.put('/rewards/membership', {
      headers: { version: '3.2' },
      data: { membership_program: 'daily_winners', membership_status: 'member', membership_tier: tier },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  return { context, email: details.email };
}

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name, exact: true });

describe('premium billing in the console', () => {
  it('finance reads each period and the months; support is refused', async () => {
    const steady = await premiumMember('billing-steady', 3_000);
    const short = await premiumMember('billing-short', 1_000);
    // The next period starts a calendar month on (28 to 31 days): the engine charges it once.
    shop.clock.set(new Date(shop.clock.now().getTime() + 32 * 86_400_000));
    await placeDueRecurringPurchases(shop.app.recurringEngine);

    const finance = await signInToConsole(shop, demoMember('finance'));
    await nav(finance, 'Premium billing').click();
    const periods = finance.getByRole('table', { name: /^Each subscription's periods/ });
    await periods.waitFor();
    const steadyRows = periods.getByRole('row').filter({ hasText: steady.email });
    await expect.poll(() => steadyRows.count()).toBe(2);
    expect(await steadyRows.filter({ hasText: 'Paid' }).count()).toBe(2);
    expect(
      await steadyRows
        .first()
        // A subscription id is base64url: letters, digits, _ and -.
        .getByRole('cell', { name: /^membership_rp_[\w-]+_1$/ })
        .count(),
    ).toBe(1);
    const shortRows = periods.getByRole('row').filter({ hasText: short.email });
    expect(await shortRows.first().textContent()).toContain(
      'Failed, retried while the month lasts (insufficient_funds)',
    );
    expect(await shortRows.last().textContent()).toContain('$10.00');
    const months = finance.getByRole('table', { name: /^Premium charges per month/ });
    expect(await months.getByRole('row').count()).toBeGreaterThan(1);
    await expectAccessible(finance);
    await finance.setViewportSize({ width: 390, height: 900 });
    await expectAccessible(finance);

    const support = await signInToConsole(shop, demoMember('support'));
    expect(await nav(support, 'Premium billing').count()).toBe(0);
    const refused = await support.goto('/console/giveaways/billing');
    expect(refused?.status()).toBe(403);
    await steady.context.close();
    await short.context.close();
  });

  it('a content editor sets the entries per tier and who may join; a customer outside is told', async () => {
    const editor = await signInToConsole(shop, demoMember('content_editor'));
    await editor.goto('/console/giveaways/settings');
    await editor.getByRole('heading', { name: 'Daily Winners settings' }).waitFor();
    await editor.getByRole('group', { name: 'Free tier' }).getByLabel('Daily giveaways').fill('2');
    await editor.getByLabel('Pricing ids').fill('vip, partners');
    await editor.getByRole('button', { name: 'Save settings' }).click();
    await expect
      .poll(() => editor.locator('main p[role="status"]').textContent())
      .toBe('Saved: members read the new words on their next page.');
    expect(await editor.getByLabel('Pricing ids').inputValue()).toBe('vip, partners');
    expect(await editor.getByRole('group', { name: 'Free tier' }).getByLabel('Daily giveaways').inputValue()).toBe('2');
    await expectAccessible(editor);
    await editor.getByLabel('Segments').fill('bad segment!');
    await editor.getByRole('button', { name: 'Save settings' }).click();
    await expect
      .poll(() => editor.getByText('Letters, digits, hyphens and underscores only').count())
      .toBeGreaterThan(0);

    const outsider = await premiumMemberless('billing-outsider');
    const config = await (await outsider.request.get('/rewards/v4/config')).json();
    expect(config.result.eligiblePricingIds).toEqual(['vip', 'partners']);
    expect(config.result.membershipTiers[0].entriesPerGiveaway.daily).toBe(2);
    const page = await outsider.newPage();
    await page.goto('/daily-winners');
    await page.getByText('Daily Winners is not offered to your account.').waitFor();
    await expectAccessible(page);
    const refused = await outsider.request.put('/rewards/membership', {
      headers: { version: '3.2' },
      data: { membership_program: 'daily_winners', membership_status: 'member', metadata: {} },
    });
    expect(refused.status()).toBe(422);
    await outsider.close();
  });
});

/** A signed-up customer who has not joined. */
async function premiumMemberless(tag: string): Promise<BrowserContext> {
  const context = await shop.browser.newContext({ baseURL: shop.baseURL, locale: 'en-AU' });
  await context.addCookies([{ name: 'cookie_consent', value: 'essential', url: shop.baseURL }]);
  await signUpByApi(context, newCustomer(tag));
  return context;
}
