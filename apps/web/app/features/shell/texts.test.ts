import { describe, expect, it, vi } from 'vitest';
import { interpolate, textsOf, textsView } from './texts';

const list = [
  { context: 'home', key: 'hero_heading', type: 'plain' as const, value: 'Your ticket to something brilliant' },
  {
    context: 'common',
    key: 'play_responsibly',
    type: 'markdown' as const,
    value: 'You must be {{minAge}}+. Please **play responsibly**.',
    html: '<p>You must be {{minAge}}+. Please <strong>play responsibly</strong>.</p>\n',
  },
  { context: 'home', key: 'hero_lead', type: 'markdown' as const, value: 'a\n\nb', html: '<p>a</p>\n<p>b</p>\n' },
  { context: 'blog', key: 'seo', type: 'seo' as const, value: { title: 'News', description: 'Draw news.' } },
  { context: 'blog', key: 'broken', type: 'seo' as const, value: 'not an seo value' },
];

describe('the storefront texts', () => {
  it('keeps the texts that fit their type and logs the others', () => {
    const log = vi.fn();
    const texts = textsOf(list, log);
    expect(Object.keys(texts).sort()).toEqual([
      'blog.seo',
      'common.play_responsibly',
      'home.hero_heading',
      'home.hero_lead',
    ]);
    expect(log).toHaveBeenCalledOnce();
    expect(log.mock.calls[0]?.[0]).toContain('blog.broken');
  });

  it("shows a text where there is one and the page's own wording where there is none, silently", () => {
    const t = textsView(textsOf(list, () => {}));
    expect(t.plain('home.hero_heading', 'own')).toBe('Your ticket to something brilliant');
    expect(t.plain('home.missing', 'own')).toBe('own');
    expect(textsView(undefined).plain('home.hero_heading', 'own')).toBe('own');
    // A text of another type than the place takes is not used.
    expect(t.plain('common.play_responsibly', 'own')).toBe('own');
    expect(t.seo('blog.seo')).toEqual({ title: 'News', description: 'Draw news.' });
    expect(t.plain('constructor', 'own')).toBe('own');
  });

  it('renders a one-line markdown text with its values escaped; more than a line keeps the own wording', () => {
    const t = textsView(textsOf(list, () => {}));
    expect(t.inlineHtml('common.play_responsibly', { minAge: '<18>' })).toBe(
      'You must be &lt;18&gt;+. Please <strong>play responsibly</strong>.',
    );
    expect(t.inlineHtml('home.hero_lead')).toBeNull();
    expect(t.inlineHtml('home.nothing')).toBeNull();
  });

  it('throws for a value that is not a string while developing and renders nothing in production', () => {
    expect(() => interpolate('{{n}}', { n: 18 }, true)).toThrow(/not a string/);
    expect(interpolate('{{n}}', { n: 18 }, false)).toBeNull();
  });
});
