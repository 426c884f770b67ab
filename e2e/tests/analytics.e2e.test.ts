import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundWallet } from '../../apps/server/tests/ledger-helpers';
import { newCustomer, signUpByApi } from './account-support';
import { expectAccessible, hydrated } from './browser';
import { demoMember, type StaffShop, signInToConsole, startStaffShop } from './staff-shop';

/**
 * First-party analytics in the browser (issue 30, decision 447): a visit that arrives with utm
 * parameters and allowed non-essential cookies sends each page view with its screen name and the
 * session's attribution, kept on the next page without the parameters; the same visit with
 * essential cookies only records nothing. A consenting visit that signs up and buys shows in the
 * console's campaign charts; a visit that signs up and buys without consent does not. A consenting
 * visit through an affiliate link buys on the buy page under its code (its order keeping the visit's
 * campaign too), which the console's sales by affiliate code show; the same visit without consent
 * keeps neither (decisions 479, 486).
 */
let shop: StaffShop;

beforeAll(async () => {
  shop = await startStaffShop('analytics');
}, 120_000);
afterAll(() => shop?.close());

type Row = {
  anonymous_id: string | null;
  type: string;
  screen: string | null;
  campaign: string | null;
  source: string | null;
  medium: string | null;
};
const rows = async (): Promise<Row[]> =>
  ((await shop.database.db.execute(sql`select * from analytics_events order by seq`)) as unknown as { rows: Row[] })
    .rows;

async function visit(consent: string): Promise<Page> {
  const context = await shop.browser.newContext({
    baseURL: shop.baseURL,
    locale: 'en-AU',
    viewport: { width: 390, height: 844 },
  });
  await context.addCookies([{ name: 'cookie_consent', value: consent, url: shop.baseURL }]);
  return context.newPage();
}

async function walk(page: Page) {
  await page.goto('/?utm_campaign=spring-jackpot&utm_source=newsletter&utm_medium=email');
  await hydrated(page);
  await page.goto('/powerball');
  await hydrated(page);
}

