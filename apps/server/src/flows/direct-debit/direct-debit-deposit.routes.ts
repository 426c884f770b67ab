import { depositBodySchema, depositSchema } from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FundsModule } from '../../modules/funds';
import { type Idempotency, idempotencyKeyOf } from '../../modules/idempotency';
import type { LimitsModule } from '../../modules/limits';
import { customerOnly, requireCustomer } from '../../platform/auth';
import { envelopeOf } from '../../platform/schemas';

/**
 * POST /funds/dd/direct_debit/deposit (decision 522), idempotent by key: a pending deposit under
 * the customer's active mandate that moves no money; the bank collects it with the next file
 * finance exports, and it is credited once its outcome is imported as collected.
 */
export function directDebitDepositRoutes(deps: {
  funds: FundsModule;
  idempotency: Idempotency;
  limits: Pick<LimitsModule, 'checkDepositAllowed'>;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/funds/dd/direct_debit/deposit',
      {
        ...customerOnly,
        schema: { tags: ['funds'], body: depositBodySchema, response: { 200: envelopeOf(depositSchema) } },
      },
      async (request, reply) => {
        const { customerId, currency } = requireCustomer(request);
        idempotencyKeyOf(request);
        const customer = { customerId, currency };
        const amount = deps.funds.directDebitAmount(customer, request.body.amount);
        await deps.limits.checkDepositAllowed({ customerId, amount: { amount, currency } });
        reply.header('cache-control', 'private, no-store');
        return deps.idempotency.answer(request, reply, async (tx) =>
          deps.funds.depositOf(await deps.funds.recordDirectDebitDeposit(tx, { customer, amount })),
        );
      },
    );
  };
}
