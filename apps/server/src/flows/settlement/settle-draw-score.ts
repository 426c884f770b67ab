import { drawnNumbersOf, scoreTicket, scoringDraw, ticketPrize } from '../../modules/scoring';
import type { LotteryScorer } from './settle-draw.deps';

/**
 * Settlement's lottery scorer: the scoring module's division tables and fast scorer, the
 * division's dividend from the draw's official result. A division won with no dividend in the
 * result throws (ticketPrize), so the draw stops at DRAW_DRAWN rather than pay short.
 */
export const defaultLotteryScorer: LotteryScorer = {
  forDraw(draw, result) {
    const scoring = scoringDraw(draw.lotteryKey, drawnNumbersOf(result.winningNumbers));
    const described = new Map(scoring.lottery.divisions.map((d) => [d.division, d.description]));
    return (ticket) =>
      scoreTicket(scoring, ticket).map((won) => ({
        division: `div${won.division}`,
        entries: won.count,
        amount: ticketPrize([won], result.divisions),
        description: `division ${won.division} (${described.get(won.division) ?? ''}) × ${won.count}`,
      }));
  },
};
