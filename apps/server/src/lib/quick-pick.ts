import { fillQuickPicks, type GameSelection, type NumberSet } from '@drawline/contracts';
import type { Random } from './random';

/** The game's matrix: its game type and the number sets a game fills. */
export interface SelectionRules {
  gameTypeKey: string;
  numberSets: readonly NumberSet[];
}

/** One game's numbers by set name, as tickets and syndicates hold them. */
export type PickedGame = Record<string, number[]>;

/** crypto.randomInt's widest range (2^48 - 1), so a quick pick's numbers are uniform to within 2^-48. */
const UNIT = 2 ** 48 - 1;

/** Numbers in [0, 1) from the injected random source, for the selection rules' pickers. */
export const unitInterval =
  (random: Random): (() => number) =>
  () =>
    random.int(0, UNIT) / UNIT;

/**
 * A quick pick drawn on the server from the injected random source (cryptographic in production),
 * following the game's matrix and the selection rules: each required set gets its count of
 * numbers from min to max, distinct unless the game type repeats digits (Super 66). Numbers the
 * customer chose in `picks` stay where they are; only blanks are drawn. An optional set given
 * without numbers is left out. Used for customers' quick picks (orders) and syndicates' own
 * games (catalogue, docs/decisions/255).
 */
export function drawQuickPick(rules: SelectionRules, random: Random, picks: GameSelection = {}): PickedGame {
  const filled = fillQuickPicks(rules.gameTypeKey, { numberSets: [...rules.numberSets] }, picks, unitInterval(random));
  const game: PickedGame = {};
  for (const [name, numbers] of Object.entries(filled)) {
    const picked = numbers.filter((n): n is number => n !== null);
    // Only an optional set (super combo Favourites) can be empty here: left out, as not used.
    if (picked.length) game[name] = picked;
  }
  return game;
}
