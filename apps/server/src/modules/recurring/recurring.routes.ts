import {
  autoplayChangeSchema,
  autoplaySchema,
  recurringIdParamsSchema,
  recurringListQuerySchema,
  recurringPurchaseSchema,
  recurringStatusChangeSchema,
  setMinimumJackpotSchema,
  setQuickpickSchema,
  subscriptionChangeSchema,
  subscriptionListQuerySchema,
  subscriptionSchema,
} from '@drawline/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownerOnly, requireCustomer } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { formCall } from '../../platform/json-bodies';
import { envelopeOf } from '../../platform/schemas';
import type { RecurringModule } from './create-recurring-module';

/**
 * A customer's recurring purchases answer their owner only: the customer is required before the
 * call is validated (401 for a visitor), another customer's id is 404, nothing is cached.
 */
const tags = ['recurring'];
const params = recurringIdParamsSchema;
const autoplayAnswer = { 200: envelopeOf(autoplaySchema) };
const subscriptionAnswer = { 200: envelopeOf(subscriptionSchema) };
const recurringAnswer = { 200: envelopeOf(recurringPurchaseSchema) };
const v33 = { version: '3.3' };

const ownerOf = (request: FastifyRequest & { params: { id: string } }) => ({
  customerId: requireCustomer(request).customerId,
  id: request.params.id,
});

/** The recurring purchase calls of 2-shopping.md §7 (the paths the spec leaves out: decision 340). */
export function recurringRoutes(deps: { recurring: RecurringModule }): FastifyPluginAsyncZod {
  const { recurring } = deps;
  return async (app) => {
    app.get(
      '/autoplay',
      {
        ...ownerOnly,
        config: v33,
        schema: { tags, querystring: recurringListQuerySchema, response: { 200: envelopeOf(z.array(autoplaySchema)) } },
      },
      async (request) => {
        const { items, pageInfo } = await recurring.listAutoplays({
          customerId: requireCustomer(request).customerId,
          ...request.query,
        });
        return ok(items, { pageInfo });
      },
    );
    app.get('/autoplay/:id', { ...ownerOnly, schema: { tags, params, response: autoplayAnswer } }, async (request) =>
      ok(await recurring.getAutoplay(ownerOf(request))),
    );
    app.patch(
      '/autoplay/:id',
      { ...ownerOnly, schema: { tags, params, body: autoplayChangeSchema, response: autoplayAnswer } },
      async (request) => ok(await recurring.changeAutoplay(ownerOf(request), request.body)),
    );
    app.post(
      '/autoplay/:id/set-minimum-jackpot',
      {
        ...ownerOnly,
        config: formCall,
        schema: { tags, params, body: setMinimumJackpotSchema, response: autoplayAnswer },
      },
      async (request) =>
        ok(
          await recurring.changeAutoplay(ownerOf(request), {
            minimumJackpotAmount: { amount: request.body.minimumJackpotAmount },
          }),
        ),
    );
    app.post(
      '/autoplay/:id/set-quickpick',
      { ...ownerOnly, config: formCall, schema: { tags, params, body: setQuickpickSchema, response: autoplayAnswer } },
      async (request) => ok(await recurring.changeAutoplay(ownerOf(request), { quickpick: request.body.quickpick })),
    );
    app.post(
      '/autoplay/:id/pause',
      { ...ownerOnly, schema: { tags, params, response: recurringAnswer } },
      async (request) =>
        ok(
          await recurring.changeStatus(
            { ...ownerOf(request), base: 'autoplay' },
            { status: 'recurring_status_paused' },
          ),
        ),
    );
    app.post(
      '/autoplay/:id/unpause',
      { ...ownerOnly, schema: { tags, params, response: recurringAnswer } },
      async (request) =>
        ok(
          await recurring.changeStatus(
            { ...ownerOf(request), base: 'autoplay' },
            { status: 'recurring_status_active' },
          ),
        ),
    );
    for (const base of ['autoplay', 'subscriptions'] as const) {
      app.patch(
        `/${base}/:id/status`,
        {
          ...ownerOnly,
          config: v33,
          schema: { tags, params, body: recurringStatusChangeSchema, response: recurringAnswer },
        },
        async (request) => ok(await recurring.changeStatus({ ...ownerOf(request), base }, request.body)),
      );
    }

    app.get(
      '/recurring_purchases',
      {
        ...ownerOnly,
        config: v33,
        schema: {
          tags,
          querystring: recurringListQuerySchema,
          response: { 200: envelopeOf(z.array(recurringPurchaseSchema)) },
        },
      },
      async (request) => {
        const { items, pageInfo } = await recurring.listRecurringPurchases({
          customerId: requireCustomer(request).customerId,
          ...request.query,
        });
        return ok(items, { pageInfo });
      },
    );

    app.get(
      '/subscriptions',
      {
        ...ownerOnly,
        schema: {
          tags,
          querystring: subscriptionListQuerySchema,
          response: { 200: envelopeOf(z.array(subscriptionSchema)) },
        },
      },
      async (request) => {
        const { items, pageInfo } = await recurring.listSubscriptions({
          customerId: requireCustomer(request).customerId,
          ...request.query,
        });
        return ok(items, { pageInfo });
      },
    );
    app.get(
      '/subscriptions/:id',
      { ...ownerOnly, schema: { tags, params, response: subscriptionAnswer } },
      async (request) => ok(await recurring.getSubscription(ownerOf(request))),
    );
    app.patch(
      '/subscriptions/:id',
      { ...ownerOnly, schema: { tags, params, body: subscriptionChangeSchema, response: subscriptionAnswer } },
      async (request) => ok(await recurring.changeSubscription(ownerOf(request), request.body)),
    );
    // Deleting a subscription cancels it (its draws and orders stay): decision 340.
    app.delete(
      '/subscriptions/:id',
      { ...ownerOnly, schema: { tags, params, response: recurringAnswer } },
      async (request) =>
        ok(
          await recurring.changeStatus(
            { ...ownerOf(request), base: 'subscriptions' },
            { status: 'recurring_status_cancelled' },
          ),
        ),
    );
  };
}
