import { describe, expect, it } from 'vitest';
import { parseAnswer, readJson, shareJson } from './shared-json';

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).buffer as ArrayBuffer;

describe('parseAnswer', () => {
  it('gives a later render the same frozen parse of the same bytes of an answer for everyone', () => {
    const first = parseAnswer('/v2/config 3.0', bytes({ result: { siteName: 'Drawline', n: [1, 2] } }), true);
    const again = parseAnswer('/v2/config 3.0', bytes({ result: { siteName: 'Drawline', n: [1, 2] } }), true);
    expect(again).toBe(first);
    expect(Object.isFrozen((first as { result: { n: number[] } }).result.n)).toBe(true);
  });

  it('parses again when the bytes differ, even by one byte at the end, or belong to another call', () => {
    const a = parseAnswer('/v2/offers 3.9', bytes({ result: 'abcdefgh1' }), true);
    const b = parseAnswer('/v2/offers 3.9', bytes({ result: 'abcdefgh2' }), true);
    expect(b).toEqual({ result: 'abcdefgh2' });
    expect(parseAnswer('/v2/offers 3.0', bytes({ result: 'abcdefgh2' }), true)).not.toBe(b);
    expect(a).toEqual({ result: 'abcdefgh1' });
  });

  it('never shares the parse of an answer made for one visitor', () => {
    const mine = parseAnswer('/v2/customer 3.0', bytes({ result: { id: 'c1' } }), false);
    const again = parseAnswer('/v2/customer 3.0', bytes({ result: { id: 'c1' } }), false);
    expect(again).toEqual(mine);
    expect(again).not.toBe(mine);
  });

  it('reads a response the memo did not make as usual', async () => {
    expect(await readJson(new Response('{"a":1}'))).toEqual({ a: 1 });
    const shared = { a: 2 };
    expect(await readJson(shareJson(new Response('{"a":1}'), async () => shared))).toBe(shared);
  });
});
