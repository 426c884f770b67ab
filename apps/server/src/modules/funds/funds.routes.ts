import {
  addCardBodySchema,
  addCardParamsSchema,
  cardGatewaysSchema,
  depositSchema,
  fundIdParamsSchema,
  fundSchema,
  paymentMethodRulesSchema,
} from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/app-error';
import { customerOnly, requireCustomer, requireMoneyElevation } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import type { FundsModule } from './create-funds-module';
import { directDebitRoutes } from './direct-debit.routes';

const idParams = fundIdParamsSchema;
const tags = ['funds'];

/**
 * POST /funds/{method}/{gateway}: only a card (`cc`) is added this way, by the token its gateway's
 * card page gave back; the route and the pages' port (page-port/funds-calls.ts) both call this.
 */
export function addCardByCall(
  funds: FundsModule,
  customerId: string,
  params: z.infer<typeof addCardParamsSchema>,
  body: z.infer<typeof addCardBodySchema>,
) {
  if (params.method !== 'cc') throw new AppError('payment_method_unavailable');
  return funds.addCard(customerId, { gateway: params.gateway, token: body.token, makeDefault: body.default });
}

/**
 * The funds calls of 3-account.md §7 that move no money: card gateways, adding, choosing and
 * removing cards, a card's deposit terms and a deposit's state. The deposits themselves are
 * flows (flows/deposits/deposit.routes.ts); GET /payment_methods, which lists the payouts'
 * withdrawal methods too, is a query (queries/payment-methods.routes.ts).
 */
export function fundsRoutes(funds: FundsModule): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(directDebitRoutes(funds));
    app.get(
      '/funds/card_gateways',
      { ...customerOnly, schema: { tags, response: { 200: envelopeOf(cardGatewaysSchema) } } },
      async () => ok(funds.cardGateways()),
    );

    app.post(
      '/funds/:method/:gateway',
      {
        ...customerOnly,
        schema: {
          tags,
          params: addCardParamsSchema,
          body: addCardBodySchema,
          response: { 200: envelopeOf(fundSchema) },
        },
      },
      async (request) =>
        ok(await addCardByCall(funds, requireCustomer(request).customerId, request.params, request.body)),
    );

    app.post(
      '/funds/:id/default',
      { ...customerOnly, schema: { tags, params: idParams, response: { 200: envelopeOf(fundSchema) } } },
      async (request) => ok(await funds.setDefaultFund(requireCustomer(request).customerId, request.params.id)),
    );

    app.delete(
      '/funds/:id',
      // Removing a card: with two-factor on, a fresh code (docs/decisions/346).
      { ...customerOnly, preHandler: requireMoneyElevation, schema: { tags, params: idParams } },
      async (request, reply) => {
        await funds.removeFund(requireCustomer(request).customerId, request.params.id);
        return reply.status(204).send();
      },
    );

    app.get(
      '/funds/:id/deposit',
      {
        ...customerOnly,
        schema: {
          tags,
          params: idParams,
          response: { 200: envelopeOf(z.object({ fund: fundSchema, rules: paymentMethodRulesSchema })) },
        },
      },
      async (request) => ok(await funds.depositTerms(requireCustomer(request), request.params.id)),
    );

    app.get(
      '/funds/deposits/transaction/:id',
      { ...customerOnly, schema: { tags, params: idParams, response: { 200: envelopeOf(depositSchema) } } },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return ok(await funds.getDepositByTransaction(requireCustomer(request).customerId, request.params.id));
      },
    );

    app.get(
      '/funds/deposits/:id',
      { ...customerOnly, schema: { tags, params: idParams, response: { 200: envelopeOf(depositSchema) } } },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return ok(await funds.getDeposit(requireCustomer(request).customerId, request.params.id));
      },
    );
  };
}
