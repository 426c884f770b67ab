/**
 * The sitewide banner (capability sitewide_banner; 1-platform.md §4, 2-shopping.md §5): the text
 * comes from the server for the visitor's state. A dismissal is stored in local storage together
 * with the text it dismissed, so new text shows again.
 *
 * The server renders it, so it takes its place before the first paint instead of pushing the page
 * down after hydration (a layout shift on every page: docs/decisions/281). A tiny inline script
 * right after it hides it before that paint when local storage says this text was dismissed; React
 * then removes it. The script is covered by the page's nonce, or by its hash on a shared page.
 */
import { useState, useSyncExternalStore } from 'react';
import { Icon } from '../../ui/icons';

export const BANNER_DISMISSAL_KEY = 'drawline.sitewideBanner.dismissed';

export function isBannerDismissed(stored: string | null, text: string): boolean {
  return stored === text;
}

/** Runs while the page is parsed: hides the banner just rendered if its text was dismissed. */
export const HIDE_DISMISSED_BANNER_SCRIPT = `try{var b=document.currentScript.previousElementSibling;if(localStorage.getItem(${JSON.stringify(BANNER_DISMISSAL_KEY)})===b.querySelector("p").textContent)b.hidden=true}catch(e){}`;

const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
function storedDismissal(): string | null {
  try {
    return window.localStorage.getItem(BANNER_DISMISSAL_KEY);
  } catch {
    // Storage blocked (private mode): show the banner, a dismissal lasts for this page only.
    return null;
  }
}

export function SitewideBanner({ text, nonce }: { text: string | null; nonce?: string }) {
  // The server (and hydration) sees no dismissal; the browser then reads local storage.
  const stored = useSyncExternalStore(subscribe, storedDismissal, () => null);
  const [dismissedHere, setDismissedHere] = useState(false);

  if (!text || dismissedHere || isBannerDismissed(stored, text)) return null;

  const dismiss = () => {
    try {
      window.localStorage.setItem(BANNER_DISMISSAL_KEY, text);
    } catch {
      // As above: nothing to remember it in.
    }
    setDismissedHere(true);
    for (const listener of listeners) listener();
  };

  return (
    <>
      <section className="sitewide-banner" aria-label="Announcement">
        <div className="container sitewide-banner-inner">
          <Icon name="info" />
          <p>{text}</p>
          <button type="button" className="button button--small sitewide-banner-dismiss" onClick={dismiss}>
            Dismiss
          </button>
        </div>
      </section>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours, allowed by nonce or hash */}
      <script nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: HIDE_DISMISSED_BANNER_SCRIPT }} />
    </>
  );
}
