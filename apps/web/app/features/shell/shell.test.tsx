import { type CapabilityName, capabilityNames } from '@drawline/contracts';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { parseConsent, serializeConsent } from './cookie-consent-value';
import { ErrorPage, errorContent, MAINTENANCE_TITLE, pageTitleFor } from './error-pages';
import { shouldBeat } from './heartbeat';
import {
  accountDrawerLinks,
  footerLinks,
  type NavOffer,
  navigationLabelsOf,
  primaryNavigation,
  resolveNavigation,
  sitemapSections,
} from './navigation';
import { samePagePath } from './same-page';
import { showsCondensedFooter } from './shell';
import {
  BANNER_DISMISSAL_HEAD_SCRIPT,
  BANNER_DISMISSAL_KEY,
  bannerTextKey,
  isBannerDismissed,
} from './sitewide-banner';

const caps = (...names: CapabilityName[]) => new Set<CapabilityName>(names);
const offers: NavOffer[] = [
  { key: 'powerball2018', name: 'Powerball', url: 'powerball', type: 'lottery_ticket' },
  { key: 'make_a_smile', name: 'Make a Smile', url: 'make-a-smile', type: 'raffle_ticket' },
];

describe('error pages', () => {
  it('has the spec texts for 404, 418, 500 and 503', () => {
    expect(errorContent(404)).toMatchObject({
      heading: 'Something went wrong.',
      text: "It's looking like you may have taken a wrong turn.",
      homeLink: 'Try heading home and finding your bearing.',
    });
    expect(errorContent(418)).toMatchObject({
      heading: "It's not you, it's us!",
      text: 'There are currently no products available, please check back later. Thank you for being patient.',
    });
    expect(errorContent(500).text).toBe(
      'We are experiencing large load times on our server. Thank you for being patient.',
    );
    expect(errorContent(503)).toMatchObject({
      heading: "There's a spanner in the works!",
      text: "We'll be up and running again soon after this scheduled maintenance.",
    });
  });

  it('shows the 500 page for any other code', () => {
    for (const status of [400, 401, 422, 502, 504]) expect(errorContent(status).status).toBe(500);
  });

  it('titles problems with the site name, and maintenance with its own title', () => {
    expect(pageTitleFor(404, 'Drawline')).toBe('We have encountered a problem | Drawline');
    expect(pageTitleFor(500, 'Drawline')).toBe('We have encountered a problem | Drawline');
    expect(pageTitleFor(503, 'Drawline')).toBe(MAINTENANCE_TITLE);
    expect(MAINTENANCE_TITLE).toBe('Site currently under maintenance');
  });

  it('renders the 404 page with its home link', () => {
    const html = renderToString(
      <MemoryRouter>
        <ErrorPage status={404} />
      </MemoryRouter>,
    );
    expect(html).toContain('<h1>Something went wrong.</h1>');
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Try heading home and finding your bearing\.<\/a>/);
  });
});

