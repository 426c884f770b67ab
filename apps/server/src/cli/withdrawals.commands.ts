import { formatMoney, type StaffWithdrawal, type WithdrawalStatus, withdrawalStatuses } from '@drawline/contracts';
import { decideWithdrawal, type WithdrawalDecision } from '../flows/withdrawals/decide-withdrawal';
import { createPayouts } from '../modules/payouts';
import { createWallet } from '../modules/wallet';
import { CliUsageError, required, type StaffCliContext, type StaffCommand } from './staff-commands';

/** The modules the withdrawal commands use, on the command line's database. */
function modulesOf(ctx: StaffCliContext) {
  const deps = { db: ctx.db, clock: ctx.clock, random: ctx.random };
  return { payouts: createPayouts(deps), decideDeps: { ...deps, wallet: createWallet(deps), audit: ctx.audit } };
}

const line = (w: StaffWithdrawal) =>
  [
    w.withdrawId,
    w.status,
    formatMoney(w.amount),
    `${w.code}/${w.bankType ?? 'cause'}`,
    w.payTo
      ? `${w.payTo.accountName} ${w.payTo.bankCode ?? ''} ${w.payTo.accountNumber}`.replace(/\s+/g, ' ')
      : `Donation: ${w.cause?.name} (${w.cause?.charityName})`,
    w.requestedAt,
  ].join('\t');

function decisionCommand(
  name: string,
  summary: string,
  decision: (values: Record<string, unknown>) => WithdrawalDecision,
  extra = {},
): StaffCommand {
  return {
    name: `withdrawals ${name}`,
    summary,
    options: { id: { type: 'string' }, ...extra },
    roles: ['finance'],
    async run(ctx, values, actor) {
      const after = await decideWithdrawal(modulesOf(ctx).decideDeps, actor!, {
        withdrawId: required(values, 'id'),
        decision: decision(values),
      });
      ctx.out(line(after));
    },
  };
}

/** The finance staff's withdrawal commands (docs/decisions/185): the queue, approve, reject, paid. */
export const withdrawalCommands: StaffCommand[] = [
  {
    name: 'withdrawals list',
    summary: `The withdrawals to work on, oldest first (--status ${withdrawalStatuses.join(',')}; requested,approved unless given)`,
    options: { status: { type: 'string' } },
    roles: ['finance'],
    async run(ctx, values) {
      const given = typeof values.status === 'string' ? values.status.split(',').map((s) => s.trim()) : undefined;
      const unknown = given?.filter((s) => !(withdrawalStatuses as readonly string[]).includes(s)) ?? [];
      if (unknown.length) throw new CliUsageError(`Unknown status ${unknown.join(', ')}.`);
      const queue = await modulesOf(ctx).payouts.listWithdrawalQueue(given as WithdrawalStatus[] | undefined, {
        limit: 100,
        offset: 0,
      });
      if (!queue.length) ctx.out('No withdrawals.');
      for (const w of queue) ctx.out(line(w));
    },
  },
  decisionCommand('approve', 'Approve a requested withdrawal', () => ({ to: 'approved' })),
  decisionCommand(
    'reject',
    'Reject a withdrawal with a reason: the amount returns to the customer',
    (values) => ({ to: 'rejected', reason: required(values as Record<string, string>, 'reason') }),
    { reason: { type: 'string' } },
  ),
  decisionCommand('paid', 'Mark an approved withdrawal paid: the amount moves to payout clearing', () => ({
    to: 'paid',
  })),
];
