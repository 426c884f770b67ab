/**
 * Colour contrast as WCAG 2.2 measures it (1.4.3): the ratio of the lighter colour's relative
 * luminance to the darker's, each plus 0.05. The shop asks 4.5 (3-account.md §9 contrast ratio
 * threshold) of every pair of theme colours a page draws text with.
 */
export const CONTRAST_THRESHOLD = 4.5;

/** #rgb, #rgba, #rrggbb or #rrggbbaa as red, green and blue from 0 to 255 (alpha ignored); null otherwise. */
export function rgbOf(hex: string): [number, number, number] | null {
  const m = /^#([0-9a-f]{3,8})$/i.exec(hex);
  const digits = m?.[1];
  if (!digits || ![3, 4, 6, 8].includes(digits.length)) return null;
  const full = digits.length <= 4 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The contrast ratio of two hex colours (1 to 21), or null when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const ra = rgbOf(a);
  const rb = rgbOf(b);
  if (!ra || !rb) return null;
  const [hi, lo] = [luminance(ra), luminance(rb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The ratio as an editor reads it: two decimals, rounded down so 4.499 never reads as 4.5. */
export const ratioText = (ratio: number) => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
