import {
  addBankAccountBodySchema,
  bankAccountSchema,
  withdrawalParamsSchema,
  withdrawalSchema,
  withdrawBodySchema,
  withdrawFromParamsSchema,
} from '@drawline/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Idempotency } from '../../modules/idempotency';
import { requireCustomer, requireMoneyElevation } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import { type AddBankAccountDeps, addBankAccount } from './add-bank-account';
import { cancelWithdrawal } from './cancel-withdrawal';
import { refusePayIdNotOffered } from './payout-destinations';
import { refuseDonationNotOffered, requestWithdrawal, type WithdrawalFlowDeps } from './request-withdrawal';
import { refuseUnverifiedWithdrawal, type WithdrawalVerificationDeps } from './withdrawal-verification';

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

export interface WithdrawalRoutesDeps extends WithdrawalFlowDeps {
  idempotency: Idempotency;
  /** The withdrawal verification requirement (decision 440). */
  withdrawalVerification: WithdrawalVerificationDeps;
  bankAccounts: AddBankAccountDeps;
}

/**
 * POST /funds/bank-account (v3.8) and POST /funds/{id}/withdraw (v3.1; 3-account.md §7), each
 * asking for elevation when the customer has two-factor on (requireMoneyElevation; docs/decisions/346), and the
 * customer's cancel. Withdrawing and cancelling are money calls, so each needs an Idempotency-Key
 * (docs/decisions/103); a retry answers the first withdrawal.
 */
export function withdrawalsRoutes(deps: WithdrawalRoutesDeps): FastifyPluginAsyncZod {
  const tags = ['payouts'];
  const answer = { 200: envelopeOf(withdrawalSchema) };
  return async (app) => {
    app.post(
      '/funds/bank-account',
      {
        ...customerOnly,
        preHandler: requireMoneyElevation,
        config: { version: '3.8' },
        schema: { tags, body: addBankAccountBodySchema, response: { 200: envelopeOf(bankAccountSchema) } },
      },
      async (request, reply) => {
        const auth = requireCustomer(request);
        reply.header('cache-control', 'private, no-store');
        const { code, type: bankType } = request.body;
        await refusePayIdNotOffered(deps.withdrawalVerification.capabilities, auth, { code, bankType }, 'type');
        return ok(await addBankAccount(deps.bankAccounts, auth.customerId, request.body));
      },
    );

    app.post(
      withdrawalRoutePaths.withdraw,
      {
        ...customerOnly,
        preHandler: requireMoneyElevation,
        config: { version: '3.1' },
        schema: { tags, params: withdrawFromParamsSchema, body: withdrawBodySchema, response: answer },
      },
      async (request, reply) => {
        // The signed-in customer comes with their wallet's currency (decision 323).
        const auth = requireCustomer(request);
        const { customerId, currency } = auth;
        reply.header('cache-control', 'private, no-store');
        refuseDonationNotOffered(deps.bankAccounts.payouts.donationWithdrawals, request.body);
        await refuseUnverifiedWithdrawal(deps.withdrawalVerification, auth);
        await refusePayIdNotOffered(deps.withdrawalVerification.capabilities, auth, request.body, 'bank_type');
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
