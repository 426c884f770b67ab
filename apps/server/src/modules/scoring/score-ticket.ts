import { type LineRule, lineRuleOf, scoringFailure } from './game-types';
import { type LotteryScoring, lotteryScoring } from './prize-divisions';
import type { DivisionCount, DrawnNumbers, GameNumbers, ScorableTicket } from './scoring-types';

/**
 * The fast scorer: a ticket's winning lines per division, counted without listing the lines.
 * A system of N numbers with m winning and s supplementary numbers holds
 * C(m, i)·C(s, j)·C(N-m-s, k-i-j) lines with i winning and j supplementary numbers; Powerball
 * sets and boxed orders are counted the same way. Per draw the winning numbers become lookup
 * tables once (`scoringDraw`), so scoring a line is a few array reads and no allocation.
 * score-ticket.reference.ts lists every line instead; the property tests hold the two equal.
 */

const MAX_N = 64;
/** Binomials C(n, r) for n, r < 64 (exact while below 2^53, far above any system sold). */
const BINOMIAL = (() => {
  const t = new Float64Array(MAX_N * MAX_N);
  for (let n = 0; n < MAX_N; n++) {
    t[n * MAX_N] = 1;
    for (let r = 1; r <= n; r++) t[n * MAX_N + r] = (t[(n - 1) * MAX_N + r - 1] ?? 0) + (t[(n - 1) * MAX_N + r] ?? 0);
  }
  return t;
})();

function choose(n: number, r: number): number {
  if (r < 0 || n < 0 || r > n) return 0;
  if (n >= MAX_N) throw scoringFailure(`A game of ${n} numbers is beyond the scorer`);
  return BINOMIAL[n * MAX_N + r] as number;
}

/** Ordered selections P(n, r). */
function arrange(n: number, r: number): number {
  if (r < 0 || r > n) return 0;
  let out = 1;
  for (let i = 0; i < r; i++) out *= n - i;
  return out;
}

/** A draw's winning numbers made ready for scoring many tickets: build once per draw. */
export interface ScoringDraw {
  readonly lottery: LotteryScoring;
  /** Per number: 1 a winning number, 2 a supplementary (pick lotteries). */
  readonly mark: Uint8Array;
  /** Per number: 1 when it is a drawn Powerball. */
  readonly powerballMark: Uint8Array;
  readonly powerballsDrawn: number;
  /** Numbers in drawn order (strike and sequential lotteries). */
  readonly ordered: readonly number[];
  /** Pick lotteries: division by (main, supplementary, powerball) matches, 0 for none. */
  readonly pickTable: Int16Array;
  /** Strike and sequential: division by the length matched in order, 0 for none. */
  readonly lengthTable: Int16Array;
  /** Scratch counts per division, reused from ticket to ticket. */
  readonly counts: Float64Array;
  /** Scratch ways per Powerball match count. */
  readonly powerballWays: Float64Array;
}

function checkDrawn(lottery: LotteryScoring, name: string, numbers: readonly number[] | undefined, count: number) {
  const { min, max } = name === lottery.powerball?.name ? lottery.powerball : lottery.main;
  const ok =
    numbers !== undefined &&
    numbers.length === count &&
    numbers.every((n) => Number.isInteger(n) && n >= min && n <= max) &&
    (lottery.kind === 'sequential' || new Set(numbers).size === count);
  if (!ok) throw scoringFailure(`The drawn ${name} of ${lottery.lotteryKey} do not fit its matrix`);
  return numbers;
}

const pickIndex = (lottery: LotteryScoring, m: number, s: number, q: number) =>
  (m * ((lottery.supplementary?.count ?? 0) + 1) + s) * ((lottery.powerball?.count ?? 0) + 1) + q;

