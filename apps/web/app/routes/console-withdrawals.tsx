import { formatMoney, type StaffWithdrawal } from '@drawline/contracts';
import { data, Form, Link } from 'react-router';
import { ActionOutcome, ConsoleErrorBoundary, ConsoleTable, statusInWords } from '../features/console';
import { outcomeOf, requireConsoleStaff } from '../features/console/index.server';
import type { Route } from './+types/console-withdrawals';

export function meta() {
  return [{ title: 'Withdrawals | Drawline console' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
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

export async function action({ request, context }: Route.ActionArgs) {
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

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Australia/Brisbane' }).format(
    new Date(iso),
  );

export default function ConsoleWithdrawals({ loaderData, actionData }: Route.ComponentProps) {
  const { queue } = loaderData;
  return (
    <>
      <h1>Withdrawals queue</h1>
      <ActionOutcome error={actionData?.error} done={actionData?.done} />
      <ConsoleTable
        caption={`${queue.length} waiting, oldest first`}
        rows={queue}
        rowKey={(w) => w.withdrawId}
        columns={[
          { header: 'Asked', cell: (w) => when(w.requestedAt) },
          {
            header: 'Customer',
            cell: (w) => <Link to={`/console/customers/${encodeURIComponent(w.customerId)}`}>{w.customerId}</Link>,
          },
          { header: 'Amount', cell: (w) => formatMoney(w.amount) },
          {
            header: 'Pay to',
            cell: (w) => (
              <>
                {w.payTo.accountName}, {w.payTo.bankCode ? `${w.payTo.bankCode} ` : ''}
                {w.payTo.accountNumber}
              </>
            ),
          },
          { header: 'Status', cell: (w) => statusInWords('withdrawal', w.status) },
          {
            header: 'Decision',
            cell: (w) =>
              w.status === 'requested' ? (
                <>
                  <Form method="post" className="console-decision">
                    <input type="hidden" name="withdrawId" value={w.withdrawId} />
                    <button type="submit" name="decision" value="approve" className="console-button">
                      Approve
                    </button>
                  </Form>
                  <Form method="post" className="console-decision">
                    <input type="hidden" name="withdrawId" value={w.withdrawId} />
                    <label>
                      Reason
                      <input name="reason" required maxLength={500} />
                    </label>
                    <button
                      type="submit"
                      name="decision"
                      value="reject"
                      className="console-button console-button--quiet"
                    >
                      Reject
                    </button>
                  </Form>
                </>
              ) : (
                <Form method="post" className="console-decision">
                  <input type="hidden" name="withdrawId" value={w.withdrawId} />
                  <button type="submit" name="decision" value="mark-paid" className="console-button">
                    Mark paid
                  </button>
                </Form>
              ),
          },
        ]}
      />
    </>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary };
