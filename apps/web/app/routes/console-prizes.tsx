import { formatMoney, type Prize } from '@drawline/contracts';
import { Form } from 'react-router';
import { ActionOutcome, ConsoleErrorBoundary, ConsoleTable } from '../features/console';
import { outcomeOf, requireConsoleStaff } from '../features/console/index.server';
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
  return outcomeOf(async () => {
    await call(`/prizes/${encodeURIComponent(id)}/release`, { method: 'POST' });
    return 'The prize is released to the customer’s cash.';
  });
}

export default function ConsolePrizes({ loaderData, actionData }: Route.ComponentProps) {
  const { held } = loaderData;
  return (
    <>
      <h1>Held prizes</h1>
      <ActionOutcome error={actionData?.error} done={actionData?.done} />
      <ConsoleTable
        caption={`${held.length} held for review`}
        rows={held}
        rowKey={(p) => p.id}
        columns={[
          { header: 'Prize', cell: (p) => p.description },
          { header: 'Draw', cell: (p) => p.drawId },
          { header: 'Ticket', cell: (p) => p.ticketId },
          { header: 'Division', cell: (p) => p.division },
          { header: 'Amount', cell: (p) => formatMoney(p.amount) },
          {
            header: 'Release',
            cell: (p) => (
              <Form method="post">
                <input type="hidden" name="prizeId" value={p.id} />
                <button type="submit" className="console-button">
                  Release
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
