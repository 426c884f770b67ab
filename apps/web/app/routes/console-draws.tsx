import {
  type ConsoleDraw,
  type Dashboard,
  type DashboardDraw,
  formatMoney,
  type ResultsEntryRequest,
  toCurrency,
} from '@drawline/contracts';
import { data, Form, Link, useNavigation } from 'react-router';
import { ActionOutcome, ConsoleErrorBoundary, ConsoleTable, Field, statusInWords } from '../features/console';
import { type FieldMessages, outcomeOf, requireConsoleStaff, type StaffApi } from '../features/console/index.server';
import type { Route } from './+types/console-draws';

export function meta() {
  return [{ title: 'Draws | Drawline console' }];
}

const readDraw = async (call: StaffApi, drawId: string) =>
  (await call<ConsoleDraw>(`/draws/${encodeURIComponent(drawId)}`)).result as ConsoleDraw;

/** The calendar from the dashboard's draw board, and the draw being worked on (?draw=). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { me, call } = await requireConsoleStaff(request, context, 'draws');
  const drawId = new URL(request.url).searchParams.get('draw');
  const [board, draw] = await Promise.all([
    call<Dashboard>('/dashboard').then((r) => r.result as Dashboard),
    drawId ? readDraw(call, drawId) : null,
  ]);
  return {
    myId: me.id,
    open: board.openDraws,
    awaitingResults: board.drawsAwaitingResults,
    awaitingSettlement: board.drawsAwaitingSettlement,
    draw,
  };
}

/** A dividend typed in dollars ("12.50", "0") as cents, or null. */
function centsOf(typed: string): number | null {
  const match = /^\s*(\d{1,9})(?:\.(\d{1,2}))?\s*$/.exec(typed);
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
}

/**
 * The typed result as the staff API takes it. Only the typing is read here (whole numbers,
 * dollars to cents): whether it fits the lottery is the server's one check (docs/decisions/260),
 * whose field messages the page shows beside each field.
 */
function resultOf(form: FormData, draw: ConsoleDraw): ResultsEntryRequest | string {
  const winningNumbers: ResultsEntryRequest['winningNumbers'] = [];
  for (const set of draw.numberSets) {
    const typed = String(form.get(`set:${set.name}`) ?? '').trim();
    const numbers = typed ? typed.split(/[\s,]+/).map(Number) : [];
    if (numbers.some((n) => !Number.isInteger(n))) return `${set.name}: enter whole numbers, such as 1 2 3.`;
    winningNumbers.push({ name: set.name, numbers, ordered: set.ordered });
  }
  const divisions: ResultsEntryRequest['divisions'] = [];
  for (const d of draw.divisions) {
    const prizeAmount = centsOf(String(form.get(`dividend:${d.division}`) ?? ''));
    const numWinners = Number(form.get(`winners:${d.division}`) || 0);
    if (prizeAmount === null)
      return `Division ${d.division}: enter the dividend in dollars, such as 12.50 (0 for none).`;
    if (!Number.isInteger(numWinners) || numWinners < 0) return `Division ${d.division}: winners is a whole number.`;
    divisions.push({ division: d.division, description: d.description, numWinners, prizeAmount, prizeSuffix: null });
  }
  return { winningNumbers, divisions };
}

const none: FieldMessages = {};

export async function action({ request, context }: Route.ActionArgs) {
  const { call } = await requireConsoleStaff(request, context, 'draws');
  const form = await request.formData();
  const draw = await readDraw(call, String(form.get('drawId') ?? ''));
  const path = `/draws/${encodeURIComponent(draw.drawId)}/results`;
  if (form.get('intent') === 'confirm') {
    return outcomeOf(async () => {
      await call(`${path}/confirm`, { method: 'POST' });
      return 'The result is confirmed and published; settlement pays the winners next.';
    });
  }
  const result = resultOf(form, draw);
  if (typeof result === 'string') return data({ error: result, done: null, fields: none }, { status: 400 });
  return outcomeOf(async () => {
    await call(path, { method: 'POST', body: result });
    return draw.entry ? 'The result is corrected.' : 'The result is entered; a second draw operator confirms it.';
  });
}

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Australia/Brisbane' }).format(
    new Date(iso),
  );

