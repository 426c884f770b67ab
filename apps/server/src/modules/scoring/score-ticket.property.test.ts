import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type LotteryScoring, lotteryScoring } from './prize-divisions';
import { scoreTicket, scoringDraw } from './score-ticket';
import { referenceScoreTicket } from './score-ticket.reference';
import type { DrawnNumbers, GameNumbers } from './scoring-types';

/**
 * The fast scorer against the reference (every line listed) on random draws and tickets, for
 * every game type of every demo lottery, with the game sizes the demo catalogue sells. Tickets
 * are drawn mostly from the winning numbers, so every division comes up often.
 */

const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);

/** A draw of the lottery: its Numbers (in drawn order), supplementaries and Powerball. */
function drawArb(lottery: LotteryScoring): fc.Arbitrary<DrawnNumbers> {
  const { main, supplementary, powerball } = lottery;
  const fromBarrel =
    lottery.kind === 'sequential'
      ? fc.array(fc.integer({ min: main.min, max: main.max }), { minLength: main.count, maxLength: main.count })
      : fc.shuffledSubarray(range(main.min, main.max), {
          minLength: main.count + (supplementary?.count ?? 0),
          maxLength: main.count + (supplementary?.count ?? 0),
        });
  const powerballs = powerball
    ? fc.shuffledSubarray(range(powerball.min, powerball.max), {
        minLength: powerball.count,
        maxLength: powerball.count,
      })
    : fc.constant<number[]>([]);
  return fc.tuple(fromBarrel, powerballs).map(([balls, pbs]) => {
    const drawn: Record<string, number[]> = { [main.name]: balls.slice(0, main.count) };
    if (supplementary) drawn[supplementary.name] = balls.slice(main.count);
    if (powerball) drawn[powerball.name] = pbs;
    return drawn;
  });
}

/** `size` distinct numbers of [min, max], about half of them from `likely` (the drawn balls). */
function numbersArb(min: number, max: number, size: number, likely: readonly number[]): fc.Arbitrary<number[]> {
  const others = range(min, max).filter((n) => !likely.includes(n));
  const most = Math.min(size, likely.length);
  return fc
    .integer({ min: Math.max(0, size - others.length), max: most })
    .chain((fromLikely) =>
      fc.tuple(
        fc.shuffledSubarray([...likely], { minLength: fromLikely, maxLength: fromLikely }),
        fc.shuffledSubarray(others, { minLength: size - fromLikely, maxLength: size - fromLikely }),
      ),
    )
    .chain(([a, b]) => fc.shuffledSubarray([...a, ...b], { minLength: size, maxLength: size }));
}

function inDrawnOrderFirst(numbers: readonly number[], drawn: readonly number[]): number[] {
  return [...drawn.filter((d) => numbers.includes(d)), ...numbers.filter((n) => !drawn.includes(n))];
}

/** What one game of a game type holds: its Numbers count (any of), its Powerball count (none: left out). */
interface GameShape {
  numbers: readonly number[];
  powerballs?: readonly number[];
  /** Super combo: this many quick-pick plain lines come with each game. */
  comboGames?: number;
}

function gameArb(lottery: LotteryScoring, drawn: DrawnNumbers, shape: GameShape): fc.Arbitrary<GameNumbers> {
  const { main, supplementary, powerball } = lottery;
  const likely = [...(drawn[main.name] ?? []), ...(supplementary ? (drawn[supplementary.name] ?? []) : [])];
  const numbers = fc.constantFrom(...shape.numbers).chain((n) =>
    lottery.kind === 'sequential'
      ? // Digits: mostly the drawn digit in its place, so runs from either end come up.
        fc.tuple(
          ...(drawn[main.name] ?? []).map((d) =>
            fc.oneof(fc.constant(d), fc.integer({ min: main.min, max: main.max })),
          ),
        )
      : lottery.kind === 'strike'
        ? // Strike: half the time the drawn balls it holds come first, in drawn order.
          fc
            .tuple(numbersArb(main.min, main.max, n, likely), fc.boolean())
            .map(([ns, inDrawnOrder]) => (inDrawnOrder ? inDrawnOrderFirst(ns, drawn[main.name] ?? []) : ns))
        : numbersArb(main.min, main.max, n, likely),
  );
  if (!powerball || !shape.powerballs) return numbers.map((ns) => ({ [main.name]: ns }));
  const pbs = fc
    .constantFrom(...shape.powerballs)
    .chain((p) => numbersArb(powerball.min, powerball.max, p, drawn[powerball.name] ?? []));
  return fc.tuple(numbers, pbs).map(([ns, pb]) => ({ [main.name]: ns, [powerball.name]: pb }));
}

