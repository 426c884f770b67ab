/**
 * First-party analytics in the browser (1-platform.md §4, §7; decision 447): each page view sends
 * its screen name, sign-in sends identify and sign-out reset, each with the session's attribution
 * (the referrer and UTM parameters the visit arrived with, kept in sessionStorage for the session).
 * Nothing is sent or kept without the visitor's non_essential consent (the server checks the
 * cookie again). A failure is dropped: analytics never disturbs the page.
 */
import type { AnalyticsAttribution, AnalyticsEvent, ConsentCategory } from '@drawline/contracts';
import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { createApi } from '../../lib/api';
import { allowsNonEssential } from './cookie-consent-value';

const ATTRIBUTION_KEY = 'drawline_attribution';
const IDENTIFIED_KEY = 'drawline_identified';

/** The attribution a landing URL and referrer carry; null when they carry none. */
export function attributionOf(href: string, referrer: string): AnalyticsAttribution | null {
  const url = new URL(href);
  const q = url.searchParams;
  const pick = (k: string) => q.get(`utm_${k}`)?.slice(0, 200) || undefined;
  let referringDomain: string | undefined;
  try {
    const host = referrer ? new URL(referrer).hostname : '';
    referringDomain = host && host !== url.hostname ? host : undefined;
  } catch {
    referringDomain = undefined;
  }
  const a: AnalyticsAttribution = {
    campaign: pick('campaign'),
    medium: pick('medium'),
    source: pick('source'),
    term: pick('term'),
    content: pick('content'),
    referrer: referringDomain ? referrer.split(/[?#]/)[0]!.slice(0, 500) : undefined,
    referringDomain,
  };
  return Object.values(a).some(Boolean) ? a : null;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function send(events: AnalyticsEvent[], attribution: AnalyticsAttribution | null) {
  createApi(fetch)('/analytics/events', {
    method: 'POST',
    body: { events, ...(attribution ? { attribution } : {}) },
  }).catch(() => undefined);
}

export function useAnalytics({
  consent,
  customerId,
}: {
  consent: readonly ConsentCategory[] | null;
  customerId: string | null;
}) {
  const location = useLocation();
  const matches = useMatches();
  const allowed = allowsNonEssential(consent);
  // The landing page's attribution, held until the visitor consents (then kept for the session).
  const landing = useRef<AnalyticsAttribution | null | undefined>(undefined);
  const screen = matches.at(-1)?.id ?? 'unknown';

  // biome-ignore lint/correctness/useExhaustiveDependencies: one page view per path and consent
  useEffect(() => {
    if (landing.current === undefined) landing.current = attributionOf(window.location.href, document.referrer);
    const fresh = attributionOf(window.location.href, '');
    if (!allowed) return;
    const store = storage();
    const kept = store?.getItem(ATTRIBUTION_KEY);
    let attribution: AnalyticsAttribution | null = kept ? (JSON.parse(kept) as AnalyticsAttribution) : landing.current;
    // A new campaign link in the same session starts a new attribution.
    if (fresh)
      attribution = { ...fresh, referrer: attribution?.referrer, referringDomain: attribution?.referringDomain };
    if (attribution) store?.setItem(ATTRIBUTION_KEY, JSON.stringify(attribution));
    const events: AnalyticsEvent[] = [{ type: 'page', name: screen, screen }];
    const identified = store?.getItem(IDENTIFIED_KEY) ?? null;
    if (customerId && identified !== customerId) {
      events.push({ type: 'identify', name: 'Signed In' });
      store?.setItem(IDENTIFIED_KEY, customerId);
    } else if (!customerId && identified) {
      events.push({ type: 'reset', name: 'Signed Out' });
      store?.removeItem(IDENTIFIED_KEY);
    }
    send(events, attribution);
  }, [location.pathname, allowed, customerId]);
}
