import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGiveaway } from '../../apps/server/src/flows/membership/create-giveaway';
import { drawDueGiveaways } from '../../apps/server/src/flows/membership/draw-giveaways';
import { newCustomer, signUpByApi } from './account-support';
import { expectAccessible, hydrated, launchBrowser } from './browser';
import { startShopInProcess } from './shop-in-process';

/**
 * Daily Winners in the browser (issue 27, decisions 395-399, 428, 456): a customer joins free, makes
 * the first deposit, sees their entries, unlocks a monthly entry, upgrades to premium (the
 * subscription in their recurring purchases, the entries counted as premium's) and opens their
 * benefits once (decision 526); the test draws a daily giveaway and the winner sees the prize in
 * the wallet and the giveaway's page recomputes the winners from the public data; a customer on a
 * break from play cannot join. Axe on every page visited.
 */
let browser: Browser;
let closeBrowser: () => Promise<void>;
let shop: Awaited<ReturnType<typeof startShopInProcess>>;

beforeAll(async () => {
  ({ browser, close: closeBrowser } = await launchBrowser());
  // Premium is a subscription of the recurring engine: the shop's recurring switch on (decision 353).
  shop = await startShopInProcess({ shopEngines: { recurringPurchases: true, lottoParty: false } });
}, 120_000);
afterAll(async () => {
  await closeBrowser?.();
  await shop?.app.close();
});

const MINUTE = 60_000;

async function signedInPage(tag: string): Promise<{ page: Page; customerId: string }> {
  const context = await browser.newContext({
    baseURL: shop.baseURL,
    locale: 'en-AU',
    viewport: { width: 390, height: 844 },
  });
  await context.addCookies([{ name: 'cookie_consent', value: 'essential', url: shop.baseURL }]);
  await signUpByApi(context, newCustomer(tag));
  const me = (await (await context.request.get('/v2/customer')).json()) as { result: { customerId: string } };
  return { page: await context.newPage(), customerId: me.result.customerId };
}

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await hydrated(page);
}

async function availableFunds(page: Page): Promise<number> {
  const res = await page.context().request.get('/v2/customer');
  return ((await res.json()) as { result: { availableFunds: { amount: number } } }).result.availableFunds.amount;
}

