import { drawPreviewSchema, drawSchema, rafflePrizeSchema, raffleWinnerSchema } from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { drawRoute } from '../catalogue-answers';
import type { DrawsService } from './draws.service';

/** The draws' calls: one draw's details, prizes, winners and preview. */
export function drawsRoutes({ catalogue }: { catalogue: DrawsService }): FastifyPluginAsyncZod {
  return async (app) => {
    drawRoute(app, '/draw/details/:offerKey/:drawNo', {
      version: '3.6',
      tag: 'draws',
      summary: 'One draw of an offer',
      answer: drawSchema,
      load: catalogue.getDrawDetails,
    });
    drawRoute(app, '/draw/details/:offerKey/:drawNo/prizes', {
      tag: 'draws',
      summary: 'The prizes of a raffle draw: main first, then by time, then id',
      answer: z.array(rafflePrizeSchema),
      load: catalogue.listRafflePrizes,
    });
    drawRoute(app, '/draw/details/:offerKey/:drawNo/winners', {
      tag: 'draws',
      summary: 'The winners of a raffle draw, in prize order',
      answer: z.array(raffleWinnerSchema),
      load: catalogue.listRaffleWinners,
    });
    drawRoute(app, '/draw/preview/:offerKey/:drawNo', {
      version: '3.3',
      tag: 'draws',
      summary: 'A draw in short, with its winning numbers once drawn',
      answer: drawPreviewSchema,
      load: catalogue.getDrawPreview,
    });
  };
}
