import { type CapabilityName, type CapabilityNeed, meetsNeed } from '@drawline/contracts';
import { href } from 'react-router';
import { routeNeeds } from './route-needs';

/**
 * Which links to the shop's own pages exist (docs/decisions/090). A link names the page it opens
 * by its route pattern, and shows only when the storefront has that page and the visitor's
 * capabilities allow it, so no link, menu or sitemap entry ever leads to a 404.
 */

/** A page of app/routes.ts, named by its path pattern as React Router's typegen writes it. */
export type StorefrontPage = Parameters<typeof href>[0];

/** Refuses, at typecheck, a page that app/routes.ts already has: the error names it. */
function notBuilt<const T extends string>(pages: readonly (T & Exclude<T, StorefrontPage>)[]): readonly T[] {
  return pages;
}

/**
 * Pages of the spec whose features do not exist yet. Links may name them, so menus keep the spec's
 * shape, but none shows whatever the capabilities say. Building a page: add its route to
 * app/routes.ts and delete it here (typecheck insists); its links then show by their capabilities.
 */
export const pagesNotBuilt = notBuilt<never>([]);

export type PageNotBuilt = (typeof pagesNotBuilt)[number];

/** The page a link opens: one the storefront has, or one it will have. */
export type PageRoute = StorefrontPage | PageNotBuilt;

/** What decides whether a link shows. */
export interface LinkRule {
  /** The page it opens; absent for links that leave the shop. Its need is the page's (pageNeeds). */
  route?: PageRoute;
  /** Only for a link that names no page (one that leaves the shop): what it needs to show. */
  need?: CapabilityNeed;
  /** Shown only when this capability is absent (the FAQ entry, 1-platform.md §2). */
  hiddenWith?: CapabilityName;
}

/**
 * The one rule for each gated page and every link to it (docs/decisions/090, 315): a link names
 * the page it opens and shows when that page's need is met, so a menu, the sitemap and a button
 * never disagree with each other or with the page's loader, which gates on the same entry. A page
 * not listed needs nothing beyond existing.
 */
export const pageNeeds: Partial<Record<PageRoute, CapabilityNeed>> = {
  '/lotto-tickets': routeNeeds.commercialLotteries,
  '/charity-tickets': routeNeeds.charityLotteries,
  '/syndicates': routeNeeds.syndicates,
  '/social-play': routeNeeds.socialPlay,
  '/causes': routeNeeds.causes,
  '/daily-winners': routeNeeds.dailyWinners,
  // The native app pages (decision 481): native_app, which the server gives only with the store links.
  '/app': routeNeeds.nativeApp,
  '/app/android': routeNeeds.nativeApp,
  '/app/android/install': routeNeeds.nativeApp,
  '/daily-winners/membership-tiers': routeNeeds.membershipTiers,
  '/daily-winners/winners': routeNeeds.dailyWinners,
  '/daily-winners/deposit': routeNeeds.dailyWinners,
  '/daily-winners/giveaways/:giveawayType/:drawNumber': routeNeeds.dailyWinners,
  '/blog': routeNeeds.blog,
  '/about/responsible-gaming': routeNeeds.responsibleGambling,
  '/about/terms-of-use': routeNeeds.termsOfUse,
  '/about/cookie-policy': routeNeeds.cookiePolicy,
  '/register': routeNeeds.registration,
  '/my-account/upcoming-tickets/:page?': routeNeeds.viewingOrders,
  '/my-account/past-tickets/:page?': routeNeeds.viewingOrders,
  '/my-account/transactions/:page?': routeNeeds.transactions,
  '/my-account/deposit': routeNeeds.walletDeposit,
  // The checkout layout's deposit page, gated as its loader is (decision 491).
  '/deposit': routeNeeds.walletDeposit,
  '/my-account/withdraw': routeNeeds.withdraw,
  // Saved cards and bank accounts (decision 491): the wallet manage capability.
  '/my-account/cards-and-accounts': routeNeeds.walletManage,
  '/my-account/favourite-numbers': routeNeeds.favouriteNumbers,
  '/my-account/spend-limits': routeNeeds.spendLimits,
  '/my-account/precommitment-limit': routeNeeds.precommitmentLimit,
  '/communication-preferences': routeNeeds.communicationPreferences,
  '/close-my-account': routeNeeds.closeAccount,
  '/my-account/current-giveaways/:page?': routeNeeds.giveaways,
  '/my-account/closed-giveaways/:page?': routeNeeds.giveaways,
  '/my-account/lotto-party/:page?': routeNeeds.lottoPartyGroup,
  '/my-account/lotto-party/group/:id/:page?': routeNeeds.lottoPartyGroup,
  '/my-account/lotto-party/session/:id': routeNeeds.lottoPartySession,
  '/my-account/lotto-party/ticket/:id': routeNeeds.lottoPartyTicket,
  '/lotto-party/group': routeNeeds.lottoPartyGroup,
  '/lotto-party': routeNeeds.lottoPartyCreate,
  '/my-account/autoplay/:page?': routeNeeds.autoplay,
  '/my-account/autoplay/ticket/:id': routeNeeds.autoplay,
  '/my-account/subscriptions/:page?': routeNeeds.subscriptions,
  '/my-account/subscriptions/ticket/:id': routeNeeds.subscriptions,
  '/my-account/recurring-purchases/:page?': routeNeeds.recurringPurchases,
  '/my-account/scheduled-purchases/:id': routeNeeds.scheduledPurchase,
  '/my-account/payment-resolutions': routeNeeds.paymentResolutions,
  '/my-account/recurring-purchase-method': routeNeeds.recurringPurchaseMethod,
  '/my-account/notifications': routeNeeds.notifications,
  '/my-account/verify-account': routeNeeds.verification,
  '/account-verification': routeNeeds.verification,
};

const notBuiltSet: ReadonlySet<string> = new Set(pagesNotBuilt);

export function isBuilt(route: PageRoute): route is StorefrontPage {
  return !notBuiltSet.has(route);
}

/** The need that decides whether a link shows: its page's (pageNeeds), or its own when it names no page. */
export function linkNeed(link: LinkRule): CapabilityNeed | undefined {
  return link.route !== undefined ? pageNeeds[link.route] : link.need;
}

/** The one rule for every link of the shop: its page exists and that page's capability need is met. */
export function showsLink(have: ReadonlySet<CapabilityName>, link: LinkRule): boolean {
  if (link.route !== undefined && !isBuilt(link.route)) return false;
  if (link.hiddenWith && have.has(link.hiddenWith)) return false;
  return meetsNeed(have, linkNeed(link));
}

/** The path of a page, its parameters filled in by React Router's own rule (optional ones may be left out). */
export function pathTo(route: StorefrontPage, params?: Record<string, string>): string {
  // href's parameter types are per page; a link that holds any page passes them as a plain record.
  return (href as (path: string, params?: Record<string, string>) => string)(route, params);
}
