import { type Random, seededRandom } from '../../lib/random';

/** Demo data comes from fixed randomness keyed by what it describes, so every shop shows the same history. */
const SEED = 20261121;

export function hash(s: string): number {
  let h = 0;
  for (const ch of s) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h >>> 0;
}

/** A repeatable random stream for one named thing (a draw, a syndicate). */
export const randomFor = (name: string): Random => seededRandom((SEED ^ hash(name)) >>> 0);

/** A number in [0, 1) from a stream. */
export const unitOf = (rnd: Random) => rnd.int(0, 1_000_000) / 1_000_000;
