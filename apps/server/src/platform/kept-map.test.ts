import { describe, expect, it } from 'vitest';
import { fixedClock } from '../lib/clock';
import { KeptMap, REFRESH_WAIT_MS, STALE_SECONDS } from './kept-map';

const start = '2026-01-01T00:00:00Z';
const entry = (clock: ReturnType<typeof fixedClock>, value: string, seconds = 10) => ({
  value,
  expiresAt: clock.now().getTime() + seconds * 1000,
});

describe('KeptMap', () => {
  it('sends one asker to make an expired entry again and the old copy, stale, to everyone else', () => {
    const clock = fixedClock(start);
    const map = new KeptMap<{ value: string; expiresAt: number }>(clock, 10);
    map.set('page', entry(clock, 'first'));
    expect(map.getOrStale('page')).toEqual({ entry: expect.objectContaining({ value: 'first' }), stale: false });
    clock.advance(10_000);
    // The first asker after the time makes it again; the others get the old copy meanwhile.
    expect(map.getOrStale('page')).toBeUndefined();
    expect(map.get('page')).toBeUndefined();
    for (let i = 0; i < 3; i++) {
      expect(map.getOrStale('page')).toEqual({ entry: expect.objectContaining({ value: 'first' }), stale: true });
    }
    map.set('page', entry(clock, 'second'));
    expect(map.getOrStale('page')).toEqual({ entry: expect.objectContaining({ value: 'second' }), stale: false });
  });

  it('sends another asker when the first made nothing in time, and drops an entry too old to send', () => {
    const clock = fixedClock(start);
    const map = new KeptMap<{ value: string; expiresAt: number }>(clock, 10);
    map.set('page', entry(clock, 'first'));
    clock.advance(10_000);
    expect(map.getOrStale('page')).toBeUndefined();
    expect(map.getOrStale('page')?.stale).toBe(true);
    clock.advance(REFRESH_WAIT_MS);
    expect(map.getOrStale('page')).toBeUndefined();
    expect(map.getOrStale('page')?.stale).toBe(true);
    clock.advance(STALE_SECONDS * 1000);
    expect(map.getOrStale('page')).toBeUndefined();
    expect(map.getOrStale('page')).toBeUndefined();
    expect(map.size).toBe(0);
  });

  it('drops the oldest entry when full', () => {
    const clock = fixedClock(start);
    const map = new KeptMap<{ value: string; expiresAt: number }>(clock, 2);
    map.set('a', entry(clock, '1'));
    map.set('b', entry(clock, '2'));
    map.set('a', entry(clock, '3'));
    map.set('c', entry(clock, '4'));
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')?.value).toBe('3');
    expect(map.get('c')?.value).toBe('4');
  });
});
