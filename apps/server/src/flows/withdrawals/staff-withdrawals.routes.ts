import {
  donationTotalSchema,
  rejectWithdrawalBodySchema,
  staffWithdrawalSchema,
  withdrawalStatuses,
} from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Payouts } from '../../modules/payouts';
import { actingStaff, requireStaff } from '../../modules/staff';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import { staffBpayRoutes } from '../deposits/bpay.routes';
import type { ImportBpayDeps } from '../deposits/import-bpay-payments';
import { type DecideWithdrawalDeps, decideWithdrawal } from './decide-withdrawal';

export const staffWithdrawalParams = z.object({ withdrawId: z.string().min(1).max(100) });
export const withdrawalQueueQuery = z.object({
  /** Comma-separated states; requested and approved (the work still to do) unless given. */
  status: z
    .string()
    .max(100)
    .transform((s) => s.split(',').map((x) => x.trim()))
    .pipe(z.array(z.enum(withdrawalStatuses)).min(1))
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/**
 * The finance staff's withdrawals under /staff/api (docs/decisions/185): the queue, and approve,
 * reject (with a reason) and mark paid, each moving the withdrawal, its money and the audit row
 * in one transaction. Finance only: a customer token, another role or no token is refused.
 */
export function staffWithdrawalsRoutes(
  deps: DecideWithdrawalDeps & ImportBpayDeps & { payouts: Payouts },
): FastifyPluginAsyncZod {
  const tags = ['staff', 'payouts'];
  const finance = requireStaff('finance');
  const answer = { 200: envelopeOf(staffWithdrawalSchema) };
  return async (app) => {
    // The money finance takes in by hand beside the money it pays out: BPAY's files (decision 530).
    await app.register(staffBpayRoutes(deps));
    app.get(
      '/withdrawals',
      {
        onRequest: finance,
        schema: {
          tags,
          querystring: withdrawalQueueQuery,
          response: { 200: envelopeOf(z.array(staffWithdrawalSchema)) },
        },
      },
      async (request) => {
        const { status, ...paging } = request.query;
        return ok(await deps.payouts.listWithdrawalQueue(status, paging));
      },
    );

    // What finance owes each cause's charity: the approved donations, by cause (decision 532).
    app.get(
      '/withdrawals/donation-totals',
      { onRequest: finance, schema: { tags, response: { 200: envelopeOf(z.array(donationTotalSchema)) } } },
      async () => ok(await deps.payouts.listDonationTotals()),
    );

    for (const [path, to] of [
      ['approve', 'approved'],
      ['mark-paid', 'paid'],
    ] as const) {
      app.post(
        `/withdrawals/:withdrawId/${path}`,
        { onRequest: finance, schema: { tags, params: staffWithdrawalParams, response: answer } },
        async (request) =>
          ok(
            await decideWithdrawal(deps, actingStaff(request), {
              withdrawId: request.params.withdrawId,
              decision: { to },
            }),
          ),
      );
    }

    app.post(
      '/withdrawals/:withdrawId/reject',
      {
        onRequest: finance,
        schema: { tags, params: staffWithdrawalParams, body: rejectWithdrawalBodySchema, response: answer },
      },
      async (request) =>
        ok(
          await decideWithdrawal(deps, actingStaff(request), {
            withdrawId: request.params.withdrawId,
            decision: { to: 'rejected', reason: request.body.reason },
          }),
        ),
    );
  };
}
