import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { isApiPath } from './envelope';
import { createLoadMeter, type LoadMeter } from './load-meter';
import type { Shedding, ShedReason } from './shedding';
import { costOf, isShed, type PressureLimits, pressureOf } from './work-cost';

export interface OverloadOptions extends PressureLimits {
  /** The bases whose refusals are calls (the envelope); any other path gets the 503 page. */
  apiBases: readonly string[];
  /** Queries waiting for a pool connection now (undefined on the embedded database). */
  databaseWaiting: () => number | undefined;
  /** The spec's 503 page, made once (the web build's renderOverloadPage); calls get the envelope. */
  overloadPage?: () => string | undefined;
  /** The event loop's readings; sampled every half second from when the app is ready unless a test passes one. */
  loadMeter?: LoadMeter;
  /** Counts the refused requests and logs them once in a while (platform/shedding.ts). */
  shedding: Shedding;
}

/** Seconds a client is told to wait before asking again. */
export const RETRY_AFTER_SECONDS = 5;

/** How often the event loop's load is read (ms). */
const SAMPLE_MS = 500;

/** The 503 page has no scripts and no inline styles: its stylesheets are the shop's own. */
const OVERLOAD_PAGE_POLICY = "default-src 'self'; script-src 'none'; object-src 'none'; frame-ancestors 'self'";

/** Always answered: the probes a load balancer uses to see the process is alive. */
const NEVER_SHED = new Set(['/healthz', '/metrics']);

/**
 * New work refused: calls get the envelope (the error handler counts them), pages the spec's 503
 * page (counted here).
 */
function refuse(
  opts: OverloadOptions,
  request: FastifyRequest,
  reply: FastifyReply,
  shed: ShedReason,
  headers: Record<string, string> = {},
): Promise<never> | undefined {
  const retryAfter = String(RETRY_AFTER_SECONDS);
  const page = isApiPath(request.url, opts.apiBases) ? undefined : opts.overloadPage?.();
  if (page === undefined) {
    return Promise.reject(
      new AppError('service_unavailable', { shed, headers: { 'retry-after': retryAfter, ...headers } }),
    );
  }
  opts.shedding.count(shed);
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
}

const exempt = (request: FastifyRequest) => NEVER_SHED.has(request.url);

/**
 * A process that is closing (SIGTERM: a restart, a deploy; docs/decisions/298) refuses new work
 * the way load shedding does, and tells the client to go elsewhere (`connection: close`). What it
 * accepted before runs to its end (a page's platform calls are port calls, no requests; decision
 * 334): Fastify's own refusal while closing (`return503OnClosing`, off in app.ts) answers outside
 * the envelope. The first hook of all.
 */
export function registerClosingRefusal(app: FastifyInstance, opts: OverloadOptions): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A callback hook: every request passes it, and a kept answer costs only tens of microseconds.
  app.addHook('onRequest', (request, reply, done) => {
    if (!closing || exempt(request)) return done();
    const refused = refuse(opts, request, reply, 'closing', { connection: 'close' });
    if (refused) refused.catch(done);
    else done();
  });
  // An answer that goes out while closing ends its connection: kept alive, the connection would
  // hold the close for the server's keep-alive time (72 s) after the last answer on it.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}

/**
 * Overload is answered, not suffered (issue 12, docs/decisions/224, 300): while the event loop is
 * late or busy past its limit, or too many queries wait for a pool connection, new work is refused
 * with 503 and Retry-After before anything is spent on it (calls in the spec's envelope, pages with
 * the spec's 503 page), by what it costs (platform/work-cost.ts): heavy work (renders, writes,
 * password hashing, purchases) as soon as the process is busy, reads only once it is overloaded,
 * and what costs nothing (the web build's files, the route manifest, kept pages and answers, which
 * go out from the hook before this one) never. What was accepted before (a purchase in flight, a
 * page being rendered and its in-process calls) runs to its end.
 */
export function registerLoadShedding(app: FastifyInstance, opts: OverloadOptions): void {
  const limits: PressureLimits = opts;
  const anyLimit =
    limits.maxEventLoopDelayMs > 0 || limits.maxEventLoopUtilization > 0 || limits.maxDatabaseWaiting > 0;
  if (!anyLimit) return;
  const meter = opts.loadMeter ?? createLoadMeter(SAMPLE_MS);
  // The first reading covers traffic, not the work of starting (which used to refuse the first request).
  app.addHook('onReady', async () => meter.start());
  app.addHook('onClose', async () => meter.stop());

  app.addHook('onRequest', (request, reply, done) => {
    const loop = meter.read();
    const databaseWaiting = limits.maxDatabaseWaiting > 0 ? (opts.databaseWaiting() ?? 0) : 0;
    if (!loop && databaseWaiting === 0) return done();
    const pressure = pressureOf(
      {
        eventLoopDelayMs: loop?.eventLoopDelayMs ?? 0,
        eventLoopUtilization: loop?.eventLoopUtilization ?? 0,
        databaseWaiting,
      },
      limits,
    );
    if (pressure === 'none' || exempt(request) || !isShed(costOf(request), pressure)) return done();
    const refused = refuse(opts, request, reply, 'overload');
    if (refused) refused.catch(done);
    else done();
  });
}
