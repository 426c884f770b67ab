import { expect } from 'vitest';
import type { Db } from '../src/db/client';
import { settleDraw } from '../src/flows/settlement/settle-draw';
import type { Clock } from '../src/lib/clock';
import { createCatalogueService } from '../src/modules/catalogue';

/**
 * A Powerball draw past its time with this published result, scored and paid by settlement:
 * what a result correction's tests start from (the draw ends DRAW_EMAILED).
 */
export async function publishAndPay(
  shop: { db: Db; clock: Clock & { set(at: Date): void }; settlement: Parameters<typeof settleDraw>[0] },
  draw: { drawId: string; drawDate: string },
  result: { Numbers: number[]; Powerball: number[] },
  dividends: number[],
) {
  shop.clock.set(new Date(new Date(draw.drawDate).getTime() + 5 * 60_000));
  const catalogue = createCatalogueService({ db: shop.db, clock: shop.clock });
  await catalogue.closeStoppedDraws();
  await catalogue.recordDrawResults(draw.drawId, {
    winningNumbers: [
      { name: 'Numbers', numbers: result.Numbers, ordered: false },
      { name: 'Powerball', numbers: result.Powerball, ordered: false },
    ],
    divisions: dividends.map((prizeAmount, i) => ({
      division: i + 1,
      description: `Division ${i + 1}`,
      numWinners: 0,
      prizeAmount,
      prizeSuffix: null,
    })),
  });
  expect((await settleDraw(shop.settlement, draw.drawId))?.to).toBe('DRAW_EMAILED');
}
