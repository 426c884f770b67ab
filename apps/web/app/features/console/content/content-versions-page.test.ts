import { describe, expect, it } from 'vitest';
import { changesOf, wordingOf } from './content-versions-page';

const version = (n: number, fields: Record<string, unknown>) => ({
  version: n,
  status: 'published' as const,
  publishDate: null,
  fields,
  savedBy: null,
  savedAt: '2026-11-28T00:00:00Z',
});

describe('the console versions pages (decision 503)', () => {
  it('says what a site config version changed from the one before it', () => {
    const first = version(1, {
      navigation: { main: [{ key: 'blog', label: 'Stories', url: '/blog' }] },
      components: {},
    });
    const second = version(2, {
      navigation: { main: [{ key: 'blog', label: 'Journal', url: '/blog' }] },
      routes: { results: '/winning-numbers' },
      components: { customerFeedbackBanner: 'variant_b' },
    });
    const third = version(3, {
      navigation: { main: [{ key: 'blog', label: 'Journal', url: '/blog' }] },
      components: {},
    });
    expect(changesOf(first, undefined)).toEqual(['main menu blog: label Stories']);
    expect(changesOf(second, first)).toEqual([
      'main menu blog: label Journal',
      'results page: at /winning-numbers',
      'customerFeedbackBanner: variant_b',
    ]);
    expect(changesOf(third, second)).toEqual([
      "results page: back to the shop's own",
      "customerFeedbackBanner: back to the shop's own",
    ]);
    expect(changesOf(third, third)).toEqual([]);
  });

  it('shows each type of text in a line, cut at 160 characters', () => {
    expect(wordingOf('plain', 'Latest news')).toBe('Latest news');
    expect(wordingOf('markdown', 'x'.repeat(500))).toHaveLength(160);
    expect(wordingOf('seo', { title: 'News', description: 'Draws' })).toBe('News — Draws');
    expect(wordingOf('image', { imageUrl: '/cms/files/a', contentDescription: 'A lighthouse' })).toBe(
      '/cms/files/a (A lighthouse)',
    );
    expect(wordingOf('json', { steps: ['Pick'] })).toBe('{"steps":["Pick"]}');
  });
});
