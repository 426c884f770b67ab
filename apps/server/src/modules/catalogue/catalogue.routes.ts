import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CatalogueService } from './catalogue.service';
import { drawsRoutes } from './draws';
import { offersRoutes } from './offers';
import { resultsRoutes } from './results';

/** The catalogue's calls, room by room: offers, draws, results. */
export function catalogueRoutes(deps: { catalogue: CatalogueService }): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(offersRoutes(deps));
    await app.register(drawsRoutes(deps));
    await app.register(resultsRoutes(deps));
  };
}
