import { describe, expect, it } from 'vitest';
import { evenColumns, tabColumns } from './tab-columns';

describe('tab columns', () => {
  it('fills rows evenly rather than leaving one tab alone on a row', () => {
    expect(evenColumns(4, 3)).toBe(2);
    expect(evenColumns(5, 3)).toBe(3);
    expect(evenColumns(6, 3)).toBe(3);
    expect(evenColumns(6, 4)).toBe(3);
    expect(evenColumns(7, 4)).toBe(4);
    expect(evenColumns(7, 3)).toBe(4);
    expect(evenColumns(2, 3)).toBe(2);
    expect(evenColumns(1, 3)).toBe(1);
  });

  it('puts Powerball’s six ways to play in two rows of three on a phone and a tablet, one row when wide', () => {
    expect(tabColumns(6)).toEqual({ phone: 3, tablet: 3, wide: 6 });
    expect(tabColumns(7)).toEqual({ phone: 4, tablet: 4, wide: 7 });
  });
});
