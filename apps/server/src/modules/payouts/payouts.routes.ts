import {
  bankAccountSchema,
  transactionsQuerySchema,
  withdrawalOfTransactionParamsSchema,
  withdrawalParamsSchema,
  withdrawalSchema,
} from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerOnly, requireCustomer } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import type { Payouts } from './create-payouts';

/** Every call answers the signed-in customer about their own accounts: 401 before validation otherwise. */

/**
 * The customer's bank accounts and their withdrawals, read (docs/decisions/184). Adding a bank
 * account (which emails the customer), requesting and cancelling a withdrawal are flows
 * (flows/withdrawals/withdrawals.routes.ts).
 */
export function payoutsRoutes(deps: { payouts: Payouts }): FastifyPluginAsyncZod {
  const { payouts } = deps;
  const tags = ['payouts'];
  const noStore = { 'cache-control': 'private, no-store' };
  return async (app) => {
    app.get(
      '/funds/bank-accounts',
      { ...customerOnly, schema: { tags, response: { 200: envelopeOf(z.array(bankAccountSchema)) } } },
      async (request, reply) => {
        reply.headers(noStore);
        return ok(await payouts.listBankAccounts(requireCustomer(request).customerId));
      },
    );

    app.get(
      '/withdrawals',
      {
        ...customerOnly,
        schema: {
          tags,
          querystring: transactionsQuerySchema,
          response: { 200: envelopeOf(z.array(withdrawalSchema)) },
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        return ok(await payouts.listWithdrawals(requireCustomer(request).customerId, request.query));
      },
    );

    app.get(
      '/withdrawals/:withdrawId',
      {
        ...customerOnly,
        schema: {
          tags,
          params: withdrawalParamsSchema,
          response: { 200: envelopeOf(withdrawalSchema) },
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        return ok(await payouts.getWithdrawal(requireCustomer(request).customerId, request.params));
      },
    );

    app.get(
      '/withdrawals/transaction/:transactionId',
      {
        ...customerOnly,
        schema: {
          tags,
          params: withdrawalOfTransactionParamsSchema,
          response: { 200: envelopeOf(withdrawalSchema) },
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        return ok(await payouts.getWithdrawal(requireCustomer(request).customerId, request.params));
      },
    );
  };
}
