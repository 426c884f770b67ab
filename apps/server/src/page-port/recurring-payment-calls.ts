import {
  paymentResolutionSchema,
  type RecurringPaymentsPort,
  recurringPurchaseMethodChoiceSchema,
  recurringPurchaseMethodsSchema,
  recurringSyncSchema,
} from '@drawline/contracts';
import { z } from 'zod';
import { listPaymentResolutions } from '../flows/recurring/payment-resolutions';
import type { RecurringEngineDeps } from '../flows/recurring/recurring-flow.deps';
import { syncRecurringPurchasesAsked } from '../flows/recurring/recurring-notifications';
import {
  chooseRecurringPurchaseMethod,
  getRecurringPurchaseMethods,
} from '../flows/recurring/recurring-purchase-method';
import type { PortKit } from './port-kit';
import { parseInput } from './port-refusal';

/**
 * Paying for recurring purchases on the pages' port (decision 358): each runs what its route runs
 * (flows/recurring/recurring-payments.routes.ts), its input checked with the route's schema, for
 * the viewer only (a visitor is 401).
 */
export function recurringPaymentCalls(deps: RecurringEngineDeps, { call, signedIn }: PortKit): RecurringPaymentsPort {
  const customerId = async () => (await signedIn()).customerId;
  return {
    recurringPurchaseMethods: () =>
      call(async () =>
        recurringPurchaseMethodsSchema.parse(await getRecurringPurchaseMethods(deps, await customerId())),
      ),
    chooseRecurringPurchaseMethod: (key) =>
      call(async () => {
        const who = await customerId();
        const { recurringPurchaseMethod } = parseInput(recurringPurchaseMethodChoiceSchema, {
          recurringPurchaseMethod: key,
        });
        return recurringPurchaseMethodsSchema.parse(
          await chooseRecurringPurchaseMethod(deps, who, recurringPurchaseMethod),
        );
      }),
    paymentResolutions: () =>
      call(async () => z.array(paymentResolutionSchema).parse(await listPaymentResolutions(deps, await customerId()))),
    syncRecurringPurchases: () =>
      call(async () => recurringSyncSchema.parse(await syncRecurringPurchasesAsked(deps, await customerId()))),
  };
}
