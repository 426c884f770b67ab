/**
 * The storefront's navigation as data: primary items (1-platform.md §2, routed by route type),
 * the account menu, the footer links (3-account.md Footer) and the sitemap. Every internal entry
 * names the page it opens and nothing else: showsLink (lib/capabilities/pages.ts) shows it when the
 * page exists and the page's own need (pageNeeds, lib/capabilities/route-needs.ts) is met, so no
 * entry leads to a page the shop does not have and two links to one page never disagree.
 */
import type { CapabilityName, CapabilityNeed, ProductType } from '@drawline/contracts';
import { isBuilt, type PageRoute, pathTo, routeNeeds, showsLink } from '../../lib/capabilities';
import { overriddenPath } from './route-paths';

/** external: a full url; internal: a fixed path; internal_dynamic: paths built from data; none: a label only. */
export type RouteType = 'external' | 'internal' | 'internal_dynamic' | 'none';

export interface NavItem {
  key: string;
  label: string;
  routeType: RouteType;
  /**
   * internal: the page it opens. internal_dynamic: a product-offer page, one link per offer with
   * its url as :productOfferKey.
   */
  route?: PageRoute;
  /** external: the full url. */
  url?: string;
  /** internal_dynamic: only offers of these types, when given. */
  offerTypes?: readonly ProductType[];
  /** internal_dynamic: the label's ending after the offer's name, such as ' results'. */
  offerLabelSuffix?: string;
  need?: CapabilityNeed;
  /** Shown only when this capability is absent. */
  hiddenWith?: CapabilityName;
  children?: readonly NavItem[];
}

export interface ResolvedLink {
  key: string;
  label: string;
  href?: string;
  external: boolean;
  children: ResolvedLink[];
}

export interface NavOffer {
  key: string;
  name: string;
  url: string;
  type: ProductType;
}

export const GAMBLING_HELP_URL = 'https://www.gamblinghelponline.org.au/';

export const primaryNavigation: readonly NavItem[] = [
  {
    key: 'lotto',
    label: 'Lotto',
    routeType: 'internal',
    route: '/lotto-tickets',
    children: [
      {
        key: 'lotto-offers',
        label: 'Lotto',
        routeType: 'internal_dynamic',
        route: '/:productOfferKey/:gameTypeKey?',
        offerTypes: ['lottery_ticket'],
      },
    ],
  },
  {
    key: 'charity',
    label: 'Charity raffles',
    routeType: 'internal',
    route: '/charity-tickets',
    children: [
      {
        key: 'raffle-offers',
        label: 'Raffles',
        routeType: 'internal_dynamic',
        route: '/:productOfferKey/:gameTypeKey?',
        offerTypes: ['raffle_ticket'],
      },
    ],
  },
  { key: 'syndicates', label: 'Syndicates', routeType: 'internal', route: '/syndicates' },
  {
    key: 'social-play',
    label: 'Social play',
    routeType: 'internal',
    route: '/social-play',
  },
  { key: 'results', label: 'Results', routeType: 'internal', route: '/lotto-results/:page?' },
  {
    key: 'daily-winners',
    label: 'Daily Winners',
    routeType: 'internal',
    route: '/daily-winners',
  },
  { key: 'causes', label: 'Causes', routeType: 'internal', route: '/causes' },
  {
    key: 'help',
    label: 'Help',
    routeType: 'none',
    children: [
      { key: 'contact', label: 'Contact us', routeType: 'internal', route: '/about/contact-us' },
      { key: 'faq', label: 'FAQ', routeType: 'internal', route: '/about/faq', hiddenWith: 'support_faq' },
      {
        key: 'responsible-gaming',
        label: 'Responsible gaming',
        routeType: 'internal',
        route: '/about/responsible-gaming',
      },
      { key: 'blog', label: 'News', routeType: 'internal', route: '/blog' },
    ],
  },
];

/** The CMS site config's navigation links as labels by menu type and key; anything malformed is left out. */
export function navigationLabelsOf(navigation: unknown): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  if (!navigation || typeof navigation !== 'object') return out;
  for (const [type, links] of Object.entries(navigation)) {
    if (!Array.isArray(links)) continue;
    const labels: Record<string, string> = {};
    for (const link of links) {
      if (typeof link?.key === 'string' && typeof link?.label === 'string') labels[link.key] = link.label;
    }
    out[type] = labels;
  }
  return out;
}

