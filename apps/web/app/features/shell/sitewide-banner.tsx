/**
 * The sitewide banner (capability sitewide_banner; 1-platform.md §4, 2-shopping.md §5): the text
 * comes from the server for the visitor's state. A dismissal is stored in local storage together
 * with the text it dismissed, so new text shows again. It starts dismissed (the spec's store
 * default) and appears after hydration once local storage says it was not dismissed.
 */
import { useEffect, useState } from 'react';
import { Icon } from '../../ui/icons';

export const BANNER_DISMISSAL_KEY = 'drawline.sitewideBanner.dismissed';

export function isBannerDismissed(stored: string | null, text: string): boolean {
  return stored === text;
}

export function SitewideBanner({ text }: { text: string | null }) {
  const [dismissed, setDismissed] = useState(true);

  useEffect(() => {
    if (!text) return;
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(BANNER_DISMISSAL_KEY);
    } catch {
      // Storage blocked (private mode): show the banner, a dismissal lasts for this page only.
    }
    setDismissed(isBannerDismissed(stored, text));
  }, [text]);

  if (!text || dismissed) return null;

  const dismiss = () => {
    try {
      window.localStorage.setItem(BANNER_DISMISSAL_KEY, text);
    } catch {
      // As above: nothing to remember it in.
    }
    setDismissed(true);
  };

  return (
    <section className="sitewide-banner" aria-label="Announcement">
      <div className="container sitewide-banner-inner">
        <Icon name="info" />
        <p>{text}</p>
        <button type="button" className="button button--small sitewide-banner-dismiss" onClick={dismiss}>
          Dismiss
        </button>
      </div>
    </section>
  );
}
