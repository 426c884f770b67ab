import { partnerSchema, partnerSlugParamsSchema } from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import type { PartnersModule } from './partners.service';

/** GET /partners/{slug} (3-account.md §7 Partner): slug, key, channels; partner_not_found when off or unknown. */
export function partnersRoutes(deps: { partners: PartnersModule }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/partners/:slug',
      { schema: { tags: ['partners'], params: partnerSlugParamsSchema, response: { 200: envelopeOf(partnerSchema) } } },
      async (request) => {
        const { id: _id, ...partner } = await deps.partners.bySlug(request.params.slug);
        return ok(partner);
      },
    );
  };
}
