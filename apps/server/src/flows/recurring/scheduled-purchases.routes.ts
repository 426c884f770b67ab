import { scheduledIdParamsSchema, scheduledListQuerySchema, scheduledPurchaseSchema } from '@drawline/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RecurringModule } from '../../modules/recurring';
import { ownerOnly, requireCustomer } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import type { RecurringEngineDeps } from './recurring-flow.deps';
import { cancelScheduledPurchase } from './scheduled-purchases';

const tags = ['recurring'];
const params = scheduledIdParamsSchema;
const answer = { 200: envelopeOf(scheduledPurchaseSchema) };

/**
 * Scheduled purchases and pre-orders (2-shopping.md §7; decision 364): GET /scheduled-purchases
 * (v3.2, limit and offset), GET /scheduled-purchases/{encodedId} and PATCH …/cancel, the
 * customer's own only (another customer's id is 404, as an unknown one).
 */
export function scheduledPurchaseRoutes(deps: {
  recurring: RecurringModule;
  engine: RecurringEngineDeps;
}): FastifyPluginAsyncZod {
  const ownerOf = (request: FastifyRequest & { params: { encodedId: string } }) => ({
    customerId: requireCustomer(request).customerId,
    encodedId: request.params.encodedId,
  });
  return async (app) => {
    app.get(
      '/scheduled-purchases',
      {
        ...ownerOnly,
        config: { version: '3.2' },
        schema: {
          tags,
          querystring: scheduledListQuerySchema,
          response: { 200: envelopeOf(z.array(scheduledPurchaseSchema)) },
        },
      },
      async (request) => {
        const { items, pageInfo } = await deps.recurring.listScheduledPurchases({
          customerId: requireCustomer(request).customerId,
          ...request.query,
        });
        return ok(items, { pageInfo });
      },
    );
    app.get(
      '/scheduled-purchases/:encodedId',
      { ...ownerOnly, schema: { tags, params, response: answer } },
      async (request) => ok(await deps.recurring.getScheduledPurchase(ownerOf(request))),
    );
    app.patch(
      '/scheduled-purchases/:encodedId/cancel',
      { ...ownerOnly, schema: { tags, params, response: answer } },
      async (request) => ok(await cancelScheduledPurchase(deps.engine, ownerOf(request))),
    );
  };
}
