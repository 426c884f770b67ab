import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, expectAccessible, hydrated, launchBrowser } from './browser';
import { startShopInProcess } from './shop-in-process';

// The native app's pages (issue 28, decision 481): only in a shop whose store links are configured.
const links = {
  ios: 'https://apps.apple.com/au/app/drawline-e2e/id123456789',
  android: 'https://play.google.com/store/apps/details?id=e2e.drawline',
};

let browser: Browser;
let closeBrowser: () => Promise<void>;
let shop: Awaited<ReturnType<typeof startShopInProcess>>;

beforeAll(async () => {
  ({ browser, close: closeBrowser } = await launchBrowser());
  shop = await startShopInProcess({ appStoreLinks: links });
});
afterAll(async () => {
  await closeBrowser?.();
  await shop?.app.close();
});

describe('the native app pages', () => {
  it('shows /app, /app/android and /app/android/install with the configured store badges, accessible', async () => {
    const shots = process.env.NATIVE_APP_SCREENSHOTS;
    for (const width of [390, 1366]) {
      const context = await browser.newContext({ baseURL: shop.baseURL, viewport: { width, height: 900 } });
      await context.addCookies([{ name: 'cookie_consent', value: 'essential', url: shop.baseURL }]);
      const page = await context.newPage();
      // The footer (and so the sitemap) links to the app page in this shop.
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Get the app' }).click();
      await page.waitForURL('**/app');
      const res = await page.goto('/app');
      expect(res?.status()).toBe(200);
      await hydrated(page);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Get the app');
      const ios = page.getByRole('link', { name: /App Store/ });
      const play = page.getByRole('link', { name: /Google Play/ });
      expect(await ios.getAttribute('href')).toBe(links.ios);
      expect(await play.getAttribute('href')).toBe(links.android);
      await expectAccessible(page);
      if (shots) await page.screenshot({ path: `${shots}/app-${width}.png`, fullPage: true });

      await page.getByRole('link', { name: 'What the Android app needs' }).click();
      await page.waitForURL('**/app/android');
      expect(await page.getByRole('link', { name: /Google Play/ }).getAttribute('href')).toBe(links.android);
      expect(await page.getByRole('link', { name: /App Store/ }).count()).toBe(0);
      await expectAccessible(page);
      if (shots) await page.screenshot({ path: `${shots}/android-${width}.png`, fullPage: true });

      await page.getByRole('link', { name: 'How to install it' }).click();
      await page.waitForURL('**/app/android/install');
      expect(await page.locator('ol li').count()).toBe(4);
      await expectAccessible(page);
      if (shots) await page.screenshot({ path: `${shots}/install-${width}.png`, fullPage: true });
      await context.close();
    }
  });

  it('shows no link to the app and answers 404 for every app page in a shop with no store links', async () => {
    const context = await browser.newContext({ baseURL: baseURL() });
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.locator('a[href="/app"], a[href^="/app/"]').count()).toBe(0);
    await page.goto('/sitemap');
    expect(await page.locator('a[href="/app"], a[href^="/app/"]').count()).toBe(0);
    for (const path of ['/app', '/app/android', '/app/android/install']) {
      expect((await page.goto(path))?.status(), path).toBe(404);
    }
    await context.close();
  });
});
