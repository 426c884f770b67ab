import { createHash } from 'node:crypto';
import { cookieNames } from '@drawline/contracts';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../lib/clock';
import { compressedCopies } from './cache';
import { KeptMap } from './kept-map';

/**
 * The short shared cache of rendered anonymous pages (issue 12, docs/decisions/222). Only a
 * visitor whose cookies cannot change the page shares it: no sign-in session, no cart, nothing
 * unknown. Their page differs only by the cookies below, the country the shop locates them in, and
 * the url; those make the key. The page itself says whether it is public (apps/web/app/lib/public-pages.ts).
 */

/** Cookies that change an anonymous page: the region's sub-variant, the locale, the cookie choice. */
export const PAGE_VARIANT_COOKIES = [cookieNames.subVariant, cookieNames.locale, cookieNames.cookieConsent] as const;
/** Cookies that never change a page (the browsing session's ids, the spec's analytics cookies). */
const PAGE_NEUTRAL_COOKIES: ReadonlySet<string> = new Set([
  cookieNames.sessionId,
  cookieNames.anonymousId,
  cookieNames.deviceUuid,
  cookieNames.migrateAccountModalDismissal,
  cookieNames.affiliate,
]);

/** Seconds the process keeps a page: short, so a changed draw or price shows within seconds. */
export const PAGE_CACHE_SECONDS = 10;

/**
 * The key of this request's page in the shared cache, or null when the visitor's page may be
 * their own: a signed-in customer (token cookies), a cart (its token cookie, decision 141), any
 * cookie this list does not know, a call for route data (`.data`), or anything but GET.
 */
export function sharedPageKey(
  request: Pick<FastifyRequest, 'method' | 'url'>,
  country: string,
  cookies: Record<string, string | undefined> = (request as FastifyRequest).cookies ?? {},
): string | null {
  if (request.method !== 'GET') return null;
  const q = request.url.indexOf('?');
  const path = q < 0 ? request.url : request.url.slice(0, q);
  if (path.endsWith('.data')) return null;
  const variant: string[] = [];
  for (const name of Object.keys(cookies)) {
    if (PAGE_NEUTRAL_COOKIES.has(name)) continue;
    if (!(PAGE_VARIANT_COOKIES as readonly string[]).includes(name)) return null;
  }
  for (const name of PAGE_VARIANT_COOKIES) variant.push(cookies[name] ?? '');
  return `${request.url}|${country}|${JSON.stringify(variant)}`;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The hashes of the inline scripts and style elements of a page, for its content security policy. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\bsrc\s*=/i.test(m[1] ?? '') && m[2]) scripts.add(sha256(m[2]));
  }
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) if (m[1]) styles.add(sha256(m[1]));
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * The page's policy with hashes in place of its nonces (a kept page is sent to many visitors, and
 * a nonce sent twice is no nonce): the policy itself stays the one security-headers.ts makes.
 */
export function policyWithHashes(policy: string, nonces: { script: string; style: string }, html: string): string {
  const { scripts, styles } = inlineHashes(html);
  const swap = (text: string, nonce: string, hashes: string[]) =>
    text.replace(`'nonce-${nonce}'`, hashes.join(' ') || "'none'");
  return swap(swap(policy, nonces.script, scripts), nonces.style, styles)
    .replace(/\s+/g, ' ')
    .replace(/'self' 'none'/g, "'self'");
}

export interface KeptPage {
  expiresAt: number;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** The kept pages, by key (platform/kept-map.ts: one visitor renders an expired one again). */
export class PageCache {
  private readonly pages: KeptMap<KeptPage>;
  constructor(
    private readonly clock: Clock,
    private readonly seconds = PAGE_CACHE_SECONDS,
    maxEntries = 500,
  ) {
    this.pages = new KeptMap(clock, maxEntries);
  }

  get(key: string): KeptPage | undefined {
    return this.pages.get(key);
  }

  /** For the first hook: see KeptMap.getOrStale. */
  getOrStale(key: string): { entry: KeptPage; stale: boolean } | undefined {
    return this.pages.getOrStale(key);
  }

  /** Whether a copy of the page is held, fresh or still sendable (KeptMap.has). */
  has(key: string): boolean {
    return this.pages.has(key);
  }

  /** Keeps a page, compressed once for the clients that take brotli or gzip. */
  set(key: string, page: { status: number; headers: Record<string, string>; body: Buffer }): KeptPage {
    const kept: KeptPage = {
      ...page,
      expiresAt: this.clock.now().getTime() + this.seconds * 1000,
      ...compressedCopies(page.body),
    };
    this.pages.set(key, kept);
    return kept;
  }

  clear(): void {
    this.pages.clear();
  }

  get size(): number {
    return this.pages.size;
  }
}
