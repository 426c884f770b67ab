import { describe, expect, it } from 'vitest';
import { isShed, OVERLOADED_FACTOR, pressureOf, type WorkCost } from './work-cost';

const limits = { maxEventLoopDelayMs: 100, maxEventLoopUtilization: 0.9, maxDatabaseWaiting: 10 };
const quiet = { eventLoopDelayMs: 0, eventLoopUtilization: 0, databaseWaiting: 0 };

describe('pressureOf', () => {
  it('is none within every limit, busy past one, overloaded past three times the delay or the queue', () => {
    expect(pressureOf(quiet, limits)).toBe('none');
    expect(pressureOf({ ...quiet, eventLoopDelayMs: 100 }, limits)).toBe('none');
    expect(pressureOf({ ...quiet, eventLoopDelayMs: 101 }, limits)).toBe('busy');
    expect(pressureOf({ ...quiet, eventLoopDelayMs: 100 * OVERLOADED_FACTOR }, limits)).toBe('busy');
    expect(pressureOf({ ...quiet, eventLoopDelayMs: 100 * OVERLOADED_FACTOR + 1 }, limits)).toBe('overloaded');
    expect(pressureOf({ ...quiet, databaseWaiting: 9 }, limits)).toBe('none');
    expect(pressureOf({ ...quiet, databaseWaiting: 10 }, limits)).toBe('busy');
    expect(pressureOf({ ...quiet, databaseWaiting: 10 * OVERLOADED_FACTOR }, limits)).toBe('overloaded');
    // A loop busy all the time may still be on time: busy at most.
    expect(pressureOf({ ...quiet, eventLoopUtilization: 1 }, limits)).toBe('busy');
  });

  it('ignores a limit of 0', () => {
    const off = { maxEventLoopDelayMs: 0, maxEventLoopUtilization: 0, maxDatabaseWaiting: 0 };
    expect(pressureOf({ eventLoopDelayMs: 10_000, eventLoopUtilization: 1, databaseWaiting: 1000 }, off)).toBe('none');
  });
});

describe('isShed', () => {
  it('sheds heavy work first, reads only when overloaded, and free work never', () => {
    const table = (['free', 'light', 'heavy'] as WorkCost[]).map((cost) => [
      cost,
      isShed(cost, 'none'),
      isShed(cost, 'busy'),
      isShed(cost, 'overloaded'),
    ]);
    expect(table).toEqual([
      ['free', false, false, false],
      ['light', false, false, true],
      ['heavy', false, true, true],
    ]);
  });
});
