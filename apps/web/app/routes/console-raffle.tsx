import {
  type ConsoleCauseChoice,
  type ConsoleRaffle,
  formatMoney,
  rafflePictureNames,
  raffleRequestSchema,
} from '@drawline/contracts';
import { data, Form, Link, useNavigation } from 'react-router';
import {
  ActionOutcome,
  ConsoleErrorBoundary,
  RaffleForm,
  RafflePresentationFields,
  raffleApiErrors,
  raffleFormStateOf,
  readRaffleForm,
} from '../features/console';
import { requireConsoleStaff } from '../features/console/index.server';
import type { Route } from './+types/console-raffle';
import { raffleStatusNames } from './console-raffles';

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data?.raffle.raffle.name ?? 'Raffle'} | Drawline console` }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { call } = await requireConsoleStaff(request, context, 'raffles');
  const [raffle, causes] = await Promise.all([
    call<ConsoleRaffle>(`/raffles/${encodeURIComponent(params.raffleId)}`),
    call<ConsoleCauseChoice[]>('/raffles/causes'),
  ]);
  const url = new URL(request.url);
  return {
    raffle: raffle.result as ConsoleRaffle,
    causes: causes.result ?? [],
    confirming: url.searchParams.get('confirm') === 'publish',
    saved: url.searchParams.get('saved') === '1',
  };
}

type Outcome = {
  done: string | null;
  errors: Record<string, string>;
  state?: ReturnType<typeof readRaffleForm>;
};

/** Saves the draft, publishes it, or (once published) changes its description and picture. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { call } = await requireConsoleStaff(request, context, 'raffles');
  const path = `/raffles/${encodeURIComponent(params.raffleId)}`;
  const form = await request.formData();
  const intent = form.get('intent');
  const answer = (outcome: Outcome, status = 200) => data(outcome, { status });
  if (intent === 'publish') {
    try {
      await call(`${path}/publish`, { method: 'POST' });
      return answer({ done: 'Published: the raffle is on sale in the shop.', errors: {} });
    } catch (error) {
      return answer({ done: null, errors: raffleApiErrors(error, { prizes: [], bundles: [] }) }, 400);
    }
  }
  if (intent === 'present') {
    const saved = (await call<ConsoleRaffle>(path)).result as ConsoleRaffle;
    const body = raffleRequestSchema.safeParse({
      ...saved.raffle,
      description: String(form.get('description') ?? '').trim(),
      picture: String(form.get('picture') ?? ''),
    });
    if (!body.success) {
      const errors = Object.fromEntries(body.error.issues.map((i) => [i.path.join('.'), i.message]));
      return answer({ done: null, errors }, 400);
    }
    try {
      await call(path, { method: 'PUT', body: body.data });
      return answer({ done: 'Saved: the shop shows the new description and picture.', errors: {} });
    } catch (error) {
      return answer({ done: null, errors: raffleApiErrors(error, { prizes: [], bundles: [] }) }, 400);
    }
  }
  const read = readRaffleForm(form);
  if (!read.request) return answer({ done: null, errors: read.errors, state: read }, 400);
  try {
    await call(path, { method: 'PUT', body: read.request });
    return answer({ done: 'Draft saved.', errors: {} });
  } catch (error) {
    return answer({ done: null, errors: raffleApiErrors(error, read.rows), state: read }, 400);
  }
}

const when = (iso: string) => new Date(iso).toLocaleString('en-AU', { timeZone: 'Australia/Brisbane' });
const aud = (amount: number) => formatMoney({ amount, currency: 'AUD' });

export default function ConsoleRafflePage({ loaderData, actionData }: Route.ComponentProps) {
  const { raffle, causes, confirming, saved } = loaderData;
  const busy = useNavigation().state === 'submitting';
  const r = raffle.raffle;
  const errors = actionData?.errors ?? {};
  const state = actionData?.state ?? raffleFormStateOf(r);
  const causeNames = new Map(causes.map((c) => [c.key, c.name]));
  return (
    <>
      <p>
        <Link to="/console/raffles">All raffles</Link>
      </p>
      <h1>{r.name}</h1>
      <p>
        State: <strong>{raffleStatusNames[raffle.status]}</strong>
        {raffle.status !== 'draft' ? (
          <>
            {' '}
            · in the shop at <a href={`/${raffle.url}`}>/{raffle.url}</a> · {raffle.ticketsSold} of {r.ticketCap}{' '}
            tickets sold
          </>
        ) : null}
      </p>
      <ActionOutcome error={errors.general} done={actionData?.done ?? (saved ? 'Draft saved.' : null)} />
      {raffle.status === 'draft' ? (
        <>
          <section aria-labelledby="publish-heading" className={confirming ? 'console-confirm' : undefined}>
            <h2 id="publish-heading">Publish</h2>
            {confirming ? (
              <>
                <p>
                  Publish {r.name}? It goes on sale at once. After that its prizes, price, bundles, cap, causes and
                  times cannot change: only its description and picture.
                </p>
                <Form method="post" className="console-decision">
                  <button type="submit" name="intent" value="publish" className="console-button" disabled={busy}>
                    Yes, publish {r.name}
                  </button>
                  <Link to=".">Cancel</Link>
                </Form>
              </>
            ) : (
              <p>
                Save your changes first, then <Link to="?confirm=publish">publish this raffle</Link>.
              </p>
            )}
          </section>
          <h2>Edit the draft</h2>
          <RaffleForm state={state} errors={errors} causes={causes} submitLabel="Save draft" busy={busy} />
        </>
      ) : (
        <>
          <h2>As published</h2>
          <dl className="console-details">
            <dt>Causes</dt>
            <dd>{r.causeKeys.map((k) => causeNames.get(k) ?? k).join(', ')}</dd>
            <dt>Ticket price</dt>
            <dd>{aud(r.ticketPrice)}</dd>
            <dt>Bundles</dt>
            <dd>{r.bundles.length ? r.bundles.map((b) => `${b.tickets} for ${aud(b.price)}`).join(', ') : 'None'}</dd>
            <dt>Ticket cap</dt>
            <dd>{r.ticketCap}</dd>
            <dt>Prizes</dt>
            <dd>
              <ol>
                {r.prizes.map((p, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: prizes keep their published order
                  <li key={i}>
                    {p.quantity > 1 ? `${p.quantity} × ` : ''}
                    {p.name}, {aud(p.value)}
                  </li>
                ))}
              </ol>
            </dd>
            <dt>Sales stop</dt>
            <dd>{when(r.stopDate)} AEST</dd>
            <dt>Draw</dt>
            <dd>{when(r.drawDate)} AEST</dd>
            <dt>Picture</dt>
            <dd>{rafflePictureNames[r.picture]}</dd>
          </dl>
          <Form method="post" className="console-form">
            <h2>Description and picture</h2>
            <RafflePresentationFields state={state} errors={errors} />
            <button type="submit" name="intent" value="present" className="console-button" disabled={busy}>
              Save description and picture
            </button>
          </Form>
        </>
      )}
    </>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary };
