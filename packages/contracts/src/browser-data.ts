/**
 * The browser data a card deposit carries for 3-D Secure (3-account.md §9: "Browser colour depth is
 * rounded to the nearest of 1, 4, 8, 15, 16, 24, 32, 48", the values EMV 3-D Secure accepts;
 * decision 492). The deposit page sends it in the deposit's metadata; the server rounds it again,
 * so a client that sends any other number is kept to the list.
 */
export const BROWSER_COLOUR_DEPTHS = [1, 4, 8, 15, 16, 24, 32, 48] as const;

/** The metadata key of the browser's colour depth (`browser_color_depth` on the wire, whose keys are snake_case). */
export const BROWSER_COLOUR_DEPTH_KEY = 'browserColorDepth';

/** The nearest allowed colour depth; a tie goes to the deeper one (20 is 24). */
export function roundColourDepth(depth: number): number {
  let best: number = BROWSER_COLOUR_DEPTHS[0];
  for (const allowed of BROWSER_COLOUR_DEPTHS) {
    if (Math.abs(allowed - depth) <= Math.abs(best - depth)) best = allowed;
  }
  return best;
}

/**
 * The metadata with its colour depth rounded; one that is not a number is dropped rather than
 * kept as sent.
 */
export function withRoundedColourDepth(metadata: Record<string, string>): Record<string, string> {
  const sent = metadata[BROWSER_COLOUR_DEPTH_KEY];
  if (sent === undefined) return metadata;
  const { [BROWSER_COLOUR_DEPTH_KEY]: _dropped, ...rest } = metadata;
  const depth = Number(sent);
  if (sent.trim() === '' || !Number.isFinite(depth)) return rest;
  return { ...rest, [BROWSER_COLOUR_DEPTH_KEY]: String(roundColourDepth(depth)) };
}
