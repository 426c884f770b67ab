/**
 * First-party analytics in the browser (1-platform.md §4, §7; decision 447): each page view sends
 * its screen name, sign-in sends identify and sign-out reset, each with the session's attribution
 * (the referrer and UTM parameters the visit arrived with, kept in sessionStorage for the session).
 * Nothing is sent or kept without the visitor's non_essential consent (the server checks the
 * cookie again). A failure never disturbs the page: it goes to error reporting only (decision 487).
 */
import type { AnalyticsAttribution, AnalyticsEvent, ConsentCategory } from '@drawline/contracts';
import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { ApiError, createApi } from '../../lib/api';
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

/** A request id of 32 hex digits, the send's own, so the browser's report and the server's log line match. */
export function newRequestId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A failed send, reported to error reporting only (1-platform.md §8; decision 487): the browser's
 * console, with the request id the server logs its side under, the status and the error's kind;
 * never the events, their properties or the attribution. An abort (the page left) is not reported.
 */
export function reportSendFailure(
  requestId: string,
  err: unknown,
  report: (...line: unknown[]) => void = console.warn,
) {
  if (err instanceof Error && err.name === 'AbortError') return;
  report('[analytics] events not sent', {
    requestId,
    status: err instanceof ApiError ? err.status : undefined,
    kind: err instanceof Error ? err.name : typeof err,
  });
}

function send(events: AnalyticsEvent[], attribution: AnalyticsAttribution | null) {
  const requestId = newRequestId();
  try {
    createApi(fetch)('/analytics/events', {
      method: 'POST',
      headers: { 'x-request-id': requestId },
      body: { events, ...(attribution ? { attribution } : {}) },
    }).catch((err: unknown) => reportSendFailure(requestId, err));
  } catch (err) {
    reportSendFailure(requestId, err);
  }
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
