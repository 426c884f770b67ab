import {
  paymentResolutionSchema,
  recurringPurchaseMethodChoiceSchema,
  recurringPurchaseMethodsSchema,
  recurringSyncSchema,
} from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownerOnly, requireCustomer } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import { listPaymentResolutions } from './payment-resolutions';
import type { RecurringEngineDeps } from './recurring-flow.deps';
import { syncRecurringPurchasesAsked } from './recurring-notifications';
import { chooseRecurringPurchaseMethod, getRecurringPurchaseMethods } from './recurring-purchase-method';

const tags = ['recurring'];
const methodsAnswer = { 200: envelopeOf(recurringPurchaseMethodsSchema) };

/**
 * Paying for recurring purchases (decision 358): the unattended payment method (3-account.md §7),
 * the payment resolutions and the customer's retry (2-shopping.md §7, v3.3), limited per customer
 * (decision 372). The in-site messages a failure sends are in the notifications feed (decision 421).
 */
export function recurringPaymentRoutes(deps: RecurringEngineDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/customer/recurring-purchase-method',
      { ...ownerOnly, schema: { tags, response: methodsAnswer } },
      async (request) => ok(await getRecurringPurchaseMethods(deps, requireCustomer(request).customerId)),
    );
    app.post(
      '/customer/recurring-purchase-method',
      { ...ownerOnly, schema: { tags, querystring: recurringPurchaseMethodChoiceSchema, response: methodsAnswer } },
      async (request) =>
        ok(
          await chooseRecurringPurchaseMethod(
            deps,
            requireCustomer(request).customerId,
            request.query.recurringPurchaseMethod,
          ),
        ),
    );
    app.get(
      '/payment_resolutions',
      {
        ...ownerOnly,
        config: { version: '3.3' },
        schema: { tags, response: { 200: envelopeOf(z.array(paymentResolutionSchema)) } },
      },
      async (request) => ok(await listPaymentResolutions(deps, requireCustomer(request).customerId)),
    );
    app.post(
      '/process_recurring_purchases/sync',
      {
        ...ownerOnly,
        config: { version: '3.3' },
        schema: { tags, response: { 200: envelopeOf(recurringSyncSchema) } },
      },
      async (request) => ok(await syncRecurringPurchasesAsked(deps, requireCustomer(request).customerId)),
    );
  };
}
