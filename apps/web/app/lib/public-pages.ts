/**
 * The anonymous pages a CDN and the process may keep (issue 12: home, listings, play, results,
 * causes, about): for a visitor without a sign-in session or a cart they are the same for everyone
 * of the same region, locale and cookie choice. The server keeps them only for such visitors
 * (apps/server/src/platform/page-cache.ts, docs/decisions/222); anyone else gets `private, no-store`.
 * Route ids as in routes.ts (a file's path without extension, or its own id).
 */
export const publicPageRouteIds: ReadonlySet<string> = new Set([
  'routes/site/home',
  'routes/about/about-us',
  'routes/about/responsible-gaming',
  'routes/about/privacy',
  'routes/about/cookie-policy',
  'routes/about/faq',
  'routes/about/terms-and-conditions',
  'routes/about/terms-of-use',
  'routes/catalogue/lotto-tickets',
  'routes/catalogue/charity-tickets',
  'routes/catalogue/syndicates',
  'routes/catalogue/social-play',
  'routes/catalogue/causes',
  'routes/catalogue/cause',
  'routes/catalogue/cause-offer',
  'routes/catalogue/your-support',
  'results-all',
  'results-lotteries',
  'results-raffles',
  'routes/results/offer',
  'routes/results/draw',
  'routes/results/archive',
  'routes/results/winners',
  'routes/results/statistics',
  'routes/raffle/terms',
  'routes/raffle/draw',
  'routes/play/offer',
]);

/**
 * What a CDN may do with a public page: keep it 30 s and serve it stale for a minute more while
 * it fetches a fresh one; browsers always ask again (max-age=0), so a visitor who signs in or
 * fills a cart sees their own page at once.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60';

/** Whether the page rendered (its deepest matched route) is one of the public pages. */
export function isPublicPage(matchedRouteIds: readonly string[]): boolean {
  const leaf = matchedRouteIds.at(-1);
  return leaf !== undefined && publicPageRouteIds.has(leaf);
}
