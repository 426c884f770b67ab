/**
 * Scoring: which prize divisions a ticket's lines win in a draw, and how prizes are shared.
 * Pure functions (no tables, no I/O); settlement (flows/) reads the tickets and writes the wins.
 * How to score a whole draw in batches: README.md in this folder.
 *
 *   const draw = scoringDraw(lotteryKey, { Numbers: [...], Supplementary: [...] }); // once per draw
 *   scoreTicket(draw, ticket)        // [{ division: 3, count: 1 }, …], best division first
 *   scoreBatch(draw, tickets)        // winners of one batch: [{ ticketId, wins }]
 *   ticketPrize(wins, dividends)     // cents
 */

export { awardRafflePrizes, type RaffleAward, type RafflePrizeTier, rafflePlaces } from './award-raffle-prizes';
export {
  type CheckedDrawResult,
  checkDrawResult,
  type DrawnSet,
  type DrawResultInput,
  drawnSetsOf,
  type ResultProblem,
} from './check-draw-result';
export { drawnNumbersOf } from './drawn-numbers';
export { type LineRule, lineRuleOf } from './game-types';
export {
  type DivisionRequirement,
  type LineSet,
  type LotteryScoring,
  lotteryScoring,
  type PrizeDivision,
  prizeDivisions,
  scoredLotteryKeys,
} from './prize-divisions';
export { scoreBatch, type TicketToScore, type TicketWins } from './score-batch';
export { type ScoringDraw, scoreTicket, scoringDraw } from './score-ticket';
export type { DivisionCount, DrawnNumbers, GameNumbers, ScorableTicket } from './scoring-types';
export { type PrizeSplit, type ShareHolding, type SharePayout, splitPrizeByShares } from './split-prize-by-shares';
export { type DivisionDividend, ticketPrize } from './ticket-prize';