/** Resolves items against the visitor's capabilities and the offers: items showsLink refuses drop out. */
export function resolveNavigation(
  items: readonly NavItem[],
  have: ReadonlySet<CapabilityName>,
  offers: readonly NavOffer[],
  /** The CMS's labels by key (decision 434): a key set in the console replaces the item's own label. */
  labels: Readonly<Record<string, string>> = {},
  /** The CMS's route path overrides (decision 483): a built-in path's link goes to its override. */
  paths: Readonly<Record<string, string>> = {},
): ResolvedLink[] {
  const out: ResolvedLink[] = [];
  for (const item of items) {
    if (!showsLink(have, item)) continue;
    const page = item.route && isBuilt(item.route) ? item.route : undefined;
    if (item.routeType === 'internal_dynamic') {
      if (!page) continue;
      for (const o of offers.filter((x) => item.offerTypes?.includes(x.type) ?? true)) {
        out.push({
          key: `${item.key}-${o.key}`,
          label: `${o.name}${item.offerLabelSuffix ?? ''}`,
          href: pathTo(page, { productOfferKey: o.url }),
          external: false,
          children: [],
        });
      }
      continue;
    }
    const children = resolveNavigation(item.children ?? [], have, offers, labels, paths);
    // A label-only group with nothing left under it is not worth showing.
    if (item.routeType === 'none' && children.length === 0) continue;
    const href =
      item.routeType === 'external'
        ? item.url
        : item.routeType === 'internal' && page
          ? overriddenPath(paths, pathTo(page))
          : undefined;
    const label = Object.hasOwn(labels, item.key) ? (labels[item.key] ?? item.label) : item.label;
    out.push({ key: item.key, label, href, external: item.routeType === 'external', children });
  }
  return out;
}

/** The account drawer's links (1-platform.md §2: the main layout's account drawer). */
export const accountDrawerLinks: readonly NavItem[] = [
  { key: 'my-account', label: 'My account', routeType: 'internal', route: '/my-account' },
  {
    key: 'tickets',
    label: 'My tickets',
    routeType: 'internal',
    route: '/my-account/upcoming-tickets/:page?',
  },
  {
    key: 'transactions',
    label: 'Transactions',
    routeType: 'internal',
    route: '/my-account/transactions/:page?',
  },
  {
    key: 'deposit',
    label: 'Deposit',
    routeType: 'internal',
    route: '/my-account/deposit',
  },
  { key: 'details', label: 'My details', routeType: 'internal', route: '/my-account/my-details' },
  { key: 'security', label: 'Login and security', routeType: 'internal', route: '/my-account/login-and-security' },
];

/** The side menu of the about and help pages. */
export const aboutMenu: readonly NavItem[] = [
  { key: 'about', label: 'About us', routeType: 'internal', route: '/about' },
  { key: 'contact-us', label: 'Contact us', routeType: 'internal', route: '/about/contact-us' },
  { key: 'faq', label: 'FAQ', routeType: 'internal', route: '/about/faq' },
  {
    key: 'responsible-gaming',
    label: 'Responsible gaming',
    routeType: 'internal',
    route: '/about/responsible-gaming',
  },
  {
    key: 'terms-and-conditions',
    label: 'Terms and conditions',
    routeType: 'internal',
    route: '/about/terms-and-conditions',
  },
  {
    key: 'terms-of-use',
    label: 'Terms of use',
    routeType: 'internal',
    route: '/about/terms-of-use',
  },
  { key: 'privacy', label: 'Privacy policy', routeType: 'internal', route: '/about/privacy' },
  {
    key: 'cookie-policy',
    label: 'Cookie policy',
    routeType: 'internal',
    route: '/about/cookie-policy',
  },
];

