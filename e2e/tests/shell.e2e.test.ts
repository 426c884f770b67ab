import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, expectAccessible, hydrated, launchBrowser, newContext } from './browser';

/**
 * The storefront shell: server-rendered home, navigation drawer, cookie consent (with and without
 * JavaScript), toasts, the sitewide banner, en-GB wording, the 404 page and the UI-failure fallback.
 */
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(() => close());

/** A visitor who already chose cookies, so the consent banner stays out of the way. */
async function pageWithConsent(options: { width?: number } = {}): Promise<Page> {
  const context = await newContext(browser, options);
  await context.addCookies([{ name: 'cookie_consent', value: 'essential', url: baseURL() }]);
  return context.newPage();
}

describe('home page', () => {
  it('is server-rendered with the offers in the order the API gives', async () => {
    const api = await fetch(`${baseURL()}/v2/pricing/default/product_offers`, { headers: { version: '3.9' } });
    const offers = ((await api.json()) as { result: { offers: { name: string; url: string }[] } }).result.offers;
    expect(offers.length).toBeGreaterThan(2);
    const res = await fetch(`${baseURL()}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    const positions = offers.map((o) => main.indexOf(`href="/${o.url}"`));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(main).toContain('Play now');
    expect(main).toContain('AEST');
  });
});

describe('navigation', () => {
  it('opens the menu drawer from the keyboard, closes it with Escape and returns focus', async () => {
    const page = await pageWithConsent();
    await page.goto('/');
    await hydrated(page);
    // The first Tab reaches the skip link.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    const toggle = page.getByRole('link', { name: 'Menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor({ state: 'visible' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog')?.id)).toBe('primary-navigation-drawer');
    // Focus stays inside while tabbing backwards past the first control.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog')?.id)).toBe('primary-navigation-drawer');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe(
      'primary-navigation-drawer',
    );
    await page.context().close();
  });

  it('follows a link from the drawer and closes it', async () => {
    const page = await pageWithConsent();
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('link', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'Contact us' }).click();
    await page.waitForURL('**/about/contact-us');
    await drawer.waitFor({ state: 'hidden' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Contact us');
    // The support number comes from GET /v2/config.
    const config = (await (await fetch(`${baseURL()}/v2/config`)).json()) as { result: { supportNumber: string } };
    expect(await page.locator('main').textContent()).toContain(config.result.supportNumber);
    await expectAccessible(page);
    await page.context().close();
  });

  it('has a sitemap, which is also where the menu goes without JavaScript', async () => {
    const context = await browser.newContext({ baseURL: baseURL(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Menu' }).click();
    await page.waitForURL('**/sitemap');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sitemap');
    expect(await page.getByRole('link', { name: 'Powerball', exact: true }).count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe('account drawer', () => {
  it("labels the account link with the wallet balance and opens the customer's drawer", async () => {
    const page = await pageWithConsent();
    const email = `shell-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const signup = await page.request.post('/v2/signup', {
      headers: { version: '3.5' },
      data: {
        email,
        password: 'Correct-Horse-9-Battery',
        firstname: 'Ann',
        lastname: 'Tester',
        date_of_birth: '1990-01-02',
        accept_terms: true,
      },
    });
    expect(signup.status()).toBe(200);
    await page.goto('/');
    await hydrated(page);
    // A new customer has no funds yet; the label carries the amount (wallet balance capability).
    const account = page.getByRole('link', { name: 'Account $0.00' });
    await account.click();
    const drawer = page.getByRole('dialog', { name: 'Hi, Ann' });
    await drawer.waitFor({ state: 'visible' });
    expect(await drawer.getByRole('link', { name: 'My account' }).count()).toBe(1);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('account-drawer');
    await page.context().close();
  });
});

describe('cookie consent', () => {
  it('accepts all, shows a toast, and stays gone after a reload', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    await hydrated(page);
    const banner = page.getByRole('region', { name: 'We value your privacy' });
    await banner.waitFor();
    await expectAccessible(page);
    await banner.getByRole('button', { name: 'Accept all' }).click();
    await banner.waitFor({ state: 'detached' });
    const toasts = page.getByRole('region', { name: 'Notifications' });
    await toasts.getByText('Cookie preferences saved').waitFor();
    const cookie = (await context.cookies()).find((c) => c.name === 'cookie_consent');
    expect(cookie?.value).toBe('essential%2Cnon_essential');
    // About a year.
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(360 * 24 * 3600);
    await toasts.getByRole('button', { name: /Dismiss notification/ }).click();
    expect(await toasts.getByText('Cookie preferences saved').count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('region', { name: 'We value your privacy' }).count()).toBe(0);
    await page.goto('/about/faq');
    expect(await page.getByRole('region', { name: 'We value your privacy' }).count()).toBe(0);
    await context.close();
  });

  it('is painted in the first frame with the rest of the page (decision 284)', async () => {
    // The head holds the first paint until the banner, the page's last part, is parsed.
    const html = await (await fetch(`${baseURL()}/lotto-results`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="expect" href="#cookie-consent-heading" blocking="render"/>');
    expect(html.slice(html.indexOf('<body'))).toContain('id="cookie-consent-heading"');

    const context = await newContext(browser, { width: 390 });
    const page = await context.newPage();
    await page.addInitScript(() => {
      // The first animation frame runs just before the first paint, and not while a render-blocking
      // element is still expected: the banner must already be in the document then.
      requestAnimationFrame(() => {
        (window as unknown as { bannerAtFirstFrame: boolean }).bannerAtFirstFrame = Boolean(
          document.getElementById('cookie-consent-heading'),
        );
      });
    });
    await page.goto('/lotto-results');
    await hydrated(page);
    expect(await page.evaluate(() => (window as unknown as { bannerAtFirstFrame?: boolean }).bannerAtFirstFrame)).toBe(
      true,
    );
    await context.close();
  });

  it('asks for its scripts only after the first paint, and hydrates (decision 296)', async () => {
    for (const path of ['/', '/powerball2018', '/cart']) {
      // Nothing in the head starts a script: no module preload, no module script.
      const html = await (await fetch(`${baseURL()}${path}`)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, path).not.toContain('modulepreload');
      expect(head, path).not.toMatch(/<script[^>]*type="module"/);

      const context = await newContext(browser, { width: 390 });
      const page = await context.newPage();
      await page.goto(path);
      await hydrated(page);
      const timings = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        scripts: performance
          .getEntriesByType('resource')
          .filter((e) => /\/assets\/.+\.js$/.test(e.name))
          .map((e) => ({ name: e.name, at: e.startTime })),
      }));
      expect(timings.scripts.length, path).toBeGreaterThan(3);
      expect(
        timings.scripts.filter((s) => !(s.at >= timings.paint)),
        `${path}: scripts asked for before the first paint at ${timings.paint} ms`,
      ).toEqual([]);
      await context.close();
    }
  });

  it('works without JavaScript: a plain form post sets the cookie and comes back', async () => {
    const context = await browser.newContext({ baseURL: baseURL(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/about/faq');
    const banner = page.getByRole('region', { name: 'We value your privacy' });
    await banner.getByRole('button', { name: 'Essential only' }).click();
    await page.waitForURL('**/about/faq');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Frequently asked questions');
    expect(await page.getByRole('region', { name: 'We value your privacy' }).count()).toBe(0);
    expect((await context.cookies()).find((c) => c.name === 'cookie_consent')?.value).toBe('essential');
    await context.close();
  });
});

describe('sitewide banner', () => {
  it('is in the server-rendered page, so it never pushes the page down after hydration', async () => {
    const html = await (await fetch(`${baseURL()}/lotto-results`)).text();
    const banner = html.indexOf('aria-label="Announcement"');
    expect(banner).toBeGreaterThan(0);
    expect(banner).toBeLessThan(html.indexOf('<main'));
  });

  it('shows the text from the server until dismissed, and stays dismissed', async () => {
    const page = await pageWithConsent();
    await page.goto('/');
    await hydrated(page);
    const answer = (await (await fetch(`${baseURL()}/cms/items/sitewide_banner`)).json()) as {
      result: { text: string };
    };
    const banner = page.getByRole('region', { name: 'Announcement' });
    await banner.getByText(answer.result.text).waitFor();
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await banner.waitFor({ state: 'detached' });
    // Hidden from the first paint by the head script and the banner's own rule, before any module runs.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    expect(await page.locator('.sitewide-banner').count()).toBe(1);
    expect(await page.locator('.sitewide-banner').isHidden()).toBe(true);
    await page.unroute('**/assets/*.js');
    await page.reload();
    await hydrated(page);
    expect(await page.locator('.sitewide-banner').count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Announcement' }).count()).toBe(0);
    await page.context().close();
  });
});

describe('locale', () => {
  it('switches to en-GB with pound wording from the footer', async () => {
    const page = await pageWithConsent({ width: 1280 });
    await page.goto('/');
    expect(await page.getAttribute('html', 'lang')).toBe('en-AU');
    expect(await page.locator('.hero').textContent()).toContain('millions of dollars');
    await page.getByLabel('Region').selectOption('en-GB');
    await page.getByRole('button', { name: 'Change' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'en-GB');
    expect(await page.locator('.hero').textContent()).toContain('millions of pounds');
    await page.goto('/about/faq');
    await page.getByRole('button', { name: 'How do I pay?' }).click();
    expect(await page.locator('main').textContent()).toContain('pounds sterling');
    await expectAccessible(page);
    await page.context().close();
  });

  it('speaks en-GB on the GB sub-variant', async () => {
    const res = await fetch(`${baseURL()}/`, { headers: { cookie: 'sv=GB' } });
    const html = await res.text();
    expect(html).toContain('<html lang="en-GB"');
    expect(html).toContain('millions of pounds');
  });
});

describe('error pages', () => {
  it('answers an unknown path with the 404 page and status, inside the shell', async () => {
    const res = await fetch(`${baseURL()}/no/such/page`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<title>We have encountered a problem | Drawline</title>');
    expect(html).toContain('Something went wrong.');
    expect(html).toContain('It&#x27;s looking like you may have taken a wrong turn.');

    const page = await pageWithConsent();
    await page.goto('/no/such/page');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Something went wrong.');
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    await expectAccessible(page);
    await hydrated(page);
    await page.getByRole('link', { name: 'Try heading home and finding your bearing.' }).click();
    await page.waitForURL(`${baseURL()}/`);
    await page.getByRole('heading', { name: 'Your ticket to something big' }).waitFor();
    await page.context().close();
  });

  it('shows the UI-failure fallback when a page fails to render, and resets on navigation', async () => {
    const page = await pageWithConsent();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/?__throw=render');
    await page.getByRole('heading', { name: "It's not you, it's us!" }).waitFor();
    expect(await page.locator('main').textContent()).toContain('Looks like something went wrong on our end.');
    expect(await page.getByRole('button', { name: 'Reload' }).count()).toBe(1);
    // The shell stays around the fallback.
    expect(await page.getByRole('banner').count()).toBe(1);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Drawline home' }).click();
    await page.getByRole('heading', { name: 'Your ticket to something big' }).waitFor();
    expect(await page.getByText('Looks like something went wrong on our end.').count()).toBe(0);
    await page.context().close();
  });
});
