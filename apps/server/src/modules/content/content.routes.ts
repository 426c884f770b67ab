import { serverCacheSeconds, sitewideBannerSchema } from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import { cmsItemsRoutes } from './cms-items.routes';
import type { ContentService } from './content.service';

/** The CMS calls under /cms (1-platform.md §7 service bases): the sitewide banner, the items and the translations. */
export function contentRoutes(deps: { content: ContentService }): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(cmsItemsRoutes(deps));
    app.get(
      '/items/sitewide_banner',
      {
        config: {
          version: '1.0',
          // The answer depends only on the sub-variant (the SA text is for SA only).
          cache: { seconds: serverCacheSeconds.default, vary: (request) => request.visitor.subVariant ?? '' },
        },
        schema: {
          tags: ['cms'],
          summary: "The sitewide banner for the visitor's state; 204 when there is none",
          response: { 200: envelopeOf(sitewideBannerSchema), 204: z.null().describe('No banner') },
        },
      },
      async (request, reply) => {
        const banner = await deps.content.sitewideBanner(request.visitor.subVariant);
        if (!banner) return reply.status(204).send(null);
        return ok(banner);
      },
    );
  };
}
