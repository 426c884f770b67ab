import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { isApiPath } from './envelope';

export interface OverloadOptions {
  apiBases: readonly string[];
  /** Shed when the event loop is this late (ms, sampled every half second); 0 turns it off. */
  maxEventLoopDelayMs: number;
  /** Shed when the event loop is busy this share of the time (0 to 1); 0 turns it off. */
  maxEventLoopUtilization: number;
  /** Shed while this many queries wait for a connection of the pool (PostgreSQL); 0 turns it off. */
  maxDatabaseWaiting: number;
  /** Queries waiting for a pool connection now (undefined on the embedded database). */
  databaseWaiting: () => number | undefined;
  /** Whether this request is a page's own call in process (its page was accepted: it finishes). */
  isInternalCall: (request: FastifyRequest) => boolean;
  /** The spec's 503 page, made once (the web build's renderOverloadPage); calls get the envelope. */
  overloadPage?: () => string | undefined;
}

/** Seconds a client is told to wait before asking again. */
export const RETRY_AFTER_SECONDS = 5;

/** The 503 page has no scripts and no inline styles: its stylesheets are the shop's own. */
const OVERLOAD_PAGE_POLICY = "default-src 'self'; script-src 'none'; object-src 'none'; frame-ancestors 'self'";

/** Always answered: the probes a load balancer uses to see the process is alive. */
const NEVER_SHED = new Set(['/healthz', '/metrics']);

/**
 * Overload is answered, not suffered (issue 12, docs/decisions/224): @fastify/under-pressure
 * samples the event loop and the database pool's queue, and while either is past its limit every
 * new request gets 503 with Retry-After before any work is done on it: calls in the spec's envelope
 * (`service_unavailable`), pages the spec's 503 page. What was accepted before (a purchase in
 * flight, a page being rendered and its in-process calls) runs to its end.
 */
export async function registerOverloadShedding(app: FastifyInstance, opts: OverloadOptions): Promise<void> {
  const retryAfter = String(RETRY_AFTER_SECONDS);
  /** New work refused: calls get the envelope (the error handler), pages the spec's 503 page. */
  const refuse = (request: FastifyRequest, reply: FastifyReply, headers: Record<string, string> = {}) => {
    const page = isApiPath(request.url, opts.apiBases) ? undefined : opts.overloadPage?.();
    if (page === undefined) {
      return Promise.reject(
        new AppError('service_unavailable', { headers: { 'retry-after': retryAfter, ...headers } }),
      );
    }
    // Sent as it is, before any other hook: nothing else runs for a refused request.
    reply.hijack();
    reply.raw.writeHead(503, {
      'content-type': 'text/html; charset=utf-8',
      'retry-after': retryAfter,
      'cache-control': 'no-store',
      'content-security-policy': OVERLOAD_PAGE_POLICY,
      ...headers,
    });
    reply.raw.end(page);
    return undefined;
  };
  const exempt = (request: FastifyRequest) => opts.isInternalCall(request) || NEVER_SHED.has(request.url);

  // A process that is closing (SIGTERM: a restart, a deploy) refuses new work the same way, and
  // tells the client to go elsewhere (`connection: close`). What it accepted before runs to its
  // end, the calls its pages make in process included: Fastify's own refusal while closing
  // (`return503OnClosing`, off in app.ts) would fail those calls, and their page, and answers
  // outside the envelope.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A callback hook: every request passes it, and a kept answer costs only tens of microseconds.
  app.addHook('onRequest', (request, reply, done) => {
    if (!closing || exempt(request)) return done();
    const refused = refuse(request, reply, { connection: 'close' });
    if (refused) refused.catch(done);
    else done();
  });

  await app.register(underPressure, {
    sampleInterval: 500,
    maxEventLoopDelay: opts.maxEventLoopDelayMs,
    maxEventLoopUtilization: opts.maxEventLoopUtilization,
    retryAfter: RETRY_AFTER_SECONDS,
    healthCheckInterval: opts.maxDatabaseWaiting > 0 ? 250 : undefined,
    healthCheck:
      opts.maxDatabaseWaiting > 0 ? async () => (opts.databaseWaiting() ?? 0) < opts.maxDatabaseWaiting : undefined,
    pressureHandler: (request: FastifyRequest, reply: FastifyReply) =>
      exempt(request) ? undefined : refuse(request, reply),
  });
}
