import { depositSchema, directDebitMandateBodySchema, directDebitMandateSchema } from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerOnly, requireCustomer } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import type { FundsModule } from './create-funds-module';

const tags = ['funds'];
const path = '/funds/dd/mandate';

/**
 * The customer's Direct Debit Request (decision 522), beside the funds calls: GET reads the active
 * mandate, POST saves one (replacing the active one), DELETE cancels it. The account number is
 * answered as its last three digits only. payment_method_unavailable where direct debit is off.
 */
export function directDebitRoutes(funds: FundsModule): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      path,
      { ...customerOnly, schema: { tags, response: { 200: envelopeOf(directDebitMandateSchema) } } },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return ok(await funds.directDebitMandate(requireCustomer(request)));
      },
    );
    app.post(
      path,
      {
        ...customerOnly,
        schema: { tags, body: directDebitMandateBodySchema, response: { 200: envelopeOf(directDebitMandateSchema) } },
      },
      async (request) => ok(await funds.saveDirectDebitMandate(requireCustomer(request), request.body)),
    );
    // The customer's latest deposits by direct debit, newest first (decision 524).
    app.get(
      '/funds/dd/deposits',
      { ...customerOnly, schema: { tags, response: { 200: envelopeOf(z.array(depositSchema)) } } },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return ok(await funds.directDebitDeposits(requireCustomer(request)));
      },
    );
    app.delete(path, { ...customerOnly, schema: { tags } }, async (request, reply) => {
      await funds.cancelDirectDebitMandate(requireCustomer(request));
      return reply.status(204).send();
    });
  };
}
