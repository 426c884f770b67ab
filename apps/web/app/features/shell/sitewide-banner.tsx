/**
 * The sitewide banner (capability sitewide_banner; 1-platform.md §4, 2-shopping.md §5): the text
 * comes from the server for the visitor's state. A dismissal is stored in local storage together
 * with the text it dismissed, so new text shows again.
 *
 * The server renders it, so it takes its place before the first paint instead of pushing the page
 * down after hydration (a layout shift on every page: docs/decisions/281). A tiny script in the head
 * marks the document with a key of the dismissed text, and the banner's own style rule hides it
 * when that key is its text's, before the first paint; React then removes it. Nothing runs in the
 * middle of the body, which would split the first paint in two. The script and the rule are covered
 * by the page's nonces, or by their hashes on a shared page.
 */
import { useState, useSyncExternalStore } from 'react';
import { Icon } from '../../ui/icons';

export const BANNER_DISMISSAL_KEY = 'drawline.sitewideBanner.dismissed';

export function isBannerDismissed(stored: string | null, text: string): boolean {
  return stored === text;
}

/** A short key of a banner text; the head script computes the same in the browser. */
export function bannerTextKey(text: string): string {
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = ((h * 33) ^ text.charCodeAt(i)) >>> 0;
  return h.toString(36);
}

/** Runs in the head, before the body is parsed: marks the document with the dismissed text's key. */
export const BANNER_DISMISSAL_HEAD_SCRIPT = `try{var t=localStorage.getItem(${JSON.stringify(BANNER_DISMISSAL_KEY)});if(t){for(var h=5381,i=0;i<t.length;i++)h=(h*33^t.charCodeAt(i))>>>0;document.documentElement.setAttribute("data-banner-dismissed",h.toString(36))}}catch(e){}`;

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

const never = () => () => {};
/** True in the server's HTML and while it hydrates; false once React runs the page (root.tsx marks it). */
const beforeHydration = () => document.documentElement.dataset.hydrated !== 'true';

export function SitewideBanner({ text, styleNonce }: { text: string | null; styleNonce?: string }) {
  // The server (and hydration) sees no dismissal; the browser then reads local storage.
  const stored = useSyncExternalStore(subscribe, storedDismissal, () => null);
  // The hiding rule is for the server's first paint only. Rendered later (a client-side navigation,
  // after an action revalidated the root), it would carry the nonce of that data request, not the
  // document's, and break the policy (issue 23: the receipt reached from payment). React hides a
  // dismissed banner itself by then.
  const firstPaint = useSyncExternalStore(never, beforeHydration, () => true);
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
      {firstPaint ? (
        <style
          nonce={styleNonce || undefined}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our rule with a base-36 key, allowed by nonce or hash
          dangerouslySetInnerHTML={{
            __html: `html[data-banner-dismissed="${bannerTextKey(text)}"] .sitewide-banner{display:none}`,
          }}
        />
      ) : null}
      <section className="sitewide-banner" aria-label="Announcement">
        <div className="container sitewide-banner-inner">
          <Icon name="info" />
          <p>{text}</p>
          <button type="button" className="button button--small sitewide-banner-dismiss" onClick={dismiss}>
            Dismiss
          </button>
        </div>
      </section>
    </>
  );
}