/** Prepares a draw of a lottery for scoring; throws when the drawn numbers do not fit the lottery. */
export function scoringDraw(lotteryKey: string, drawn: DrawnNumbers): ScoringDraw {
  const lottery = lotteryScoring(lotteryKey);
  const { main, supplementary, powerball } = lottery;
  const winning = checkDrawn(lottery, main.name, drawn[main.name], main.count);
  const mark = new Uint8Array(MAX_N);
  const powerballMark = new Uint8Array(MAX_N);
  const suppCount = supplementary?.count ?? 0;
  const pbCount = powerball?.count ?? 0;
  const pickTable = new Int16Array((main.count + 1) * (suppCount + 1) * (pbCount + 1));
  const lengthTable = new Int16Array(main.count + 1);

  if (lottery.kind === 'pick') {
    for (const n of winning) mark[n] = 1;
    if (supplementary) {
      for (const n of checkDrawn(lottery, supplementary.name, drawn[supplementary.name], suppCount)) {
        if (mark[n]) throw scoringFailure(`A supplementary of ${lotteryKey} is also a winning number`);
        mark[n] = 2;
      }
    }
    if (powerball)
      for (const n of checkDrawn(lottery, powerball.name, drawn[powerball.name], pbCount)) powerballMark[n] = 1;
    for (let m = 0; m <= main.count; m++) {
      for (let s = 0; s <= suppCount; s++) {
        for (let q = 0; q <= pbCount; q++) {
          const won = lottery.divisions.find(
            ({ requirement: r }) => r.kind === 'pick' && r.main.includes(m) && s >= r.supplementary && q >= r.powerball,
          );
          pickTable[pickIndex(lottery, m, s, q)] = won?.division ?? 0;
        }
      }
    }
  } else {
    for (let length = 0; length <= main.count; length++) {
      const won = lottery.divisions.find(({ requirement: r }) => r.kind !== 'pick' && length >= r.length);
      lengthTable[length] = won?.division ?? 0;
    }
  }
  return {
    lottery,
    mark,
    powerballMark,
    powerballsDrawn: pbCount,
    ordered: winning,
    pickTable,
    lengthTable,
    counts: new Float64Array(lottery.divisions.length + 1),
    powerballWays: new Float64Array(pbCount + 1),
  };
}

function numbersOf(draw: ScoringDraw, game: GameNumbers, least: number): readonly number[] {
  const numbers = game[draw.lottery.main.name];
  if (!numbers || numbers.length < least) {
    throw scoringFailure(`A game of ${draw.lottery.lotteryKey} has too few ${draw.lottery.main.name}`);
  }
  return numbers;
}

/** Fills draw.powerballWays[q]: how many of the game's Powerball choices match q drawn Powerballs. */
function powerballWays(draw: ScoringDraw, game: GameNumbers, covering: boolean): void {
  const ways = draw.powerballWays;
  const powerball = draw.lottery.powerball;
  ways.fill(0);
  if (!powerball) {
    ways[0] = 1;
    return;
  }
  const picked = game[powerball.name];
  let size: number;
  let matched = 0;
  if (picked) {
    size = picked.length;
    for (const n of picked) matched += draw.powerballMark[n] ?? 0;
  } else if (covering) {
    size = powerball.max - powerball.min + 1;
    matched = draw.powerballsDrawn;
  } else {
    // A game without a Powerball (a Powerball super combo's system) plays its lines without one.
    ways[0] = 1;
    return;
  }
  const c = powerball.count;
  for (let q = 0; q <= c; q++) ways[q] = choose(matched, q) * choose(size - matched, c - q);
}

function addPickGame(draw: ScoringDraw, game: GameNumbers, covering: boolean): void {
  const { lottery, mark, pickTable, counts } = draw;
  const k = lottery.main.count;
  const numbers = numbersOf(draw, game, k);
  let m = 0;
  let s = 0;
  for (const n of numbers) {
    const v = mark[n];
    if (v === 1) m++;
    else if (v === 2) s++;
  }
  const rest = numbers.length - m - s;
  powerballWays(draw, game, covering);
  const ways = draw.powerballWays;
  for (let i = Math.min(m, k); i >= 0; i--) {
    for (let j = Math.min(s, k - i); j >= 0; j--) {
      const lines = choose(m, i) * choose(s, j) * choose(rest, k - i - j);
      if (lines === 0) continue;
      for (let q = 0; q < ways.length; q++) {
        const w = ways[q] as number;
        if (w === 0) continue;
        const division = pickTable[pickIndex(lottery, i, j, q)] as number;
        if (division) counts[division] = (counts[division] as number) + lines * w;
      }
    }
  }
}

