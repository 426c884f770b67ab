import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, signUpByApi } from './account-support';
import { baseURL, hydrated, launchBrowser } from './browser';
import { visitorPage } from './play-support';

/**
 * Every link of the shop leads somewhere (docs/decisions/090): starting from the home page, signed
 * out and signed in as a brand-new customer, every same-origin <a href> is followed and no page
 * answers 404 (or any other error), and every page has a title and one meta description.
 *
 * Pages are fetched through the browser context (its cookies, so signed in where the browser is)
 * and their links read from the server-rendered HTML, which holds every link of the page, closed
 * drawers included (docs/decisions/010); the home page's links are read from the hydrated page too.
 * Rendering each of some 800 pages in Chromium would take minutes, so the crawl is bounded: each
 * distinct path once, at most a few paths of the same shape (the same path up to its numbers: draw
 * numbers, pages, months) and a few query variants of a path.
 */

const SAME_SHAPE = 2;
const QUERY_VARIANTS = 2;
// Two at a time: the shop and the browsers share two cores with the other test files.
const CONCURRENCY = 2;

let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(() => close());

/** Hrefs of the <a> elements in server-rendered HTML (React writes attributes double-quoted and escaped). */
function hrefsIn(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*?\bhref="([^"]*)"/g)].map((m) =>
    (m[1] ?? '')
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'"),
  );
}

/** What the page's head lacks of a title and one meta description; null when it has both. */
function describedHead(html: string): string | null {
  const head = html.slice(0, html.indexOf('</head>'));
  if (!/<title>[^<]+<\/title>/.test(head)) return 'no title:';
  const descriptions = [...head.matchAll(/<meta name="description" content="([^"]*)"/g)];
  if (descriptions.length !== 1) return `${descriptions.length} meta descriptions:`;
  return descriptions[0]?.[1]?.trim() ? null : 'an empty meta description:';
}

/** Follows every same-origin link from `start`; answers the pages visited and those that failed. */
async function crawl(context: BrowserContext, seeds: string[]): Promise<{ visited: string[]; problems: string[] }> {
  const origin = new URL(baseURL()).origin;
  const queued = new Set<string>();
  const perShape = new Map<string, number>();
  const perPath = new Map<string, number>();
  const queue: { path: string; from: string }[] = [];
  const visited: string[] = [];
  /** 'status path (linked from page)', readable in a failed assertion. */
  const problems: string[] = [];

  const admit = (href: string, from: string) => {
    const url = new URL(href, `${origin}${from}`);
    if (url.origin !== origin) return;
    // Logging out is a form post (and would end the signed-in crawl), not a page.
    if (url.pathname === '/logout' || url.pathname.startsWith('/logout/')) return;
    const key = `${url.pathname}${url.search}`;
    if (queued.has(key)) return;
    if (url.search) {
      const n = perPath.get(url.pathname) ?? 0;
      if (n >= QUERY_VARIANTS) return;
      perPath.set(url.pathname, n + 1);
    } else {
      const shape = url.pathname.replace(/\d+/g, '#');
      const n = perShape.get(shape) ?? 0;
      if (n >= SAME_SHAPE) return;
      perShape.set(shape, n + 1);
    }
    queued.add(key);
    queue.push({ path: key, from });
  };

  for (const s of seeds) admit(s, '/');
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const res = await context.request.get(next.path, { failOnStatusCode: false });
      visited.push(next.path);
      if (res.status() >= 400) problems.push(`${res.status()} ${next.path} (linked from ${next.from})`);
      if (!(res.headers()['content-type'] ?? '').includes('text/html')) continue;
      const html = await res.text();
      // Every page has a title and one meta description (issue 23: Lighthouse SEO).
      const head = describedHead(html);
      if (head) problems.push(`${head} ${next.path}`);
      // A redirect lands elsewhere: its links are relative to where it landed.
      const landed = new URL(res.url());
      for (const href of hrefsIn(html)) admit(href, `${landed.pathname}${landed.search}`);
    }
  };
  // Workers that find the queue empty stop; more start while it grows.
  while (queue.length > 0) await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { visited, problems };
}

/** The links of the hydrated home page, as the visitor's browser shows them. */
async function homeLinks(context: BrowserContext): Promise<string[]> {
  const page = await context.newPage();
  await page.goto('/');
  await hydrated(page);
  const hrefs = await page.$$eval('a[href]', (as) => as.map((a) => a.getAttribute('href') ?? ''));
  await page.close();
  return ['/', ...hrefs];
}

describe('every link of the shop', () => {
  it('leads to a page, for a visitor', { timeout: 240_000 }, async () => {
    const context = (await visitorPage(browser)).context();
    const { visited, problems } = await crawl(context, await homeLinks(context));
    // The crawl reached the shop's sections, not just the home page.
    expect(visited.length).toBeGreaterThan(150);
    expect(visited).toEqual(expect.arrayContaining(['/', '/lotto-results', '/sitemap', '/login', '/about/faq']));
    expect(visited.some((p) => /^\/[^/]+\/results\/draw\/\d+$/.test(p))).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('leads to a page, for a customer who has just signed up', { timeout: 240_000 }, async () => {
    const context = (await visitorPage(browser)).context();
    await signUpByApi(context, newCustomer('links'));
    const { visited, problems } = await crawl(context, await homeLinks(context));
    expect(visited).toEqual(expect.arrayContaining(['/my-account', '/my-account/my-details']));
    expect(problems).toEqual([]);
    await context.close();
  });
});
