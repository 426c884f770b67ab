import type { StaffWithdrawal } from '@drawline/contracts';
import { type AppLoadContext, data } from 'react-router';
import { outcomeOf } from '../console-action.server';
import { requireConsoleStaff } from '../staff-session.server';

export async function loadConsoleWithdrawals(request: Request, context: AppLoadContext) {
  const { call } = await requireConsoleStaff(request, context, 'withdrawals');
  const queue = (await call<StaffWithdrawal[]>('/withdrawals?limit=100')).result ?? [];
  return { queue };
}

/** Finance's decision on one withdrawal; the staff API moves its money and audits it. */
const steps = {
  approve: { path: 'approve', done: 'The withdrawal is approved.' },
  reject: { path: 'reject', done: 'The withdrawal is rejected; the money is back in the customer’s wallet.' },
  'mark-paid': { path: 'mark-paid', done: 'The withdrawal is marked paid.' },
} as const;

export async function consoleWithdrawalsAction(request: Request, context: AppLoadContext) {
  const { call } = await requireConsoleStaff(request, context, 'withdrawals');
  const form = await request.formData();
  const withdrawId = String(form.get('withdrawId') ?? '');
  const step = steps[String(form.get('decision')) as keyof typeof steps];
  if (!step) return data({ error: 'Choose approve, reject or mark paid.', done: null }, { status: 400 });
  return outcomeOf(async () => {
    await call(`/withdrawals/${encodeURIComponent(withdrawId)}/${step.path}`, {
      method: 'POST',
      body: step.path === 'reject' ? { reason: String(form.get('reason') ?? '') } : undefined,
    });
    return step.done;
  });
}
