import {
  braintreeClientTokenSchema,
  braintreeDepositBodySchema,
  type Currency,
  depositSchema,
  fundsGatewayParamsSchema,
} from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FundsModule } from '../../modules/funds';
import { type Idempotency, idempotencyKeyOf } from '../../modules/idempotency';
import { customerOnly, requireCustomer } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import { type DepositDeps, startDeposit } from './deposit';

const tags = ['funds'];

/** The PayPal deposit's route as registered (under API_PREFIX): its Idempotency-Keys are judged with it. */
export const braintreeDepositPath = '/funds/pl/braintree';

/** POST /funds/pl/braintree's work, for the route and the pages' port alike: the sale first, then the deposit booked under the key. */
export function startBraintreeDeposit(
  deps: DepositDeps,
  input: {
    customerId: string;
    currency: Currency;
    idempotencyKey: string;
    body: typeof braintreeDepositBodySchema._output;
  },
) {
  const { amount, nonce, metadata } = input.body;
  return startDeposit(deps, {
    customerId: input.customerId,
    currency: input.currency,
    methodCode: 'pl',
    fundId: null,
    gatewayKey: 'braintree',
    nonce,
    amount,
    metadata,
    idempotencyKey: input.idempotencyKey,
  });
}

/**
 * PayPal through Braintree (3-account.md §7; decision 488): GET /funds/{gateway} answers the
 * drop-in's client token, POST /funds/pl/braintree charges the nonce the drop-in approved and
 * credits the wallet once, idempotent by key like every deposit (decisions 103, 172, 173).
 */
export function braintreeRoutes(
  deps: DepositDeps & { funds: FundsModule; idempotency: Idempotency },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/funds/:gateway',
      {
        ...customerOnly,
        schema: { tags, params: fundsGatewayParamsSchema, response: { 200: envelopeOf(braintreeClientTokenSchema) } },
      },
      async (request, reply) => {
        requireCustomer(request);
        reply.header('cache-control', 'private, no-store');
        return ok(await deps.funds.gatewayClientToken(request.params.gateway));
      },
    );

    app.post(
      braintreeDepositPath,
      {
        ...customerOnly,
        schema: { tags, body: braintreeDepositBodySchema, response: { 200: envelopeOf(depositSchema) } },
      },
      async (request, reply) => {
        const { customerId, currency } = requireCustomer(request);
        reply.header('cache-control', 'private, no-store');
        const { work } = await startBraintreeDeposit(deps, {
          customerId,
          currency,
          idempotencyKey: idempotencyKeyOf(request),
          body: request.body,
        });
        return deps.idempotency.answer(request, reply, work);
      },
    );
  };
}
