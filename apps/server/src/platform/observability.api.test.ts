import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers';

let t: TestApp;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    config: { logLevel: 'info' },
    logStream: { write: (line) => logLines.push(JSON.parse(line)) },
    beforeReady: (app) => {
      app.get('/v2/fails', async () => {
        throw new Error('boom');
      });
    },
  });
});
afterAll(() => t.close());

type OpenApi = {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string; schema?: { default?: string } }[];
        responses: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }>;
      }
    >
  >;
};

describe('GET /openapi.json', () => {
  let doc: OpenApi;
  beforeAll(async () => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });

  it('lists the calls with their answer schemas in the envelope', () => {
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/discover',
      '/v2/config',
      '/v2/capabilities',
      '/v2/locate',
      '/v2/blank.html',
      '/v2/branding',
      '/v2/pricing/{pricingName}/product_offers',
    ]) {
      expect(doc.paths[path]?.get, path).toBeDefined();
    }
    const config = doc.paths['/v2/config']!.get!.responses['200']!.content!['application/json']!.schema;
    expect(Object.keys(config.properties ?? {}).sort()).toEqual([
      'entities',
      'error',
      'errors',
      'links',
      'messages',
      'pageInfo',
      'result',
    ]);
    expect(JSON.stringify(config.properties?.result)).toContain('siteName');
  });

  it('documents the version header with the call version, and request keys in snake_case', () => {
    const offers = doc.paths['/v2/pricing/{pricingName}/product_offers']!.get!;
    const version = offers.parameters?.find((p) => p.in === 'header' && p.name === 'version');
    expect(version?.schema?.default).toBe('3.9');
    const config = doc.paths['/v2/config']!.get!;
    expect(config.parameters?.find((p) => p.name === 'version')?.schema?.default).toBe('3.0');
    const query = (offers.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    for (const name of query) expect(name).toMatch(/^[a-z0-9_]+$/);
    expect(offers.parameters?.find((p) => p.in === 'path')?.name).toBe('pricingName');
  });

  it('leaves out probes and documents', () => {
    for (const path of ['/healthz', '/readyz', '/metrics', '/openapi.json'])
      expect(doc.paths[path], path).toBeUndefined();
  });
});

describe('probes', () => {
  it('answers /healthz and /readyz while the database answers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('answers /readyz with 503 when the database does not answer', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    try {
      const res = await broken.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect((await broken.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await broken.app.close();
    }
  });
});

describe('GET /metrics', () => {
  it('answers Prometheus text with the request duration histogram by route and status', async () => {
    await t.app.inject({ method: 'GET', url: '/v2/config' });
    await t.app.inject({ method: 'GET', url: '/v2/no-such-call' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(res.body).toMatch(
      /http_request_duration_seconds_bucket\{le="[^"]+",method="GET",route="\/v2\/config",status="200"\}/,
    );
    expect(res.body).toMatch(/http_request_duration_seconds_count\{method="GET",route="unmatched",status="404"\} \d+/);
    expect(res.body).toContain('process_cpu_seconds_total');
  });
});

describe('who may read /metrics', () => {
  it('without METRICS_TOKEN: only a client on this machine', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '::1' })).statusCode).toBe(200);
    for (const remoteAddress of ['203.0.113.9', '192.168.1.4']) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(404);
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
    const forwarded = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(forwarded.statusCode).toBe(404);
  });

  it('with METRICS_TOKEN: whoever shows it as a Bearer token, from anywhere, and no one else', async () => {
    const token = 'metrics-token-for-the-scraper-0123456789';
    const guarded = await createTestApp({ config: { metricsToken: token } });
    try {
      const remoteAddress = '203.0.113.9';
      const without = await guarded.app.inject({ method: 'GET', url: '/metrics', remoteAddress });
      expect(without.statusCode).toBe(401);
      expect(without.headers['www-authenticate']).toBe('Bearer');
      const local = await guarded.app.inject({ method: 'GET', url: '/metrics' });
      expect(local.statusCode).toBe(401);
      const wrong = await guarded.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress,
        headers: { authorization: `Bearer ${token}x` },
      });
      expect(wrong.statusCode).toBe(401);
      const right = await guarded.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(right.statusCode).toBe(200);
      expect(right.body).toContain('process_cpu_seconds_total');
    } finally {
      await guarded.close();
    }
  });
});

describe('logs', () => {
  it('carry the request id on every line of a request, failures included', async () => {
    await t.app.inject({ method: 'GET', url: '/v2/config', headers: { 'x-request-id': 'trace-me-1' } });
    const lines = logLines.filter((l) => l.requestId === 'trace-me-1');
    expect(lines.map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));

    await t.app.inject({ method: 'GET', url: '/v2/fails', headers: { 'x-request-id': 'trace-me-2' } });
    const failure = logLines.find((l) => l.requestId === 'trace-me-2' && l.level === 50);
    expect(failure?.msg).toBe('request failed');
    expect((failure?.err as { message?: string })?.message).toBe('boom');
  });
});
