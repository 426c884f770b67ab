import {
  causeParamsSchema,
  causeSchema,
  drawParamsSchema,
  drawSchema,
  offerKeyParamSchema,
  rafflePrizeSchema,
  raffleWinnerSchema,
  type ShopPortReads,
  statisticsQuerySchema,
  statisticsSchema,
} from '@drawline/contracts';
import { z } from 'zod';
import type { CatalogueService } from '../modules/catalogue';
import type { PortKit } from './port-kit';
import { parseInput } from './port-refusal';

const statisticsParamsSchema = z.object({ offerKey: offerKeyParamSchema });

/**
 * A cause, a draw and a lottery's statistics: the same for everyone, so kept as the HTTP answers
 * are (their routes' `cache`), each run as modules/catalogue's route runs it.
 */
export function shopReads({ catalogue }: { catalogue: CatalogueService }, kit: PortKit): ShopPortReads {
  const { call, shared } = kit;
  /** A /draw/details/{offerKey}/{drawNo} call (catalogue-answers.ts `drawRoute`). */
  const drawCall = <S extends z.ZodType>(
    name: string,
    answer: S,
    load: (offerKey: string, drawNo: number) => Promise<unknown>,
  ) => {
    return (offerKey: string, drawNo: number) =>
      call(() => {
        const params = parseInput(drawParamsSchema, { offerKey, drawNo: String(drawNo) });
        return shared(`${name}|${params.offerKey}|${params.drawNo}`, answer, () =>
          load(params.offerKey, params.drawNo),
        );
      });
  };

  return {
    cause: (key) =>
      call(() => {
        const params = parseInput(causeParamsSchema, { key });
        return shared(`cause|${params.key}`, causeSchema, () => catalogue.getCause(params.key));
      }),
    drawDetails: drawCall('draw_details', drawSchema, catalogue.getDrawDetails),
    rafflePrizes: drawCall('raffle_prizes', z.array(rafflePrizeSchema), catalogue.listRafflePrizes),
    raffleWinners: drawCall('raffle_winners', z.array(raffleWinnerSchema), catalogue.listRaffleWinners),
    statistics: (offerKey, query = {}) =>
      call(() => {
        const params = parseInput(statisticsParamsSchema, { offerKey });
        const asked = parseInput(statisticsQuerySchema, query);
        return shared(`statistics|${params.offerKey}|${asked.limit ?? ''}`, statisticsSchema, () =>
          catalogue.getStatistics(params.offerKey, asked.limit),
        );
      }),
  };
}
