import { paymentMethodsAnswerSchema, paymentMethodsQuerySchema } from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerOnly, requireCustomer } from '../platform/auth';
import { ok } from '../platform/envelope';
import { envelopeOf } from '../platform/schemas';
import { type PaymentMethodsReadDeps, readPaymentMethods } from './read-payment-methods';

/** GET /payment_methods (3-account.md §7, v3.1): the ways to pay and to be paid out. */
export function paymentMethodsRoutes(deps: PaymentMethodsReadDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/payment_methods',
      {
        ...customerOnly,
        config: { version: '3.1' },
        schema: {
          tags: ['funds'],
          querystring: paymentMethodsQuerySchema,
          response: { 200: envelopeOf(paymentMethodsAnswerSchema) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return ok(await readPaymentMethods(deps, requireCustomer(request), request.query.filter));
      },
    );
  };
}
