/**
 * The storefront's navigation as data: primary items (1-platform.md §2, routed by route type),
 * the footer links (3-account.md Footer) and the sitemap, each entry gated by a capability need
 * from routeNeeds so a hidden page never has a visible link.
 */
import type { CapabilityName, CapabilityNeed, ProductType } from '@drawline/contracts';
import { meetsNeed } from '@drawline/contracts';
import { routeNeeds } from '../capabilities';

/** external: a full url; internal: a fixed path; internal_dynamic: paths built from data; none: a label only. */
export type RouteType = 'external' | 'internal' | 'internal_dynamic' | 'none';

export interface NavItem {
  key: string;
  label: string;
  routeType: RouteType;
  /** The url (external) or path (internal). */
  href?: string;
  /** internal_dynamic: one link per product offer (of these types, when given) to /{offer url}{offerPath}. */
  offerTypes?: readonly ProductType[];
  /** internal_dynamic: a path after the offer url, such as '/results', and the label's ending. */
  offerPath?: string;
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
    href: '/lotto-tickets',
    need: routeNeeds.commercialLotteries,
    children: [{ key: 'lotto-offers', label: 'Lotto', routeType: 'internal_dynamic', offerTypes: ['lottery_ticket'] }],
  },
  {
    key: 'charity',
    label: 'Charity raffles',
    routeType: 'internal',
    href: '/charity-tickets',
    need: routeNeeds.charityLotteries,
    children: [
      { key: 'raffle-offers', label: 'Raffles', routeType: 'internal_dynamic', offerTypes: ['raffle_ticket'] },
    ],
  },
  { key: 'syndicates', label: 'Syndicates', routeType: 'internal', href: '/syndicates', need: routeNeeds.syndicates },
  {
    key: 'social-play',
    label: 'Social play',
    routeType: 'internal',
    href: '/social-play',
    need: routeNeeds.socialPlay,
  },
  { key: 'results', label: 'Results', routeType: 'internal', href: '/lotto-results' },
  {
    key: 'daily-winners',
    label: 'Daily Winners',
    routeType: 'internal',
    href: '/daily-winners',
    need: routeNeeds.dailyWinners,
  },
  { key: 'causes', label: 'Causes', routeType: 'internal', href: '/causes', need: routeNeeds.causes },
  {
    key: 'help',
    label: 'Help',
    routeType: 'none',
    children: [
      { key: 'contact', label: 'Contact us', routeType: 'internal', href: '/about/contact-us' },
      { key: 'faq', label: 'FAQ', routeType: 'internal', href: '/about/faq', hiddenWith: 'support_faq' },
      {
        key: 'responsible-gaming',
        label: 'Responsible gaming',
        routeType: 'internal',
        href: '/about/responsible-gaming',
        need: routeNeeds.responsibleGambling,
      },
      { key: 'blog', label: 'News', routeType: 'internal', href: '/blog', need: routeNeeds.blog },
    ],
  },
];

/** Resolves items against the visitor's capabilities and the offers: hidden items drop out. */
export function resolveNavigation(
  items: readonly NavItem[],
  have: ReadonlySet<CapabilityName>,
  offers: readonly NavOffer[],
): ResolvedLink[] {
  const out: ResolvedLink[] = [];
  for (const item of items) {
    if (!meetsNeed(have, item.need)) continue;
    if (item.hiddenWith && have.has(item.hiddenWith)) continue;
    if (item.routeType === 'internal_dynamic') {
      for (const o of offers.filter((x) => item.offerTypes?.includes(x.type) ?? true)) {
        out.push({
          key: `${item.key}-${o.key}`,
          label: `${o.name}${item.offerLabelSuffix ?? ''}`,
          href: `/${o.url}${item.offerPath ?? ''}`,
          external: false,
          children: [],
        });
      }
      continue;
    }
    const children = resolveNavigation(item.children ?? [], have, offers);
    // A label-only group with nothing left under it is not worth showing.
    if (item.routeType === 'none' && children.length === 0) continue;
    out.push({
      key: item.key,
      label: item.label,
      href: item.routeType === 'none' ? undefined : item.href,
      external: item.routeType === 'external',
      children,
    });
  }
  return out;
}

