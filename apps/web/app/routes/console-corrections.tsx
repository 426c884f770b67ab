import { type BalanceCorrection, formatMoney } from '@drawline/contracts';
import { data, Form, Link } from 'react-router';
import { ConsoleErrorBoundary } from '../features/console';
import { refusalOf, requireConsoleStaff } from '../features/console/index.server';
import type { Route } from './+types/console-corrections';

export function meta() {
  return [{ title: 'Corrections | Drawline console' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { me, call } = await requireConsoleStaff(request, context, 'corrections');
  const pending = (await call<BalanceCorrection[]>('/balance-corrections?status=pending')).result ?? [];
  return { pending, myId: me.id };
}

/** The second person's decision (docs/decisions/234): the API refuses the one who asked. */
export async function action({ request, context }: Route.ActionArgs) {
  const { call } = await requireConsoleStaff(request, context, 'corrections');
  const form = await request.formData();
  const correctionId = String(form.get('correctionId') ?? '');
  const approve = form.get('decision') === 'approve';
  try {
    await call(`/balance-corrections/${encodeURIComponent(correctionId)}/decision`, {
      method: 'POST',
      body: { approve },
      headers: { 'idempotency-key': `decide-${correctionId}-${approve ? 'approve' : 'reject'}` },
    });
    return data({
      error: null,
      done: approve ? 'The correction is approved and booked.' : 'The correction is rejected.',
    });
  } catch (error) {
    const { status, message } = refusalOf(error);
    return data({ error: message, done: null }, { status: status === 403 ? 403 : 200 });
  }
}

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Australia/Brisbane' }).format(
    new Date(iso),
  );

export default function ConsoleCorrections({ loaderData, actionData }: Route.ComponentProps) {
  const { pending, myId } = loaderData;
  return (
    <>
      <h1>Balance corrections waiting for a second person</h1>
      {actionData?.error ? (
        <p className="console-error" role="alert">
          {actionData.error}
        </p>
      ) : null}
      {actionData?.done ? <p role="status">{actionData.done}</p> : null}
      <table className="console-table">
        <caption>{pending.length} waiting</caption>
        <thead>
          <tr>
            <th scope="col">Asked</th>
            <th scope="col">Customer</th>
            <th scope="col">Amount</th>
            <th scope="col">Reason</th>
            <th scope="col">Decision</th>
          </tr>
        </thead>
        <tbody>
          {pending.length ? (
            pending.map((k) => (
              <tr key={k.correctionId}>
                <td>{when(k.requestedAt)}</td>
                <td>
                  <Link to={`/console/customers/${encodeURIComponent(k.customerId)}`}>{k.customerId}</Link>
                </td>
                <td>{formatMoney(k.amount)}</td>
                <td>{k.reason}</td>
                <td>
                  {k.requestedBy === myId ? (
                    'You asked for this one: another finance member decides.'
                  ) : (
                    <Form method="post" className="console-decision">
                      <input type="hidden" name="correctionId" value={k.correctionId} />
                      <button type="submit" name="decision" value="approve" className="console-button">
                        Approve
                      </button>
                      <button
                        type="submit"
                        name="decision"
                        value="reject"
                        className="console-button console-button--quiet"
                      >
                        Reject
                      </button>
                    </Form>
                  )}
                </td>
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={5}>None.</td>
            </tr>
          )}
        </tbody>
      </table>
    </>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary };
