import type { ProductOffersAnswer } from '@drawline/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, expectAccessible, launchBrowser, newContext } from './browser';

/**
 * Pictures (docs/decisions/304): offer logos, prize and cause pictures show with their box set
 * (width and height), a text alternative (empty when decorative), none broken; the files go out
 * in the formats named, kept for a year.
 */

let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(() => close());

interface Shown {
  src: string;
  currentSrc: string;
  alt: string | null;
  width: string | null;
  height: string | null;
  loading: string;
  fetchPriority: string;
  naturalWidth: number;
}

/** Scrolls the whole page (lazy pictures load near the viewport), waits for every picture, and reads them. */
async function picturesOf(page: Page): Promise<Shown[]> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 30));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => [...document.images].every((i) => i.complete));
  return page.evaluate(() =>
    [...document.images].map((i) => ({
      src: i.getAttribute('src') ?? '',
      currentSrc: i.currentSrc,
      alt: i.getAttribute('alt'),
      width: i.getAttribute('width'),
      height: i.getAttribute('height'),
      loading: i.loading,
      fetchPriority: i.fetchPriority,
      naturalWidth: i.naturalWidth,
    })),
  );
}

function expectWellFormed(shown: Shown[]) {
  for (const p of shown) {
    expect(p.naturalWidth, `${p.src} is broken`).toBeGreaterThan(0);
    expect(Number(p.width), `${p.src} has a width`).toBeGreaterThan(0);
    expect(Number(p.height), `${p.src} has a height`).toBeGreaterThan(0);
    expect(p.alt, `${p.src} has alt text`).not.toBeNull();
  }
}

describe('pictures', () => {
  it('shows every offer logo on the home page, the spotlight first and at once', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    const shown = await picturesOf(page);
    expectWellFormed(shown);
    const logos = shown.filter((p) => p.src.startsWith('/pictures/logos/'));
    // The spotlight's logo and one per card.
    const cards = await page.locator('.offer-card').count();
    expect(cards).toBeGreaterThan(10);
    expect(logos.length).toBe(cards + 1);
    expect(logos[0]?.loading).toBe('eager');
    expect(logos.slice(1).every((p) => p.loading === 'lazy' && p.alt === '')).toBe(true);
    await context.close();
  });

  it('shows a raffle draw with its prize pictures: the main one first and described, in a modern format', async () => {
    const offers = (await (await fetch(`${baseURL()}/v2/pricing/default/product_offers`)).json())
      .result as ProductOffersAnswer;
    const smile = offers.offers.find((o) => o.key === 'make_a_smile_lottery');
    const draw = smile?.draws[0];
    expect(draw?.drawData.featureImage).toBeTruthy();
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`/make-a-smile/draw/${draw?.drawNo}`);
    const shown = await picturesOf(page);
    expectWellFormed(shown);
    const [hero, ...prizes] = shown.filter((p) => p.src.startsWith('/pictures/prizes/'));
    expect(hero?.src).toBe(draw?.drawData.featureImage);
    expect(hero?.alt).toMatch(/^Main prize: .*prize home$/);
    expect(hero?.loading).toBe('eager');
    expect(hero?.fetchPriority).toBe('high');
    // Chromium takes the AVIF of the set.
    expect(hero?.currentSrc).toMatch(/\/pictures\/prizes\/home-[a-z]+-(480|960)\.avif$/);
    // The prize home, the car, the cash and the gift card.
    expect(prizes.length).toBeGreaterThanOrEqual(4);
    expect(prizes.map((p) => p.src)).toContain('/pictures/prizes/car-960.jpg');
    expect(prizes.every((p) => p.loading === 'lazy')).toBe(true);
    await expectAccessible(page);
    await context.close();
  });

  it('shows the raffle cards and causes with their pictures', async () => {
    const context = await newContext(browser, { width: 1366 });
    const page = await context.newPage();
    for (const path of ['/charity-tickets', '/causes']) {
      await page.goto(path);
      const shown = await picturesOf(page);
      expectWellFormed(shown);
      expect(shown.filter((p) => /^\/pictures\/(prizes|causes)\//.test(p.src)).length).toBeGreaterThanOrEqual(4);
    }
    await context.close();
  });

  it('sends the files in their formats, kept for a year, and the pages allow them', async () => {
    const formats: [string, string][] = [
      ['/pictures/logos/powerball2018.webp', 'image/webp'],
      // The logos' source, kept for shops whose offers were seeded before decision 551.
      ['/pictures/logos/powerball2018.svg', 'image/svg+xml'],
      ['/pictures/prizes/car-960.avif', 'image/avif'],
      ['/pictures/prizes/car-480.webp', 'image/webp'],
      ['/pictures/causes/surf-life-saving-960.jpg', 'image/jpeg'],
    ];
    for (const [path, type] of formats) {
      const res = await fetch(`${baseURL()}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toContain(type);
      expect(res.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable');
    }
    const home = await fetch(`${baseURL()}/`);
    expect(home.headers.get('content-security-policy')).toMatch(/img-src 'self'/);
  });
});
