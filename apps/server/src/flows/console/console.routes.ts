import {
  balanceCorrectionDecisionSchema,
  balanceCorrectionRequestSchema,
  balanceCorrectionSchema,
  balanceCorrectionStatuses,
  bannerStateCodeSchema,
  consoleBannerRequestSchema,
  consoleBannerSchema,
  consoleCapabilitiesSchema,
  consoleCustomerProfileSchema,
  consoleCustomerSchema,
  consoleCustomerSearchSchema,
  consoleDrawSchema,
  consoleRoles,
  consoleVoucherSchema,
  createVoucherRequestSchema,
  customerLockRequestSchema,
  dashboardSchema,
  type StaffRole,
  segmentCapabilityParamsSchema,
  segmentCapabilityRequestSchema,
  toCurrency,
} from '@drawline/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { customerForStaff, searchCustomersForStaff } from '../../modules/identity';
import { actingStaff, requireStaff, staffOf } from '../../modules/staff';
import { ok } from '../../platform/envelope';
import { acceptJsonBodiesOnly } from '../../platform/json-bodies';
import { envelopeOf } from '../../platform/schemas';
import { readConsoleDraw } from '../../queries/read-console-draw';
import { readDashboard } from '../../queries/read-dashboard';
import type { ConsoleFlowDeps } from './console-flow.deps';
import { decideBalanceCorrection, requestBalanceCorrection } from './correct-balance';
import { lockCustomer } from './lock-customer';
import { createVoucher, endVoucher } from './manage-vouchers';
import { setSegmentCapability } from './set-segment-capability';
import { setSitewideBanner } from './set-sitewide-banner';

const customerParams = z.object({ customerId: z.string().min(1).max(100) });
const drawParams = z.object({ drawId: z.string().min(1).max(100) });
const correctionParams = z.object({ correctionId: z.string().min(1).max(100) });

/** The console's staff calls under /staff/api (docs/decisions/230-235). */
export function consoleRoutes(deps: ConsoleFlowDeps): FastifyPluginAsyncZod {
  const tags = ['staff'];
  const may = (roles: readonly StaffRole[]) => requireStaff(...roles);
  /** A staff money call: run once per Idempotency-Key, in the acting member's own key scope. */
  const once = <T>(request: FastifyRequest, reply: FastifyReply, work: (tx: Tx) => Promise<T>) =>
    deps.idempotency.answer(request, reply, work, { scope: `staff:${staffOf(request).staffId}` });
  return async (app) => {
    acceptJsonBodiesOnly(app);
    app.get(
      '/dashboard',
      { schema: { tags, response: { 200: envelopeOf(dashboardSchema) } }, onRequest: may(consoleRoles.dashboard) },
      async () => ok(await readDashboard(deps)),
    );

    app.get(
      '/draws/:drawId',
      {
        schema: { tags, params: drawParams, response: { 200: envelopeOf(consoleDrawSchema) } },
        preHandler: may(consoleRoles.draws),
      },
      async (request) => ok(await readConsoleDraw(deps.db, request.params.drawId)),
    );

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
      async (request) => {
        const customer = await customerForStaff(deps.db, request.params.customerId);
        const page = { customerId: customer.customerId, limit: 20, offset: 0 };
        const id = customer.customerId;
        const [
          funds,
          { transactions },
          upcoming,
          past,
          corrections,
          spend,
          deposit,
          precommitment,
          selfExclusion,
          verification,
          notes,
        ] = await Promise.all([
          deps.wallet.getFunds(customer.customerId, toCurrency(customer.currency)),
          deps.wallet.listTransactions(customer.customerId, { limit: 20, offset: 0 }),
          deps.orders.listTickets({ ...page, state: 'upcoming' }),
          deps.orders.listTickets({ ...page, state: 'past' }),
          deps.corrections.list({ customerId: id }),
          deps.limits.getLimits(id, 'spend'),
          deps.limits.getLimits(id, 'deposit'),
          deps.limits.getPrecommitment(id),
          deps.limits.getSelfExclusion(id),
          deps.verification.verificationOf(id),
          deps.notes.notesOf(id),
        ]);
        return ok({
          customer,
          funds,
          transactions,
          upcomingTickets: upcoming.tickets,
          pastTickets: past.tickets,
          corrections,
          limits: {
            spend: spend.customerLimits,
            deposit: deposit.customerLimits,
            precommitment: precommitment.limit,
            selfExclusion,
          },
          verification,
          notes,
        });
      },
    );

    app.post(
      '/customers/:customerId/balance-corrections',
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
          querystring: z.object({ status: z.enum(balanceCorrectionStatuses).default('pending') }),
          response: { 200: envelopeOf(z.array(balanceCorrectionSchema)) },
        },
        onRequest: may(consoleRoles.corrections),
      },
      async (request) => ok(await deps.corrections.list({ status: request.query.status })),
    );

    app.post(
      '/balance-corrections/:correctionId/decision',
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

    app.get(
      '/sitewide-banners',
      {
        schema: { tags, response: { 200: envelopeOf(z.array(consoleBannerSchema)) } },
        onRequest: may(consoleRoles.content),
      },
      async () => ok(await deps.content.listSitewideBanners()),
    );

    app.put(
      '/sitewide-banners/:stateCode',
      {
        schema: {
          tags,
          params: z.object({ stateCode: bannerStateCodeSchema }),
          body: consoleBannerRequestSchema,
          response: { 200: envelopeOf(z.object({ stateCode: z.string(), text: z.string() })) },
        },
        onRequest: may(consoleRoles.content),
      },
      async (request) =>
        ok(
          await setSitewideBanner(deps, actingStaff(request), {
            stateCode: request.params.stateCode,
            text: request.body.text,
          }),
        ),
    );

    app.get(
      '/vouchers',
      {
        schema: { tags, response: { 200: envelopeOf(z.array(consoleVoucherSchema)) } },
        onRequest: may(consoleRoles.content),
      },
      async () => ok(await deps.vouchers.list()),
    );

    app.post(
      '/vouchers',
      {
        schema: { tags, body: createVoucherRequestSchema, response: { 200: envelopeOf(consoleVoucherSchema) } },
        onRequest: may(consoleRoles.content),
      },
      async (request) => ok(await createVoucher(deps, actingStaff(request), request.body)),
    );

    app.post(
      '/vouchers/:code/end',
      {
        schema: {
          tags,
          params: z.object({ code: z.string().min(1).max(20) }),
          response: { 200: envelopeOf(consoleVoucherSchema) },
        },
        onRequest: may(consoleRoles.content),
      },
      async (request) => ok(await endVoucher(deps, actingStaff(request), request.params.code.toUpperCase())),
    );

    app.get(
      '/capabilities',
      {
        schema: { tags, response: { 200: envelopeOf(consoleCapabilitiesSchema) } },
        onRequest: may(consoleRoles.content),
      },
      async () => {
        const [switches, segments] = await Promise.all([
          deps.capabilities.listSwitches(),
          deps.capabilities.listSegments(),
        ]);
        return ok({ ...switches, segments: segments.map((s) => s.segmentName) });
      },
    );

    app.put(
      '/segments/:segmentName/capabilities/:capability',
      {
        schema: {
          tags,
          params: segmentCapabilityParamsSchema,
          body: segmentCapabilityRequestSchema,
          response: { 200: envelopeOf(z.object({ segmentName: z.string(), capability: z.string(), on: z.boolean() })) },
        },
        onRequest: may(consoleRoles.content),
      },
      async (request) =>
        ok(await setSegmentCapability(deps, actingStaff(request), { ...request.params, on: request.body.on })),
    );
  };
}
