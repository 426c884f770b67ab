import { productOffersAnswerSchema, productTypes, serverCacheSeconds } from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import type { CatalogueService } from './catalogue.service';

const split = (s: string) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

const brandingSchema = z.object({
  id: z.string(),
  subvariant: z.string(),
  url: z.string(),
  brandColourBackgroundText: z.string(),
  regionOverrides: z.object({ brandingRegions: z.array(z.string()), overrides: z.record(z.string(), z.unknown()) }),
});

export function catalogueRoutes(deps: { catalogue: CatalogueService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/pricing/:pricingName/product_offers',
      {
        config: { version: '3.9', cache: { seconds: serverCacheSeconds.default } },
        schema: {
          tags: ['catalogue'],
          summary: 'The product offers of a pricing, in display order',
          params: z.object({ pricingName: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) }),
          querystring: z.object({
            productTypes: z.string().transform(split).pipe(z.array(z.enum(productTypes))).optional(),
            keys: z.string().transform(split).pipe(z.array(z.string().max(64))).optional(),
          }),
          response: { 200: envelopeOf(productOffersAnswerSchema) },
        },
      },
      async (request) => ok({ offers: await deps.catalogue.listProductOffers(request.params.pricingName, request.query) }),
    );

    app.get(
      '/branding',
      {
        config: { cache: { seconds: serverCacheSeconds.default } },
        schema: {
          tags: ['catalogue'],
          summary: 'Branding per sub-variant',
          response: { 200: envelopeOf(z.array(brandingSchema)) },
        },
      },
      async () => ok(await deps.catalogue.listBrandings()),
    );
  };
}
