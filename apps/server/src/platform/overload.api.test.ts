import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    config: { overload: { maxEventLoopDelayMs: 50, maxEventLoopUtilization: 0, maxDatabaseWaiting: 0 } },
  });
});
afterAll(() => t.close());

/** Keeps the event loop busy, as a surge of renders would. */
function blockEventLoop(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
}

describe('load shedding', () => {
  it('answers new calls with 503, Retry-After and the envelope while the event loop is late, then recovers', async () => {
    const status = async () => (await t.app.inject({ method: 'GET', url: '/v2/config' })).statusCode;
    // Starting the app keeps the loop busy too: from a quiet loop on.
    await expect.poll(status, { timeout: 10_000 }).toBe(200);
    blockEventLoop(1200);
    // Let the sampler see the late loop.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const shed = await t.app.inject({ method: 'GET', url: '/v2/config' });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('5');
    expect(shed.json().error.code).toBe('service_unavailable');
    expect(shed.json().result).toBeNull();
    expect(shed.json().error.message).toBe('The service is unavailable. Please try again soon.');
    // The liveness probe is always answered.
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await expect.poll(status, { timeout: 10_000 }).toBe(200);
  });
});
