import {
  activityStatementQuerySchema,
  activityStatementSchema,
  transactionSchema,
  transactionsQuerySchema,
  withdrawableFundsSchema,
} from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerOnly, requireCustomer } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import type { Wallet } from './create-wallet';

export interface WalletRouteDeps {
  wallet: Wallet;
}

/** Every wallet call answers the signed-in customer only, about their own money: 401 before validation otherwise. */

/**
 * GET /customer/withdrawable-funds (3-account.md §7), GET /transactions (2-shopping.md §7) and
 * GET /activity-statement (the monthly statement of the responsible-gambling pages).
 */
export function walletRoutes(deps: WalletRouteDeps): FastifyPluginAsyncZod {
  const { wallet } = deps;
  const tags = ['wallet'];
  return async (app) => {
    app.get(
      '/customer/withdrawable-funds',
      { ...customerOnly, schema: { tags, response: { 200: envelopeOf(withdrawableFundsSchema) } } },
      async (request) => {
        // The signed-in customer comes with their wallet's currency (decision 323).
        const { customerId, currency } = requireCustomer(request);
        const funds = await wallet.getFunds(customerId, currency);
        return ok(funds.withdrawableFunds);
      },
    );

    app.get(
      '/transactions',
      {
        ...customerOnly,
        schema: {
          tags,
          querystring: transactionsQuerySchema,
          response: { 200: envelopeOf(z.array(transactionSchema)) },
        },
      },
      async (request) => {
        const { transactions, pageInfo } = await wallet.listTransactions(
          requireCustomer(request).customerId,
          request.query,
        );
        return ok(transactions, { pageInfo });
      },
    );

    app.get(
      '/activity-statement',
      {
        ...customerOnly,
        schema: {
          tags: ['limits'],
          querystring: activityStatementQuerySchema,
          response: { 200: envelopeOf(activityStatementSchema) },
        },
      },
      async (request) => {
        const { customerId, currency } = requireCustomer(request);
        return ok(await wallet.activityStatement({ customerId, currency, month: request.query.month }));
      },
    );
  };
}
