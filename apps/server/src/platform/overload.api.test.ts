import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers';
import { signupBody } from '../../tests/identity-helpers';
import type { LoadMeter, LoadReading } from './load-meter';

/** Keeps the event loop busy, as a surge of renders would. */
function blockEventLoop(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
}

const limits = { maxEventLoopDelayMs: 50, maxEventLoopUtilization: 0, maxDatabaseWaiting: 0 };
/** A read of no data and no cache policy: `light` (the call of issue 23 that was shed). */
const CARD_GATEWAYS = '/v2/funds/card_gateways';

describe('load shedding on the event loop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, config: { overload: limits } });
  });
  afterAll(() => t.close());

  it('answers new calls with 503, Retry-After and the envelope while the event loop is late, then recovers', async () => {
    const status = async () => (await t.app.inject({ method: 'GET', url: CARD_GATEWAYS })).statusCode;
    // Starting the app keeps the loop busy too: from a quiet loop on (401: not signed in, not shed).
    await expect.poll(status, { timeout: 10_000 }).toBe(401);
    // Far past the limit (overloaded): reads are shed too.
    blockEventLoop(1200);
    // Let the sampler see the late loop.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const shed = await t.app.inject({ method: 'GET', url: CARD_GATEWAYS });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('5');
    expect(shed.json().error.code).toBe('service_unavailable');
    expect(shed.json().result).toBeNull();
    expect(shed.json().error.message).toBe('The service is unavailable. Please try again soon.');
    // The liveness probe is always answered.
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await expect.poll(status, { timeout: 10_000 }).toBe(401);
  });
});

describe('the first request after a start', () => {
  it('is not shed for the work of starting, and the loop is read from then on', async () => {
    // A limit of 1 ms: any reading taken while the app started (migrations, routes) is past it.
    const t = await createTestApp({ seed: true, config: { overload: { ...limits, maxEventLoopDelayMs: 1 } } });
    try {
      const first = await t.app.inject({ method: 'POST', url: '/v2/login', payload: {} });
      expect(first.statusCode, first.body).not.toBe(503);
      // The meter runs: a late loop is then seen and shed.
      blockEventLoop(600);
      await expect
        .poll(async () => (await t.app.inject({ method: 'POST', url: '/v2/login', payload: {} })).statusCode, {
          timeout: 10_000,
          interval: 20,
        })
        .toBe(503);
    } finally {
      await t.close();
    }
  });
});

describe('shedding by what the work costs', () => {
  let t: TestApp;
  /** The load the app sees, set by each test. */
  let load: LoadReading | undefined;
  const meter: LoadMeter = { read: () => load, start: () => {}, stop: () => {} };
  const busy: LoadReading = { eventLoopDelayMs: 100, eventLoopUtilization: 0 };
  const overloaded: LoadReading = { eventLoopDelayMs: 1000, eventLoopUtilization: 0 };

  beforeAll(async () => {
    t = await createTestApp({ seed: true, config: { overload: limits }, loadMeter: meter });
  });
  afterAll(() => t.close());

  const ask = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, payload });

  it('refuses heavy work (sign-up, sign-in) while busy, and still answers reads and kept answers', async () => {
    load = undefined;
    // Kept for everyone: the second time it is sent from the answer cache.
    expect((await ask('GET', '/v2/config')).statusCode).toBe(200);
    load = busy;
    const signup = await ask('POST', '/v2/signup', signupBody('shed-signup@example.test'));
    expect(signup.statusCode).toBe(503);
    expect(signup.headers['retry-after']).toBe('5');
    expect(signup.json().error.code).toBe('service_unavailable');
    const staffSignIn = await ask('POST', '/staff/api/session', { email: 'a@b.test', password: 'x'.repeat(12) });
    expect(staffSignIn.statusCode).toBe(503);
    expect(staffSignIn.headers['content-type']).toMatch(/^application\/json/);
    expect(staffSignIn.json().error.code).toBe('service_unavailable');
    expect((await ask('GET', CARD_GATEWAYS)).statusCode).toBe(401);
    const kept = await ask('GET', '/v2/config');
    expect(kept.statusCode).toBe(200);
    expect(kept.headers['x-cache']).toBe('HIT');
    // Nothing of the refused sign-up was made: asked again when the process is quiet, it works.
    load = undefined;
    expect((await ask('POST', '/v2/signup', signupBody('shed-signup@example.test'))).statusCode).toBe(200);
  });

  it('refuses reads too once overloaded, never a kept answer or the probes', async () => {
    load = undefined;
    expect((await ask('GET', '/v2/config')).statusCode).toBe(200);
    load = overloaded;
    try {
      const read = await ask('GET', CARD_GATEWAYS);
      expect(read.statusCode).toBe(503);
      expect(read.json().error.code).toBe('service_unavailable');
      const staffRead = await ask('GET', '/staff/api/session');
      expect(staffRead.statusCode).toBe(503);
      expect(staffRead.json().error.code).toBe('service_unavailable');
      expect((await ask('GET', '/v2/config')).statusCode).toBe(200);
      expect((await ask('GET', '/healthz')).statusCode).toBe(200);
    } finally {
      load = undefined;
    }
    expect((await ask('GET', CARD_GATEWAYS)).statusCode).toBe(401);
  });
});

describe('shed requests in the logs and the metrics', () => {
  it('counts every shed request and logs them as one warning with the count, never an error per request', async () => {
    const lines: { level: number; msg: string; shed?: number; byReason?: Record<string, number> }[] = [];
    let load: LoadReading | undefined;
    const meter: LoadMeter = { read: () => load, start: () => {}, stop: () => {} };
    const t = await createTestApp({
      seed: true,
      config: { overload: limits, logLevel: 'info' },
      loadMeter: meter,
      logStream: { write: (line) => lines.push(JSON.parse(line)) },
    });
    let closed = false;
    try {
      load = { eventLoopDelayMs: 1000, eventLoopUtilization: 0 };
      const answers = await Promise.all(
        Array.from({ length: 40 }, () => t.app.inject({ method: 'GET', url: CARD_GATEWAYS })),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(40).fill(503));
      load = undefined;
      const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(metrics.body).toContain('http_requests_shed_total{reason="overload"} 40');
      // Not one line at error level, and no stack trace, for a shed request.
      expect(lines.filter((l) => l.level >= 50)).toEqual([]);
      expect(lines.filter((l) => l.shed !== undefined)).toEqual([]);
      // The interval's warning is told by the latest at the close.
      await t.close();
      closed = true;
      const warnings = lines.filter((l) => l.shed !== undefined);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ level: 40, shed: 40, byReason: { overload: 40, closing: 0, busy: 0 } });
      expect(warnings[0]!.msg).toBe('40 requests shed with 503 and Retry-After');
    } finally {
      if (!closed) await t.close();
    }
  });
});
