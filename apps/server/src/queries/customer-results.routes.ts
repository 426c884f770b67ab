import {
  customerFullResultSchema,
  customerPastDrawSchema,
  customerPastDrawsParamsSchema,
  customerPastDrawsQuerySchema,
  drawParamsSchema,
} from '@drawline/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCustomer } from '../platform/auth';
import { ok } from '../platform/envelope';
import { envelopeOf } from '../platform/schemas';
import { type CustomerResultsDeps, readCustomerFullResult, readCustomerPastDraws } from './read-customer-results';

/**
 * The customer variants answer one customer: never kept by the server cache (no `cache`
 * policy), nor by a browser or CDN. They ask for a customer before the call is validated, so
 * a visitor who is not signed in always gets 401.
 */
const customerOnly = {
  preValidation: async (request: FastifyRequest) => {
    requireCustomer(request);
  },
};
const PRIVATE_NO_STORE = 'private, no-store';

/** The results pages' customer variants: the catalogue's results with the customer's tickets and wins. */
export function customerResultsRoutes(deps: CustomerResultsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/draws/past_customer/:offer',
      {
        ...customerOnly,
        schema: {
          tags: ['results'],
          summary: "Past results of an offer (or 'latest') under the customer's pricing, with the customer's tickets",
          params: customerPastDrawsParamsSchema,
          querystring: customerPastDrawsQuerySchema,
          response: { 200: envelopeOf(z.array(customerPastDrawSchema)) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', PRIVATE_NO_STORE);
        const { draws, pageInfo } = await readCustomerPastDraws(
          deps,
          requireCustomer(request),
          request.params.offer,
          request.query,
        );
        return ok(draws, { pageInfo });
      },
    );

    app.get(
      '/draw/full_result_customer/:offerKey/:drawNo',
      {
        ...customerOnly,
        schema: {
          tags: ['results'],
          summary: "The full result of a drawn draw with the customer's tickets",
          params: drawParamsSchema,
          response: { 200: envelopeOf(customerFullResultSchema) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', PRIVATE_NO_STORE);
        const { customerId } = requireCustomer(request);
        return ok(await readCustomerFullResult(deps, customerId, request.params.offerKey, request.params.drawNo));
      },
    );
  };
}