function ticketArb(lotteryKey: string, shape: GameShape) {
  const lottery = lotteryScoring(lotteryKey);
  return drawArb(lottery).chain((drawn) => {
    const plain = { numbers: [lottery.main.count], powerballs: lottery.powerball ? [1] : undefined };
    return fc.record({
      drawn: fc.constant(drawn),
      games: fc.array(gameArb(lottery, drawn, shape), { minLength: 1, maxLength: 3 }),
      comboGames: shape.comboGames
        ? fc.array(gameArb(lottery, drawn, plain), { minLength: shape.comboGames, maxLength: shape.comboGames })
        : fc.constant([]),
    });
  });
}

const plainLotto = (k: number, systems: number[]) => ({
  standard: { numbers: [k] },
  random: { numbers: [k] },
  lotto_party: { numbers: [k] },
  reduced_system: { numbers: systems },
});

/** The demo catalogue's game types and sizes per lottery (Monday and Wednesday Lotto play Saturday's table). */
const cases: Record<string, Record<string, GameShape>> = {
  powerball2018: {
    standard: { numbers: [7], powerballs: [1] },
    lotto_party: { numbers: [7], powerballs: [1] },
    reduced_system: { numbers: [8, 9, 10, 11, 12], powerballs: [1] },
    powerhit: { numbers: [7] },
    powerhit_super_combo: { numbers: [8] },
    powerpik: { numbers: [7], powerballs: [2, 5, 10] },
    powerpik_system: { numbers: [8, 9], powerballs: [2] },
    mega_combo: { numbers: [8], comboGames: 12 },
  },
  oz_lotto2022: {
    ...plainLotto(7, [8, 9, 10, 11, 12, 13]),
    mega_combo: { numbers: [8, 9], comboGames: 12 },
  },
  saturday_lotto: plainLotto(6, [7, 8, 9, 10, 11, 12, 14]),
  set_for_life2020: { standard: { numbers: [7] }, reduced_system: { numbers: [8, 9, 10] } },
  super_66: { sequential: { numbers: [6] } },
  lotto_strike: { strike_standard: { numbers: [4] }, strike_boxed: { numbers: [4] } },
};

describe('the fast scorer agrees with the reference on random tickets', () => {
  for (const [lotteryKey, gameTypes] of Object.entries(cases)) {
    for (const [gameType, shape] of Object.entries(gameTypes)) {
      it(`${lotteryKey} ${gameType}`, () => {
        fc.assert(
          fc.property(ticketArb(lotteryKey, shape), ({ drawn, games, comboGames }) => {
            const ticket = { gameType, games, comboGames };
            expect(scoreTicket(scoringDraw(lotteryKey, drawn), ticket)).toEqual(
              referenceScoreTicket(lotteryKey, ticket, drawn),
            );
          }),
          { numRuns: 150 },
        );
      });
    }
  }

  it('finds wins in every division of every lottery (the generators reach them)', () => {
    for (const [lotteryKey, gameTypes] of Object.entries(cases)) {
      const seen = new Set<number>();
      for (const [gameType, shape] of Object.entries(gameTypes)) {
        for (const { drawn, games, comboGames } of fc.sample(ticketArb(lotteryKey, shape), {
          numRuns: 300,
          seed: 1,
        })) {
          for (const w of scoreTicket(scoringDraw(lotteryKey, drawn), { gameType, games, comboGames }))
            seen.add(w.division);
        }
      }
      expect(
        [...seen].sort((a, b) => a - b),
        lotteryKey,
      ).toEqual(lotteryScoring(lotteryKey).divisions.map((d) => d.division));
    }
  });
});
