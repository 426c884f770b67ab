/**
 * The prize division tables of the demo lotteries, as data: what a line must match to win each
 * division. Sources (the official operator's published division tables, docs/decisions/190):
 * - Powerball (7 from 35 + 1 from 20, since draw 1144, April 2018): thelott.com/powerball/how-to-play
 * - Oz Lotto (7 from 47 + 3 supplementaries, since May 2022): thelott.com/oz-lotto/how-to-play
 * - Saturday, Monday and Wednesday Lotto (6 from 45 + 2 supplementaries):
 *   thelott.com/saturday-lotto/how-to-play, …/monday-lotto/…, …/wednesday-lotto/…
 * - Set for Life (7 from 44 + 2 bonus numbers): thelott.com/set-for-life/how-to-play
 * - Super 66 (six digits 0-9 in order, first or last): thelott.com/super-66/how-to-play
 * - Lotto Strike (the first four balls in order): thelott.com/lotto-strike/how-to-play
 * The descriptions are the demo catalogue's own, word for word, so a result page and a win agree.
 */

/**
 * What a line must match for a division.
 * - `pick`: `main` lists the accepted counts of the line's Numbers among the drawn Numbers
 *   (exactly); `supplementary` is the least count of the line's Numbers among the drawn
 *   supplementary (or bonus) balls; `powerball` the least count of its Powerball among the drawn
 *   Powerball.
 * - `fromStart`: the first `length` balls in the drawn order, position by position (Lotto Strike).
 * - `fromEitherEnd`: the first or the last `length` digits, in order (Super 66).
 */
export type DivisionRequirement =
  | { kind: 'pick'; main: readonly number[]; supplementary: number; powerball: number }
  | { kind: 'fromStart'; length: number }
  | { kind: 'fromEitherEnd'; length: number };

export interface PrizeDivision {
  /** 1 is the top prize; a line wins only its best (lowest-numbered) division. */
  division: number;
  description: string;
  requirement: DivisionRequirement;
}

/** One set of a lottery's plain line: how many numbers from which range. */
export interface LineSet {
  /** The set name in tickets and results (Numbers, Powerball), kept as written. */
  name: string;
  count: number;
  min: number;
  max: number;
}

/**
 * How a lottery's lines are played and won.
 * - `pick`: unordered Numbers, optional supplementary balls from the same barrel, an optional
 *   Powerball from its own barrel;
 * - `strike`: the first balls in the drawn order;
 * - `sequential`: digits in positions that may repeat.
 */
export interface LotteryScoring {
  lotteryKey: string;
  kind: 'pick' | 'strike' | 'sequential';
  /** The Numbers of one plain line. */
  main: LineSet;
  /** Drawn from the main barrel after the Numbers; a line's Numbers match them (Supplementary, Bonus). */
  supplementary?: { name: string; count: number };
  /** A one-ball set from its own barrel (Powerball). */
  powerball?: LineSet;
  divisions: readonly PrizeDivision[];
}

const pick = (division: number, description: string, main: number | readonly number[], extra = {}) => ({
  division,
  description,
  requirement: {
    kind: 'pick' as const,
    main: typeof main === 'number' ? [main] : main,
    supplementary: 0,
    powerball: 0,
    ...extra,
  },
});
const supp = { supplementary: 1 };
const pb = { powerball: 1 };

const lotto645: readonly PrizeDivision[] = [
  pick(1, '6 winning numbers', 6),
  pick(2, '5 winning numbers and a supplementary', 5, supp),
  pick(3, '5 winning numbers', 5),
  pick(4, '4 winning numbers', 4),
  pick(5, '3 winning numbers and a supplementary', 3, supp),
  pick(6, '1 or 2 winning numbers and both supplementaries', [1, 2], { supplementary: 2 }),
];

const lotto645Scoring = (lotteryKey: string): LotteryScoring => ({
  lotteryKey,
  kind: 'pick',
  main: { name: 'Numbers', count: 6, min: 1, max: 45 },
  supplementary: { name: 'Supplementary', count: 2 },
  divisions: lotto645,
});