describe('navigation by capability', () => {
  it('drops items whose need is not met and groups left empty', () => {
    const links = resolveNavigation(primaryNavigation, caps('support_faq'), []);
    const keys = links.map((l) => l.key);
    expect(keys).toContain('results');
    expect(keys).not.toContain('lotto');
    expect(keys).not.toContain('syndicates');
    // Help keeps Contact us; FAQ is hidden while the support FAQ capability is on.
    const help = links.find((l) => l.key === 'help');
    expect(help?.href).toBeUndefined();
    expect(help?.children.map((c) => c.key)).toEqual(['contact']);
  });

  it('expands internal_dynamic items to one link per offer of the type', () => {
    const links = resolveNavigation(primaryNavigation, caps('commercial_lotteries', 'charity_lotteries'), offers);
    const lotto = links.find((l) => l.key === 'lotto');
    expect(lotto?.href).toBe('/lotto-tickets');
    expect(lotto?.children).toEqual([
      { key: 'lotto-offers-powerball2018', label: 'Powerball', href: '/powerball', external: false, children: [] },
    ]);
    expect(links.find((l) => l.key === 'charity')?.children[0]?.href).toBe('/make-a-smile');
  });

  it('takes a label set in the CMS by key, at any depth, and keeps the rest (decision 434)', () => {
    const labels = navigationLabelsOf({
      main: [
        { key: 'results', label: 'Winning numbers', url: '/lotto-results' },
        { key: 'contact', label: 'Talk to us', url: '/about/contact-us' },
        { key: 42, label: 'not a key' },
      ],
      footer: 'not a list',
    });
    expect(labels).toEqual({ main: { results: 'Winning numbers', contact: 'Talk to us' } });
    expect(navigationLabelsOf(null)).toEqual({});
    const links = resolveNavigation(primaryNavigation, caps(), [], labels.main);
    expect(links.find((l) => l.key === 'results')?.label).toBe('Winning numbers');
    expect(links.find((l) => l.key === 'help')?.children.find((c) => c.key === 'contact')?.label).toBe('Talk to us');
    const own = resolveNavigation(primaryNavigation, caps(), []);
    expect(links.find((l) => l.key === 'help')?.label).toBe(own.find((l) => l.key === 'help')?.label);
    // A key named like an object's own property is no label.
    expect(resolveNavigation(primaryNavigation, caps(), [], {})[0]?.label).toBe(
      resolveNavigation(primaryNavigation, caps(), [], JSON.parse('{"__proto__": "x"}'))[0]?.label,
    );
  });

  it('lets social play in with any one of its capabilities', () => {
    const some = resolveNavigation(primaryNavigation, caps('social_syndicates_joiner'), []);
    expect(some.map((l) => l.key)).toContain('social-play');
  });

  it('gates the footer: cookie policy, about us, terms of use and responsible gambling', () => {
    const bare = resolveNavigation(footerLinks, caps(), []).map((l) => l.key);
    expect(bare).toEqual(['support', 'faq', 'privacy', 'about', 'terms-and-conditions', 'sitemap']);
    const full = resolveNavigation(
      footerLinks,
      caps('cookie_consent', 'terms_of_use', 'blog', 'responsible_gambling', 'support_faq'),
      [],
    );
    expect(full.map((l) => l.key)).toEqual([
      'support',
      'privacy',
      'cookie-policy',
      'terms-and-conditions',
      'terms-of-use',
      'blog',
      'responsible-gambling',
      'sitemap',
    ]);
    expect(full.find((l) => l.key === 'responsible-gambling')?.external).toBe(true);
  });

  it('includes sitemap entries by the capabilities the spec names', () => {
    const account = sitemapSections.find((s) => s.heading === 'My account')!;
    expect(resolveNavigation(account.items, caps(), []).map((l) => l.key)).toEqual(['login', 'my-account']);
    expect(resolveNavigation(account.items, caps('registration'), []).map((l) => l.key)).toContain('register');
  });

  it('leaves out links to pages the shop does not have, whatever the capabilities', () => {
    const all = new Set(capabilityNames);
    const account = sitemapSections.find((s) => s.heading === 'My account')!;
    // Verification has its page (issue 29); Daily Winners has (issue 27), its tiers page shown with membership purchase.
    expect(resolveNavigation(account.items, all, []).map((l) => l.key)).toEqual([
      'login',
      'register',
      'my-account',
      'upcoming-tickets',
      'transactions',
      'deposit',
      'autoplay',
      'spend-limits',
      'verify-account',
      'membership',
    ]);
    const primary = resolveNavigation(primaryNavigation, all, offers);
    expect(primary.map((l) => l.key)).toContain('daily-winners');
    // The blog has its pages (issue 28): shown with its capability.
    expect(primary.find((l) => l.key === 'help')?.children.map((c) => c.key)).toContain('blog');
    expect(resolveNavigation(accountDrawerLinks, all, []).map((l) => l.key)).toEqual([
      'my-account',
      'tickets',
      'transactions',
      'deposit',
      'details',
      'security',
    ]);
    // Tickets and transactions need viewing orders (1-platform.md §6).
    const withoutOrders = new Set(capabilityNames.filter((n) => n !== 'viewing_orders'));
    expect(resolveNavigation(accountDrawerLinks, withoutOrders, []).map((l) => l.key)).toEqual([
      'my-account',
      'deposit',
      'details',
      'security',
    ]);
  });

  it('builds each link from the page it names, offer pages with the offer url', () => {
    const all = new Set(capabilityNames);
    const results = sitemapSections.find((s) => s.heading === 'Results')!;
    expect(resolveNavigation(results.items, all, offers).map((l) => l.href)).toEqual([
      '/lotto-results',
      '/powerball/results',
      '/make-a-smile/results',
    ]);
  });
});

