import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShedding } from './shedding';

const recordingLog = () => {
  const warnings: { fields: object; msg: string }[] = [];
  const log = { warn: (fields: object, msg: string) => warnings.push({ fields, msg }) } as unknown as FastifyBaseLogger;
  return { log, warnings };
};

describe('shedding', () => {
  afterEach(() => vi.useRealTimers());

  it('tells the shed requests of an interval as one warning with their count, then starts again', async () => {
    vi.useFakeTimers();
    const { log, warnings } = recordingLog();
    const shedding = createShedding(log, 10_000);
    for (let i = 0; i < 25; i++) shedding.count('overload');
    shedding.count('busy');
    expect(warnings).toEqual([]);
    vi.advanceTimersByTime(10_000);
    expect(warnings).toEqual([
      {
        fields: { shed: 26, byReason: { overload: 25, closing: 0, busy: 1 } },
        msg: '26 requests shed with 503 and Retry-After',
      },
    ]);
    // A quiet interval logs nothing; the next shed starts a new interval.
    vi.advanceTimersByTime(30_000);
    expect(warnings).toHaveLength(1);
    shedding.count('closing');
    shedding.flush();
    expect(warnings[1]).toEqual({
      fields: { shed: 1, byReason: { overload: 0, closing: 1, busy: 0 } },
      msg: '1 request shed with 503 and Retry-After',
    });
    shedding.flush();
    expect(warnings).toHaveLength(2);
    const counted = await shedding.metric.get();
    expect(Object.fromEntries(counted.values.map((v) => [v.labels.reason, v.value]))).toEqual({
      overload: 25,
      busy: 1,
      closing: 1,
    });
  });
});
