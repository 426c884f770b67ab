import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderOverloadPage } from '../entry.server';
import { Icon, IconSprite, iconNames } from './icons';

const symbolsOf = (html: string) => new Set([...html.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]));
const usesOf = (html: string) => [...html.matchAll(/<use href="#([^"]+)"/g)].map((m) => m[1]);

describe('icons', () => {
  const sprite = renderToStaticMarkup(<IconSprite />);

  it('defines a drawn symbol for every icon an <Icon> can refer to', () => {
    const defined = symbolsOf(sprite);
    expect(defined.size).toBe(iconNames.length);
    for (const name of iconNames) {
      const [used] = usesOf(renderToStaticMarkup(<Icon name={name} />));
      expect(defined.has(used)).toBe(true);
      expect(sprite).toMatch(new RegExp(`<symbol id="${used}" viewBox="0 0 24 24"><path d="M[^"]+"></path></symbol>`));
    }
  });

  it('keeps the sprite itself out of sight and out of the accessibility tree', () => {
    expect(sprite).toMatch(
      /^<svg aria-hidden="true" focusable="false" width="0" height="0" style="[^"]*position:absolute/,
    );
  });

  it('renders decorative icons hidden and labelled ones as images with their names, as before the sprite', () => {
    expect(renderToStaticMarkup(<Icon name="cart" />)).toBe(
      '<svg class="icon" aria-hidden="true"><use href="#icon-cart"></use></svg>',
    );
    expect(renderToStaticMarkup(<Icon name="external" label="(opens in a new tab)" className="x" />)).toBe(
      '<svg class="icon x" role="img" aria-label="(opens in a new tab)"><use href="#icon-external"></use></svg>',
    );
  });

  it('leaves no icon of the 503 page without its symbol (that page is made without the root layout)', () => {
    const page = renderOverloadPage({ siteName: 'Drawline', stylesheets: [] });
    const defined = symbolsOf(page);
    for (const used of usesOf(page)) expect(defined.has(used)).toBe(true);
  });
});
