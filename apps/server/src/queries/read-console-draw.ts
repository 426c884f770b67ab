import type { ConsoleDraw } from '@drawline/contracts';
import type { Db } from '../db/client';
import { drawToSettle } from '../modules/catalogue';
import { drawnSetsOf, lotteryScoring, scoredLotteryKeys } from '../modules/scoring';
import { readResultEntry } from '../modules/settlement';
import { notFound } from '../platform/app-error';

/**
 * One draw for the console's draws page (docs/decisions/240): its status, what its lottery's
 * result is made of (read from the scorer's table, so the form asks for exactly the sets and
 * divisions settlement will score) and the entry so far, through each module's door.
 */
export async function readConsoleDraw(db: Db, drawId: string): Promise<ConsoleDraw> {
  const [draw, entry] = await Promise.all([drawToSettle(db, drawId), readResultEntry(db, drawId)]);
  if (!draw) throw notFound(`Draw ${drawId}`);
  // A lottery without a division table is never scored by guess: the page shows nothing to enter.
  const scored = draw.type === 'lottery_ticket_draw' && scoredLotteryKeys.includes(draw.lotteryKey);
  const lottery = scored ? lotteryScoring(draw.lotteryKey) : null;
  return {
    drawId: draw.drawId,
    offerName: draw.offerName,
    drawNo: draw.drawNo,
    type: draw.type,
    status: draw.status,
    drawDate: draw.drawDate.toISOString(),
    stopDate: draw.stopDate.toISOString(),
    currency: draw.currency,
    numberSets: lottery ? drawnSetsOf(lottery.lotteryKey) : [],
    divisions: (lottery?.divisions ?? []).map(({ division, description }) => ({ division, description })),
    entry: entry
      ? {
          drawId,
          drawStatus: draw.status,
          winningNumbers: entry.winningNumbers,
          divisions: entry.divisions,
          enteredBy: entry.enteredBy,
          enteredAt: entry.enteredAt.toISOString(),
          corrections: entry.corrections,
          confirmedBy: entry.confirmedBy,
          confirmedAt: entry.confirmedAt?.toISOString() ?? null,
        }
      : null,
  };
}