describe('analytics and consent in the browser', () => {
  it('without non-essential consent a visit with utm parameters records nothing', async () => {
    const page = await visit('essential');
    await walk(page);
    await expectAccessible(page);
    // Give any stray call time to land before looking.
    await page.waitForTimeout(500);
    expect(await rows()).toEqual([]);
  });

  it('with consent each page view is kept with its screen name and the campaign, on later pages too', async () => {
    const page = await visit('essential,non_essential');
    await walk(page);
    await expect.poll(async () => (await rows()).length).toBe(2);
    const [home, play] = await rows();
    expect(home).toMatchObject({ type: 'page', campaign: 'spring-jackpot', source: 'newsletter', medium: 'email' });
    expect(play).toMatchObject({ type: 'page', campaign: 'spring-jackpot', source: 'newsletter' });
    expect(home!.screen).not.toBe(play!.screen);
  });

  it("a consenting utm visit that signs up and buys shows in the console's campaign chart; one without consent does not", async () => {
    async function signUpAndBuy(consent: string, campaign: string) {
      const page = await visit(consent);
      await page.goto(`/?utm_campaign=${campaign}&utm_source=partner-site`);
      await hydrated(page);
      const customer = newCustomer(campaign);
      await signUpByApi(page.context(), customer);
      // The next page knows the customer: the shell sends identify with the session's attribution.
      await page.goto('/lotto-results');
      await hydrated(page);
      const me = await page.context().request.get('/v2/customer');
      const customerId = (await me.json()).result.customerId as string;
      await fundWallet(shop.app, customerId, { amount: 10_000, currency: 'AUD' });
      const call = (url: string, data?: unknown, headers: Record<string, string> = {}) =>
        page.context().request.post(url, { data: data as Record<string, unknown>, headers });
      expect((await call('/v2/cart/build')).status()).toBe(200);
      const added = await call('/v2/cart/items', {
        product_offer_key: 'make_a_smile_lottery',
        game_type: 'standard',
        game_offer: 'tickets',
        num_games: 1,
        quantity: 3,
        cause_key: 'childrens_hospital',
      });
      expect(added.status(), await added.text()).toBe(200);
      const bought = await call('/v2/cart/purchase', undefined, { 'idempotency-key': `${campaign}-buy` });
      expect(bought.status(), await bought.text()).toBe(200);
      await page.context().close();
    }
    await signUpAndBuy('essential,non_essential', 'harbour-lights');
    await signUpAndBuy('essential', 'no-consent-campaign');

    const finance = await signInToConsole(shop, demoMember('finance'));
    await finance.goto('/console/campaigns');
    await finance.getByRole('heading', { name: 'Campaigns', level: 1 }).waitFor();
    const byCampaign = finance.getByRole('region', { name: 'By campaign' });
    const text = (await byCampaign.textContent()) ?? '';
    expect(text).toContain('harbour-lights');
    expect(text).toContain('1 sign-up');
    expect(text).toContain('$30.00');
    expect((await finance.locator('main').textContent()) ?? '').not.toContain('no-consent-campaign');
    expect((await finance.getByRole('region', { name: 'By source' }).textContent()) ?? '').toContain('partner-site');
    await expectAccessible(finance);
  });

  it("a consenting visit through an affiliate link buys under its code in the console's sales by affiliate code; one without consent keeps no code", async () => {
    async function affiliateVisitBuys(consent: string, code: string) {
      const page = await visit(consent);
      await page.goto(`/?affiliate=${code}&utm_campaign=${code}-week`);
      await hydrated(page);
      await page.goto('/lotto-results');
      await hydrated(page);
      await signUpByApi(page.context(), newCustomer(code));
      const me = await page.context().request.get('/v2/customer');
      const customerId = (await me.json()).result.customerId as string;
      await fundWallet(shop.app, customerId, { amount: 10_000, currency: 'AUD' });
      const call = (url: string, data?: unknown) =>
        page.context().request.post(url, { data: data as Record<string, unknown> });
      expect((await call('/v2/cart/build')).status()).toBe(200);
      const added = await call('/v2/cart/items', {
        product_offer_key: 'make_a_smile_lottery',
        game_type: 'standard',
        game_offer: 'tickets',
        num_games: 1,
        quantity: 2,
        cause_key: 'childrens_hospital',
      });
      expect(added.status(), await added.text()).toBe(200);
      // Bought on the buy page, as the customer would: the pages' port's purchase.
      await page.goto('/cart/buy');
      await hydrated(page);
      await page.getByRole('button', { name: /^Pay .* from your wallet$/ }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/receipt/'));
      await page.context().close();
      const kept = (await shop.database.db.execute(
        sql`select attribution->>'campaign' as campaign, affiliate_code from orders where customer_id = ${customerId}`,
      )) as unknown as { rows: { campaign: string | null; affiliate_code: string | null }[] };
      return kept.rows;
    }
    expect(await affiliateVisitBuys('essential,non_essential', 'reef-club')).toEqual([
      { campaign: 'reef-club-week', affiliate_code: 'reef-club' },
    ]);
    expect(await affiliateVisitBuys('essential', 'quiet-club')).toEqual([{ campaign: null, affiliate_code: null }]);

    const finance = await signInToConsole(shop, demoMember('finance'));
    await finance.goto('/console/campaigns');
    await finance.getByRole('heading', { name: 'Campaigns', level: 1 }).waitFor();
    const byAffiliate = finance.getByRole('region', { name: 'By affiliate code' });
    const text = (await byAffiliate.textContent()) ?? '';
    expect(text).toContain('reef-club');
    expect(text).toContain('1 order');
    expect(text).toContain('$20.00');
    expect((await finance.locator('main').textContent()) ?? '').not.toContain('quiet-club');
    await expectAccessible(finance);
  });
});
