import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addToCart, entriesPerDraw, expectAdded, pickNumbers, playBrowser } from './play-support';

/**
 * Play pages (2-shopping.md §2 and §5), the rest of play.e2e.test.ts: a complete entry of each
 * game type past the standard one reports ready, and an incomplete one says why.
 */
let page: Page;
const play = playBrowser();

async function fresh(path: string, width?: number) {
  page = await play.fresh(path, width);
  return page;
}

async function done() {
  await page.context().close();
}

const quickPickAll = () => page.getByRole('button', { name: 'Quick pick all' }).click();

describe('every game type', () => {
  it('systems: a clicked System 8 covers 28 games', async () => {
    await fresh('/saturday-lotto/systems');
    await page.getByRole('radio', { name: /System 8/ }).check();
    await pickNumbers(page, [1, 5, 9, 13, 17, 21, 25]);
    expect(await addToCart(page)).toContain('Game 1 needs 1 more number');
    await pickNumbers(page, [29]);
    expect(await entriesPerDraw(page)).toBe('28');
    await expectAdded(page);
    await done();
  });

  it('powerhit covers all 20 Powerballs, and its super combo 160 entries', async () => {
    await fresh('/powerball/powerhit');
    await quickPickAll();
    expect(await entriesPerDraw(page)).toBe('20');
    await expectAdded(page);
    await page.getByRole('radio', { name: /Powerhit super combo/ }).check();
    await quickPickAll();
    expect(await entriesPerDraw(page)).toBe('160');
    await expectAdded(page);
    await done();
  });

  it('powerpik and its systems', async () => {
    await fresh('/powerball/powerpik');
    await quickPickAll();
    expect(await page.locator('.game-card').first().locator('.ball--power').count()).toBe(2);
    await expectAdded(page);
    await page.getByRole('radio', { name: /Powerpik system 8/ }).check();
    await quickPickAll();
    expect(await entriesPerDraw(page)).toBe(String(8 * 2));
    await expectAdded(page);
    await done();
  });

  it('standard Powerball needs the Powerball too', async () => {
    await fresh('/powerball');
    await page.getByLabel('Number of games').selectOption('2');
    await pickNumbers(page, [1, 2, 3, 4, 5, 6, 7]);
    await page.getByRole('button', { name: 'Quick pick game 2' }).click();
    expect(await addToCart(page)).toContain('Game 1 needs 1 more Powerball');
    await page
      .locator('.game-card--open .picker-grid--power')
      .getByRole('button', { name: /^20(,|$)/ })
      .click();
    await expectAdded(page);
    await done();
  });

  it('super combos (mega_combo) with favourites kept in the quick pick', async () => {
    await fresh('/oz-lotto/super-combos');
    const favourites = page.locator('.game-card--open .picker-grid--favourite');
    await favourites.getByRole('button', { name: /^40(,|$)/ }).click();
    await page.getByRole('button', { name: 'Quick pick game 1' }).click();
    expect(await page.locator('.game-card').first().locator('.ball--main').allTextContents()).toContain('40');
    expect(await entriesPerDraw(page)).toBe(String(8 + 12));
    await expectAdded(page);
    await done();
  });

  it('random needs no numbers', async () => {
    await fresh('/saturday-lotto/random');
    expect(await page.locator('.game-card').count()).toBe(0);
    await expectAdded(page);
    await done();
  });

  it('sequential (Super 66): a digit for each place, repeats allowed', async () => {
    await fresh('/super-66');
    for (let place = 1; place <= 6; place++) {
      const group = page.getByRole('group', {
        name: new RegExp(`^${['1st', '2nd', '3rd', '4th', '5th', '6th'][place - 1]} digit`),
      });
      await group.getByRole('radio', { name: '7', exact: true }).check();
    }
    expect(await page.locator('.game-card').first().locator('.ball--main').allTextContents()).toEqual([
      '7',
      '7',
      '7',
      '7',
      '7',
      '7',
    ]);
    await expectAdded(page);
    await done();
  });

  it('strike_standard: four numbers in the order picked', async () => {
    await fresh('/lotto-strike');
    await pickNumbers(page, [40, 2, 17, 9]);
    expect(await page.locator('.game-card').first().locator('.ball--main').allTextContents()).toEqual([
      '40',
      '2',
      '17',
      '9',
    ]);
    await expectAdded(page);
    await done();
  });

  it('strike_boxed covers every order: 24 entries', async () => {
    await fresh('/lotto-strike/boxed');
    await quickPickAll();
    expect(await entriesPerDraw(page)).toBe('24');
    await expectAdded(page);
    await done();
  });
});
