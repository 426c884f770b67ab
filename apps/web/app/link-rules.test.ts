import { type CapabilityName, meetsNeed } from '@drawline/contracts';
import { describe, expect, it } from 'vitest';
import { accountMenu } from './features/account';
import {
  aboutMenu,
  accountDrawerLinks,
  footerLinks,
  type NavItem,
  primaryNavigation,
  resolveNavigation,
  sitemapSections,
} from './features/shell';
import { pageNeeds, showsLink } from './lib/capabilities';

function everyItem(items: readonly NavItem[]): NavItem[] {
  return items.flatMap((item) => [item, ...everyItem(item.children ?? [])]);
}

const menus = {
  primary: everyItem(primaryNavigation),
  drawer: everyItem(accountDrawerLinks),
  about: everyItem(aboutMenu),
  footer: everyItem(footerLinks),
  sitemap: sitemapSections.flatMap((s) => everyItem(s.items)),
};

describe('one rule per link (docs/decisions/315)', () => {
  it('no link to one of the shop’s pages carries a need of its own: the page’s need decides', () => {
    for (const [menu, items] of Object.entries(menus)) {
      const own = items.filter((item) => item.route !== undefined && item.need !== undefined).map((i) => i.key);
      expect({ menu, own }).toEqual({ menu, own: [] });
    }
    expect(accountMenu.filter((link) => link.need !== undefined)).toEqual([]);
  });

  it('shows the deposit link in the drawer, the sitemap and the account menu exactly when the deposit page may open', () => {
    const depositLinks = [
      ...menus.drawer.filter((i) => i.key === 'deposit'),
      ...menus.sitemap.filter((i) => i.key === 'deposit'),
      ...accountMenu.filter((l) => l.route === '/my-account/deposit'),
    ];
    expect(depositLinks).toHaveLength(3);
    const segments: CapabilityName[][] = [
      [],
      ['wallet_manage'],
      ['wallet_deposit'],
      ['wallet_deposit', 'wallet_manage'],
    ];
    for (const capabilities of segments) {
      const have = new Set(capabilities);
      const pageOpens = meetsNeed(have, pageNeeds['/my-account/deposit']);
      for (const link of depositLinks)
        expect({ capabilities, shows: showsLink(have, link) }).toEqual({ capabilities, shows: pageOpens });
    }
    // Before, the sitemap showed it to a segment with wallet_manage alone, whose deposit page is a 404.
    expect(meetsNeed(new Set<CapabilityName>(['wallet_manage']), pageNeeds['/my-account/deposit'])).toBe(false);
  });

  it('resolves a menu by the pages’ needs', () => {
    const drawer = (have: CapabilityName[]) =>
      resolveNavigation(accountDrawerLinks, new Set(have), []).map((link) => link.label);
    expect(drawer([])).not.toContain('Deposit');
    expect(drawer(['wallet_deposit'])).toContain('Deposit');
    expect(drawer(['viewing_orders'])).toContain('My tickets');
  });
});
