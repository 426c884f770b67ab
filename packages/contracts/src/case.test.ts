import { describe, expect, it } from 'vitest';
import { toCamelKeys, toSnakeKeys } from './case';

describe('case conversion', () => {
  it('converts snake and kebab case keys to camelCase, deeply', () => {
    expect(toCamelKeys({ first_name: 'A', 'draw-no': 1, nested: [{ game_offer: 'x' }] })).toEqual({
      firstName: 'A',
      drawNo: 1,
      nested: [{ gameOffer: 'x' }],
    });
  });

  it('keeps Numbers, Powerball and Favourites unconverted both ways', () => {
    const selection = { Numbers: [1, 2], Powerball: [3], Favourites: [4], entry_count: 1 };
    expect(toCamelKeys(selection)).toEqual({ Numbers: [1, 2], Powerball: [3], Favourites: [4], entryCount: 1 });
    expect(toSnakeKeys({ Numbers: [1], entryCount: 1, favouriteNumbers: [] })).toEqual({
      Numbers: [1],
      entry_count: 1,
      favourite_numbers: [],
    });
  });

  it('drops a __proto__ key instead of setting the prototype', () => {
    const form = Object.assign(Object.create(null), { ['__proto__']: ['a'], game_offer: 'x' });
    const out = toCamelKeys<Record<string, unknown>>(form);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(out).toEqual({ gameOffer: 'x' });
  });

  it('leaves values alone', () => {
    expect(toCamelKeys({ some_key: 'snake_value', when: null })).toEqual({ someKey: 'snake_value', when: null });
  });
});

describe('case conversion of hostile input', () => {
  it('converts a value nested 100,000 levels deep without overflowing the stack', () => {
    let deep: unknown = { leaf_key: 1 };
    for (let i = 0; i < 100_000; i++) deep = i % 2 ? { some_key: deep } : [deep];
    let out = toCamelKeys<unknown>(deep);
    let depth = 0;
    while (Array.isArray(out) || (out && typeof out === 'object' && 'someKey' in out)) {
      out = Array.isArray(out) ? out[0] : (out as { someKey: unknown }).someKey;
      depth++;
    }
    expect(depth).toBe(100_000);
    expect(out).toEqual({ leafKey: 1 });
  });

  it('keeps sparse arrays and shared values as values', () => {
    const shared = { inner_key: 1 };
    expect(toSnakeKeys({ aKey: [shared, shared], bKey: shared })).toEqual({
      a_key: [{ inner_key: 1 }, { inner_key: 1 }],
      b_key: { inner_key: 1 },
    });
  });
});
