import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, settle, signUpByApi } from './account-support';
import { hydrated, launchBrowser } from './browser';
import { visitorPage } from './play-support';

/**
 * What a customer sees at the common screen widths (docs/decisions/091): no two items of the
 * header overlap and none runs past the screen, signed out and signed in; the ways to play fit a
 * phone; a brand-new customer is welcomed, one who comes back is welcomed back.
 * With E2E_SCREENSHOTS=<folder> the pages are also saved there, to look at.
 */

const widths = [390, 768, 1024, 1366, 1536, 1920];

let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(() => close());

interface Box {
  name: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The boxes of what the header shows: menu toggle, logo, primary items and the account or login and cart actions. */
function headerBoxes(page: Page): Promise<Box[]> {
  return page.$$eval('.site-header-bar .header-menu, .site-header-bar .logo, .site-header-bar a', (elements) => {
    const boxes: Box[] = [];
    for (const el of new Set(elements)) {
      const r = el.getBoundingClientRect();
      // Items the layout hides (the primary row on a phone) have no box.
      if (r.width === 0 || r.height === 0) continue;
      const name = (el.textContent ?? '').replace(/\s+/g, ' ').trim() || el.className;
      boxes.push({ name, left: r.left, right: r.right, top: r.top, bottom: r.bottom });
    }
    return boxes;
  });
}

/** Pairs of boxes that share more than a hair (a pixel of rounding is not an overlap). */
function overlaps(boxes: Box[]): string[] {
  const out: string[] = [];
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1)) {
      const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (x > 1 && y > 1) out.push(`"${a.name}" over "${b.name}"`);
    }
  return out;
}

async function open(page: Page, pathname: string) {
  const res = await page.goto(pathname);
  expect(res?.status()).toBe(200);
  await hydrated(page);
}

async function screenshot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

/** Checks the header of the open page: nothing overlaps, nothing leaves the screen, no sideways scrolling. */
async function expectTidyHeader(page: Page, width: number) {
  const boxes = await headerBoxes(page);
  // Menu, logo, and login or account at least.
  expect(boxes.length).toBeGreaterThanOrEqual(3);
  expect(overlaps(boxes)).toEqual([]);
  const outside = boxes.filter((b) => b.left < 0 || b.right > width + 0.5).map((b) => b.name);
  expect(outside).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function pageAt(width: number, signedIn: boolean): Promise<{ page: Page; context: BrowserContext }> {
  const page = await visitorPage(browser, { width });
  if (signedIn) await signUpByApi(page.context(), newCustomer(`layout-${width}`));
  return { page, context: page.context() };
}

describe('the header', () => {
  it.each(widths)('keeps its items apart and on screen at %i px, signed out', async (width) => {
    const { page, context } = await pageAt(width, false);
    for (const [name, pathname] of [
      ['home', '/'],
      ['play', '/powerball'],
      ['results', '/lotto-results'],
      ['login', '/login'],
    ] as const) {
      await open(page, pathname);
      await expectTidyHeader(page, width);
      await screenshot(page, `${name}-${width}`);
    }
    // From large screens the primary items are in the bar, and they are all there.
    if (width >= 1024) {
      const names = (await headerBoxes(page)).map((b) => b.name);
      expect(names).toEqual(expect.arrayContaining(['Lotto', 'Charity raffles', 'Results', 'Login']));
    }
    await context.close();
  });

  it.each(widths)('keeps its items apart and on screen at %i px, signed in', async (width) => {
    const { page, context } = await pageAt(width, true);
    for (const [name, pathname] of [
      ['home-signed-in', '/'],
      ['account', '/my-account'],
    ] as const) {
      await open(page, pathname);
      await expectTidyHeader(page, width);
      await screenshot(page, `${name}-${width}`);
    }
    expect((await headerBoxes(page)).some((b) => b.name.includes('$0.00'))).toBe(true);
    await context.close();
  });
});

describe('the ways to play', () => {
  it('all show on a phone, without scrolling sideways', async () => {
    const { page, context } = await pageAt(390, false);
    // Powerball has the most ways to play.
    await open(page, '/powerball');
    const tabs = await page.locator('.play-tab').evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { name: el.textContent ?? '', left: r.left, right: r.right };
      }),
    );
    expect(tabs.length).toBeGreaterThanOrEqual(5);
    expect(tabs.filter((t) => t.left < 0 || t.right > 390).map((t) => t.name)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});

describe('the account greeting', () => {
  it('welcomes a customer who has just signed up, and welcomes back one who signs in again', async () => {
    const { page, context } = await pageAt(390, false);
    const c = newCustomer('greeting');
    await signUpByApi(context, c);
    await open(page, '/my-account');
    const lead = page.locator('.account-lead');
    expect(await lead.textContent()).toBe(`Hi ${c.firstName}, welcome to Drawline.`);

    await context.clearCookies();
    await open(page, '/login?redirect=%2Fmy-account');
    await settle(page);
    await page.getByLabel('Email', { exact: true }).fill(c.email);
    await page.getByLabel('Password', { exact: true }).fill(c.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/my-account');
    await expect.poll(() => lead.textContent()).toBe(`Hi ${c.firstName}, welcome back.`);
    await context.close();
  });
});
