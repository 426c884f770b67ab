import { describe, expect, it } from 'vitest';
import { lotteryScoring, prizeDivisions, scoredLotteryKeys } from './prize-divisions';
import { scoreTicket, scoringDraw } from './score-ticket';
import { referenceScoreTicket } from './score-ticket.reference';
import type { DrawnNumbers, GameNumbers } from './scoring-types';

/**
 * Every division of every demo lottery, by hand, from the official division tables cited in
 * prize-divisions.ts (docs/decisions/190): one game that wins exactly that division, and games
 * that just miss. Both scorers must agree with the hand-written answer.
 */

interface Case {
  game: GameNumbers;
  /** The division it wins, or 0 for none. */
  division: number;
  why: string;
}

function expectScore(lotteryKey: string, drawn: DrawnNumbers, { game, division, why }: Case, gameType = 'standard') {
  const ticket = { gameType, games: [game] };
  const expected = division ? [{ division, count: 1 }] : [];
  expect(scoreTicket(scoringDraw(lotteryKey, drawn), ticket), why).toEqual(expected);
  expect(referenceScoreTicket(lotteryKey, ticket, drawn), why).toEqual(expected);
}

// Powerball: Numbers 1 2 3 4 5 6 7, Powerball 9. Misses use 20+.
const powerballDraw = { Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [9] };
const pbLine = (winning: number, powerball: number): GameNumbers => ({
  Numbers: [...[1, 2, 3, 4, 5, 6, 7].slice(0, winning), ...[21, 22, 23, 24, 25, 26, 27].slice(0, 7 - winning)],
  Powerball: [powerball],
});
const powerballCases: Case[] = [
  { game: pbLine(7, 9), division: 1, why: '7 and the Powerball' },
  { game: pbLine(7, 10), division: 2, why: '7' },
  { game: pbLine(6, 9), division: 3, why: '6 and the Powerball' },
  { game: pbLine(6, 10), division: 4, why: '6' },
  { game: pbLine(5, 9), division: 5, why: '5 and the Powerball' },
  { game: pbLine(4, 9), division: 6, why: '4 and the Powerball (ranks above 5 alone)' },
  { game: pbLine(5, 10), division: 7, why: '5' },
  { game: pbLine(3, 9), division: 8, why: '3 and the Powerball' },
  { game: pbLine(2, 9), division: 9, why: '2 and the Powerball' },
  { game: pbLine(4, 10), division: 0, why: '4 without the Powerball' },
  { game: pbLine(1, 9), division: 0, why: '1 and the Powerball' },
  { game: pbLine(0, 9), division: 0, why: 'the Powerball alone' },
];

// Oz Lotto: Numbers 1-7, Supplementary 8 9 10. Misses use 30+.
const ozDraw = { Numbers: [1, 2, 3, 4, 5, 6, 7], Supplementary: [8, 9, 10] };
const ozLine = (winning: number, supps: number): GameNumbers => ({
  Numbers: [
    ...[1, 2, 3, 4, 5, 6, 7].slice(0, winning),
    ...[8, 9, 10].slice(0, supps),
    ...[31, 32, 33, 34, 35, 36, 37].slice(0, 7 - winning - supps),
  ],
});
const ozCases: Case[] = [
  { game: ozLine(7, 0), division: 1, why: '7' },
  { game: ozLine(6, 1), division: 2, why: '6 and a supplementary' },
  { game: ozLine(6, 0), division: 3, why: '6' },
  { game: ozLine(5, 1), division: 4, why: '5 and a supplementary' },
  { game: ozLine(5, 2), division: 4, why: '5 and two supplementaries' },
  { game: ozLine(5, 0), division: 5, why: '5' },
  { game: ozLine(4, 3), division: 6, why: '4 with supplementaries is still 4' },
  { game: ozLine(4, 0), division: 6, why: '4' },
  { game: ozLine(3, 1), division: 7, why: '3 and a supplementary' },
  { game: ozLine(3, 0), division: 0, why: '3 alone' },
  { game: ozLine(2, 3), division: 0, why: '2 and three supplementaries' },
];

// Saturday, Monday and Wednesday Lotto: Numbers 1-6, Supplementary 7 8. Misses use 30+.
const lottoDraw = { Numbers: [1, 2, 3, 4, 5, 6], Supplementary: [7, 8] };
const lottoLine = (winning: number, supps: number): GameNumbers => ({
  Numbers: [
    ...[1, 2, 3, 4, 5, 6].slice(0, winning),
    ...[7, 8].slice(0, supps),
    ...[31, 32, 33, 34, 35, 36].slice(0, 6 - winning - supps),
  ],
});
const lottoCases: Case[] = [
  { game: lottoLine(6, 0), division: 1, why: '6' },
  { game: lottoLine(5, 1), division: 2, why: '5 and a supplementary' },
  { game: lottoLine(5, 0), division: 3, why: '5' },
  { game: lottoLine(4, 2), division: 4, why: '4 with both supplementaries is 4' },
  { game: lottoLine(4, 0), division: 4, why: '4' },
  { game: lottoLine(3, 1), division: 5, why: '3 and a supplementary' },
  { game: lottoLine(3, 2), division: 5, why: '3 and both supplementaries' },
  { game: lottoLine(2, 2), division: 6, why: '2 and both supplementaries' },
  { game: lottoLine(1, 2), division: 6, why: '1 and both supplementaries' },
  { game: lottoLine(0, 2), division: 0, why: 'both supplementaries alone' },
  { game: lottoLine(2, 1), division: 0, why: '2 and one supplementary' },
  { game: lottoLine(3, 0), division: 0, why: '3 alone' },
];