/** The footer's fixed links (3-account.md Footer), in the order shown. */
export const footerLinks: readonly NavItem[] = [
  { key: 'support', label: 'Customer support', routeType: 'internal', href: '/about/contact-us' },
  { key: 'faq', label: 'FAQ', routeType: 'internal', href: '/about/faq', hiddenWith: 'support_faq' },
  { key: 'privacy', label: 'Privacy policy', routeType: 'internal', href: '/about/privacy' },
  {
    key: 'cookie-policy',
    label: 'Cookie policy',
    routeType: 'internal',
    href: '/about/cookie-policy',
    need: routeNeeds.cookiePolicy,
  },
  { key: 'about', label: 'About us', routeType: 'internal', href: '/about', hiddenWith: 'terms_of_use' },
  {
    key: 'terms-and-conditions',
    label: 'Terms and conditions',
    routeType: 'internal',
    href: '/about/terms-and-conditions',
  },
  {
    key: 'terms-of-use',
    label: 'Terms of use',
    routeType: 'internal',
    href: '/about/terms-of-use',
    need: routeNeeds.termsOfUse,
  },
  { key: 'blog', label: 'Blog news', routeType: 'internal', href: '/blog', need: routeNeeds.blog },
  {
    key: 'responsible-gambling',
    label: 'Responsible gambling',
    routeType: 'external',
    href: GAMBLING_HELP_URL,
    need: routeNeeds.responsibleGambling,
  },
  { key: 'sitemap', label: 'Sitemap', routeType: 'internal', href: '/sitemap' },
];

/**
 * The sitemap (an HTML page at /sitemap, docs/decisions/013-sitemap.md): sections of links,
 * included by the capabilities the spec names (1-platform.md §2).
 */
export const sitemapSections: readonly { heading: string; items: readonly NavItem[] }[] = [
  {
    heading: 'Play',
    items: [
      { key: 'home', label: 'Home', routeType: 'internal', href: '/' },
      {
        key: 'lotto-tickets',
        label: 'Lotto tickets',
        routeType: 'internal',
        href: '/lotto-tickets',
        need: routeNeeds.commercialLotteries,
      },
      {
        key: 'charity-tickets',
        label: 'Charity raffle tickets',
        routeType: 'internal',
        href: '/charity-tickets',
        need: routeNeeds.charityLotteries,
      },
      {
        key: 'syndicates',
        label: 'Syndicates',
        routeType: 'internal',
        href: '/syndicates',
        need: routeNeeds.syndicates,
      },
      {
        key: 'social-play',
        label: 'Social play',
        routeType: 'internal',
        href: '/social-play',
        need: routeNeeds.socialPlay,
      },
      { key: 'causes', label: 'Causes we support', routeType: 'internal', href: '/causes', need: routeNeeds.causes },
      {
        key: 'daily-winners',
        label: 'Daily Winners',
        routeType: 'internal',
        href: '/daily-winners',
        need: routeNeeds.dailyWinners,
      },
      {
        key: 'giveaways',
        label: 'Current giveaways',
        routeType: 'internal',
        href: '/my-account/current-giveaways',
        need: routeNeeds.giveaways,
      },
    ],
  },
  { heading: 'Games', items: [{ key: 'offers', label: 'Play', routeType: 'internal_dynamic' }] },
  {
    heading: 'Results',
    items: [
      { key: 'results', label: 'All results', routeType: 'internal', href: '/lotto-results' },
      {
        key: 'offer-results',
        label: 'Results',
        routeType: 'internal_dynamic',
        offerPath: '/results',
        offerLabelSuffix: ' results',
      },
    ],
  },
  {
    heading: 'My account',
    items: [
      { key: 'login', label: 'Login', routeType: 'internal', href: '/login' },
      { key: 'register', label: 'Join now', routeType: 'internal', href: '/register', need: { all: ['registration'] } },
      { key: 'my-account', label: 'My account', routeType: 'internal', href: '/my-account' },
      {
        key: 'upcoming-tickets',
        label: 'Upcoming tickets',
        routeType: 'internal',
        href: '/my-account/upcoming-tickets',
        need: routeNeeds.viewingOrders,
      },
      {
        key: 'transactions',
        label: 'Transactions',
        routeType: 'internal',
        href: '/my-account/transactions',
        need: routeNeeds.transactions,
      },
      {
        key: 'deposit',
        label: 'Deposit',
        routeType: 'internal',
        href: '/my-account/deposit',
        need: { any: ['wallet_deposit', 'wallet_manage'] },
      },
      {
        key: 'autoplay',
        label: 'Autoplay',
        routeType: 'internal',
        href: '/my-account/autoplay',
        need: routeNeeds.autoplay,
      },
      {
        key: 'spend-limits',
        label: 'Spend limits',
        routeType: 'internal',
        href: '/my-account/spend-limits',
        need: routeNeeds.spendLimits,
      },
      {
        key: 'verify-account',
        label: 'Verify your account',
        routeType: 'internal',
        href: '/my-account/verify-account',
        need: routeNeeds.verification,
      },
      {
        key: 'membership',
        label: 'Membership tiers',
        routeType: 'internal',
        href: '/daily-winners/membership-tiers',
        need: routeNeeds.membershipTiers,
      },
    ],
  },
  {
    heading: 'Help and information',
    items: footerLinks.filter((l) => l.key !== 'sitemap'),
  },
];
