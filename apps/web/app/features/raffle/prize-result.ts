import type { Draw, RafflePrize, RaffleWinner } from '@drawline/contracts';

/**
 * Where a raffle prize's draw stands, for its line in the prize list (issue 23: a prize whose draw
 * time has passed never shows only a date in the past).
 *   upcoming       its draw is still ahead
 *   won            drawn: its winners
 *   being_drawn    sales have closed and the draw is being made
 *   result_coming  its time has passed but the draw is not closed yet (the settlement draws every
 *                  prize when the draw closes: docs/decisions/201, 306)
 *   not_won        the draw is made and no ticket won it (a jackpot that rolls on)
 */
export type PrizeResult =
  | { kind: 'upcoming' }
  | { kind: 'won'; winners: RaffleWinner[] }
  | { kind: 'being_drawn' }
  | { kind: 'result_coming' }
  | { kind: 'not_won' };

const DRAWN: ReadonlySet<Draw['status']> = new Set(['DRAW_DRAWN', 'DRAW_SCORED', 'DRAW_PAID', 'DRAW_EMAILED']);

export function prizeResult(
  prize: Pick<RafflePrize, 'id' | 'timestamp'>,
  draw: Pick<Draw, 'status'> | null,
  winners: readonly RaffleWinner[],
  now: Date,
): PrizeResult {
  const won = winners.filter((w) => w.prizeId === prize.id);
  if (won.length) return { kind: 'won', winners: won };
  if (draw && DRAWN.has(draw.status)) return { kind: 'not_won' };
  if (new Date(prize.timestamp).getTime() > now.getTime()) return { kind: 'upcoming' };
  return draw?.status === 'DRAW_CLOSED' ? { kind: 'being_drawn' } : { kind: 'result_coming' };
}
