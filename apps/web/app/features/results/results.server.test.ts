import { describe, expect, it } from 'vitest';
import { monthParam, pageParam } from './results.server';

describe('results paths', () => {
  it('floors the page at 1', () => {
    expect(pageParam(undefined)).toBe(1);
    expect(pageParam('0')).toBe(1);
    expect(pageParam('-4')).toBe(1);
    expect(pageParam('abc')).toBe(1);
    expect(pageParam('2.7')).toBe(2);
    expect(pageParam('3')).toBe(3);
  });

  it('reads a month as YYYY-MM and nothing else', () => {
    expect(monthParam('2026-10')).toEqual({ year: 2026, month: 10 });
    expect(monthParam('2026-01')).toEqual({ year: 2026, month: 1 });
    expect(monthParam('2026-13')).toBeUndefined();
    expect(monthParam('2026-00')).toBeUndefined();
    expect(monthParam('2026-1')).toBeUndefined();
    expect(monthParam('last-week')).toBeUndefined();
    expect(monthParam(undefined)).toBeUndefined();
  });
});