// Set for Life: Numbers 1-7, Bonus 8 9. Misses use 30+.
const setForLifeDraw = { Numbers: [1, 2, 3, 4, 5, 6, 7], Bonus: [8, 9] };
const setForLifeCases: Case[] = [
  { game: ozLine(7, 0), division: 1, why: '7' },
  { game: ozLine(6, 1), division: 2, why: '6 and a bonus number' },
  { game: ozLine(6, 0), division: 3, why: '6' },
  { game: ozLine(5, 1), division: 4, why: '5 and a bonus number' },
  { game: ozLine(5, 0), division: 5, why: '5' },
  { game: ozLine(4, 1), division: 6, why: '4 and a bonus number' },
  { game: ozLine(4, 0), division: 7, why: '4' },
  { game: ozLine(3, 2), division: 8, why: '3 and both bonus numbers' },
  { game: ozLine(3, 0), division: 0, why: '3 alone' },
  { game: ozLine(2, 2), division: 0, why: '2 and both bonus numbers' },
];

// Super 66: digits 4 0 4 1 2 9 in order.
const super66Draw = { Numbers: [4, 0, 4, 1, 2, 9] };
const super66Cases: Case[] = [
  { game: { Numbers: [4, 0, 4, 1, 2, 9] }, division: 1, why: 'all 6 in order' },
  { game: { Numbers: [4, 0, 4, 1, 2, 0] }, division: 2, why: 'first 5' },
  { game: { Numbers: [5, 0, 4, 1, 2, 9] }, division: 2, why: 'last 5' },
  { game: { Numbers: [4, 0, 4, 1, 0, 0] }, division: 3, why: 'first 4' },
  { game: { Numbers: [0, 9, 4, 1, 2, 9] }, division: 3, why: 'last 4' },
  { game: { Numbers: [4, 0, 4, 0, 0, 0] }, division: 4, why: 'first 3' },
  { game: { Numbers: [0, 0, 0, 1, 2, 9] }, division: 4, why: 'last 3' },
  { game: { Numbers: [4, 0, 0, 0, 0, 0] }, division: 5, why: 'first 2' },
  { game: { Numbers: [0, 1, 0, 0, 2, 9] }, division: 5, why: 'last 2' },
  { game: { Numbers: [4, 1, 4, 1, 2, 0] }, division: 0, why: 'the middle four in place, neither end' },
  { game: { Numbers: [9, 2, 1, 4, 0, 4] }, division: 0, why: 'all six, reversed' },
];

// Lotto Strike: balls 10 20 30 40 in drawn order.
const strikeDraw = { Numbers: [10, 20, 30, 40] };
const strikeCases: Case[] = [
  { game: { Numbers: [10, 20, 30, 40] }, division: 1, why: 'Strike 4' },
  { game: { Numbers: [10, 20, 30, 1] }, division: 2, why: 'Strike 3' },
  { game: { Numbers: [10, 20, 40, 30] }, division: 3, why: 'Strike 2 (the last two swapped)' },
  { game: { Numbers: [10, 1, 30, 40] }, division: 4, why: 'Strike 1 (the rest in place does not count)' },
  { game: { Numbers: [20, 10, 30, 40] }, division: 0, why: 'the first ball out of place' },
];

const table: [string, DrawnNumbers, Case[]][] = [
  ['powerball2018', powerballDraw, powerballCases],
  ['oz_lotto2022', ozDraw, ozCases],
  ['saturday_lotto', lottoDraw, lottoCases],
  ['monday_lotto', lottoDraw, lottoCases],
  ['wednesday_lotto', lottoDraw, lottoCases],
  ['set_for_life2020', setForLifeDraw, setForLifeCases],
  ['super_66', super66Draw, super66Cases],
  ['lotto_strike', strikeDraw, strikeCases],
];

describe('every division of every demo lottery', () => {
  it('has a table for each demo lottery, numbered 1 to n', () => {
    expect([...scoredLotteryKeys].sort()).toEqual(table.map(([k]) => k).sort());
    for (const key of scoredLotteryKeys) {
      expect(prizeDivisions(key).map((d) => d.division)).toEqual(prizeDivisions(key).map((_, i) => i + 1));
    }
  });

  for (const [lotteryKey, drawn, cases] of table) {
    const gameType =
      lotteryScoring(lotteryKey).kind === 'strike'
        ? 'strike_standard'
        : lotteryScoring(lotteryKey).kind === 'sequential'
          ? 'sequential'
          : 'standard';
    it(`${lotteryKey}: each division won by hand`, () => {
      for (const c of cases) expectScore(lotteryKey, drawn, c, gameType);
      const won = new Set(cases.map((c) => c.division).filter(Boolean));
      expect([...won].sort((a, b) => a - b)).toEqual(prizeDivisions(lotteryKey).map((d) => d.division));
    });
  }
});