describe('cookie consent value', () => {
  it('round-trips the two choices and always includes essential', () => {
    expect(parseConsent(serializeConsent('all'))).toEqual(['essential', 'non_essential']);
    expect(parseConsent(serializeConsent('essential'))).toEqual(['essential']);
  });
  it('treats a missing or foreign value as no choice yet', () => {
    expect(parseConsent(undefined)).toBeNull();
    expect(parseConsent('non_essential')).toBeNull();
    expect(parseConsent('tracking,ads')).toBeNull();
  });
});

describe('sitewide banner dismissal', () => {
  it('stays dismissed for the text that was dismissed, and shows new text again', () => {
    expect(isBannerDismissed('Old news', 'Old news')).toBe(true);
    expect(isBannerDismissed('Old news', 'New draw times')).toBe(false);
    expect(isBannerDismissed(null, 'New draw times')).toBe(false);
  });

  it("marks the document in the head with the same key the banner's rule hides", () => {
    const run = (stored: string | null) => {
      const attributes: Record<string, string> = {};
      const storage = { getItem: (key: string) => (key === BANNER_DISMISSAL_KEY ? stored : null) };
      const documentElement = { setAttribute: (name: string, value: string) => (attributes[name] = value) };
      new Function('localStorage', 'document', BANNER_DISMISSAL_HEAD_SCRIPT)(storage, { documentElement });
      return attributes['data-banner-dismissed'];
    };
    const text = 'Ticket sales close one hour before each draw. Zürich – “quotes” 🎟';
    expect(run(text)).toBe(bannerTextKey(text));
    expect(bannerTextKey(text)).not.toBe(bannerTextKey('New draw times'));
    expect(run(null)).toBeUndefined();
  });
});

describe('heartbeat', () => {
  it('beats only with activity within the active timeout', () => {
    expect(shouldBeat(1_000, 61_000, 300)).toBe(true);
    expect(shouldBeat(1_000, 301_000, 300)).toBe(true);
    expect(shouldBeat(1_000, 301_001, 300)).toBe(false);
  });
});

describe('form redirects back', () => {
  it('accepts only paths on this site', () => {
    expect(samePagePath('/about/faq?x=1')).toBe('/about/faq?x=1');
    expect(samePagePath('//evil.example/')).toBe('/');
    expect(samePagePath('https://evil.example/')).toBe('/');
    expect(samePagePath('/\\evil.example')).toBe('/');
    expect(samePagePath(null)).toBe('/');
  });
});

describe('checkout layout footer', () => {
  it('shows the condensed footer with items in the cart, or for a guest on login and register', () => {
    expect(showsCondensedFooter({ cartCount: 2, signedIn: true, pathname: '/cart' })).toBe(true);
    expect(showsCondensedFooter({ cartCount: 0, signedIn: true, pathname: '/cart' })).toBe(false);
    expect(showsCondensedFooter({ cartCount: 0, signedIn: false, pathname: '/checkout/login' })).toBe(true);
    expect(showsCondensedFooter({ cartCount: 0, signedIn: true, pathname: '/checkout/login' })).toBe(false);
    expect(showsCondensedFooter({ cartCount: 0, signedIn: false, pathname: '/deposit' })).toBe(false);
  });
});

describe('sitemap offers', () => {
  it('lists every offer under Games and its results under Results', () => {
    const games = sitemapSections.find((s) => s.heading === 'Games')!;
    expect(resolveNavigation(games.items, caps(), offers).map((l) => l.href)).toEqual(['/powerball', '/make-a-smile']);
    const results = sitemapSections.find((s) => s.heading === 'Results')!;
    expect(resolveNavigation(results.items, caps(), offers).map((l) => [l.label, l.href])).toEqual([
      ['All results', '/lotto-results'],
      ['Powerball results', '/powerball/results'],
      ['Make a Smile results', '/make-a-smile/results'],
    ]);
  });
});
