import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../lib/clock';
import { isApiPath } from './envelope';
import { KeptMap } from './kept-map';

export interface CachePolicy {
  /** Seconds to keep the answer (1-platform.md §9). */
  seconds: number;
  /**
   * What besides the url and version the answer depends on (a segment, say). Such an answer is
   * kept per value on the server and marked private for browsers and CDNs, which cannot see it.
   * An answer that depends on the customer must not have a cache policy at all.
   */
  vary?: (request: FastifyRequest) => string;
  /**
   * A cheap read of what the answer must never show stale (a raffle's stock: docs/decisions/330).
   * The answer is kept per stamp, so a new stamp is a new answer at once; such an answer is not
   * sent from the first hook (platform/kept-first.ts), which reads nothing, and browsers and CDNs
   * are told to ask again each time (`public, no-cache`).
   */
  stamp?: (request: FastifyRequest) => Promise<string>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Server-side cache of this GET answer; see CachePolicy. */
    cache?: CachePolicy;
  }
}

export interface KeptAnswer {
  expiresAt: number;
  status: number;
  body: string;
  /** The body's compressed copies (compressedCopies); none under 1 KB, where they save too little. */
  br?: Buffer;
  gzip?: Buffer;
  contentType: string;
  /**
   * The answer's headers as first sent (security headers, version, caching, vary), without those
   * of one request (its id, length, encoding): a kept answer served first goes out with these.
   */
  headers: Record<string, string>;
}
type Entry = KeptAnswer;

/**
 * A kept body's copies for the clients that take brotli or gzip, made once when it is kept (kept
 * answers here, kept pages in platform/page-cache.ts). Brotli at quality 6: 1.3 ms for the 91 KB
 * of offers, 19% smaller than gzip; qualities past 6 cost 4 to 70 times as much for 1 to 14% less.
 */
export function compressedCopies(body: string | Buffer): { br: Buffer; gzip: Buffer } {
  return {
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
    gzip: gzipSync(body),
  };
}

/** Below this size compressing saves less than it costs. */
const COMPRESS_FROM_BYTES = 1024;

/** Accept-Encoding values already read: a few browsers' values come with nearly every request. */
const PREFERRED_MEMO_ENTRIES = 64;
const PREFERRED_MEMO_MAX_LENGTH = 200;

const preferredByHeader = new Map<string, 'br' | 'gzip' | null>();

/** Brotli and gzip, brotli first when the client weighs them alike (smaller, made once when kept). */
const KEPT_CODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];

/**
 * The coding a kept copy goes out in: the client's preferred of brotli and gzip, else none. The
 * Accept-Encoding reading (q-values, *, q=0) is @fastify/accept-negotiator's (decision 312); it is
 * read once per distinct value (a bounded memo; a long or unusual value is read anew).
 */
export function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  if (!header) return undefined;
  const value = Array.isArray(header) ? header.join(', ') : header;
  let found = preferredByHeader.get(value);
  if (found === undefined) {
    found = negotiate(value.toLowerCase(), KEPT_CODINGS);
    if (value.length <= PREFERRED_MEMO_MAX_LENGTH) {
      if (preferredByHeader.size >= PREFERRED_MEMO_ENTRIES) preferredByHeader.clear();
      preferredByHeader.set(value, found);
    }
  }
  return found ?? undefined;
}

/** The copy of a kept answer or page this client takes (preferredEncoding), else the body as it is. */
export function keptEncoding<Body extends string | Buffer>(
  kept: { body: Body; br?: Buffer; gzip?: Buffer },
  acceptEncoding: string | string[] | undefined,
): { body: Body | Buffer; encoding?: 'gzip' | 'br' } {
  const encoding = preferredEncoding(acceptEncoding);
  const copy = encoding && kept[encoding];
  return copy ? { body: copy, encoding } : { body: kept.body };
}

/** A read kept for the pages' port: the answer itself, not its JSON (a pending one is shared). */
interface KeptRead {
  expiresAt: number;
  value: Promise<unknown>;
}

/**
 * The kept answers, by key (platform/kept-map.ts: one asker refreshes an expired one): the HTTP
 * answers as sent, and the same answers as the pages' port reads them (`read`), under the same
 * policy and cleared together.
 */
