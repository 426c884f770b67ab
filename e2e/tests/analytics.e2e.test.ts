import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, hydrated } from './browser';
import { type StaffShop, startStaffShop } from './staff-shop';

/**
 * First-party analytics in the browser (issue 30, decision 447): a visit that arrives with utm
 * parameters and allowed non-essential cookies sends each page view with its screen name and the
 * session's attribution, kept on the next page without the parameters; the same visit with
 * essential cookies only records nothing.
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
    await expect.poll(async () => (await rows()).length, { timeout: 5000 }).toBe(2);
    const [home, play] = await rows();
    expect(home).toMatchObject({ type: 'page', campaign: 'spring-jackpot', source: 'newsletter', medium: 'email' });
    expect(play).toMatchObject({ type: 'page', campaign: 'spring-jackpot', source: 'newsletter' });
    expect(home!.screen).not.toBe(play!.screen);
  });
});
