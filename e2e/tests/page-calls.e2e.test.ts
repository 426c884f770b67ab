import type { PlatformPort } from '@drawline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShopInProcess, startShopInProcess } from './shop-in-process';

/**
 * What a page render reads from the platform (issue 22, docs/decisions/326, 334): the built shop
 * in this process, each render's service reads counted where the pages' port is made for it (each
 * thing read once per render, the shell's and the page's loaders together). Pages make no HTTP
 * inside the process any more (the in-process fetch is gone); a guard on the API's router checks
 * that nothing reaches it from a render. No browser: the HTML render alone is what costs the server.
 */
let shop: ShopInProcess;
let reads: string[] = [];
let calls: string[] = [];

beforeAll(async () => {
  shop = await startShopInProcess();
  // The service reads of each render: every call of the page's port (app.pagePorts, read at every
  // render), noted by method and input, after the page's API session shares the reads for everyone.
  const pagePorts = shop.app.pagePorts;
  shop.app.pagePorts = (request) => {
    const portFor = pagePorts(request);
    return (accessToken) => {
      const port = portFor(accessToken);
      return new Proxy(port, {
        get: (target, name: keyof PlatformPort) => {
          const method = target[name] as (...args: unknown[]) => Promise<unknown>;
          return (...args: unknown[]) => {
            reads.push(`${name}(${args.map((a) => JSON.stringify(a)).join(', ')})`);
            return method(...args);
          };
        },
      });
    };
  };
  // The guard: a render reaches the API's router in process never (a browser's request comes in
  // through the listener's own handler, not this one).
  const routing = shop.app.routing.bind(shop.app);
  shop.app.routing = ((req, res) => {
    calls.push(`${req.method ?? 'GET'} ${req.url}`);
    return routing(req, res);
  }) as typeof shop.app.routing;
});

afterAll(async () => {
  await shop?.close();
});

let renders = 0;

/** Renders the page afresh: a query of its own keeps the shared page cache (decision 222) out of it. */
async function render(path: string, cookie?: string): Promise<{ reads: string[]; calls: string[] }> {
  reads = [];
  calls = [];
  renders += 1;
  const url = `${shop.baseURL}${path}${path.includes('?') ? '&' : '?'}render=${renders}`;
  const res = await fetch(url, { headers: cookie ? { cookie } : {} });
  expect(res.status, path).toBe(200);
  await res.text();
  return { reads, calls };
}

/** A signed-up customer's cookies, with an item in their cart. */
async function customerCookie(): Promise<string> {
  const signup = await fetch(`${shop.baseURL}/v2/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', version: '3.5' },
    body: JSON.stringify({
      email: `calls-${Date.now()}@example.com`,
      password: 'Correct-horse-42!',
      firstname: 'Cal',
      lastname: 'Reads',
      date_of_birth: '1990-03-14',
      accept_terms: true,
    }),
  });
  expect(signup.status).toBe(200);
  return signup.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const duplicates = (list: string[]) => list.filter((c, i) => list.indexOf(c) !== i);

describe('what a page render reads from the platform', () => {
  const shopPages = ['/', '/powerball2018', '/lotto-results', '/powerball2018/results', '/cart'];
  const otherPages = ['/lotto-tickets', '/charity-tickets', '/causes', '/about'];

  for (const path of [...shopPages, ...otherPages]) {
    it(`${path} reads each thing once`, async () => {
      const made = await render(path);
      expect(made.reads.length, path).toBeGreaterThan(0);
      expect(duplicates(made.reads), `${path}: ${made.reads.join(', ')}`).toEqual([]);
      expect(duplicates(made.calls), `${path}: ${made.calls.join(', ')}`).toEqual([]);
    });
  }

  it('the shop’s main pages read each thing once and make no HTTP inside the process, for a visitor or a customer', async () => {
    const cookie = await customerCookie();
    for (const path of shopPages) {
      expect((await render(path)).calls, path).toEqual([]);
      const signedIn = await render(path, cookie);
      expect(signedIn.calls, `${path} signed in`).toEqual([]);
      expect(duplicates(signedIn.reads), `${path} signed in`).toEqual([]);
    }
  });

  it('the signed-in customer’s account, orders, funds and limits pages read each thing once, with no HTTP inside the process', async () => {
    const cookie = await customerCookie();
    const accountPages = [
      '/my-account',
      '/my-account/my-details',
      '/my-account/login-and-security',
      '/communication-preferences',
      '/my-account/upcoming-tickets',
      '/my-account/past-tickets',
      '/my-account/transactions',
      '/my-account/withdraw',
      '/my-account/deposit',
      '/my-account/cards-and-accounts',
      '/my-account/spend-limits',
      '/my-account/precommitment-limit',
      '/my-account/activity-statement',
    ];
    for (const path of accountPages) {
      const made = await render(path, cookie);
      expect(made.calls, path).toEqual([]);
      expect(duplicates(made.reads), `${path}: ${made.reads.join(', ')}`).toEqual([]);
    }
    expect((await render('/my-account/my-details', cookie)).reads).toContain('customerDetails()');
  });

  it('the home page reads only what the shell and its cards show', async () => {
    expect((await render('/')).reads.sort()).toEqual([
      'capabilities()',
      // The CMS's navigation labels (decision 434).
      'cmsSiteConfig()',
      // The page's texts from the translations (decision 463) and the theme in its head (decision 462).
      'cmsTexts("en-AU", ["common","home","blog"])',
      'cmsTheme()',
      // The feature and fast play placements (decision 474).
      'placements({"keys":"feature_placement,fast_play"})',
      'productOffers("default")',
      'siteConfig()',
      'sitewideBanner()',
    ]);
    const cookie = await customerCookie();
    expect((await render('/', cookie)).reads.sort()).toEqual([
      'capabilities()',
      'cart()',
      'cmsSiteConfig()',
      'cmsTexts("en-AU", ["common","home","blog"])',
      'cmsTheme()',
      'customer()',
      'placements({"keys":"feature_placement,fast_play"})',
      'productOffers("default")',
      'siteConfig()',
      'sitewideBanner()',
      // The navigation's bell (decision 421): a signed-in customer's only.
      'unreadNotifications()',
    ]);
  });

  it('a region with its own branding reads the branding once', async () => {
    const made = await render('/lotto-tickets', 'sv=NSW');
    expect(made.reads.filter((c) => c.startsWith('brandings('))).toHaveLength(1);
    expect(duplicates(made.reads)).toEqual([]);
  });
});