describe('Daily Winners', () => {
  it('tells a visitor how the program works and where to start', async () => {
    const context = await browser.newContext({
      baseURL: shop.baseURL,
      locale: 'en-AU',
      viewport: { width: 390, height: 844 },
    });
    await context.addCookies([{ name: 'cookie_consent', value: 'essential', url: shop.baseURL }]);
    const page = await context.newPage();
    await open(page, '/daily-winners');
    const how = page.getByRole('region', { name: 'How it works' });
    expect(await how.getByRole('listitem').count()).toBe(4);
    await expectAccessible(page);
    await how.getByRole('link', { name: 'Create an account' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/register');
    await context.close();
  });

  it('takes a customer from joining free to winning a daily giveaway anyone can check', async () => {
    const program = shop.app.membershipProgram;
    const now = Date.now();
    const daily = await createGiveaway(program, {
      type: 'daily',
      title: 'Test daily $25 credit',
      images: { mobile: '/pictures/prizes/cash-960.jpg', desktop: '/pictures/prizes/cash-960.jpg' },
      openAt: new Date(now - MINUTE),
      closeAt: new Date(now + 60 * MINUTE),
      prize: { kind: 'credit', amount: 2_500, currency: 'AUD', name: '$25 credit' },
    });
    const monthly = await createGiveaway(program, {
      type: 'monthly',
      title: 'Test monthly $500 credit',
      images: { mobile: '/pictures/prizes/gift-card-960.jpg', desktop: '/pictures/prizes/gift-card-960.jpg' },
      openAt: new Date(now - MINUTE),
      closeAt: new Date(now + 24 * 60 * MINUTE),
      prize: { kind: 'credit', amount: 50_000, currency: 'AUD', name: '$500 credit' },
    });

    const { page } = await signedInPage('dw-join');
    // The program is in the navigation with its capabilities on.
    await open(page, '/daily-winners');
    await page.getByRole('heading', { name: 'Daily Winners', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Test daily $25 credit' }).waitFor();
    await expectAccessible(page);

    // A second tab, opened before joining, keeps its Join button.
    const stale = await page.context().newPage();
    await open(stale, '/daily-winners');

    // Joins free: no deposit yet, so the first deposit is asked for.
    await page.getByRole('button', { name: 'Join free' }).click();
    await page.getByText('You have joined. Make your first deposit to start entering.').waitFor();
    await expectAccessible(page);
    // Joining again from the stale tab: the server's own message, nothing changed.
    await stale.getByRole('button', { name: 'Join free' }).click();
    await stale.locator('.dw-status .notice--error').getByText('You have already joined this program.').waitFor();
    await stale.getByRole('link', { name: 'Make my first deposit' }).waitFor();
    await expectAccessible(stale);
    await stale.close();

    await page.getByRole('link', { name: 'Make my first deposit' }).click();
    await page.waitForURL((url) => url.pathname === '/daily-winners/deposit');
    await page.getByRole('heading', { name: 'Make your first deposit' }).waitFor();
    await expectAccessible(page);

    // The existing deposit flow: a card on the gateway's own page, then the deposit.
    await hydrated(page);
    await page.getByTestId('add-card').click();
    await page.waitForURL((url) => url.pathname === '/sandbox-gateway/card');
    await page.getByLabel('Name on card').fill('Pat Player');
    await page.getByLabel('Card number').fill('4242424242424242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Save card', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/daily-winners/deposit' && url.searchParams.has('fund'));
    await hydrated(page);
    await page.getByLabel('Amount').fill('20');
    await page.getByRole('button', { name: 'Deposit' }).click();
    await page.waitForURL((url) => /^\/my-account\/deposit\/summary\/[^/]+$/.test(url.pathname));
    expect(await availableFunds(page)).toBe(20_00);

    // A member now: the entries are in, the monthly one locked until unlocked.
    await open(page, '/my-account/current-giveaways');
    const dailyCard = page.locator('.dw-card', { hasText: 'Test daily $25 credit' });
    const monthlyCard = page.locator('.dw-card', { hasText: 'Test monthly $500 credit' });
    expect(await dailyCard.locator('.dw-entry').innerText()).toBe('You are in the draw: 1 entry');
    expect(await monthlyCard.locator('.dw-entry').innerText()).toBe('Locked: unlock it to go in the draw');
    await expectAccessible(page);
    await monthlyCard.getByRole('button', { name: 'Unlock my entry in Test monthly $500 credit' }).click();
    await page.getByText('Your entry is unlocked: you are in the draw.').waitFor();
    // The entries are read again after the unlock: the card and the count follow the message.
    await expect
      .poll(() => monthlyCard.locator('.dw-entry').innerText())
      .toBe('Unlocked: you are in the draw: 1 entry');
    await expect
      .poll(() => page.locator('.account-lead').innerText())
      .toBe('You hold 2 entries in the open giveaways.');
    await expectAccessible(page);

    // Upgrades to premium: the first month from the wallet, the subscription in the recurring purchases.
    await open(page, '/daily-winners/membership-tiers');
    await page.getByRole('button', { name: 'Go premium for more entries in every giveaway' }).click();
    await page.getByText('You are premium: your subscription is in your recurring purchases.').waitFor();
    expect(await availableFunds(page)).toBe(10_00);
    await expectAccessible(page);
    await open(page, '/my-account/recurring-purchases');
    await page.locator('.recurring-card', { hasText: 'Daily Winners Premium' }).waitFor();
    await expectAccessible(page);
    // Entries are counted per tier (decision 396): premium's 5 in the daily and 5 in the unlocked monthly.
    await open(page, '/my-account/current-giveaways');
    expect(await dailyCard.locator('.dw-entry').innerText()).toBe('You are in the draw: 5 entries');
    expect(await monthlyCard.locator('.dw-entry').innerText()).toBe('Unlocked: you are in the draw: 5 entries');
    expect(await page.locator('.account-lead').innerText()).toBe('You hold 10 entries in the open giveaways.');

    // The member's benefits: a single-use link to the benefits page (decision 526), opened once.
    await open(page, '/daily-winners');
    // Entries accumulate by activity while the capability is on (decision 527): the panel says how.
    await page.getByText('Each entry you buy while a giveaway is open adds one more entry in it, up to 10.').waitFor();
    await page.getByRole('button', { name: 'See my benefits' }).click();
    await page.waitForURL((url) => url.pathname === '/daily-winners/benefits' && url.searchParams.has('token'));
    await page.getByRole('heading', { name: 'Premium member' }).waitFor();
    await page.getByRole('listitem').filter({ hasText: '5 entries in every daily giveaway' }).waitFor();
    await expectAccessible(page);
    const reopened = await page.reload();
    expect(reopened?.status()).toBe(400);
    await page.getByRole('alert').getByText('This benefits link is not valid: each link opens once.').waitFor();
    await expectAccessible(page);

    // The daily giveaway closes and is drawn (the job's own run); the only entrant, holding numbers 1 to 5, wins.
    await shop.app.database.db.execute(
      sql`update giveaways set close_at = now() - interval '1 second' where id = ${daily.id}`,
    );
    // (The shop's own job may draw it first: either way it is drawn and paid once.)
    const run = await drawDueGiveaways(program);
    expect(run.drawn).not.toContain(monthly.id);
    expect(await availableFunds(page)).toBe(35_00);

    await open(page, '/my-account/transactions');
    await page.locator('main').getByText('$25.00').first().waitFor();
    await expectAccessible(page);

    // Anyone can check the draw: the page recomputes the winners from the public data.
    await open(page, `/daily-winners/giveaways/daily/${daily.number}`);
    const winning = (await page.getByTestId('dw-winning-numbers').innerText()).replace(/^.*: /, '');
    const recomputed = (await page.getByTestId('dw-recomputed').innerText()).replace(/^.*: /, '');
    expect(winning).toMatch(/^[1-5]$/);
    expect(recomputed).toBe(winning);
    expect(await page.locator('.dw-check-ok').count()).toBe(3);
    expect(await page.locator('.dw-check-bad').count()).toBe(0);
    await expectAccessible(page);

    await open(page, '/my-account/closed-giveaways');
    await page
      .locator('.dw-card', { hasText: 'Test daily $25 credit' })
      .getByText(/Won by/)
      .waitFor();
    await expectAccessible(page);
    await open(page, '/daily-winners/winners');
    await page
      .locator('.dw-card', { hasText: 'Test daily $25 credit' })
      .getByText(/Won by/)
      .waitFor();
    await expectAccessible(page);
    await page.context().close();
  });

  it('does not let a customer on a break from play join', async () => {
    const { page, customerId } = await signedInPage('dw-excluded');
    await shop.app.limits.selfExclude({ customerId, period: '7_days' });
    const response = await page.goto('/daily-winners');
    if (response?.status() === 200) {
      await hydrated(page);
      await page.getByText('You are taking a break from play, so you cannot join').waitFor();
      expect(await page.getByRole('button', { name: 'Join free' }).count()).toBe(0);
      await expectAccessible(page);
    } else {
      // The program's pages are withheld from the break's segment: the 404 page.
      expect(response?.status()).toBe(404);
    }
    // The call itself refuses, in the envelope, and nothing is joined.
    const put = await page.context().request.put('/rewards/membership', {
      headers: { version: '3.2' },
      data: { membership_program: 'daily_winners', membership_status: 'member' },
    });
    expect(put.status()).toBe(403);
    expect(((await put.json()) as { error: { code: string } }).error.code).toBe('self_excluded');
    const me = await page.context().request.get('/rewards/v3/customer');
    expect(((await me.json()) as { result: { membershipStatus: string } }).result.membershipStatus).toBe('non-member');
    await page.context().close();
  });
});
