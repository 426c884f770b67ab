import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Histogram, type Metric, Registry } from 'prom-client';
import { AppError } from './app-error';
import { noSuchCall } from './envelope';
import { isLocalClient } from './local-client';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the call shows the scraper's token as `Authorization: Bearer …` (compared in constant time). */
function hasToken(request: FastifyRequest, token: string): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * Prometheus metrics at GET /metrics: request durations by route and status, the process, and the
 * platform's own counters handed in (the shed requests, platform/shedding.ts).
 * Who may read them (docs/decisions/085): with METRICS_TOKEN, whoever shows it; without, only a
 * program on this machine; anyone else is told there is no such call.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: { token?: string; metrics?: readonly Metric[] }) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    for (const metric of opts.metrics ?? []) registry.registerMetric(metric);
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Duration of HTTP requests by method, route and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });
    // One series per method, route and status, looked up by a string instead of hashing the
    // labels on every answer; a callback hook, no promise per answer (issue 12: a kept answer's
    // whole cost is a few tens of microseconds).
    const series = new Map<string, { observe(seconds: number): void }>();
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const key = `${request.method} ${reply.statusCode} ${route}`;
      let found = series.get(key);
      if (!found) {
        found = duration.labels({ method: request.method, route, status: String(reply.statusCode) });
        series.set(key, found);
      }
      found.observe(reply.elapsedTime / 1000);
      done();
    });
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (opts.token) {
        if (!hasToken(request, opts.token))
          throw new AppError('unauthorised', { headers: { 'www-authenticate': 'Bearer' } });
      } else if (!isLocalClient(request)) {
        throw noSuchCall(app, request);
      }
      reply.header('content-type', registry.contentType);
      return registry.metrics();
    });
  },
  { name: 'metrics' },
);
