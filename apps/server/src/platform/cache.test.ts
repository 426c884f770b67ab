import { describe, expect, it } from 'vitest';
import { fixedClock } from '../lib/clock';
import { AnswerCache, preferredEncoding } from './cache';

const entry = (body: string) => ({ status: 200, body, contentType: 'application/json', headers: {} });

describe('the answer cache', () => {
  it('forgets an answer when its time is up', () => {
    const clock = fixedClock('2026-01-01T00:00:00Z');
    const cache = new AnswerCache(clock);
    cache.set('a', entry('1'), 60);
    clock.advance(59_999);
    expect(cache.get('a')?.body).toBe('1');
    clock.advance(1);
    expect(cache.get('a')).toBeUndefined();
    // Kept a while longer for the visitors waiting while one asker makes it again (kept-map.ts).
    clock.advance(30_000);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the oldest answer when full, and counts a refreshed answer as new', () => {
    const cache = new AnswerCache(fixedClock('2026-01-01T00:00:00Z'), 2);
    cache.set('a', entry('1'), 60);
    cache.set('b', entry('2'), 60);
    cache.set('a', entry('3'), 60);
    cache.set('c', entry('4'), 60);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.body).toBe('3');
    expect(cache.get('c')?.body).toBe('4');
  });

  it('does not keep an answer whose reading began before a clear (decision 504)', () => {
    const cache = new AnswerCache(fixedClock('2026-01-01T00:00:00Z'));
    const begun = cache.generation;
    // A save commits and clears the kept answers while this answer is still being read.
    cache.clear();
    cache.set('a', entry('old'), 60, begun);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', entry('new'), 60, cache.generation);
    expect(cache.get('a')?.body).toBe('new');
  });
});

describe('preferredEncoding', () => {
  it('takes brotli before gzip, and neither where the client refuses it', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('br;q=1.0, gzip;q=0.5')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBeUndefined();
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('gzip, br;q=0.5')).toBe('gzip');
    expect(preferredEncoding('GZIP')).toBe('gzip');
    expect(preferredEncoding(['gzip', 'br'])).toBe('br');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });

  it('reads a value the same the second time, and past its memo', () => {
    const values = Array.from({ length: 200 }, (_, i) => (i % 2 ? `gzip;q=0.${(i % 9) + 1}, x-${i}` : `br, y-${i}`));
    for (let round = 0; round < 2; round++) {
      for (const [i, v] of values.entries()) expect(preferredEncoding(v)).toBe(i % 2 ? 'gzip' : 'br');
    }
    const long = `${'x-unknown, '.repeat(40)}gzip`;
    expect(preferredEncoding(long)).toBe('gzip');
    expect(preferredEncoding(long)).toBe('gzip');
  });
});
