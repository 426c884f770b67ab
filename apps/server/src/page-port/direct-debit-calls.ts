import {
  API_PREFIX,
  type DirectDebitPort,
  depositBodySchema,
  depositSchema,
  directDebitMandateBodySchema,
  directDebitMandateSchema,
} from '@drawline/contracts';
import type { FundsModule } from '../modules/funds';
import { customerScope, type Idempotency } from '../modules/idempotency';
import type { LimitsModule } from '../modules/limits';
import type { PortKit } from './port-kit';
import { parseInput } from './port-refusal';

const DEPOSIT_ROUTE = '/funds/dd/direct_debit/deposit';

/**
 * The storefront's direct debit calls (decisions 522, 524): each runs what its route runs
 * (modules/funds/direct-debit.routes.ts, flows/direct-debit/direct-debit-deposit.routes.ts); the
 * deposit under the customer's Idempotency-Key with the route's pattern and body, as over HTTP.
 */
export function directDebitCalls(
  deps: {
    funds: FundsModule;
    deposits: { limits: Pick<LimitsModule, 'checkDepositAllowed'> };
    idempotency: Idempotency;
  },
  { call, signedIn }: PortKit,
): DirectDebitPort {
  const { funds, idempotency } = deps;
  return {
    directDebitMandate: () =>
      call(async () => directDebitMandateSchema.parse(await funds.directDebitMandate(await signedIn()))),
    saveDirectDebitMandate: (body) =>
      call(async () => {
        const customer = await signedIn();
        const asked = parseInput(directDebitMandateBodySchema, body);
        return directDebitMandateSchema.parse(await funds.saveDirectDebitMandate(customer, asked));
      }),
    cancelDirectDebitMandate: () =>
      call(async () => {
        await funds.cancelDirectDebitMandate(await signedIn());
        return null;
      }),
    directDebitDeposits: () =>
      call(async () => (await funds.directDebitDeposits(await signedIn())).map((d) => depositSchema.parse(d))),
    directDebitDeposit: (body, { idempotencyKey }) =>
      call(async () => {
        const { customerId, currency } = await signedIn();
        const customer = { customerId, currency };
        const asked = parseInput(depositBodySchema, body);
        const amount = funds.directDebitAmount(customer, asked.amount);
        await deps.deposits.limits.checkDepositAllowed({ customerId, amount: { amount, currency } });
        const outcome = await idempotency.runCall(
          {
            scope: customerScope(customerId),
            key: idempotencyKey,
            method: 'POST',
            route: `${API_PREFIX}${DEPOSIT_ROUTE}`,
            params: {},
            body: asked,
          },
          async (tx) => funds.depositOf(await funds.recordDirectDebitDeposit(tx, { customer, amount })),
        );
        return depositSchema.parse(outcome.body);
      }),
  };
}
