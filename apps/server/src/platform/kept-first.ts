import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AnswerCache, cacheKeyOf, keptEncoding } from './cache';
import { isApiPath } from './envelope';
import { type PageCache, sharedPageKey } from './page-cache';
import { negotiateVersion } from './versions';

export interface KeptFirstOptions {
  apiBases: readonly string[];
  /** The answer cache of platform/cache.ts. */
  answers: AnswerCache;
  /**
   * The shared cache of anonymous pages (platform/page-cache.ts) and the country the shop locates
   * a visitor in (part of a page's key); missing when the process serves no storefront.
   */
  pages?: { cache: PageCache; countryOf: (request: FastifyRequest) => string };
}

/**
 * Kept answers and kept pages go out from the first hook after load shedding (issue 12,
 * docs/decisions/275): a copy already made for everyone needs none of the other hooks (security
 * headers, cookies, rate limit, sign-in, versions), so it is sent as it was first sent, with the
 * headers kept with it, and nothing else runs but the hooks that count answers (onResponse).
 * Only answers the same for every visitor qualify: a call whose cache policy has no `vary` and no `stamp`, and a
 * page whose key says its visitor's cookies cannot change it (no sign-in, no cart). Everything
 * else, `?clear_cache` included, takes the full path. Past its time a kept copy is made again by
 * one request while the others are sent the old one, marked STALE (docs/decisions/276).
 */
/** The storefront's catch-all route (platform/web.ts): every page, and nothing else. */
const PAGES_ROUTE = '/*';

export function registerKeptFirst(app: FastifyInstance, opts: KeptFirstOptions): void {
  app.addHook('onRequest', (request, reply, next) => {
    if (request.method === 'GET') {
      if (isApiPath(request.url, opts.apiBases)) sendKeptAnswer(request, reply, opts);
      else if (request.routeOptions.url === PAGES_ROUTE) sendKeptPage(request, reply, opts);
    }
    // After a hijacked reply Fastify runs no further hook nor the handler.
    next();
  });
}

function sendKeptAnswer(request: FastifyRequest, reply: FastifyReply, opts: KeptFirstOptions): void {
  const config = request.routeOptions.config;
  const policy = config?.cache;
  // An answer kept per visitor, or per a stamp read each time, takes the full path.
  if (!policy || policy.vary || policy.stamp) return;
  let version: string;
  try {
    const header = request.headers.version;
    version = config.version ? negotiateVersion(Array.isArray(header) ? header[0] : header, config.version) : '';
  } catch {
    // The full path refuses it in the envelope.
    return;
  }
  // Without a version the route's own is assumed, as platform/versions.ts decorates the request.
  const { key, clear } = cacheKeyOf(request, policy, version || request.apiVersion);
  if (clear) return;
  const found = opts.answers.getOrStale(key);
  if (found) sendKept(request, reply, found, 'x-cache', { 'content-type': found.entry.contentType });
}

function sendKeptPage(request: FastifyRequest, reply: FastifyReply, opts: KeptFirstOptions): void {
  const pages = opts.pages;
  if (!pages || pages.cache.size === 0) return;
  const cookieHeader = request.headers.cookie;
  const cookies = cookieHeader ? fastifyCookie.parse(cookieHeader) : {};
  const key = sharedPageKey(request, pages.countryOf(request), cookies);
  const found = key ? pages.cache.getOrStale(key) : undefined;
  if (found) sendKept(request, reply, found, 'x-page-cache');
}

/**
 * Sends a kept copy as it was first sent (its status and headers, in the encoding the request
 * accepts), marked HIT or STALE in `marker`; Fastify runs nothing more for a hijacked reply.
 */
function sendKept(
  request: FastifyRequest,
  reply: FastifyReply,
  found: {
    entry: { status: number; headers: Record<string, string>; body: string | Buffer; br?: Buffer; gzip?: Buffer };
    stale: boolean;
  },
  marker: 'x-cache' | 'x-page-cache',
  headers: Record<string, string> = {},
): void {
  const { entry: kept, stale } = found;
  const { body, encoding } = keptEncoding(kept, request.headers['accept-encoding']);
  reply.hijack();
  reply.raw.writeHead(kept.status, {
    ...kept.headers,
    ...headers,
    'x-request-id': request.id,
    [marker]: stale ? 'STALE' : 'HIT',
    'content-length': Buffer.byteLength(body),
    ...(encoding && { 'content-encoding': encoding }),
  });
  reply.raw.end(body);
}
