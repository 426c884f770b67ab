import { fillQuickPicks, type GameSelection, type NumberSet } from '@drawline/contracts';
import { type Random, unitInterval } from '../../lib/random';
import type { GameNumbers } from './orders.tables';

/** The game's matrix from the catalogue: its game type and the number sets a game fills. */
export interface SelectionRules {
  gameTypeKey: string;
  numberSets: readonly NumberSet[];
}

/**
 * A quick pick drawn on the server from the injected random source (cryptographic in production),
 * following the game's matrix and the selection rules: each required set gets its count of
 * numbers from min to max, distinct unless the game type repeats digits (Super 66). Numbers the
 * customer chose in `picks` stay where they are; only blanks are drawn. An optional set given
 * without numbers is left out.
 */
export function drawQuickPick(rules: SelectionRules, random: Random, picks: GameSelection = {}): GameNumbers {
  const filled = fillQuickPicks(rules.gameTypeKey, { numberSets: [...rules.numberSets] }, picks, unitInterval(random));
  const game: GameNumbers = {};
  for (const [name, numbers] of Object.entries(filled)) {
    const picked = numbers.filter((n): n is number => n !== null);
    // Only an optional set (super combo Favourites) can be empty here: left out, as not used.
    if (picked.length) game[name] = picked;
  }
  return game;
}
