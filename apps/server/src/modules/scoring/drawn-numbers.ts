import type { WinningNumberSet } from '@drawline/contracts';
import type { DrawnNumbers } from './scoring-types';

/** A draw's stored winning number sets (draw_results.winning_numbers) by set name, for scoringDraw. */
export function drawnNumbersOf(sets: readonly WinningNumberSet[]): DrawnNumbers {
  return Object.fromEntries(sets.map((s) => [s.name, s.numbers]));
}