/** The length of the game's numbers equal to the drawn ones from the start, position by position. */
function prefixLength(numbers: readonly number[], drawn: readonly number[]): number {
  let p = 0;
  while (p < drawn.length && numbers[p] === drawn[p]) p++;
  return p;
}

function suffixLength(numbers: readonly number[], drawn: readonly number[]): number {
  let p = 0;
  while (p < drawn.length && numbers[numbers.length - 1 - p] === drawn[drawn.length - 1 - p]) p++;
  return p;
}

function addLength(draw: ScoringDraw, length: number, lines: number): void {
  const division = draw.lengthTable[length] as number;
  if (division && lines) draw.counts[division] = (draw.counts[division] as number) + lines;
}

/**
 * A boxed entry plays every order of its N numbers in the K places: the orders that match the
 * first L balls exactly number P(N-L, K-L) when those balls are all among its numbers, less
 * those that match L+1.
 */
function addEveryOrder(draw: ScoringDraw, numbers: readonly number[]): void {
  const drawn = draw.ordered;
  const K = drawn.length;
  const N = numbers.length;
  let atLeastNext = 0;
  let covered = 0;
  while (covered < K && numbers.includes(drawn[covered] as number)) covered++;
  for (let L = K; L >= 1; L--) {
    const atLeast = L <= covered ? arrange(N - L, K - L) : 0;
    addLength(draw, L, atLeast - atLeastNext);
    atLeastNext = atLeast;
  }
}

function addGame(draw: ScoringDraw, rule: LineRule, game: GameNumbers): void {
  const k = draw.lottery.main.count;
  switch (rule) {
    case 'lines':
    case 'covering':
      addPickGame(draw, game, rule === 'covering');
      return;
    case 'inOrder':
      addLength(draw, prefixLength(numbersOf(draw, game, k), draw.ordered), 1);
      return;
    case 'everyOrder':
      addEveryOrder(draw, numbersOf(draw, game, k));
      return;
    case 'digits': {
      const digits = numbersOf(draw, game, k);
      addLength(draw, Math.max(prefixLength(digits, draw.ordered), suffixLength(digits, draw.ordered)), 1);
      return;
    }
    case 'noNumbers':
      throw scoringFailure('A game without numbers cannot be scored');
  }
}

/**
 * A ticket's winning lines per division, best division first; empty when it won nothing. Each
 * line wins its best division only; a system, a Powerhit or a boxed entry counts every line it
 * covers, and a super combo its quick-pick games too.
 */
export function scoreTicket(draw: ScoringDraw, ticket: ScorableTicket): DivisionCount[] {
  const rule = lineRuleOf(draw.lottery, ticket.gameType);
  const { counts } = draw;
  counts.fill(0);
  if (rule === 'noNumbers' && ticket.games.length) {
    throw scoringFailure(`A ${ticket.gameType} ticket holds no numbers to score`);
  }
  if (rule !== 'noNumbers' && ticket.numGames !== undefined && ticket.games.length !== ticket.numGames) {
    // A ticket that does not hold the games it was sold with would silently lose (decision 195).
    throw scoringFailure(`A ${ticket.gameType} ticket holds ${ticket.games.length} of its ${ticket.numGames} games`);
  }
  if (ticket.comboGames?.length && ticket.gameType !== 'mega_combo') {
    throw scoringFailure(`A ${ticket.gameType} ticket holds combo games`);
  }
  if (rule !== 'noNumbers') for (const game of ticket.games) addGame(draw, rule, game);
  for (const game of ticket.comboGames ?? []) addPickGame(draw, game, false);
  const out: DivisionCount[] = [];
  for (let d = 1; d < counts.length; d++) {
    const count = counts[d] as number;
    if (count) out.push({ division: d, count });
  }
  return out;
}
