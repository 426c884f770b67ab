import { scoringFailure } from './game-types';
import type { DivisionCount } from './scoring-types';

/** A division's dividend as results publish it: the prize per winning line, in cents. */
export interface DivisionDividend {
  division: number;
  prizeAmount: number;
}

/**
 * What a ticket's wins are worth in cents: each division's dividend times its winning lines.
 * Throws when a won division has no dividend, so a ticket is never paid short by a missing row.
 */
export function ticketPrize(wins: readonly DivisionCount[], dividends: readonly DivisionDividend[]): number {
  let total = 0;
  for (const { division, count } of wins) {
    const dividend = dividends.find((d) => d.division === division);
    if (!dividend) throw scoringFailure(`Division ${division} has no dividend`);
    total += dividend.prizeAmount * count;
  }
  if (!Number.isSafeInteger(total)) throw scoringFailure('A ticket prize beyond a safe integer of cents');
  return total;
}
