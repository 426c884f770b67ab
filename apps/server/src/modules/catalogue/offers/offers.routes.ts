import {
  brandingSchema,
  causeParamsSchema,
  causeSchema,
  causesQuerySchema,
  productOffersAnswerSchema,
  productOffersQuerySchema,
} from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../platform/envelope';
import { envelopeOf } from '../../../platform/schemas';
import { cache } from '../catalogue-answers';
import type { OffersService } from './offers.service';
import { productOfferFilters } from './product-offers';

const pricingParams = z.object({ pricingName: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

/** The offers' calls: product offers of a pricing, brandings, causes. */
export function offersRoutes({ catalogue }: { catalogue: OffersService }): FastifyPluginAsyncZod {
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
      async (request) =>
        ok(await catalogue.listProductOffers(request.params.pricingName, productOfferFilters(request.query))),
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
