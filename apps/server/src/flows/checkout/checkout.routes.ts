import { clientMetadataSchema, receiptSchema } from '@drawline/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Idempotency } from '../../modules/idempotency';
import { requireCustomer } from '../../platform/auth';
import type { Lanes } from '../../platform/lanes';
import { envelopeOf } from '../../platform/schemas';
import { type PlaceOrderDeps, placeOrder } from './place-order';

/**
 * The partner and purchase data the storefront may send with a purchase (2-shopping.md §7; their
 * fields are not shown): kept out of the decision, but part of the request the key's hash covers.
 */
const purchaseBodySchema = z
  .object({
    partner: clientMetadataSchema.optional(),
    purchase: clientMetadataSchema.optional(),
  })
  .strict()
  .nullish();

/** POST /cart/purchase: a money call, so it needs an Idempotency-Key (docs/decisions/103). */
export function checkoutRoutes(
  deps: PlaceOrderDeps & { idempotency: Idempotency; lanes: Lanes },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/cart/purchase',
      {
        preValidation: async (request: FastifyRequest) => {
          requireCustomer(request);
        },
        schema: { tags: ['cart'], body: purchaseBodySchema, response: { 200: envelopeOf(receiptSchema) } },
      },
      async (request, reply) => {
        const { customerId } = requireCustomer(request);
        reply.header('cache-control', 'private, no-store');
        // In a purchase lane, or 503 at once: a refused purchase changed nothing and may be retried with its key.
        const answer = await deps.lanes.run(() =>
          deps.idempotency.answer(request, reply, (tx) => placeOrder(deps, tx, { customerId })),
        );
        deps.mail?.wake();
        return answer;
      },
    );
  };
}