export class AnswerCache {
  private readonly entries: KeptMap<Entry>;
  private readonly reads: KeptMap<KeptRead>;
  /** Counts the clears: an answer made from a read begun before the last clear is not kept (set's `since`). */
  private clears = 0;
  constructor(
    private readonly clock: Clock,
    maxEntries = 5000,
  ) {
    this.entries = new KeptMap(clock, maxEntries);
    this.reads = new KeptMap(clock, maxEntries);
  }

  /**
   * The answer kept under `key` for `seconds`, else `load`'s, kept (the pages' port,
   * apps/server/src/page-port). Askers meanwhile share the one load; past its time one asker
   * loads again while the rest take the old answer (KeptMap.getOrStale); a failed load is not kept.
   * The answer is shared by every page: nobody may change it. `refresh` loads it again (?clear_cache).
   */
  read<T>(key: string, seconds: number, load: () => Promise<T>, opts: { refresh?: boolean } = {}): Promise<T> {
    const kept = opts.refresh ? undefined : this.reads.getOrStale(key);
    if (kept) return kept.entry.value as Promise<T>;
    const value = load();
    this.reads.set(key, { value, expiresAt: this.clock.now().getTime() + seconds * 1000 });
    value.catch(() => {
      if (this.reads.get(key)?.value === value) this.reads.delete(key);
    });
    return value;
  }

  get(key: string): Entry | undefined {
    return this.entries.get(key);
  }

  /** For the first hook: see KeptMap.getOrStale. */
  getOrStale(key: string): { entry: Entry; stale: boolean } | undefined {
    return this.entries.getOrStale(key);
  }

  /** Where clears stand now: what an answer begun now passes to `set` as `since`. */
  get generation(): number {
    return this.clears;
  }

