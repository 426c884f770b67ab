import type { CmsItem } from '@drawline/contracts';
import { describe, expect, it } from 'vitest';
import { TransformThemeError, transformTheme } from './theme';

const theme = {
  id: 'theme',
  status: 'published' as const,
  publishDate: null,
  version: 2,
  dateUpdated: '2026-11-28T00:00:00.000Z',
  attributes: { borderRadius: '6px', boxShadow: '0 1px 3px #0b2f6b26' },
  colors: {
    themePrimary: '#5a1e6e',
    brandSecondary: '#071f48',
    brandTertiary: '#e8eef9',
    actionPrimary: '#0a6b3d',
    actionSecondary: '#08562f',
    mono: '#1b1f24',
    success: '#0a6b3d',
    warning: '#8a5300',
    error: '#b3261e',
  },
  logo: { default: '/logo.svg', white: '/logo.svg', navbar: '/cms/files/abc' },
  meta: { favicon: '/icon.svg', appleTouch: 'https://cdn.example/icon.png', ogImage: '/og.png' },
  motif: {
    type: 'balls',
    enabled: true,
    settings: {
      size: 'contain',
      alignment: 'right' as const,
      source: '/cms/files/motif',
      preload: true,
      flipHorizontal: true,
      flipVertical: false,
    },
  },
  typography: {
    sources: [
      {
        name: 'Brand Sans',
        localIdent: 'Brand Sans',
        weight: 400,
        source: '/fonts/brand.woff2',
        format: 'woff2' as const,
      },
      {
        name: 'Far Font',
        localIdent: 'Far Font',
        weight: 700,
        source: 'https://fonts.example/far.woff2',
        format: 'woff2' as const,
      },
    ],
    headings: 'Brand Sans, serif',
    body: 'Brand Sans, system-ui',
    styleSheetUrl: null,
  },
} satisfies CmsItem;

describe('transformTheme', () => {
  it("keeps the stylesheet's own look for the shop's own theme (version 0)", () => {
    expect(transformTheme({ ...theme, version: 0 })).toBeNull();
  });

  it('turns a theme into custom properties, font faces that never shift, the motif and site-path icons', () => {
    const view = transformTheme(theme);
    expect(view?.css).toMatch(/^:root\{--color-brand:#5a1e6e;--color-brand-strong:#071f48;/);
    expect(view?.css).toContain('--font-heading:"Brand Sans", serif');
    expect(view?.css).toContain('url("/fonts/brand.woff2") format("woff2");font-weight:400;font-display:optional');
    // The page's policy admits the shop's own origin only: an https font or icon is not used.
    expect(view?.css).not.toContain('fonts.example');
    expect(view?.appleTouch).toBe('/favicon.svg');
    expect(view?.css).toContain(
      'background:url("/cms/files/motif") no-repeat right center/contain;transform:scale(-1, 1)',
    );
    expect(view?.navbarLogo).toBe('/cms/files/abc');
    expect(view?.preloads).toEqual([
      { href: '/fonts/brand.woff2', as: 'font' },
      { href: '/cms/files/motif', as: 'image' },
    ]);
  });

  it('throws TransformThemeError for an answer that does not fit or a value the head cannot carry', () => {
    expect(() => transformTheme({ ...theme, colors: { ...theme.colors, themePrimary: 'red' } })).toThrow(
      TransformThemeError,
    );
    expect(() =>
      transformTheme({ ...theme, typography: { ...theme.typography, body: 'x}body{display:none' } }),
    ).toThrow(TransformThemeError);
    expect(() => transformTheme({ ...theme, logo: { ...theme.logo, navbar: '/a\\"b' } })).toThrow(TransformThemeError);
  });
});
