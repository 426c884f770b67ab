import type { LotteryScorer } from '../src/flows/settlement/settle-draw';

/** Cents each game line of a ticket wins under everyGameWins. */
export const GAME_PRIZE = 150;

/**
 * A test scorer for the settlement's own tests (the real one is the scoring module's): every
 * game line of every ticket wins GAME_PRIZE in its own division, so a draw of n lines has n wins
 * to pay, whatever the numbers.
 */
export const everyGameWins: LotteryScorer = {
  forDraw: () => (ticket) =>
    ticket.games.map((_, i) => ({
      division: `line${i + 1}`,
      entries: 1,
      amount: GAME_PRIZE,
      description: `line ${i + 1}`,
    })),
};