/** The footer's fixed links (3-account.md Footer), in the order shown. */
export const footerLinks: readonly NavItem[] = [
  { key: 'support', label: 'Customer support', routeType: 'internal', route: '/about/contact-us' },
  { key: 'faq', label: 'FAQ', routeType: 'internal', route: '/about/faq', hiddenWith: 'support_faq' },
  { key: 'privacy', label: 'Privacy policy', routeType: 'internal', route: '/about/privacy' },
  {
    key: 'cookie-policy',
    label: 'Cookie policy',
    routeType: 'internal',
    route: '/about/cookie-policy',
  },
  { key: 'about', label: 'About us', routeType: 'internal', route: '/about', hiddenWith: 'terms_of_use' },
  {
    key: 'terms-and-conditions',
    label: 'Terms and conditions',
    routeType: 'internal',
    route: '/about/terms-and-conditions',
  },
  {
    key: 'terms-of-use',
    label: 'Terms of use',
    routeType: 'internal',
    route: '/about/terms-of-use',
  },
  { key: 'blog', label: 'Blog news', routeType: 'internal', route: '/blog' },
  {
    key: 'responsible-gambling',
    label: 'Responsible gambling',
    routeType: 'external',
    url: GAMBLING_HELP_URL,
    need: routeNeeds.responsibleGambling,
  },
  // The app page only where the store links are configured (decision 481).
  { key: 'app', label: 'Get the app', routeType: 'internal', route: '/app' },
  { key: 'sitemap', label: 'Sitemap', routeType: 'internal', route: '/sitemap' },
];

/**
 * The sitemap (an HTML page at /sitemap, docs/decisions/013-sitemap.md): sections of links,
 * included by the capabilities the spec names (1-platform.md §2).
 */
export const sitemapSections: readonly { heading: string; items: readonly NavItem[] }[] = [
  {
    heading: 'Play',
    items: [
      { key: 'home', label: 'Home', routeType: 'internal', route: '/' },
      {
        key: 'lotto-tickets',
        label: 'Lotto tickets',
        routeType: 'internal',
        route: '/lotto-tickets',
      },
      {
        key: 'charity-tickets',
        label: 'Charity raffle tickets',
        routeType: 'internal',
        route: '/charity-tickets',
      },
      {
        key: 'syndicates',
        label: 'Syndicates',
        routeType: 'internal',
        route: '/syndicates',
      },
      {
        key: 'social-play',
        label: 'Social play',
        routeType: 'internal',
        route: '/social-play',
      },
      { key: 'causes', label: 'Causes we support', routeType: 'internal', route: '/causes' },
      {
        key: 'daily-winners',
        label: 'Daily Winners',
        routeType: 'internal',
        route: '/daily-winners',
      },
      {
        key: 'giveaways',
        label: 'Current giveaways',
        routeType: 'internal',
        route: '/my-account/current-giveaways/:page?',
      },
    ],
  },
  {
    heading: 'Games',
    items: [{ key: 'offers', label: 'Play', routeType: 'internal_dynamic', route: '/:productOfferKey/:gameTypeKey?' }],
  },
  {
    heading: 'Results',
    items: [
      { key: 'results', label: 'All results', routeType: 'internal', route: '/lotto-results/:page?' },
      {
        key: 'offer-results',
        label: 'Results',
        routeType: 'internal_dynamic',
        route: '/:productOfferKey/results',
        offerLabelSuffix: ' results',
      },
    ],
  },
  {
    heading: 'My account',
    items: [
      { key: 'login', label: 'Login', routeType: 'internal', route: '/login' },
      {
        key: 'register',
        label: 'Join now',
        routeType: 'internal',
        route: '/register',
      },
      { key: 'my-account', label: 'My account', routeType: 'internal', route: '/my-account' },
      {
        key: 'upcoming-tickets',
        label: 'Upcoming tickets',
        routeType: 'internal',
        route: '/my-account/upcoming-tickets/:page?',
      },
      {
        key: 'transactions',
        label: 'Transactions',
        routeType: 'internal',
        route: '/my-account/transactions/:page?',
      },
      {
        key: 'deposit',
        label: 'Deposit',
        routeType: 'internal',
        route: '/my-account/deposit',
      },
      {
        key: 'autoplay',
        label: 'Autoplay',
        routeType: 'internal',
        route: '/my-account/autoplay/:page?',
      },
      {
        key: 'spend-limits',
        label: 'Spend limits',
        routeType: 'internal',
        route: '/my-account/spend-limits',
      },
      {
        key: 'verify-account',
        label: 'Verify your account',
        routeType: 'internal',
        route: '/my-account/verify-account',
      },
      {
        key: 'membership',
        label: 'Membership tiers',
        routeType: 'internal',
        route: '/daily-winners/membership-tiers',
      },
    ],
  },
  {
    heading: 'Help and information',
    items: footerLinks.filter((l) => l.key !== 'sitemap'),
  },
];
