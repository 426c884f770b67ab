import type { ConsoleCauseChoice, ConsoleRaffle } from '@drawline/contracts';
import { data, redirect, useNavigation } from 'react-router';
import { ConsoleErrorBoundary, RaffleForm, raffleApiErrors, readRaffleForm } from '../features/console';
import { requireConsoleStaff } from '../features/console/index.server';
import type { Route } from './+types/console-raffle-new';

export function meta() {
  return [{ title: 'New raffle | Drawline console' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { call } = await requireConsoleStaff(request, context, 'raffles');
  return {
    causes: (await call<ConsoleCauseChoice[]>('/raffles/causes')).result ?? [],
    // One key per form shown: sending it twice makes one draft.
    idempotencyKey: crypto.randomUUID(),
  };
}

/** Drafts a raffle: the form is checked by the API's own schema first, then the API checks it again. */
export async function action({ request, context }: Route.ActionArgs) {
  const { call } = await requireConsoleStaff(request, context, 'raffles');
  const form = await request.formData();
  const read = readRaffleForm(form);
  if (!read.request) return data({ ...read, request: null }, { status: 400 });
  try {
    const made = await call<ConsoleRaffle>('/raffles', {
      method: 'POST',
      body: read.request,
      headers: { 'idempotency-key': String(form.get('key') ?? crypto.randomUUID()) },
    });
    return redirect(`/console/raffles/${encodeURIComponent(made.result?.raffleId ?? '')}?saved=1`);
  } catch (error) {
    const errors = raffleApiErrors(error, read.rows);
    return data({ ...read, request: null, errors }, { status: 400 });
  }
}

export default function ConsoleRaffleNew({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <h1>New raffle</h1>
      <p>A draft is not on sale: publish it from its page once it is ready.</p>
      <RaffleForm
        state={actionData ?? { values: {}, causeKeys: [] }}
        errors={actionData?.errors ?? {}}
        causes={loaderData.causes}
        submitLabel="Save draft"
        idempotencyKey={loaderData.idempotencyKey}
        busy={busy}
      />
    </>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary };
