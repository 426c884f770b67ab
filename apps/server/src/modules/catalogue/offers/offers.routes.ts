import {
  brandingSchema,
  causeParamsSchema,
  causeSchema,
  causesQuerySchema,
  type ProductOffersAnswer,
  productOffersAnswerSchema,
  productOffersQuerySchema,
} from '@drawline/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CachePolicy, cacheKeyOf } from '../../../platform/cache';
import { ok } from '../../../platform/envelope';
import { envelopeOf } from '../../../platform/schemas';
import { cache } from '../catalogue-answers';
import type { OffersService } from './offers.service';
import { productOfferFilters } from './product-offers';

const pricingParams = z.object({ pricingName: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

/**
 * What the product offers call asks of the draws room (a generic here, so this room needs not
 * import that one): the stock on sale now, and that stock laid over a kept answer.
 */
interface LiveStockReads<Live extends { stamp: string }> {
  readLiveStock(): Promise<Live>;
  withLiveStock(answer: ProductOffersAnswer, live: Live): ProductOffersAnswer;
}

/** The offers' calls: product offers of a pricing, brandings, causes. */
export function offersRoutes<Live extends { stamp: string }>({
  catalogue,
}: {
  catalogue: OffersService & LiveStockReads<Live>;
}): FastifyPluginAsyncZod {
  // One read of the live stock per request: the kept answer's stamp and the handler's overlay.
  const liveStockOf = new WeakMap<FastifyRequest, Promise<Live>>();
  const liveStock = (request: FastifyRequest) => {
    let live = liveStockOf.get(request);
    if (!live) {
      live = catalogue.readLiveStock();
      liveStockOf.set(request, live);
    }
    return live;
  };
  // Kept 60 s like every catalogue answer, but per stamp of the live stock: a raffle that sold out
  // is shown sold out at once, while the rest of the offers stays kept (docs/decisions/330).
  const offersCache: CachePolicy = { ...cache, stamp: async (request) => (await liveStock(request)).stamp };
  return async (app) => {
    app.get(
      '/pricing/:pricingName/product_offers',
      {
        config: { version: '3.9', cache: offersCache },
        schema: {
          tags: ['catalogue'],
          summary: 'The product offers of a pricing, in rank order, with rankings and restrictions',
          params: pricingParams,
          querystring: productOffersQuerySchema,
          response: { 200: envelopeOf(productOffersAnswerSchema) },
        },
      },
      async (request) => {
        const name = request.params.pricingName;
        const filters = productOfferFilters(request.query);
        // The offers as built at most 60 s ago (one build shared by the stamps meanwhile), with the stock of now.
        const kept = await app.answerCache.read(
          `product_offers|${request.apiVersion}|${name}|${JSON.stringify(filters)}`,
          cache.seconds,
          () => catalogue.listProductOffers(name, filters),
          { refresh: cacheKeyOf(request, offersCache).clear },
        );
        return ok(catalogue.withLiveStock(kept, await liveStock(request)));
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
          params: causeParamsSchema,
          response: { 200: envelopeOf(causeSchema) },
        },
      },
      async (request) => ok(await catalogue.getCause(request.params.key)),
    );
  };
}
