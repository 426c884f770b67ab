import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, expectAccessible, launchBrowser, newContext } from './browser';

let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(() => close());

describe('home page', () => {
  it('is server-rendered with the offers from the database', async () => {
    const res = await fetch(`${baseURL()}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Powerball');
    expect(html).toContain('Oz Lotto');
  });

  it('shows the offers in a browser and passes axe', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    await expect.poll(() => page.getByRole('link', { name: /Powerball/ }).count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await context.close();
  });
});
