import {
  archivedDrawsAnswerSchema,
  archivedDrawsParamsSchema,
  archivedDrawsQuerySchema,
  brandingSchema,
  causeSchema,
  causesQuerySchema,
  customerFullResultSchema,
  customerPastDrawSchema,
  customerPastDrawsParamsSchema,
  customerPastDrawsQuerySchema,
  drawParamsSchema,
  drawPreviewSchema,
  drawSchema,
  fullResultSchema,
  offerKeyParamSchema,
  pastDrawSchema,
  pastDrawsParamsSchema,
  pastDrawsQuerySchema,
  productOffersAnswerSchema,
  productOffersQuerySchema,
  rafflePrizeSchema,
  raffleWinnerSchema,
  resultKeySchema,
  serverCacheSeconds,
  statisticsQuerySchema,
  statisticsSchema,
  tipSchema,
} from '@drawline/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCustomer } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import type { CatalogueService } from './catalogue.service';

/** Every catalogue answer is the same for every visitor, so the server cache may keep it (1-platform.md §9). */
const cache = { seconds: serverCacheSeconds.default };
/**
 * The customer variants answer one customer: never kept by the server cache (no `cache`
 * policy), nor by a browser or CDN. They ask for a customer before the call is validated, so
 * a visitor who is not signed in always gets 401.
 */
const customerOnly = {
  preValidation: async (request: FastifyRequest) => {
    requireCustomer(request);
  },
};
const PRIVATE_NO_STORE = 'private, no-store';
const pricingParams = z.object({ pricingName: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

export function catalogueRoutes(deps: { catalogue: CatalogueService }): FastifyPluginAsyncZod {
  const { catalogue } = deps;
  return async (app) => {
    app.get(
      '/pricing/:pricingName/product_offers',
      {
        config: { version: '3.9', cache },
        schema: {
          tags: ['catalogue'],
          summary: 'The product offers of a pricing, in rank order, with rankings and restrictions',
          params: pricingParams,
          querystring: productOffersQuerySchema,
          response: { 200: envelopeOf(productOffersAnswerSchema) },
        },
      },
      async (request) => {
        const { availableOnly, ...filters } = request.query;
        return ok(
          await catalogue.listProductOffers(request.params.pricingName, {
            ...filters,
            availableOnly: availableOnly === 'true',
          }),
        );
      },
    );

    app.get(
      '/branding',
      {
        config: { cache },
        schema: {
          tags: ['catalogue'],
          summary: 'Branding per sub-variant',
          response: { 200: envelopeOf(z.array(brandingSchema)) },
        },
      },
      async () => ok(await catalogue.listBrandings()),
    );

    app.get(
      '/causes',
      {
        config: { cache },
        schema: {
          tags: ['catalogue'],
          summary: 'Causes, optionally the one with a url slug',
          querystring: causesQuerySchema,
          response: { 200: envelopeOf(z.array(causeSchema)) },
        },
      },
      async (request) => {
        const { causes, pageInfo } = await catalogue.listCauses(request.query);
        return ok(causes, { pageInfo });
      },
    );

    app.get(
      '/causes/:key',
      {
        config: { cache },
        schema: {
          tags: ['catalogue'],
          summary: 'One cause by key or url slug',
          params: z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/) }),
          response: { 200: envelopeOf(causeSchema) },
        },
      },
      async (request) => ok(await catalogue.getCause(request.params.key)),
    );

    /** A cached answer about one draw of an offer: every /draw/…/:offerKey/:drawNo call has this shape. */
    function drawRoute<T extends z.ZodType>(
      path: string,
      route: {
        version?: string;
        tag: 'draws' | 'results';
        summary: string;
        answer: T;
        load: (offerKey: string, drawNo: number) => Promise<z.infer<T>>;
      },
    ) {
      app.get(
        path,
        {
          config: route.version ? { version: route.version, cache } : { cache },
          schema: {
            tags: [route.tag],
            summary: route.summary,
            params: drawParamsSchema,
            // Widened here only: T ties `load` to `answer` for the callers, which Fastify's reply type cannot follow.
            response: { 200: envelopeOf(route.answer as z.ZodType) },
          },
        },
        async (request) => ok(await route.load(request.params.offerKey, request.params.drawNo)),
      );
    }

    drawRoute('/draw/details/:offerKey/:drawNo', {
      version: '3.6',
      tag: 'draws',
      summary: 'One draw of an offer',
      answer: drawSchema,
      load: catalogue.getDrawDetails,
    });
    drawRoute('/draw/details/:offerKey/:drawNo/prizes', {
      tag: 'draws',
      summary: 'The prizes of a raffle draw: main first, then by time, then id',
      answer: z.array(rafflePrizeSchema),
      load: catalogue.listRafflePrizes,
    });
    drawRoute('/draw/details/:offerKey/:drawNo/winners', {
      tag: 'draws',
      summary: 'The winners of a raffle draw, in prize order',
      answer: z.array(raffleWinnerSchema),
      load: catalogue.listRaffleWinners,
    });
    drawRoute('/draw/preview/:offerKey/:drawNo', {
      version: '3.3',
      tag: 'draws',
      summary: 'A draw in short, with its winning numbers once drawn',
      answer: drawPreviewSchema,
      load: catalogue.getDrawPreview,
    });
    drawRoute('/draw/full_result/:offerKey/:drawNo', {
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
      '/draws/past_customer/:offer',
      {
        ...customerOnly,
        schema: {
          tags: ['results'],
          summary: "Past results of an offer (or 'latest') under the customer's pricing, with the customer's tickets",
          params: customerPastDrawsParamsSchema,
          querystring: customerPastDrawsQuerySchema,
          response: { 200: envelopeOf(z.array(customerPastDrawSchema)) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', PRIVATE_NO_STORE);
        const { draws, pageInfo } = await catalogue.listCustomerPastDraws(
          requireCustomer(request),
          request.params.offer,
          request.query,
        );
        return ok(draws, { pageInfo });
      },
    );

    app.get(
      '/draw/full_result_customer/:offerKey/:drawNo',
      {
        ...customerOnly,
        schema: {
          tags: ['results'],
          summary: "The full result of a drawn draw with the customer's tickets",
          params: drawParamsSchema,
          response: { 200: envelopeOf(customerFullResultSchema) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', PRIVATE_NO_STORE);
        const { customerId } = requireCustomer(request);
        return ok(await catalogue.getCustomerFullResult(customerId, request.params.offerKey, request.params.drawNo));
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
