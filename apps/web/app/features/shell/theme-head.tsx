import { useState } from 'react';
import type { ThemeView } from './theme';

/**
 * The theme in the document's head (decision 462): its custom properties and font faces in one
 * inline style after the stylesheets (so they win, with no request of their own), the browser's
 * UI colour, the icons, and early fetches of the fonts and motif that never block the first paint.
 */
export function ThemeHead(props: { theme: ThemeView | null; styleNonce?: string }) {
  // The document's own theme and style nonce, kept for the page's life: a later loader answer (after
  // an action) carries another request's nonce, and a style changed under it would be blocked by the
  // policy. A theme change shows on the next document load.
  const [{ theme, styleNonce }] = useState(() => props);
  return (
    <>
      <meta name="theme-color" content={theme?.themeColour ?? '#0b2f6b'} />
      <link rel="icon" href={theme?.favicon ?? '/favicon.svg'} />
      {theme ? (
        <>
          <link rel="apple-touch-icon" href={theme.appleTouch} />
          <meta property="og:image" content={theme.ogImage} />
          {theme.preloads.map((p) => (
            <link
              key={p.href}
              rel="preload"
              href={p.href}
              as={p.as}
              {...(p.as === 'font' ? { crossOrigin: 'anonymous' as const } : {})}
            />
          ))}
          <style
            nonce={styleNonce || undefined}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: built from the checked theme (theme.ts): hex colours, lengths, quoted site paths
            dangerouslySetInnerHTML={{ __html: theme.css }}
          />
        </>
      ) : null}
    </>
  );
}
