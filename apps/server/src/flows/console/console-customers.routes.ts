import {
  balanceCorrectionDecisionSchema,
  balanceCorrectionParamsSchema,
  balanceCorrectionRequestSchema,
  balanceCorrectionSchema,
  balanceCorrectionStatuses,
  consoleCustomerProfileSchema,
  consoleCustomerSchema,
  consoleCustomerSearchSchema,
  consoleRoles,
  customerLockRequestSchema,
  type StaffRole,
} from '@drawline/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { searchCustomersForStaff } from '../../modules/identity';
import { actingStaff, requireStaff, staffOf } from '../../modules/staff';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import { readConsoleCustomer } from '../../queries/read-console-customer';
import type { ConsoleFlowDeps } from './console-flow.deps';
import { decideBalanceCorrection, requestBalanceCorrection } from './correct-balance';
import { lockCustomer } from './lock-customer';

export const customerParams = z.object({ customerId: z.string().min(1).max(100) });
export const correctionParams = balanceCorrectionParamsSchema;

/** The staff money calls' patterns: their routes register them, the staff port judges a key with them. */
export const consoleMoneyRoutePaths = {
  requestCorrection: '/customers/:customerId/balance-corrections',
  decideCorrection: '/balance-corrections/:correctionId/decision',
} as const;

/** GET /balance-corrections's filter: pending unless asked. */
export const correctionListQuery = z.object({ status: z.enum(balanceCorrectionStatuses).default('pending') });

/** The console's customers pages (docs/decisions/232-233): search, the profile, the lock and balance corrections. */
export function consoleCustomerRoutes(deps: ConsoleFlowDeps): FastifyPluginAsyncZod {
  const tags = ['staff'];
  const may = (roles: readonly StaffRole[]) => requireStaff(...roles);
  /** A staff money call: run once per Idempotency-Key, in the acting member's own key scope. */
  const once = <T>(request: FastifyRequest, reply: FastifyReply, work: (tx: Tx) => Promise<T>) =>
    deps.idempotency.answer(request, reply, work, { scope: `staff:${staffOf(request).staffId}` });
  return async (app) => {
    app.get(
      '/customers',
      {
        schema: {
          tags,
          querystring: consoleCustomerSearchSchema,
          response: { 200: envelopeOf(z.array(consoleCustomerSchema)) },
        },
        onRequest: may(consoleRoles.customers),
      },
      async (request) => ok(await searchCustomersForStaff(deps.db, request.query.q)),
    );

    app.get(
      '/customers/:customerId',
      {
        schema: { tags, params: customerParams, response: { 200: envelopeOf(consoleCustomerProfileSchema) } },
        onRequest: may(consoleRoles.customers),
      },
      async (request) => ok(await readConsoleCustomer(deps, request.params.customerId)),
    );

    app.post(
      consoleMoneyRoutePaths.requestCorrection,
      {
        schema: {
          tags,
          params: customerParams,
          body: balanceCorrectionRequestSchema,
          response: { 200: envelopeOf(balanceCorrectionSchema) },
        },
        onRequest: may(consoleRoles.corrections),
      },
      async (request, reply) =>
        once(request, reply, (tx) =>
          requestBalanceCorrection(deps, tx, actingStaff(request), {
            ...request.body,
            customerId: request.params.customerId,
          }),
        ),
    );

    app.post(
      '/customers/:customerId/lock',
      {
        schema: {
          tags,
          params: customerParams,
          body: customerLockRequestSchema,
          response: { 200: envelopeOf(consoleCustomerSchema) },
        },
        onRequest: may(consoleRoles.customerLock),
      },
      async (request) =>
        ok(await lockCustomer(deps, actingStaff(request), { ...request.body, customerId: request.params.customerId })),
    );

    app.get(
      '/balance-corrections',
      {
        schema: {
          tags,
          querystring: correctionListQuery,
          response: { 200: envelopeOf(z.array(balanceCorrectionSchema)) },
        },
        onRequest: may(consoleRoles.corrections),
      },
      async (request) => ok(await deps.corrections.list({ status: request.query.status })),
    );

    app.post(
      consoleMoneyRoutePaths.decideCorrection,
      {
        schema: {
          tags,
          params: correctionParams,
          body: balanceCorrectionDecisionSchema,
          response: { 200: envelopeOf(balanceCorrectionSchema) },
        },
        onRequest: may(consoleRoles.corrections),
      },
      async (request, reply) =>
        once(request, reply, (tx) =>
          decideBalanceCorrection(deps, tx, actingStaff(request), {
            correctionId: request.params.correctionId,
            approve: request.body.approve,
          }),
        ),
    );
  };
}
