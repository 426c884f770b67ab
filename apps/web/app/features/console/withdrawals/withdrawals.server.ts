import { checkForm, rejectWithdrawalBodySchema } from '@drawline/contracts';
import { type AppLoadContext, data } from 'react-router';
import { chosenFrom, outcomeOf, refusedForm } from '../console-action.server';
import { requireConsoleStaff } from '../staff-session.server';

export async function loadConsoleWithdrawals(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'withdrawals');
  const [queue, donationTotals] = await Promise.all([staff.withdrawalQueue({ limit: 100 }), staff.donationTotals()]);
  return { queue, donationTotals };
}

/** Finance's decision on one withdrawal; the staff port moves its money and audits it. */
const steps = {
  approve: { to: 'approved', done: 'The withdrawal is approved.' },
  reject: { to: 'rejected', done: 'The withdrawal is rejected; the money is back in the customer’s wallet.' },
  'mark-paid': { to: 'paid', done: 'The withdrawal is marked paid.' },
} as const;

export async function consoleWithdrawalsAction(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'withdrawals');
  const form = await request.formData();
  const withdrawId = String(form.get('withdrawId') ?? '');
  const step = chosenFrom(form, 'decision', steps)?.choice;
  if (!step) return data({ error: 'Choose approve, reject or mark paid.', done: null, fields: {} }, { status: 400 });
  if (step.to === 'rejected') {
    // The reason is checked by the call's own schema (contracts `checkForm`) before the call.
    const checked = checkForm(rejectWithdrawalBodySchema, { reason: String(form.get('reason') ?? '') });
    if (checked.errors) return refusedForm(checked.errors, () => ({ field: 'reason', label: 'Reason' }));
    return outcomeOf(async () => {
      await staff.rejectWithdrawal(withdrawId, checked.data);
      return step.done;
    });
  }
  return outcomeOf(async () => {
    await staff.moveWithdrawal(withdrawId, step.to);
    return step.done;
  });
}
