import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../lib/clock';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Server-side cache of this GET answer (1-platform.md §9): seconds to keep it, and what
     * besides the url it varies by (never cache an answer that depends on the customer).
     */
    cache?: { seconds: number; vary?: (request: FastifyRequest) => string };
  }
}

interface Entry {
  expiresAt: number;
  status: number;
  body: string;
  headers: Record<string, string>;
}

/** A bounded TTL map; the oldest entry goes first when it is full. */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  constructor(
    private readonly clock: Clock,
    private readonly maxEntries = 5000,
  ) {}

  get(key: string): Entry | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.expiresAt <= this.clock.now().getTime()) {
      this.entries.delete(key);
      return undefined;
    }
    return e;
  }

  set(key: string, entry: Omit<Entry, 'expiresAt'>, seconds: number): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { ...entry, expiresAt: this.clock.now().getTime() + seconds * 1000 });
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

const CACHE_KEY = Symbol('cacheKey');
type WithKey = FastifyRequest & { [CACHE_KEY]?: string };

function cacheKeyOf(request: FastifyRequest): string {
  const url = new URL(request.url, 'http://x');
  url.searchParams.delete('clear_cache');
  url.searchParams.sort();
  const vary = request.routeOptions.config.cache?.vary?.(request) ?? '';
  return `${request.apiVersion}|${url.pathname}?${url.searchParams}|${vary}`;
}

export const cachePlugin = fp(
  async (app: FastifyInstance, opts: { clock: Clock }) => {
    const cache = new AnswerCache(opts.clock);
    app.decorate('answerCache', cache);

    app.addHook('onRequest', async (request) => {
      const q = request.url.indexOf('?');
      if (q >= 0 && new URLSearchParams(request.url.slice(q + 1)).has('clear_cache')) cache.clear();
    });

    app.addHook('preHandler', async (request, reply) => {
      const policy = request.routeOptions.config.cache;
      if (request.method !== 'GET' || !policy) return;
      const key = cacheKeyOf(request);
      const hit = cache.get(key);
      if (hit) {
        reply.headers(hit.headers).header('x-cache', 'HIT').header('content-type', 'application/json; charset=utf-8');
        reply.header('cache-control', `public, max-age=${policy.seconds}`);
        return reply
          .status(hit.status)
          .serializer((p: unknown) => p as string)
          .send(hit.body);
      }
      (request as WithKey)[CACHE_KEY] = key;
      reply.header('x-cache', 'MISS').header('cache-control', `public, max-age=${policy.seconds}`);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const key = (request as WithKey)[CACHE_KEY];
      const policy = request.routeOptions.config.cache;
      if (key && policy && reply.statusCode === 200 && typeof payload === 'string') {
        const version = reply.getHeader('version');
        cache.set(
          key,
          { status: 200, body: payload, headers: version ? { version: String(version) } : {} },
          policy.seconds,
        );
      }
      return payload;
    });
  },
  { name: 'answer-cache' },
);

declare module 'fastify' {
  interface FastifyInstance {
    answerCache: AnswerCache;
  }
}
