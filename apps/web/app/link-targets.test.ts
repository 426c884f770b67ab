import { type CapabilityName, capabilityNames } from '@drawline/contracts';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { accountMenu } from './features/account';
import {
  aboutMenu,
  accountDrawerLinks,
  footerLinks,
  type NavItem,
  type NavOffer,
  primaryNavigation,
  type ResolvedLink,
  resolveNavigation,
  sitemapSections,
} from './features/shell';
import { isBuilt, pagesNotBuilt, pathTo } from './lib/capabilities';
import routes from './routes';

/**
 * Every internal link the menus, the footer and the sitemap can produce opens a page of
 * app/routes.ts (docs/decisions/090): checked with every capability on, so no switch an operator
 * flips can make one lead to a 404.
 */

const tree = routes as RouteConfigEntry[];
const everything: ReadonlySet<CapabilityName> = new Set(capabilityNames);
const offers: NavOffer[] = [
  { key: 'powerball2018', name: 'Powerball', url: 'powerball', type: 'lottery_ticket' },
  { key: 'make_a_smile', name: 'Make a Smile', url: 'make-a-smile', type: 'raffle_ticket' },
];
const offerUrls = new Set(offers.map((o) => o.url));

const toRouteObjects = (entries: RouteConfigEntry[]): RouteObject[] =>
  entries.map((e) =>
    e.index
      ? { index: true, id: e.id ?? e.file }
      : { path: e.path, id: e.id ?? e.file, children: toRouteObjects(e.children ?? []) },
  );
const routeObjects = toRouteObjects(tree);

/** Every path pattern of the route table, written as React Router's typegen writes them. */
function patternsOf(entries: RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((e) => {
    const here = e.path ? `${parent}/${e.path}` : parent;
    const own = e.path !== undefined || e.index ? [here || '/'] : [];
    return [...own, ...patternsOf(e.children ?? [], here)];
  });
}
const patterns = new Set(patternsOf(tree));

/** Why a path is not a page of the shop, or null when it is. */
function notAPage(path: string): string | null {
  const matches = matchRoutes(routeObjects, path);
  const deepest = matches?.at(-1);
  if (!deepest || deepest.route.path === '*') return `${path}: no route`;
  // /:productOfferKey/… routes take any first segment; only an offer's url is a page.
  const offerKey = deepest.params.productOfferKey;
  if (offerKey !== undefined && !offerUrls.has(offerKey)) return `${path}: "${offerKey}" is not an offer`;
  return null;
}

function hrefsOf(links: ResolvedLink[]): string[] {
  return links.flatMap((l) => [...(l.href && !l.external ? [l.href] : []), ...hrefsOf(l.children)]);
}

const navigationLists: [string, readonly NavItem[]][] = [
  ['primary navigation', primaryNavigation],
  ['account drawer', accountDrawerLinks],
  ['footer', footerLinks],
  ['about menu', aboutMenu],
  ...sitemapSections.map((s): [string, readonly NavItem[]] => [`sitemap: ${s.heading}`, s.items]),
];

describe('link targets', () => {
  it('knows the route table', () => {
    // The checks below mean something only if the table reads as the shop serves it.
    expect(notAPage('/lotto-results')).toBeNull();
    expect(notAPage('/powerball/results')).toBeNull();
    expect(notAPage('/no-such-offer')).toMatch(/not an offer/);
    expect(notAPage('/about/no-such-page')).toMatch(/not an offer/);
    expect(notAPage('/about/privacy/not/a/page')).toMatch(/no route/);
  });

  it.each(navigationLists)('every link of the %s opens a page of app/routes.ts', (_name, items) => {
    const hrefs = hrefsOf(resolveNavigation(items, everything, offers));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.map(notAPage).filter(Boolean)).toEqual([]);
  });

  it('every link of the my-account menu opens a page of app/routes.ts', () => {
    const hrefs = accountMenu.flatMap((l) => (isBuilt(l.route) ? [pathTo(l.route)] : []));
    expect(hrefs.map(notAPage).filter(Boolean)).toEqual([]);
  });

  it('lists as not built only pages app/routes.ts does not have', () => {
    // Typecheck refuses the same; this holds even before typegen has run.
    expect(pagesNotBuilt.filter((p) => patterns.has(p))).toEqual([]);
  });
});
