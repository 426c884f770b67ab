/** The most tabs a row holds: a phone's width, a tablet's, a wide screen's (spec breakpoints 40em and 64em). */
export const TABS_A_ROW = { phone: 3, tablet: 4, wide: 8 } as const;

/**
 * Columns for `count` tabs, at most `most` a row, with the rows as even as they can be: 5 tabs at
 * 3 a row are 3 and 2, 4 tabs are 2 and 2, never 3 and 1.
 */
export function evenColumns(count: number, most: number): number {
  if (count <= 1) return 1;
  const rows = Math.ceil(count / most);
  const columns = Math.ceil(count / rows);
  // A last row short by two or more (7 at 3 a row: 3, 3 and 1) takes one more a row when that
  // evens it (4 and 3): Powerball's seven ways to play with the Lotto Party.
  const short = columns * rows - count;
  const wider = Math.ceil(count / Math.ceil(count / (most + 1)));
  return short > 1 && wider * Math.ceil(count / wider) - count < short ? wider : columns;
}

export function tabColumns(count: number): { phone: number; tablet: number; wide: number } {
  return {
    phone: evenColumns(count, TABS_A_ROW.phone),
    tablet: evenColumns(count, TABS_A_ROW.tablet),
    wide: evenColumns(count, TABS_A_ROW.wide),
  };
}