describe('entries that cover many lines, against the official system tables', () => {
  const score = (
    lotteryKey: string,
    drawn: DrawnNumbers,
    gameType: string,
    games: GameNumbers[],
    comboGames: GameNumbers[] = [],
  ) => {
    const ticket = { gameType, games, comboGames };
    const fast = scoreTicket(scoringDraw(lotteryKey, drawn), ticket);
    expect(referenceScoreTicket(lotteryKey, ticket, drawn)).toEqual(fast);
    return fast;
  };

  it('Saturday Lotto System 7 holding all six and a supplementary: 1 × division 1, 6 × division 2', () => {
    expect(score('saturday_lotto', lottoDraw, 'reduced_system', [{ Numbers: [1, 2, 3, 4, 5, 6, 7] }])).toEqual([
      { division: 1, count: 1 },
      { division: 2, count: 6 },
    ]);
  });

  it('Saturday Lotto System 8 holding 4 winning numbers and no supplementary: 6 × division 4, nothing for its 3s', () => {
    // C(4,4)·C(4,2) = 6 lines with 4 winning; C(4,3)·C(4,3) = 16 lines with 3 and no supplementary.
    expect(score('saturday_lotto', lottoDraw, 'reduced_system', [{ Numbers: [1, 2, 3, 4, 31, 32, 33, 34] }])).toEqual([
      { division: 4, count: 6 },
    ]);
  });

  it('Powerhit holding all seven: division 1 once and division 2 for the other 19 Powerballs', () => {
    expect(score('powerball2018', powerballDraw, 'powerhit', [{ Numbers: [1, 2, 3, 4, 5, 6, 7] }])).toEqual([
      { division: 1, count: 1 },
      { division: 2, count: 19 },
    ]);
  });

  it('Powerball System 8 holding all seven and the Powerball: 1 × division 1, 7 × division 3', () => {
    expect(
      score('powerball2018', powerballDraw, 'reduced_system', [{ Numbers: [1, 2, 3, 4, 5, 6, 7, 30], Powerball: [9] }]),
    ).toEqual([
      { division: 1, count: 1 },
      { division: 3, count: 7 },
    ]);
  });

  it('Powerhit super combo of 8 holding all seven: its 160 lines', () => {
    // 1 line of 7 winning × 20 Powerballs, 7 lines of 6 winning × 20 Powerballs.
    expect(
      score('powerball2018', powerballDraw, 'powerhit_super_combo', [{ Numbers: [1, 2, 3, 4, 5, 6, 7, 30] }]),
    ).toEqual([
      { division: 1, count: 1 },
      { division: 2, count: 19 },
      { division: 3, count: 7 },
      { division: 4, count: 133 },
    ]);
  });

  it('Powerpik of 2 Powerballs: each Powerball is its own line', () => {
    expect(
      score('powerball2018', powerballDraw, 'powerpik', [{ Numbers: [1, 2, 3, 4, 5, 21, 22], Powerball: [9, 10] }]),
    ).toEqual([
      { division: 5, count: 1 },
      { division: 7, count: 1 },
    ]);
  });

  it('a Powerball super combo: its system plays without a Powerball, its quick picks with theirs', () => {
    const combo = [pbLine(2, 9), pbLine(7, 9), ...Array.from({ length: 10 }, () => pbLine(0, 1))];
    expect(
      score(
        'powerball2018',
        powerballDraw,
        'mega_combo',
        [{ Numbers: [1, 2, 3, 4, 5, 6, 7, 30], Favourites: [1, 2] }],
        combo,
      ),
    ).toEqual([
      { division: 1, count: 1 },
      { division: 2, count: 1 },
      { division: 4, count: 7 },
      { division: 9, count: 1 },
    ]);
  });

  it('Lotto Strike boxed holding the four balls: the right order, and the orders that start right', () => {
    // Of 24 orders: 1 all four in place; 1 with the first two (last two swapped); 4 with the first only.
    expect(score('lotto_strike', strikeDraw, 'strike_boxed', [{ Numbers: [40, 30, 20, 10] }])).toEqual([
      { division: 1, count: 1 },
      { division: 3, count: 1 },
      { division: 4, count: 4 },
    ]);
  });

  it('Lotto Strike boxed holding the first ball only: the six orders that put it first', () => {
    expect(score('lotto_strike', strikeDraw, 'strike_boxed', [{ Numbers: [1, 2, 3, 10] }])).toEqual([
      { division: 4, count: 6 },
    ]);
  });

  it('a syndicate share holds no numbers of its own, so wins nothing here', () => {
    expect(score('saturday_lotto', lottoDraw, 'syndicate', [])).toEqual([]);
  });
});
