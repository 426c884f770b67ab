import type { CapabilityName } from '@drawline/contracts';
import { describe, expect, it } from 'vitest';
import { primaryNavigation, resolveNavigation, sitemapSections } from './navigation';

/**
 * Daily Winners in the navigation and the sitemap (issue 27; 1-platform.md §6): each of its links
 * shows only while the capability its page needs is on.
 */
const caps = (...names: CapabilityName[]) => new Set<CapabilityName>(names);
const sitemapKeys = (on: Set<CapabilityName>) =>
  sitemapSections.flatMap((s) => resolveNavigation(s.items, on, []).map((l) => l.key));
const menuKeys = (on: Set<CapabilityName>) => resolveNavigation(primaryNavigation, on, []).map((l) => l.key);

describe('Daily Winners links by capability', () => {
  it('leaves the program, giveaways and tiers out while their capabilities are off', () => {
    expect(menuKeys(caps())).not.toContain('daily-winners');
    expect(sitemapKeys(caps())).not.toContain('daily-winners');
    expect(sitemapKeys(caps())).not.toContain('giveaways');
    expect(sitemapKeys(caps())).not.toContain('membership');
  });

  it('shows the program with membership program, the giveaways with giveaway entries, tiers with both it and purchase', () => {
    expect(menuKeys(caps('membership_program'))).toContain('daily-winners');
    expect(sitemapKeys(caps('membership_program'))).toContain('daily-winners');
    expect(sitemapKeys(caps('membership_program'))).not.toContain('giveaways');
    expect(sitemapKeys(caps('giveaway_entries'))).toContain('giveaways');
    expect(sitemapKeys(caps('giveaway_entries'))).not.toContain('daily-winners');
    // The tiers page needs the program and purchase (1-platform.md §6): purchase alone is not enough.
    expect(sitemapKeys(caps('membership_purchase'))).not.toContain('membership');
    expect(sitemapKeys(caps('membership_program'))).not.toContain('membership');
    expect(sitemapKeys(caps('membership_program', 'membership_purchase'))).toContain('membership');
  });
});
