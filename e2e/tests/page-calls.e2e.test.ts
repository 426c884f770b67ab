import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShopInProcess, startShopInProcess } from './shop-in-process';

/**
 * Each page render asks the API for each thing once (issue 12; apps/web/app/lib/api-memo.ts):
 * the built shop in this process, every in-process call of a page counted. No browser: the HTML
 * render alone is what costs the server.
 */
let shop: ShopInProcess;
let calls: string[] = [];

beforeAll(async () => {
  shop = await startShopInProcess();
  // The storefront's loaders send their calls to the app's router in process (platform/web.ts,
  // `inProcessFetch`), which the listening server does not use: count what reaches it.
  const routing = shop.app.routing.bind(shop.app);
  shop.app.routing = ((req, res) => {
    calls.push(`${req.method ?? 'GET'} ${req.url} v${req.headers.version ?? ''}`);
    return routing(req, res);
  }) as typeof shop.app.routing;
});

afterAll(async () => {
  await shop?.close();
});

let renders = 0;

/** Renders the page afresh: a query of its own keeps the shared page cache (decision 222) out of it. */
async function render(path: string, cookie?: string): Promise<string[]> {
  calls = [];
  renders += 1;
  const url = `${shop.baseURL}${path}${path.includes('?') ? '&' : '?'}render=${renders}`;
  const res = await fetch(url, { headers: cookie ? { cookie } : {} });
  expect(res.status, path).toBe(200);
  await res.text();
  return calls;
}

const duplicates = (list: string[]) => list.filter((c, i) => list.indexOf(c) !== i);

describe('API calls per page render', () => {
  const pages = [
    '/',
    '/lotto-tickets',
    '/charity-tickets',
    '/powerball2018',
    '/lotto-results',
    '/powerball2018/results',
    '/causes',
    '/about',
    '/cart',
  ];

  for (const path of pages) {
    it(`${path} asks for each thing once`, async () => {
      const made = await render(path);
      expect(made.length, path).toBeGreaterThan(0);
      expect(duplicates(made), `${path}: ${made.join(', ')}`).toEqual([]);
    });
  }

  it('the home page asks only for what the shell and its cards show', async () => {
    expect((await render('/')).sort()).toEqual([
      'GET /cms/items/sitewide_banner v1.0',
      'GET /v2/capabilities v3.0',
      'GET /v2/config v3.0',
      'GET /v2/pricing/default/product_offers v3.9',
    ]);
  });

  it('a region with its own branding fetches the branding once', async () => {
    const made = await render('/lotto-tickets', 'sv=NSW');
    expect(made.filter((c) => c.includes('/branding'))).toHaveLength(1);
    expect(duplicates(made)).toEqual([]);
  });
});
