import { lotteryScoring, scoredLotteryKeys } from './prize-divisions';

/** One set of a lottery's drawn result: how many numbers, their range, whether their order counts. */
export interface DrawnSet {
  name: string;
  count: number;
  min: number;
  max: number;
  /** Strike and sequential lotteries are won by the drawn order. */
  ordered: boolean;
}

/** The number sets a result of the lottery is made of, in the order results list them. */
export function drawnSetsOf(lotteryKey: string): DrawnSet[] {
  const { kind, main, supplementary, powerball } = lotteryScoring(lotteryKey);
  return [
    { ...main, ordered: kind !== 'pick' },
    // Supplementaries come from the main barrel: the same range as the Numbers.
    ...(supplementary ? [{ ...supplementary, min: main.min, max: main.max, ordered: false }] : []),
    ...(powerball ? [{ ...powerball, ordered: false }] : []),
  ].map(({ name, count, min, max, ordered }) => ({ name, count, min, max, ordered }));
}

/** A result as entered: winning number sets and each division's dividend per winning entry, in cents. */
export interface DrawResultInput {
  winningNumbers: readonly { name: string; numbers: readonly number[] }[];
  divisions: readonly {
    division: number;
    description: string;
    numWinners: number;
    prizeAmount: number;
    prizeSuffix: string | null;
  }[];
}

/**
 * A problem with one field of an entered result. Targets name the field in the request's words:
 * `winning_numbers.<set name>` (as the lottery names it: Numbers, Supplementary, Powerball) and
 * `divisions.<division number>`; null for the result as a whole.
 */
export interface ResultProblem {
  target: string | null;
  code: 'unknown_lottery' | 'missing' | 'unknown' | 'duplicate' | 'count' | 'range' | 'repeated' | 'amount';
  message: string;
}

export type CheckedDrawResult =
  | {
      ok: true;
      /** The sets in the lottery's order with its `ordered`, the divisions best first with the table's descriptions. */
      result: {
        winningNumbers: { name: string; numbers: number[]; ordered: boolean }[];
        divisions: DrawResultInput['divisions'][number][];
      };
    }
  | { ok: false; problems: ResultProblem[] };

const setTarget = (name: string) => `winning_numbers.${name}`;
const divisionTarget = (division: number) => `divisions.${division}`;
const isCents = (n: number) => Number.isSafeInteger(n) && n >= 0;

function checkSet(set: DrawnSet, numbers: readonly number[], digits: boolean): ResultProblem | null {
  const target = setTarget(set.name);
  const what = `${set.count} ${set.count === 1 ? 'number' : 'numbers'}`;
  if (numbers.length !== set.count) {
    return { target, code: 'count', message: `${set.name}: enter ${what} (${numbers.length} given).` };
  }
  if (numbers.some((n) => !Number.isInteger(n) || n < set.min || n > set.max)) {
    return {
      target,
      code: 'range',
      message: `${set.name}: each number is a whole number from ${set.min} to ${set.max}.`,
    };
  }
  // Digits (Super 66) may repeat; balls from a barrel never do.
  if (digits) return null;
  if (new Set(numbers).size !== numbers.length) {
    return { target, code: 'repeated', message: `${set.name}: a number appears twice.` };
  }
  return null;
}

/**
 * The one check of an entered lottery result against its lottery's matrix and prize division
 * table (docs/decisions/260): every set the lottery draws, each with its count of whole numbers in
 * range and no number twice (nor a supplementary among the Numbers); every division of the table
 * once, with a dividend in whole, non-negative cents (0 for a division nobody won) and a
 * non-negative count of winners. Answers every problem, or the result in the lottery's order.
 */
export function checkDrawResult(lotteryKey: string, input: DrawResultInput): CheckedDrawResult {
  if (!scoredLotteryKeys.includes(lotteryKey)) {
    return {
      ok: false,
      problems: [
        {
          target: null,
          code: 'unknown_lottery',
          message: `Lottery ${lotteryKey} has no prize division table: its results cannot be entered here.`,
        },
      ],
    };
  }
  const problems: ResultProblem[] = [];
  const { kind, main, supplementary, divisions: table } = lotteryScoring(lotteryKey);
  const sets = drawnSetsOf(lotteryKey);
  const given = new Map<string, readonly number[]>();
  for (const s of input.winningNumbers) {
    if (given.has(s.name)) {
      problems.push({ target: setTarget(s.name), code: 'duplicate', message: `${s.name} is given twice.` });
    } else if (!sets.some((set) => set.name === s.name)) {
      const names = sets.map((set) => set.name).join(', ');
      problems.push({
        target: setTarget(s.name),
        code: 'unknown',
        message: `${s.name} is not drawn in this lottery (its sets: ${names}).`,
      });
    }
    given.set(s.name, s.numbers);
  }
  for (const set of sets) {
    const numbers = given.get(set.name);
    const problem = numbers
      ? checkSet(set, numbers, kind === 'sequential' && set.name === main.name)
      : { target: setTarget(set.name), code: 'missing' as const, message: `${set.name}: enter ${set.count}.` };
    if (problem) problems.push(problem);
  }
  if (supplementary) {
    const mainNumbers = new Set(given.get(main.name) ?? []);
    if ((given.get(supplementary.name) ?? []).some((n) => mainNumbers.has(n))) {
      problems.push({
        target: setTarget(supplementary.name),
        code: 'repeated',
        message: `${supplementary.name}: a number is also among the ${main.name}.`,
      });
    }
  }

  const seen = new Set<number>();
  for (const d of input.divisions) {
    const target = divisionTarget(d.division);
    if (seen.has(d.division)) {
      problems.push({ target, code: 'duplicate', message: `Division ${d.division} is given twice.` });
    } else if (!table.some((t) => t.division === d.division)) {
      problems.push({
        target,
        code: 'unknown',
        message: `Division ${d.division} is not in this lottery's prize table (divisions 1 to ${table.length}).`,
      });
    } else if (!isCents(d.prizeAmount)) {
      problems.push({
        target,
        code: 'amount',
        message: `Division ${d.division}: the dividend is whole cents, 0 or more.`,
      });
    } else if (!isCents(d.numWinners)) {
      problems.push({
        target,
        code: 'amount',
        message: `Division ${d.division}: winners is a whole number, 0 or more.`,
      });
    }
    seen.add(d.division);
  }
  for (const t of table) {
    if (!seen.has(t.division)) {
      problems.push({
        target: divisionTarget(t.division),
        code: 'missing',
        message: `Division ${t.division}: enter its dividend (0 when nobody won it).`,
      });
    }
  }
  if (problems.length) return { ok: false, problems };

  const byDivision = new Map(input.divisions.map((d) => [d.division, d]));
  return {
    ok: true,
    result: {
      winningNumbers: sets.map((set) => ({
        name: set.name,
        numbers: [...(given.get(set.name) ?? [])],
        ordered: set.ordered,
      })),
      divisions: table.map((t) => {
        const d = byDivision.get(t.division) as DrawResultInput['divisions'][number];
        return { ...d, description: d.description.trim() || t.description };
      }),
    },
  };
}
