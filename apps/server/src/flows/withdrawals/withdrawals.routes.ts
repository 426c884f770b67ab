import {
  withdrawalParamsSchema,
  withdrawalSchema,
  withdrawBodySchema,
  withdrawFromParamsSchema,
} from '@drawline/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Idempotency } from '../../modules/idempotency';
import { requireCustomer } from '../../platform/auth';
import { envelopeOf } from '../../platform/schemas';
import { cancelWithdrawal } from './cancel-withdrawal';
import { requestWithdrawal, type WithdrawalFlowDeps } from './request-withdrawal';

const customerOnly = {
  preValidation: async (request: FastifyRequest) => {
    requireCustomer(request);
  },
};

/** The money calls' routes as registered (under API_PREFIX): their Idempotency-Keys are judged with them. */
export const withdrawalRoutePaths = {
  withdraw: '/funds/:id/withdraw',
  cancel: '/withdrawals/:withdrawId/cancel',
} as const;

/**
 * POST /funds/{id}/withdraw (v3.1; 3-account.md §7) and the customer's cancel: money calls, so
 * each needs an Idempotency-Key (docs/decisions/103); a retry answers the first withdrawal.
 */
export function withdrawalsRoutes(deps: WithdrawalFlowDeps & { idempotency: Idempotency }): FastifyPluginAsyncZod {
  const tags = ['payouts'];
  const answer = { 200: envelopeOf(withdrawalSchema) };
  return async (app) => {
    app.post(
      withdrawalRoutePaths.withdraw,
      {
        ...customerOnly,
        config: { version: '3.1' },
        schema: { tags, params: withdrawFromParamsSchema, body: withdrawBodySchema, response: answer },
      },
      async (request, reply) => {
        // The signed-in customer comes with their wallet's currency (decision 323).
        const { customerId, currency } = requireCustomer(request);
        reply.header('cache-control', 'private, no-store');
        return deps.idempotency.answer(request, reply, (tx) =>
          requestWithdrawal(deps, tx, { customerId, currency, bankAccountId: request.params.id, body: request.body }),
        );
      },
    );

    app.post(
      withdrawalRoutePaths.cancel,
      { ...customerOnly, schema: { tags, params: withdrawalParamsSchema, response: answer } },
      async (request, reply) => {
        const { customerId } = requireCustomer(request);
        reply.header('cache-control', 'private, no-store');
        return deps.idempotency.answer(request, reply, (tx) =>
          cancelWithdrawal(deps, tx, { customerId, withdrawId: request.params.withdrawId }),
        );
      },
    );
  };
}
