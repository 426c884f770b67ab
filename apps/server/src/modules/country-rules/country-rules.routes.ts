import { countryStandingSchema } from '@drawline/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCustomer } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import type { CountryRules } from './country-rules';

/**
 * POST /customer/terms-and-conditions/location (3-account.md §7 Customer): the signed-in customer
 * acknowledges that the country the shop locates them in is one it does not sell to (docs/decisions/384).
 * No body is read: the country is the request's, never one the client names.
 */
export function countryRulesRoutes(deps: {
  countryRules: Pick<CountryRules, 'acknowledge'>;
  countryOf(request: FastifyRequest): string;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/customer/terms-and-conditions/location',
      {
        schema: {
          tags: ['customer'],
          body: z.object({}).passthrough().nullish(),
          response: { 200: envelopeOf(countryStandingSchema) },
        },
      },
      async (request, reply) => {
        const { customerId } = requireCustomer(request);
        reply.header('cache-control', 'private, no-store');
        return ok(await deps.countryRules.acknowledge(customerId, deps.countryOf(request)));
      },
    );
  };
}