const lotteries: readonly LotteryScoring[] = [
  {
    lotteryKey: 'powerball2018',
    kind: 'pick',
    main: { name: 'Numbers', count: 7, min: 1, max: 35 },
    powerball: { name: 'Powerball', count: 1, min: 1, max: 20 },
    divisions: [
      pick(1, '7 winning numbers and the Powerball', 7, pb),
      pick(2, '7 winning numbers', 7),
      pick(3, '6 winning numbers and the Powerball', 6, pb),
      pick(4, '6 winning numbers', 6),
      pick(5, '5 winning numbers and the Powerball', 5, pb),
      pick(6, '4 winning numbers and the Powerball', 4, pb),
      pick(7, '5 winning numbers', 5),
      pick(8, '3 winning numbers and the Powerball', 3, pb),
      pick(9, '2 winning numbers and the Powerball', 2, pb),
    ],
  },
  {
    lotteryKey: 'oz_lotto2022',
    kind: 'pick',
    main: { name: 'Numbers', count: 7, min: 1, max: 47 },
    supplementary: { name: 'Supplementary', count: 3 },
    divisions: [
      pick(1, '7 winning numbers', 7),
      pick(2, '6 winning numbers and a supplementary', 6, supp),
      pick(3, '6 winning numbers', 6),
      pick(4, '5 winning numbers and a supplementary', 5, supp),
      pick(5, '5 winning numbers', 5),
      pick(6, '4 winning numbers', 4),
      pick(7, '3 winning numbers and a supplementary', 3, supp),
    ],
  },
  lotto645Scoring('saturday_lotto'),
  lotto645Scoring('monday_lotto'),
  lotto645Scoring('wednesday_lotto'),
  {
    lotteryKey: 'set_for_life2020',
    kind: 'pick',
    main: { name: 'Numbers', count: 7, min: 1, max: 44 },
    supplementary: { name: 'Bonus', count: 2 },
    divisions: [
      pick(1, '7 winning numbers', 7),
      pick(2, '6 winning numbers and a bonus number', 6, supp),
      pick(3, '6 winning numbers', 6),
      pick(4, '5 winning numbers and a bonus number', 5, supp),
      pick(5, '5 winning numbers', 5),
      pick(6, '4 winning numbers and a bonus number', 4, supp),
      pick(7, '4 winning numbers', 4),
      pick(8, '3 winning numbers and a bonus number', 3, supp),
    ],
  },
  {
    lotteryKey: 'super_66',
    kind: 'sequential',
    main: { name: 'Numbers', count: 6, min: 0, max: 9 },
    divisions: [
      { division: 1, description: 'All 6 digits in order', requirement: { kind: 'fromEitherEnd', length: 6 } },
      {
        division: 2,
        description: 'First 5 or last 5 digits in order',
        requirement: { kind: 'fromEitherEnd', length: 5 },
      },
      {
        division: 3,
        description: 'First 4 or last 4 digits in order',
        requirement: { kind: 'fromEitherEnd', length: 4 },
      },
      {
        division: 4,
        description: 'First 3 or last 3 digits in order',
        requirement: { kind: 'fromEitherEnd', length: 3 },
      },
      {
        division: 5,
        description: 'First 2 or last 2 digits in order',
        requirement: { kind: 'fromEitherEnd', length: 2 },
      },
    ],
  },
  {
    lotteryKey: 'lotto_strike',
    kind: 'strike',
    main: { name: 'Numbers', count: 4, min: 1, max: 45 },
    divisions: [
      {
        division: 1,
        description: 'Strike 4: the first four balls in order',
        requirement: { kind: 'fromStart', length: 4 },
      },
      {
        division: 2,
        description: 'Strike 3: the first three balls in order',
        requirement: { kind: 'fromStart', length: 3 },
      },
      {
        division: 3,
        description: 'Strike 2: the first two balls in order',
        requirement: { kind: 'fromStart', length: 2 },
      },
      { division: 4, description: 'Strike 1: the first ball', requirement: { kind: 'fromStart', length: 1 } },
    ],
  },
];

const byKey = new Map(lotteries.map((l) => [l.lotteryKey, l]));

/** The lotteries the scorer knows, by key. */
export const scoredLotteryKeys: readonly string[] = lotteries.map((l) => l.lotteryKey);

/** How a lottery is scored; throws for a lottery without a division table (nothing is scored by guess). */
export function lotteryScoring(lotteryKey: string): LotteryScoring {
  const found = byKey.get(lotteryKey);
  if (!found) throw new Error(`No prize division table for lottery ${lotteryKey}`);
  return found;
}

/** The prize divisions of a lottery, best first. */
export function prizeDivisions(lotteryKey: string): readonly PrizeDivision[] {
  return lotteryScoring(lotteryKey).divisions;
}
