import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from './app-error';
import { toAppError } from './envelope';
import { createLanes } from './lanes';

/** A work that runs until its test lets it end. */
function gate() {
  let open: () => void = () => {};
  const shut = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { work: () => shut.then(() => 'done'), open };
}

const refusedWith = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return { code: (err as AppError).code, headers: (err as AppError).options.headers };
};

afterEach(() => {
  vi.useRealTimers();
});

describe('lanes', () => {
  it('runs up to its lanes at once, queues the next ones, refuses past the queue at once', async () => {
    const lanes = createLanes({ running: 2, waiting: 1, maxWaitMs: 60_000, retryAfterSeconds: 1 });
    const [a, b, c] = [gate(), gate(), gate()];
    const ran: string[] = [];
    const pa = lanes.run(() => {
      ran.push('a');
      return a.work();
    });
    const pb = lanes.run(() => {
      ran.push('b');
      return b.work();
    });
    const pc = lanes.run(() => {
      ran.push('c');
      return c.work();
    });
    expect(lanes.load()).toEqual({ running: 2, waiting: 1 });
    expect(await refusedWith(lanes.run(async () => ran.push('d')))).toEqual({
      code: 'service_unavailable',
      headers: { 'retry-after': '1' },
    });
    expect(ran).toEqual(['a', 'b']);
    a.open();
    expect(await pa).toBe('done');
    await vi.waitFor(() => expect(ran).toEqual(['a', 'b', 'c']));
    expect(lanes.load()).toEqual({ running: 2, waiting: 0 });
    b.open();
    c.open();
    expect([await pb, await pc]).toEqual(['done', 'done']);
    expect(lanes.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a work that waited its longest, and frees its place in the queue', async () => {
    vi.useFakeTimers();
    const lanes = createLanes({ running: 1, waiting: 1, maxWaitMs: 400, retryAfterSeconds: 1 });
    const a = gate();
    const pa = lanes.run(a.work);
    let ran = false;
    const waited = lanes.run(async () => {
      ran = true;
    });
    const refused = refusedWith(waited);
    await vi.advanceTimersByTimeAsync(400);
    expect((await refused).code).toBe('service_unavailable');
    expect(lanes.load()).toEqual({ running: 1, waiting: 0 });
    a.open();
    await pa;
    expect(ran).toBe(false);
    expect(lanes.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the lane of a work that failed', async () => {
    const lanes = createLanes({ running: 1, waiting: 0, maxWaitMs: 0, retryAfterSeconds: 1 });
    await expect(lanes.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await lanes.run(async () => 'next')).toBe('next');
  });

  it('runs everything at once when off', async () => {
    const lanes = createLanes({ running: 0, waiting: 0, maxWaitMs: 0, retryAfterSeconds: 1 });
    const gates = [gate(), gate(), gate()];
    const all = gates.map((g) => lanes.run(g.work));
    for (const g of gates) g.open();
    expect(await Promise.all(all)).toEqual(['done', 'done', 'done']);
  });
});

describe('a pool connection not given in time', () => {
  it('is a 503 with Retry-After, raw from pg-pool or wrapped by Drizzle; other driver errors stay 500', () => {
    const raw = new Error('timeout exceeded when trying to connect');
    const wrapped = Object.assign(new Error('Failed query: select 1'), { cause: raw });
    for (const err of [raw, wrapped]) {
      const e = toAppError(err);
      expect([e.status, e.code, e.options.headers]).toEqual([503, 'service_unavailable', { 'retry-after': '1' }]);
    }
    expect(toAppError(new Error('connection refused')).status).toBe(500);
  });
});
