import { AppError } from '../../platform/app-error';
import type { LotteryScoring } from './prize-divisions';

/**
 * How each game type the catalogue sells turns a game into lines (docs/decisions/042, 191):
 * - `lines`: every combination of the line's count from the game's Numbers (and of each picked
 *   Powerball set): standard, random, lotto_party (one line), reduced_system and the Powerpik
 *   types (systems), mega_combo (a system, plus its quick-pick combo games as plain lines);
 * - `covering`: as `lines`, and a Powerball the game does not pick covers every Powerball;
 * - `inOrder` / `everyOrder`: Lotto Strike played as picked, or boxed (every order of its numbers);
 * - `digits`: Super 66, six digits in place;
 * - `noNumbers`: syndicate shares and deferred entries hold no numbers of their own.
 */
export type LineRule = 'lines' | 'covering' | 'inOrder' | 'everyOrder' | 'digits' | 'noNumbers';

const lineRules: Readonly<Record<string, LineRule>> = {
  standard: 'lines',
  random: 'lines',
  lotto_party: 'lines',
  reduced_system: 'lines',
  powerpik: 'lines',
  powerpik_system: 'lines',
  mega_combo: 'lines',
  powerhit: 'covering',
  powerhit_super_combo: 'covering',
  strike_standard: 'inOrder',
  strike_boxed: 'everyOrder',
  sequential: 'digits',
  syndicate: 'noNumbers',
  deferred: 'noNumbers',
};

/** The lottery kinds each rule can be played on. */
const playedOn: Readonly<Record<LineRule, readonly LotteryScoring['kind'][]>> = {
  lines: ['pick'],
  covering: ['pick'],
  inOrder: ['strike'],
  everyOrder: ['strike'],
  digits: ['sequential'],
  noNumbers: ['pick', 'strike', 'sequential'],
};

export const scoringFailure = (message: string) => new AppError('internal_error', { message });

/** The line rule of a game type on a lottery; throws for a game type the lottery does not sell. */
export function lineRuleOf(lottery: LotteryScoring, gameType: string): LineRule {
  const rule = lineRules[gameType];
  if (!rule || !playedOn[rule].includes(lottery.kind)) {
    throw scoringFailure(`Game type ${gameType} cannot be scored on ${lottery.lotteryKey}`);
  }
  return rule;
}
