import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, signUpByApi } from './account-support';
import { baseURL, expectAccessible, launchBrowser } from './browser';
import { open, visitorPage } from './play-support';

/**
 * /my-account/favourite-numbers (issue 29, docs/decisions/348): a customer keeps favourite lines per
 * lottery on their page (a repeated number is refused with its field message, nothing saved), and
 * the play page then offers them.
 */
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(() => close());

const field = (page: Page, line: number, set: 'Numbers' | 'Powerball') =>
  page.locator(`input[name="fav.powerball2018.${line}.${set}"]`);
const balls = (page: Page, tone: 'main' | 'power') =>
  page.locator('.game-card').first().locator(`.ball--${tone}`).allTextContents();

describe('the favourite numbers page', () => {
  it('saves a line for a lottery, refusing a repeated number first, and the play page uses it', async () => {
    const page = await visitorPage(browser);
    await signUpByApi(page.context(), newCustomer('favourite-page'));
    await open(page, '/my-account/favourite-numbers');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Favourite numbers');
    await expectAccessible(page);

    await field(page, 0, 'Numbers').fill('2, 8, 13, 13, 27, 30, 34');
    await field(page, 0, 'Powerball').fill('11');
    await page.getByRole('button', { name: 'Save favourite numbers' }).click();
    await expect.poll(() => page.getByText('Each number can be chosen once').isVisible()).toBe(true);
    const saved = async () =>
      ((await (await page.request.get('/v2/customer')).json()) as { result: { favouriteNumbers: unknown[] } }).result
        .favouriteNumbers;
    expect(await saved()).toEqual([]);

    await field(page, 0, 'Numbers').fill('2, 8, 13, 21, 27, 30, 34');
    await page.getByRole('button', { name: 'Save favourite numbers' }).click();
    await expect.poll(() => page.getByText('Your favourite numbers are saved.').isVisible()).toBe(true);
    await expect.poll(() => field(page, 0, 'Numbers').inputValue()).toBe('2, 8, 13, 21, 27, 30, 34');
    expect(await saved()).toEqual([
      { lotteryKey: 'powerball2018', Numbers: [2, 8, 13, 21, 27, 30, 34], Powerball: [11] },
    ]);
    await expectAccessible(page);

    await open(page, '/powerball');
    await page.getByRole('button', { name: 'Use my favourites' }).click();
    expect(await balls(page, 'main')).toEqual(['2', '8', '13', '21', '27', '30', '34']);
    expect(await balls(page, 'power')).toEqual(['11']);
    await page.context().close();
  });

  it('saves without scripts: the page after the post shows the line as saved', async () => {
    const context = await browser.newContext({ baseURL: baseURL(), javaScriptEnabled: false });
    await context.addCookies([{ name: 'cookie_consent', value: 'essential', url: baseURL() }]);
    await signUpByApi(context, newCustomer('favourite-no-script'));
    const page = await context.newPage();
    await page.goto('/my-account/favourite-numbers');
    await field(page, 0, 'Numbers').fill('3, 9, 14, 22, 28, 31, 35');
    await field(page, 0, 'Powerball').fill('7');
    await page.getByRole('button', { name: 'Save favourite numbers' }).click();
    await page.waitForLoadState();
    expect(await page.getByText('Your favourite numbers are saved.').isVisible()).toBe(true);
    // The page's loaders ran in the post's own request: they read the customer as saved.
    expect(await field(page, 0, 'Numbers').inputValue()).toBe('3, 9, 14, 22, 28, 31, 35');
    await context.close();
  });
});