  /**
   * Keeps an answer for `seconds`. `since` is the generation its reading began in: an answer begun
   * before a clear may hold what the clear was for (a save committed while it was read), so it is
   * sent but not kept (decision 504).
   */
  set(key: string, entry: Omit<Entry, 'expiresAt'>, seconds: number, since = this.clears): void {
    if (since !== this.clears) return;
    this.entries.set(key, { ...entry, expiresAt: this.clock.now().getTime() + seconds * 1000 });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.clears += 1;
    this.entries.clear();
    this.reads.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

export const CLEAR_CACHE_PARAM = 'clear_cache';
const CACHE_KEY = Symbol('cacheKey');
const CACHE_SINCE = Symbol('cacheSince');
type WithKey = FastifyRequest & { [CACHE_KEY]?: string; [CACHE_SINCE]?: number };

/** The key of an answer: version, path, sorted query without clear_cache, and the policy's vary. */
export function cacheKeyOf(
  request: FastifyRequest,
  policy: CachePolicy,
  version = request.apiVersion,
): { key: string; clear: boolean } {
  const q = request.url.indexOf('?');
  const path = q < 0 ? request.url : request.url.slice(0, q);
  let query = '';
  let clear = false;
  if (q >= 0) {
    const params = new URLSearchParams(request.url.slice(q + 1));
    clear = params.has(CLEAR_CACHE_PARAM);
    params.delete(CLEAR_CACHE_PARAM);
    params.sort();
    query = params.toString();
  }
  const vary = policy.vary?.(request) ?? '';
  return { key: `${version}|${path}?${query}|${vary}`, clear };
}

/** Headers of one request or one encoding, never kept with an answer or a page. */
export const PER_REQUEST_HEADERS: ReadonlySet<string> = new Set([
  'x-request-id',
  'x-cache',
  'x-page-cache',
  'content-length',
  'content-encoding',
  'set-cookie',
]);

/** The headers an answer was given so far, less those of this one request (for a kept copy). */
export function keptHeaders(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined || PER_REQUEST_HEADERS.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

/** A handler that set cookies or its own private cache-control made an answer for one visitor. */
function isShareable(reply: FastifyReply): boolean {
  if (reply.hasHeader('set-cookie')) return false;
  const given = reply.getHeader('cache-control');
  return given === undefined || !/private|no-store/.test(String(given));
}

/**
 * The server-side answer cache of 1-platform.md §9, and the cache headers for browsers and a CDN.
 * Routes opt in with `config.cache`; `?clear_cache` refreshes the asked answer (docs/decisions/021).
 * API answers without a policy are marked no-store so nothing in between keeps them.
 */
export const cachePlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      clock: Clock;
      apiBases: readonly string[];
      maxEntries?: number;
      /** The cache to keep answers in (shared with platform/kept-first.ts); a new one when missing. */
      cache?: AnswerCache;
    },
  ) => {
    const cache = opts.cache ?? new AnswerCache(opts.clock, opts.maxEntries);
    app.decorate('answerCache', cache);

    const lookup = async (request: FastifyRequest, reply: FastifyReply, policy: CachePolicy) => {
      const asked = cacheKeyOf(request, policy);
      const { clear } = asked;
      const key = policy.stamp ? `${asked.key}|${await policy.stamp(request)}` : asked.key;
      if (clear) cache.delete(key);
      const hit = clear ? undefined : cache.get(key);
      if (hit) {
        reply.status(hit.status).header('x-cache', 'HIT').header('content-type', hit.contentType);
        const { body, encoding } = keptEncoding(hit, request.headers['accept-encoding']);
        if (encoding) reply.header('content-encoding', encoding);
        return reply.send(body);
      }
      (request as WithKey)[CACHE_KEY] = key;
      (request as WithKey)[CACHE_SINCE] = cache.generation;
      reply.header('x-cache', 'MISS');
    };
    // An answer that is the same for everyone is looked up as soon as the route is known (after the
    // rate limit and versions): a kept one skips parsing, validation and the handler, and the key
    // holds the whole url, so the request once passed the same validation. An answer that varies
    // by visitor is looked up just before the handler, when every plugin that says who the visitor
    // is has run.
    app.addHook('onRequest', async (request, reply) => {
      const policy = request.routeOptions.config.cache;
      if (request.method === 'GET' && policy && !policy.vary) return lookup(request, reply, policy);
    });
    app.addHook('preHandler', async (request, reply) => {
      const policy = request.routeOptions.config.cache;
      if (request.method === 'GET' && policy?.vary) return lookup(request, reply, policy);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const policy = request.routeOptions.config?.cache;
      const readable = request.method === 'GET' || request.method === 'HEAD';
      if (policy && readable && reply.statusCode === 200) {
        // Judged on what the handler set, before the defaults below.
        const shareable = isShareable(reply);
        if (!reply.hasHeader('cache-control')) {
          // A stamped answer is ours to judge each time: a CDN or browser asks again (no-cache).
          const shared = policy.stamp ? 'public, no-cache' : `public, max-age=${policy.seconds}`;
          reply.header('cache-control', policy.vary ? 'private, no-cache' : shared);
        }
        // The same url answers differently by version and encoding, so a CDN must key on them too.
        if (!policy.vary) appendVary(reply, 'version');
        appendVary(reply, 'accept-encoding');
        const key = (request as WithKey)[CACHE_KEY];
        if (shareable && key && typeof payload === 'string') {
          const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
          const large = Buffer.byteLength(payload) >= COMPRESS_FROM_BYTES;
          const kept = {
            status: 200,
            body: payload,
            ...(large && compressedCopies(payload)),
            contentType,
            headers: keptHeaders(reply),
          };
          cache.set(key, kept, policy.seconds, (request as WithKey)[CACHE_SINCE]);
          const { body, encoding } = keptEncoding(kept, request.headers['accept-encoding']);
          if (encoding) {
            reply.header('content-encoding', encoding);
            payload = body;
          }
        }
      } else if (!reply.hasHeader('cache-control') && isApiPath(request.url, opts.apiBases)) {
        reply.header('cache-control', 'no-store');
      }
      return payload;
    });
  },
  { name: 'answer-cache', dependencies: ['versions'] },
);

function appendVary(reply: FastifyReply, name: string): void {
  const current = reply.getHeader('vary');
  if (!current) reply.header('vary', name);
  else if (!String(current).toLowerCase().split(/,\s*/).includes(name)) reply.header('vary', `${current}, ${name}`);
}

declare module 'fastify' {
  interface FastifyInstance {
    answerCache: AnswerCache;
  }
}
