import {
  archivedDrawsAnswerSchema,
  archivedDrawsParamsSchema,
  archivedDrawsQuerySchema,
  fullResultSchema,
  offerKeyParamSchema,
  pastDrawSchema,
  pastDrawsParamsSchema,
  pastDrawsQuerySchema,
  resultKeySchema,
  statisticsQuerySchema,
  statisticsSchema,
  tipSchema,
} from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../platform/envelope';
import { envelopeOf } from '../../../platform/schemas';
import { cache, drawRoute } from '../catalogue-answers';
import type { ResultsService } from './results.service';

/** The results' calls: past draws, the archive, full results, statistics and tips. */
export function resultsRoutes({ catalogue }: { catalogue: ResultsService }): FastifyPluginAsyncZod {
  return async (app) => {
    drawRoute(app, '/draw/full_result/:offerKey/:drawNo', {
      tag: 'results',
      summary: 'The full result of a drawn draw: divisions, prizes and winners',
      answer: fullResultSchema,
      load: catalogue.getFullResult,
    });

    app.get(
      '/draws/pricing/:pricingId/past/result_keys',
      {
        config: { cache },
        schema: {
          tags: ['results'],
          summary: 'The offers with results under a pricing, in rank order',
          params: z.object({ pricingId: pastDrawsParamsSchema.shape.pricingId }),
          response: { 200: envelopeOf(z.array(resultKeySchema)) },
        },
      },
      async (request) => ok(await catalogue.listResultKeys(request.params.pricingId)),
    );

    app.get(
      '/draws/pricing/:pricingId/past/:offer',
      {
        config: { cache },
        schema: {
          tags: ['results'],
          summary: "Past results of an offer (or 'latest' for every offer), newest first",
          params: pastDrawsParamsSchema,
          querystring: pastDrawsQuerySchema,
          response: { 200: envelopeOf(z.array(pastDrawSchema)) },
        },
      },
      async (request) => {
        const { draws, pageInfo } = await catalogue.listPastDraws(
          request.params.pricingId,
          request.params.offer,
          request.query,
        );
        return ok(draws, { pageInfo });
      },
    );

    app.get(
      '/draws/past/archived/:offer/:year/:month',
      {
        config: { version: '3.7', cache },
        schema: {
          tags: ['results'],
          summary: "Results of one month for an offer (or 'latest' for every offer)",
          params: archivedDrawsParamsSchema,
          querystring: archivedDrawsQuerySchema,
          response: { 200: envelopeOf(archivedDrawsAnswerSchema) },
        },
      },
      async (request) => {
        const { offer, year, month } = request.params;
        const { answer, pageInfo } = await catalogue.listArchivedDraws(offer, year, month, request.query);
        return ok(answer, { pageInfo });
      },
    );

    app.get(
      '/statistics/:offerKey',
      {
        config: { cache },
        schema: {
          tags: ['results'],
          summary: 'Number frequency, hot and cold numbers of a lottery from its past results',
          params: z.object({ offerKey: offerKeyParamSchema }),
          querystring: statisticsQuerySchema,
          response: { 200: envelopeOf(statisticsSchema) },
        },
      },
      async (request) => ok(await catalogue.getStatistics(request.params.offerKey, request.query.limit)),
    );

    app.get(
      '/tips',
      {
        config: { cache },
        schema: {
          tags: ['results'],
          summary: 'Number tips of each lottery on sale, from its recent results',
          response: { 200: envelopeOf(z.array(tipSchema)) },
        },
      },
      async () => ok(await catalogue.listTips()),
    );
  };
}
