import { discoverySchema, locationSchema, serverCacheSeconds, siteConfigSchema } from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import { discoveryVersion, serviceBases } from './discovery';
import { type CountryLookup, locate } from './locate';
import type { SiteService } from './site.service';

export const discoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/discover',
    {
      config: { version: discoveryVersion, cache: { seconds: serverCacheSeconds.default } },
      schema: { tags: ['platform'], summary: 'The service bases', response: { 200: envelopeOf(discoverySchema) } },
    },
    async () => ok({ services: serviceBases.map((s) => ({ ...s })) }),
  );
};

export function siteRoutes(deps: {
  site: SiteService;
  countryLookup: CountryLookup;
  defaultCountry: string;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/config',
      {
        config: { cache: { seconds: serverCacheSeconds.default } },
        schema: { tags: ['platform'], summary: 'Site constants', response: { 200: envelopeOf(siteConfigSchema) } },
      },
      async () => ok(await deps.site.getSiteConfig()),
    );

    app.get(
      '/locate',
      {
        schema: {
          tags: ['platform'],
          summary: 'Country of the visitor',
          response: { 200: envelopeOf(locationSchema) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return ok(locate(deps.countryLookup, deps.defaultCountry, { headers: request.headers, ip: request.ip }));
      },
    );
  };
}