function DrawTable({
  id,
  title,
  draws,
  dateLabel,
}: {
  id: string;
  title: string;
  draws: DashboardDraw[];
  dateLabel: 'Stop' | 'Draw';
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ConsoleTable
        rows={draws}
        rowKey={(d) => d.drawId}
        columns={[
          { header: 'Offer', cell: (d) => d.offerName },
          { header: 'Draw', cell: (d) => <Link to={`?draw=${encodeURIComponent(d.drawId)}`}>Draw {d.drawNo}</Link> },
          {
            header: dateLabel === 'Stop' ? 'Sales stop' : 'Draw date',
            cell: (d) => when(dateLabel === 'Stop' ? d.stopDate : d.drawDate),
          },
          { header: 'Status', cell: (d) => statusInWords('draw', d.status) },
        ]}
      />
    </section>
  );
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The server's message for one field, tied to its input by id. */
function FieldMessage({ id, messages }: { id: string; messages: string[] | undefined }) {
  return messages?.length ? (
    <span id={id} className="console-error">
      {messages.join(' ')}
    </span>
  ) : null;
}

function DrawSheet({
  draw,
  myId,
  busy,
  fields,
}: {
  draw: ConsoleDraw;
  myId: string;
  busy: boolean;
  fields: FieldMessages;
}) {
  const entry = draw.entry;
  const editable = draw.status === 'DRAW_CLOSED' && !entry?.confirmedBy && draw.numberSets.length > 0;
  const entered = (name: string) => entry?.winningNumbers.find((s) => s.name === name)?.numbers.join(' ') ?? '';
  const enteredDivision = (n: number) => entry?.divisions.find((d) => d.division === n);
  return (
    <section aria-labelledby="draw-sheet" className="console-draw">
      <h2 id="draw-sheet">
        {draw.offerName} draw {draw.drawNo}
      </h2>
      <p>
        Drawn {when(draw.drawDate)}. Status:{' '}
        <strong data-testid="draw-status">{statusInWords('draw', draw.status)}</strong>
      </p>
      {entry ? (
        <>
          <table className="console-table">
            <caption>Entered result</caption>
            <tbody>
              {entry.winningNumbers.map((s) => (
                <tr key={s.name}>
                  <th scope="row">{s.name}</th>
                  <td>{s.numbers.join(' ')}</td>
                </tr>
              ))}
              {entry.divisions.map((d) => (
                <tr key={d.division}>
                  <th scope="row">Division {d.division}</th>
                  <td>
                    {formatMoney({ amount: d.prizeAmount, currency: toCurrency(draw.currency) })} ({d.numWinners}{' '}
                    winners)
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            Entered {when(entry.enteredAt)} by {entry.enteredBy === myId ? 'you' : entry.enteredBy}
            {entry.corrections ? ` (corrected ${entry.corrections} times)` : ''}.{' '}
            {entry.confirmedBy
              ? `Confirmed ${entry.confirmedAt ? when(entry.confirmedAt) : ''} by ${entry.confirmedBy === myId ? 'you' : entry.confirmedBy}.`
              : 'Not confirmed yet: a second draw operator confirms it.'}
          </p>
          {!entry.confirmedBy && draw.status === 'DRAW_CLOSED' ? (
            <Form method="post">
              <input type="hidden" name="drawId" value={draw.drawId} />
              <button type="submit" name="intent" value="confirm" className="console-button" disabled={busy}>
                Confirm results
              </button>
            </Form>
          ) : null}
        </>
      ) : null}
      {editable ? (
        <Form method="post" className="console-form" key={`${draw.drawId}-${entry?.corrections ?? 'new'}`}>
          <h3>{entry ? 'Correct the result' : 'Enter the result'}</h3>
          <input type="hidden" name="drawId" value={draw.drawId} />
          {draw.numberSets.map((s) => (
            <Field
              key={s.name}
              id={`set-${s.name}`}
              name={`set:${s.name}`}
              label={`${s.name} (${s.count}, from ${s.min} to ${s.max}${s.ordered ? ', in the order drawn' : ''})`}
              defaultValue={entered(s.name)}
              error={fields[`winning_numbers.${s.name}`]?.join(' ')}
              required
            />
          ))}
          <table className="console-table">
            <caption>Dividends per winning entry ({draw.currency})</caption>
            <thead>
              <tr>
                <th scope="col">Division</th>
                <th scope="col">Dividend</th>
                <th scope="col">Winners</th>
              </tr>
            </thead>
            <tbody>
              {draw.divisions.map((d) => (
                <tr key={d.division}>
                  <th scope="row">
                    {d.division}: {d.description}
                  </th>
                  <td>
                    <input
                      aria-label={`Division ${d.division} dividend`}
                      name={`dividend:${d.division}`}
                      inputMode="decimal"
                      required
                      aria-invalid={fields[`divisions.${d.division}`] ? true : undefined}
                      aria-describedby={fields[`divisions.${d.division}`] ? `division-${d.division}-error` : undefined}
                      defaultValue={
                        enteredDivision(d.division) ? dollars(enteredDivision(d.division)?.prizeAmount ?? 0) : ''
                      }
                    />
                  </td>
                  <td>
                    <input
                      aria-label={`Division ${d.division} winners`}
                      name={`winners:${d.division}`}
                      inputMode="numeric"
                      defaultValue={String(enteredDivision(d.division)?.numWinners ?? 0)}
                    />
                    <FieldMessage id={`division-${d.division}-error`} messages={fields[`divisions.${d.division}`]} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <button type="submit" name="intent" value="enter" className="console-button" disabled={busy}>
            {entry ? 'Save correction' : 'Enter results'}
          </button>
        </Form>
      ) : null}
      {draw.numberSets.length === 0 ? <p>This draw has no winning numbers to enter here.</p> : null}
    </section>
  );
}

export default function ConsoleDraws({ loaderData, actionData }: Route.ComponentProps) {
  const { open, awaitingResults, awaitingSettlement, draw, myId } = loaderData;
  const busy = useNavigation().state !== 'idle';
  return (
    <>
      <h1>Draws</h1>
      <ActionOutcome error={actionData?.error} done={actionData?.done} />
      {draw ? <DrawSheet draw={draw} myId={myId} busy={busy} fields={actionData?.fields ?? none} /> : null}
      <DrawTable
        id="awaiting-results"
        title="Waiting for results or confirmation"
        draws={awaitingResults}
        dateLabel="Draw"
      />
      <DrawTable id="awaiting-settlement" title="Waiting for settlement" draws={awaitingSettlement} dateLabel="Draw" />
      <DrawTable id="open-draws" title="Open draws" draws={open} dateLabel="Stop" />
    </>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary };
