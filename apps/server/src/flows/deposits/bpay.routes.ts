import {
  bankDepositDetailsSchema,
  bankStatementLinesSchema,
  bpayDetailsSchema,
  bpayImportBodySchema,
  bpayImportResultSchema,
  bpayPaymentsSchema,
} from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FundsModule } from '../../modules/funds';
import { actingStaff, requireStaff } from '../../modules/staff';
import { customerOnly, requireCustomer } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import { staffDirectDebitRoutes } from '../direct-debit/staff-direct-debit.routes';
import { importBankStatement } from './import-bank-statement';
import { type ImportBpayDeps, importBpayPayments } from './import-bpay-payments';

/**
 * BPAY (decision 530). GET /funds/bp/bpay answers the biller code and the customer's own
 * reference (payment_method_unavailable where BPAY is off); the money comes with the bank's file.
 * GET /funds/bank-deposit the same for a bank deposit or PayID transfer (decision 519).
 */
export function bpayRoutes(deps: { funds: FundsModule }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/funds/bp/bpay',
      { ...customerOnly, schema: { tags: ['funds'], response: { 200: envelopeOf(bpayDetailsSchema) } } },
      async (request, reply) => {
        const { customerId, currency } = requireCustomer(request);
        reply.header('cache-control', 'private, no-store');
        return ok(await deps.funds.bpayDetails({ customerId, currency }));
      },
    );
    // Bank deposits and PayID transfers (decision 519): the shop's account, its PayID and the customer's reference.
    app.get(
      '/funds/bank-deposit',
      { ...customerOnly, schema: { tags: ['funds'], response: { 200: envelopeOf(bankDepositDetailsSchema) } } },
      async (request, reply) => {
        const { customerId, currency } = requireCustomer(request);
        reply.header('cache-control', 'private, no-store');
        return ok(await deps.funds.bankDepositDetails({ customerId, currency }));
      },
    );
  };
}

/**
 * Finance's BPAY calls under /staff/api: the payments (waiting first) and the import of the bank's
 * file; the same for the shop account's statement (bank deposits and PayID transfers, decision 519).
 */
export function staffBpayRoutes(deps: ImportBpayDeps): FastifyPluginAsyncZod {
  const tags = ['staff', 'funds'];
  const finance = requireStaff('finance');
  return async (app) => {
    // Direct debit's collection files and outcomes (decision 523), finance's too.
    await app.register(staffDirectDebitRoutes(deps));
    app.get(
      '/funds/bpay-payments',
      { onRequest: finance, schema: { tags, response: { 200: envelopeOf(bpayPaymentsSchema) } } },
      async () => ok(await deps.funds.listBpayPayments()),
    );
    app.post(
      '/funds/bpay-payments',
      {
        onRequest: finance,
        schema: { tags, body: bpayImportBodySchema, response: { 200: envelopeOf(bpayImportResultSchema) } },
      },
      async (request) => ok(await importBpayPayments(deps, actingStaff(request), request.body.file)),
    );
    // The shop account's statement: bank deposits and PayID transfers (decision 519).
    app.get(
      '/funds/bank-statement-lines',
      { onRequest: finance, schema: { tags, response: { 200: envelopeOf(bankStatementLinesSchema) } } },
      async () => ok(await deps.funds.listStatementLines()),
    );
    app.post(
      '/funds/bank-statement-lines',
      {
        onRequest: finance,
        schema: { tags, body: bpayImportBodySchema, response: { 200: envelopeOf(bpayImportResultSchema) } },
      },
      async (request) => ok(await importBankStatement(deps, actingStaff(request), request.body.file)),
    );
  };
}
