import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newContext } from './browser';

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
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
        expect(violations).toEqual([]);
        await context.close();
      }
    });
  }
});
