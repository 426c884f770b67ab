/** The most tabs a row holds: a phone's width, a tablet's, a wide screen's (spec breakpoints 40em and 64em). */
export const TABS_A_ROW = { phone: 3, tablet: 4, wide: 8 } as const;

/**
 * Columns for `count` tabs, at most `most` a row, with the rows as even as they can be: 5 tabs at
 * 3 a row are 3 and 2, 4 tabs are 2 and 2, never 3 and 1.
 */
export function evenColumns(count: number, most: number): number {
  if (count <= 1) return 1;
  const rows = Math.ceil(count / most);
  return Math.ceil(count / rows);
}

export function tabColumns(count: number): { phone: number; tablet: number; wide: number } {
  return {
    phone: evenColumns(count, TABS_A_ROW.phone),
    tablet: evenColumns(count, TABS_A_ROW.tablet),
    wide: evenColumns(count, TABS_A_ROW.wide),
  };
}
