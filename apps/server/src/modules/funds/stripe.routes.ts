import { stripeSetupSchema } from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerOnly, requireCustomer } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import type { StripeGateway } from './stripe-gateway';

/** POST /funds/stripe/setup (3-account.md §7): a SetupIntent for Stripe.js to save a new card with. */
export function stripeRoutes(stripe: StripeGateway): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/funds/stripe/setup',
      {
        ...customerOnly,
        schema: { tags: ['funds'], response: { 200: envelopeOf(stripeSetupSchema) } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return ok(await stripe.setup(requireCustomer(request).customerId));
      },
    );
  };
}
