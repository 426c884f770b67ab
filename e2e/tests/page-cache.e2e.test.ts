import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, hydrated, launchBrowser, newContext } from './browser';

/**
 * A kept anonymous page (hashes in its policy, no nonce) runs in a real browser: the strict policy
 * lets its own scripts run and React hydrates it, from the cache as from a fresh render.
 */
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => {
  await close?.();
});

describe('kept pages in the browser', () => {
  for (const path of ['/', '/powerball2018', '/lotto-results']) {
    it(`${path} hydrates under its hashed policy, from the cache too`, async () => {
      for (const expected of ['fresh', 'kept']) {
        const context = await newContext(browser);
        const page = await context.newPage();
        const violations: string[] = [];
        page.on('console', (m) => {
          if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
        });
        const response = await page.goto(`${baseURL()}${path}`);
        if (expected === 'kept') expect(response?.headers()['x-page-cache'], path).toBe('HIT');
        await hydrated(page);
        expect(violations).toEqual([]);
        await context.close();
      }
    });
  }
});

/**
 * The first document's stylesheets come inline (docs/decisions/280): under the strict policy they
 * must apply, by hash on a kept page and by nonce on a visitor's own page (a cart cookie makes it
 * private), with no policy violation and no stylesheet left to fetch before the first paint.
 */
describe('inline stylesheets under the policy', () => {
  for (const [path, own] of [
    ['/lotto-results', false],
    ['/powerball2018', false],
    ['/cart', true],
    ['/lotto-results', true],
  ] as const) {
    it(`${path} (${own ? "a visitor's own page" : 'a kept page'}) is styled with no violation`, async () => {
      const context = await newContext(browser);
      // Any cookie the shared cache does not know makes the page the visitor's own (decision 222).
      if (own) await context.addCookies([{ name: 'e2e_own_page', value: '1', url: baseURL() }]);
      const page = await context.newPage();
      const violations: string[] = [];
      page.on('console', (m) => {
        if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
      });
      const fetched: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'stylesheet') fetched.push(r.url());
      });
      const response = await page.goto(`${baseURL()}${path}`);
      const policy = response?.headers()['content-security-policy'] ?? '';
      expect(policy).toMatch(own ? /style-src 'self' 'nonce-/ : /style-src 'self' 'sha256-/);
      await hydrated(page);
      const inline = await page.evaluate(() =>
        [...document.styleSheets].filter((s) => s.ownerNode instanceof HTMLStyleElement).map((s) => s.cssRules.length),
      );
      expect(inline.length).toBeGreaterThan(0);
      expect(inline.every((rules) => rules > 0)).toBe(true);
      // The header takes the brand colour from the inlined root stylesheet.
      const headerBackground = await page.evaluate(
        () => getComputedStyle(document.querySelector('.site-header') as Element).backgroundColor,
      );
      expect(headerBackground).not.toBe('rgba(0, 0, 0, 0)');
      expect(fetched).toEqual([]);
      expect(violations).toEqual([]);
      await context.close();
    });
  }
});
