import { type CmsItem, type ThemeFields, themeFieldsSchema } from '@drawline/contracts';

/**
 * The CMS theme (3-account.md §3 CMS theme) turned into what every page's head carries
 * (decision 462): CSS custom properties over the stylesheet's own tokens, @font-face rules that
 * never shift the page (font-display: optional), the motif on the header, the icons and the
 * navbar logo. Nothing here asks for a stylesheet or a font before the first paint.
 */

/** The theme answer did not fit its shape or held a value the head cannot carry (3-account.md §8). */
export class TransformThemeError extends Error {
  override name = 'TransformThemeError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(`The theme could not be applied: ${message}`, options);
  }
}

export interface ThemeView {
  /** The <style> text: custom properties on :root, font faces and the motif. */
  css: string;
  /** The browser's UI colour (the primary colour). */
  themeColour: string;
  favicon: string;
  appleTouch: string;
  ogImage: string;
  /** The header's logo picture; null keeps the shop's drawn mark. */
  navbarLogo: string | null;
  /** Site paths of the fonts and the motif picture to fetch early (never render-blocking). */
  preloads: { href: string; as: 'font' | 'image'; type?: string }[];
}

/** The storefront's tokens each theme colour sets (styles/tokens.css). */
const colourTokens: Record<keyof ThemeFields['colors'], string[]> = {
  themePrimary: ['--color-brand'],
  brandSecondary: ['--color-brand-strong'],
  brandTertiary: ['--color-brand-tint', '--color-info-tint'],
  actionPrimary: ['--color-action'],
  actionSecondary: ['--color-action-hover'],
  mono: ['--color-text'],
  success: ['--color-success'],
  warning: ['--color-warning'],
  error: ['--color-error'],
};

const GENERIC_FAMILIES = new Set([
  ...['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui'],
  ...['ui-serif', 'ui-sans-serif', 'ui-monospace', 'ui-rounded', '-apple-system'],
]);
const FAMILY_NAME = /^[A-Za-z0-9 _-]{1,60}$/;

/** A font family list as CSS: generic names bare, the others quoted; anything else is refused. */
function familyList(list: string): string {
  const names = list.split(',').map((n) => n.trim().replace(/^["']|["']$/g, ''));
  for (const n of names) if (!FAMILY_NAME.test(n)) throw new TransformThemeError(`the font family "${list}"`);
  return names.map((n) => (GENERIC_FAMILIES.has(n) ? n : `"${n}"`)).join(', ');
}

/**
 * A site path as the head may use it: the page's policy admits pictures and fonts from the shop's
 * own origin only, so an https address is not used (null). No quote, backslash or angle bracket
 * can reach the stylesheet.
 */
export function sitePath(url: string): string | null {
  if (!/^\/(?!\/)/.test(url)) return null;
  if (/["'\\<>\s()]/.test(url)) throw new TransformThemeError(`the address ${JSON.stringify(url.slice(0, 80))}`);
  return url;
}

const MOTIF_SIZE = /^(auto|contain|cover|\d{1,4}(px|%|rem|em)( \d{1,4}(px|%|rem|em))?)$/;

function motifCss(motif: ThemeFields['motif']): string {
  const source = motif.enabled && motif.type !== 'none' ? sitePath(motif.settings.source) : null;
  if (!source) return '';
  const size = MOTIF_SIZE.test(motif.settings.size) ? motif.settings.size : 'auto 100%';
  const flip = `scale(${motif.settings.flipHorizontal ? -1 : 1}, ${motif.settings.flipVertical ? -1 : 1})`;
  // A decoration behind the header's content: absolutely placed, so it never moves anything.
  return (
    `.site-header::before{content:"";position:absolute;inset:0;pointer-events:none;` +
    `background:url("${source}") no-repeat ${motif.settings.alignment} center/${size};transform:${flip};opacity:.35}` +
    '.site-header>*{position:relative}'
  );
}

function fontFaces(sources: ThemeFields['typography']['sources']): { css: string; files: string[] } {
  const files: string[] = [];
  const css = sources
    .map((s) => {
      const src = sitePath(s.source);
      if (!src) return '';
      files.push(src);
      // optional: the font is used only if it is there at first paint, so text never re-flows.
      return `@font-face{font-family:${familyList(s.name)};src:local(${familyList(s.localIdent)}),url("${src}") format("${s.format}");font-weight:${s.weight};font-display:optional}`;
    })
    .join('');
  return { css, files };
}

/**
 * The theme answer as the head's view; null for the shop's own theme (version 0), whose look is the
 * stylesheet's. Throws TransformThemeError when the answer does not fit.
 */
export function transformTheme(item: CmsItem): ThemeView | null {
  if (item.version === 0) return null;
  const parsed = themeFieldsSchema.safeParse(item);
  if (!parsed.success)
    throw new TransformThemeError(parsed.error.issues[0]?.message ?? 'not a theme', { cause: parsed.error });
  const theme = parsed.data;
  const vars: string[] = [];
  for (const [name, tokens] of Object.entries(colourTokens)) {
    for (const token of tokens) vars.push(`${token}:${theme.colors[name as keyof ThemeFields['colors']]}`);
  }
  vars.push(`--radius:${theme.attributes.borderRadius}`, `--shadow:${theme.attributes.boxShadow}`);
  vars.push(
    `--font-body:${familyList(theme.typography.body)}`,
    `--font-heading:${familyList(theme.typography.headings)}`,
  );
  const fonts = fontFaces(theme.typography.sources);
  const motifSource =
    theme.motif.enabled && theme.motif.settings.preload ? sitePath(theme.motif.settings.source) : null;
  return {
    css: `:root{${vars.join(';')}}${fonts.css}${motifCss(theme.motif)}`,
    themeColour: theme.colors.themePrimary,
    favicon: sitePath(theme.meta.favicon) ?? '/favicon.svg',
    appleTouch: sitePath(theme.meta.appleTouch) ?? '/favicon.svg',
    ogImage: sitePath(theme.meta.ogImage) ?? '/favicon.svg',
    navbarLogo: sitePath(theme.logo.navbar),
    preloads: [
      ...fonts.files.map((href) => ({ href, as: 'font' as const })),
      ...(motifSource ? [{ href: motifSource, as: 'image' as const }] : []),
    ],
  };
}
