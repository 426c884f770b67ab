import { formatMoney, type Prize } from '@drawline/contracts';
import { data, Form } from 'react-router';
import { ConsoleErrorBoundary } from '../features/console';
import { refusalOf, requireConsoleStaff } from '../features/console/staff-session.server';
import type { Route } from './+types/console-prizes';

export function meta() {
  return [{ title: 'Held prizes | Drawline console' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { call } = await requireConsoleStaff(request, context, 'prizes');
  return { held: (await call<Prize[]>('/prizes/held')).result ?? [] };
}

/** Finance releases a held prize: the staff API moves it to the customer's cash and audits it. */
export async function action({ request, context }: Route.ActionArgs) {
  const { call } = await requireConsoleStaff(request, context, 'prizes');
  const id = String((await request.formData()).get('prizeId') ?? '');
  try {
    await call(`/prizes/${encodeURIComponent(id)}/release`, { method: 'POST' });
    return data({ error: null, done: 'The prize is released to the customer’s cash.' });
  } catch (error) {
    const { status, message } = refusalOf(error);
    return data({ error: message, done: null }, { status: status === 403 ? 403 : 200 });
  }
}

export default function ConsolePrizes({ loaderData, actionData }: Route.ComponentProps) {
  const { held } = loaderData;
  return (
    <>
      <h1>Held prizes</h1>
      {actionData?.error ? (
        <p className="console-error" role="alert">
          {actionData.error}
        </p>
      ) : null}
      {actionData?.done ? <p role="status">{actionData.done}</p> : null}
      <table className="console-table">
        <caption>{held.length} held for review</caption>
        <thead>
          <tr>
            <th scope="col">Prize</th>
            <th scope="col">Draw</th>
            <th scope="col">Ticket</th>
            <th scope="col">Division</th>
            <th scope="col">Amount</th>
            <th scope="col">Release</th>
          </tr>
        </thead>
        <tbody>
          {held.length ? (
            held.map((p) => (
              <tr key={p.id}>
                <td>{p.description}</td>
                <td>{p.drawId}</td>
                <td>{p.ticketId}</td>
                <td>{p.division}</td>
                <td>{formatMoney(p.amount)}</td>
                <td>
                  <Form method="post">
                    <input type="hidden" name="prizeId" value={p.id} />
                    <button type="submit" className="console-button">
                      Release
                    </button>
                  </Form>
                </td>
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={6}>None.</td>
            </tr>
          )}
        </tbody>
      </table>
    </>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary };
