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
