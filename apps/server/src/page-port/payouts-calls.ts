import {
  API_PREFIX,
  addBankAccountBodySchema,
  bankAccountSchema,
  type PayoutsPort,
  withdrawalParamsSchema,
  withdrawalSchema,
  withdrawBodySchema,
  withdrawFromParamsSchema,
} from '@drawline/contracts';
import { cancelWithdrawal } from '../flows/withdrawals/cancel-withdrawal';
import { requestWithdrawal, type WithdrawalFlowDeps } from '../flows/withdrawals/request-withdrawal';
import { withdrawalRoutePaths } from '../flows/withdrawals/withdrawals.routes';
import { customerScope, type Idempotency } from '../modules/idempotency';
import type { Payouts } from '../modules/payouts';
import type { PortKit } from './port-kit';
import { parseInput } from './port-refusal';

export interface PayoutsCallsDeps {
  payouts: Payouts;
  /** What the withdrawal flows are given by their routes (flows/withdrawals/withdrawals.routes.ts). */
  withdrawals: WithdrawalFlowDeps;
  idempotency: Idempotency;
}

/**
 * The payout calls of the pages' port (3-account.md §7 Withdraw): each runs what its route runs
 * (modules/payouts/payouts.routes.ts, flows/withdrawals/withdrawals.routes.ts), the money calls
 * under the customer's Idempotency-Key as their routes run them (`idempotency.runCall` with the
 * route's pattern, params and body, so a key is the same key either way).
 */
export function payoutsCalls(deps: PayoutsCallsDeps, { call, signedIn }: PortKit): PayoutsPort {
  const { payouts, withdrawals, idempotency } = deps;
  return {
    addBankAccount: (body) =>
      call(async () => {
        const { customerId } = await signedIn();
        const asked = parseInput(addBankAccountBodySchema, body);
        return bankAccountSchema.parse(await payouts.addBankAccount(customerId, asked));
      }),

    requestWithdrawal: (bankAccountId, body, { idempotencyKey }) =>
      call(async () => {
        const { customerId, currency } = await signedIn();
        const params = parseInput(withdrawFromParamsSchema, { id: bankAccountId });
        const asked = parseInput(withdrawBodySchema, body);
        const money = { scope: customerScope(customerId), key: idempotencyKey, method: 'POST' };
        const outcome = await idempotency.runCall(
          { ...money, route: `${API_PREFIX}${withdrawalRoutePaths.withdraw}`, params, body: asked },
          (tx) => requestWithdrawal(withdrawals, tx, { customerId, currency, bankAccountId: params.id, body: asked }),
        );
        return withdrawalSchema.parse(outcome.body);
      }),

    cancelWithdrawal: (withdrawId, { idempotencyKey }) =>
      call(async () => {
        const { customerId } = await signedIn();
        const params = parseInput(withdrawalParamsSchema, { withdrawId });
        const money = { scope: customerScope(customerId), key: idempotencyKey, method: 'POST' };
        const outcome = await idempotency.runCall(
          { ...money, route: `${API_PREFIX}${withdrawalRoutePaths.cancel}`, params, body: undefined },
          (tx) => cancelWithdrawal(withdrawals, tx, { customerId, withdrawId: params.withdrawId }),
        );
        return withdrawalSchema.parse(outcome.body);
      }),
  };
}
