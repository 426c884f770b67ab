import { lineRuleOf } from './game-types';
import { type LotteryScoring, lotteryScoring, type PrizeDivision } from './prize-divisions';
import type { DivisionCount, DrawnNumbers, GameNumbers, ScorableTicket } from './scoring-types';

/**
 * The slow, obvious scorer the tests hold the fast one to (never used by the shop): it lists
 * every line a ticket plays, one by one, and looks each up in the division table.
 */

interface Line {
  numbers: readonly number[];
  /** The line's Powerball, empty when it plays none. */
  powerball: readonly number[];
}

function combinationsOf<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  const out: T[][] = [];
  items.forEach((first, i) => {
    for (const rest of combinationsOf(items.slice(i + 1), k - 1)) out.push([first, ...rest]);
  });
  return out;
}

function ordersOf<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  const out: T[][] = [];
  items.forEach((first, i) => {
    for (const rest of ordersOf([...items.slice(0, i), ...items.slice(i + 1)], k - 1)) out.push([first, ...rest]);
  });
  return out;
}

function pickLines(lottery: LotteryScoring, game: GameNumbers, covering: boolean): Line[] {
  const pb = lottery.powerball;
  let powerballs: number[][] = [[]];
  if (pb) {
    const picked = game[pb.name];
    if (picked) powerballs = combinationsOf(picked, pb.count);
    else if (covering) {
      const every = Array.from({ length: pb.max - pb.min + 1 }, (_, i) => pb.min + i);
      powerballs = combinationsOf(every, pb.count);
    }
  }
  const lines: Line[] = [];
  for (const numbers of combinationsOf(game[lottery.main.name] ?? [], lottery.main.count)) {
    for (const powerball of powerballs) lines.push({ numbers, powerball });
  }
  return lines;
}

/** Every line a ticket plays, spelled out. */
export function linesOf(lottery: LotteryScoring, ticket: ScorableTicket): Line[] {
  const rule = lineRuleOf(lottery, ticket.gameType);
  const lines: Line[] = [];
  for (const game of ticket.games) {
    const numbers = game[lottery.main.name] ?? [];
    if (rule === 'lines' || rule === 'covering') lines.push(...pickLines(lottery, game, rule === 'covering'));
    else if (rule === 'everyOrder') {
      for (const order of ordersOf(numbers, lottery.main.count)) lines.push({ numbers: order, powerball: [] });
    } else lines.push({ numbers, powerball: [] });
  }
  for (const game of ticket.comboGames ?? []) lines.push(...pickLines(lottery, game, false));
  return lines;
}

function wins(lottery: LotteryScoring, d: PrizeDivision, line: Line, drawn: DrawnNumbers): boolean {
  const r = d.requirement;
  const winning = drawn[lottery.main.name] ?? [];
  if (r.kind === 'pick') {
    const main = line.numbers.filter((n) => winning.includes(n)).length;
    const supplementaries = lottery.supplementary ? (drawn[lottery.supplementary.name] ?? []) : [];
    const supplementary = line.numbers.filter((n) => supplementaries.includes(n)).length;
    const drawnPowerballs = lottery.powerball ? (drawn[lottery.powerball.name] ?? []) : [];
    const powerball = line.powerball.filter((n) => drawnPowerballs.includes(n)).length;
    return r.main.includes(main) && supplementary >= r.supplementary && powerball >= r.powerball;
  }
  const first = line.numbers.slice(0, r.length);
  const fromStart = first.length === r.length && first.every((n, i) => n === winning[i]);
  if (r.kind === 'fromStart') return fromStart;
  const last = line.numbers.slice(-r.length);
  const fromEnd = last.every((n, i) => n === winning[winning.length - r.length + i]);
  return fromStart || fromEnd;
}

/** The reference answer: each line's best division, counted. */
export function referenceScoreTicket(lotteryKey: string, ticket: ScorableTicket, drawn: DrawnNumbers): DivisionCount[] {
  const lottery = lotteryScoring(lotteryKey);
  const counts = new Map<number, number>();
  for (const line of linesOf(lottery, ticket)) {
    const won = lottery.divisions.find((d) => wins(lottery, d, line, drawn));
    if (won) counts.set(won.division, (counts.get(won.division) ?? 0) + 1);
  }
  return [...counts].sort(([a], [b]) => a - b).map(([division, count]) => ({ division, count }));
}
