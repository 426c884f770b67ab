import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, signUpByApi } from './account-support';
import { baseURL, launchBrowser } from './browser';
import { expectAdded, open, visitorPage } from './play-support';

/**
 * Favourite numbers on the play page (3-account.md §3, docs/decisions/043): lines saved with
 * PUT /v2/favourite-numbers fill the games of the lottery they name, and only that lottery's.
 */
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(() => close());

interface FavouriteLine {
  lotteryKey: string;
  Numbers: number[];
  Powerball?: number[];
}

const first = { lotteryKey: 'powerball2018', Numbers: [2, 8, 13, 21, 27, 30, 34], Powerball: [11] };
const second = { lotteryKey: 'powerball2018', Numbers: [1, 5, 9, 16, 22, 29, 35], Powerball: [4] };

/** A signed-in customer (signed up in this browser's cookie jar) who saved these favourite lines. */
async function customerWithFavourites(lines: FavouriteLine[]): Promise<Page> {
  const page = await visitorPage(browser);
  await signUpByApi(page.context(), newCustomer('favourites'));
  const res = await page.request.put('/v2/favourite-numbers', {
    // The cookie-authenticated write must say it comes from our own pages (docs/decisions/058).
    headers: { origin: baseURL() },
    data: {
      favourite_numbers: lines.map(({ lotteryKey, ...sets }) => ({ lottery_key: lotteryKey, ...sets })),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return page;
}

const balls = (page: Page, game: number, tone: 'main' | 'power') =>
  page.locator('.game-card').nth(game).locator(`.ball--${tone}`).allTextContents();
const text = (numbers: number[]) => numbers.map(String);

describe('favourite numbers', () => {
  it('fill the games of their lottery in turn, making a ready entry', async () => {
    const page = await customerWithFavourites([
      first,
      { lotteryKey: 'saturday_lotto', Numbers: [3, 6, 9, 12, 15, 18] },
      second,
    ]);
    await open(page, '/powerball');
    await page.getByLabel('Number of games').selectOption('4');
    // One game's button: game 2 takes the second line.
    await page.getByRole('button', { name: 'Use favourites for game 2' }).click();
    expect(await balls(page, 0, 'main')).toEqual([]);
    expect(await balls(page, 1, 'main')).toEqual(text(second.Numbers));
    // The button for all games lays the lines on them in turn.
    await page.getByRole('button', { name: 'Use my favourites' }).click();
    for (const [game, line] of [first, second, first, second].entries()) {
      expect(await balls(page, game, 'main')).toEqual(text(line.Numbers));
      expect(await balls(page, game, 'power')).toEqual(text(line.Powerball));
    }
    expect(await page.locator('.play-games-progress').textContent()).toBe('4 of 4 games ready');
    expect(await expectAdded(page)).toMatch(/4 games of Powerball/);
    await page.context().close();
  });

  it('are offered only on the lottery they name, and never to a visitor', async () => {
    const page = await customerWithFavourites([first]);
    await open(page, '/monday-lotto');
    expect(await page.getByRole('button', { name: 'Quick pick all' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Use my favourites' }).count()).toBe(0);
    await page.context().close();
    const visitor = await visitorPage(browser);
    await open(visitor, '/powerball');
    expect(await visitor.getByRole('button', { name: 'Quick pick all' }).count()).toBe(1);
    expect(await visitor.getByRole('button', { name: 'Use my favourites' }).count()).toBe(0);
    await visitor.context().close();
  });
});
