import { describe, expect, it } from 'vitest';
import { playsInOrder, shownPicks, shownSets } from './shown-numbers';

describe('shown numbers', () => {
  it('shows a set low to high, blanks last', () => {
    expect(shownPicks([4, 28, 26, 9, 6, 1, 20], false)).toEqual([1, 4, 6, 9, 20, 26, 28]);
    expect(shownPicks([12, null, 3, null], false)).toEqual([3, 12, null, null]);
  });

  it('keeps the places of numbers played in order (Lotto Strike, Super 66)', () => {
    expect(playsInOrder('strike_standard')).toBe(true);
    expect(playsInOrder('sequential')).toBe(true);
    expect(playsInOrder('strike_boxed')).toBe(false);
    expect(playsInOrder('standard')).toBe(false);
    expect(shownPicks([9, 0, 9, 3, 1, 1], true)).toEqual([9, 0, 9, 3, 1, 1]);
    expect(shownSets('strike_standard', { Numbers: [40, 2, 17, 5] })).toEqual([
      { name: 'Numbers', numbers: [40, 2, 17, 5] },
    ]);
    expect(shownSets('strike_boxed', { Numbers: [40, 2, 17, 5] })).toEqual([
      { name: 'Numbers', numbers: [2, 5, 17, 40] },
    ]);
  });

  it('keeps the Powerball and other sets apart and after the Numbers, each sorted', () => {
    expect(shownSets('standard', { Powerball: [14], Numbers: [4, 28, 26, 9, 6, 1, 20] })).toEqual([
      { name: 'Numbers', numbers: [1, 4, 6, 9, 20, 26, 28] },
      { name: 'Powerball', numbers: [14] },
    ]);
    expect(shownSets('powerpik', { Numbers: [30, 2, 11, 5, 7, 19, 3], Powerball: [18, 2] })).toEqual([
      { name: 'Numbers', numbers: [2, 3, 5, 7, 11, 19, 30] },
      { name: 'Powerball', numbers: [2, 18] },
    ]);
  });

  it('leaves out blanks and empty sets', () => {
    expect(shownSets('mega_combo', { Numbers: [8, null, 1], Favourites: [] })).toEqual([
      { name: 'Numbers', numbers: [1, 8] },
    ]);
  });
});
