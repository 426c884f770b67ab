import { cmsFileWidths, serverCacheSeconds, sitewideBannerSchema } from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/app-error';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import { cmsItemsRoutes } from './cms-items.routes';
import type { ContentService } from './content.service';

/** The CMS calls under /cms (1-platform.md §7 service bases): the sitewide banner, the items and the translations. */
export function contentRoutes(deps: { content: ContentService }): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(cmsItemsRoutes(deps));
    app.get(
      '/files/:id',
      {
        config: { version: '1.0' },
        schema: {
          tags: ['cms'],
          summary: 'An uploaded image (re-encoded WebP), kept by browsers and CDNs for a year',
          params: z.object({ id: z.string().min(1).max(64) }),
          // At most this wide (decision 499): the shop's boxes at 1x and 2x; the file as kept without it.
          querystring: z.object({ w: z.enum(cmsFileWidths.map(String) as [string, ...string[]]).optional() }),
        },
      },
      async (request, reply) => {
        const { w } = request.query;
        const file = w
          ? await deps.content.fileAtWidth(request.params.id, Number(w))
          : await deps.content.fileOf(request.params.id);
        if (!file) throw new AppError('not_found', { message: 'There is no such file.' });
        // A file never changes: a replacement is a new id.
        return reply
          .header('content-type', file.contentType)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(file.bytes);
      },
    );
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
