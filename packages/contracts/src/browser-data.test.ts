import { describe, expect, it } from 'vitest';
import { BROWSER_COLOUR_DEPTH_KEY, roundColourDepth, withRoundedColourDepth } from './browser-data';

describe('browser colour depth (3-account.md §9)', () => {
  it('rounds to the nearest of 1, 4, 8, 15, 16, 24, 32, 48', () => {
    const cases: [number, number][] = [
      [0, 1],
      [1, 1],
      [2, 1],
      [3, 4],
      [6, 8],
      [12, 15],
      [15, 15],
      [16, 16],
      [19, 16],
      [20, 24],
      [24, 24],
      [30, 32],
      [40, 48],
      [64, 48],
      [-5, 1],
      [23.6, 24],
    ];
    for (const [sent, kept] of cases) expect([sent, roundColourDepth(sent)]).toEqual([sent, kept]);
  });

  it("rounds the metadata's colour depth, drops one that is not a number, and leaves the rest", () => {
    expect(withRoundedColourDepth({ [BROWSER_COLOUR_DEPTH_KEY]: '30', source: 'web' })).toEqual({
      [BROWSER_COLOUR_DEPTH_KEY]: '32',
      source: 'web',
    });
    expect(withRoundedColourDepth({ [BROWSER_COLOUR_DEPTH_KEY]: 'deep', source: 'web' })).toEqual({ source: 'web' });
    expect(withRoundedColourDepth({ [BROWSER_COLOUR_DEPTH_KEY]: ' ' })).toEqual({});
    expect(withRoundedColourDepth({ source: 'web' })).toEqual({ source: 'web' });
  });
});
