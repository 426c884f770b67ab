import { describe, expect, it } from 'vitest';
import { orderNumberOf } from './order-number';

describe('orderNumberOf', () => {
  it('reads as DL- and two groups of four, with no I, L, O or U', () => {
    for (const n of [1, 2, 999, 123_456_789, 2 ** 40 - 1]) {
      expect(orderNumberOf(n)).toMatch(/^DL-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    }
  });

  it('gives neighbouring orders numbers that do not look alike, and never one number twice', () => {
    const seen = new Set<string>();
    for (let n = 1; n <= 50_000; n++) seen.add(orderNumberOf(n));
    expect(seen.size).toBe(50_000);
    const [a, b] = [orderNumberOf(1), orderNumberOf(2)];
    expect(a.slice(0, 7)).not.toBe(b.slice(0, 7));
  });

  it('refuses what is not a place in the sequence', () => {
    for (const n of [0, -1, 1.5, 2 ** 40]) expect(() => orderNumberOf(n)).toThrow();
  });
});
