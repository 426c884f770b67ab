import { type ConsoleDraw, formatMoney, toCurrency } from '@drawline/contracts';
import { Form } from 'react-router';
import type { FieldMessages } from '../console-action.server';
import { Field } from '../console-form';
import { ConsoleTable } from '../console-table';
import { consoleTime as when } from '../console-time';
import { statusInWords } from '../status-words';

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The server's message for one field, tied to its input by id. */
function FieldMessage({ id, messages }: { id: string; messages: string[] | undefined }) {
  return messages?.length ? (
    <span id={id} className="console-error">
      {messages.join(' ')}
    </span>
  ) : null;
}

/** One draw's result sheet: its status, the entered result and its confirmation, and the entry form. */
export function DrawSheet({
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
  return (
    <section aria-labelledby="draw-sheet" className="console-draw">
      <h2 id="draw-sheet">
        {draw.offerName} draw {draw.drawNo}
      </h2>
      <p>
        Drawn {when(draw.drawDate)}. Status:{' '}
        <strong data-testid="draw-status">{statusInWords('draw', draw.status)}</strong>
      </p>
      {entry ? <EnteredResult draw={draw} entry={entry} myId={myId} busy={busy} /> : null}
      {editable ? <ResultForm draw={draw} busy={busy} fields={fields} /> : null}
      {draw.numberSets.length === 0 ? <p>This draw has no winning numbers to enter here.</p> : null}
    </section>
  );
}

type Entry = NonNullable<ConsoleDraw['entry']>;

/** The result as entered, who entered and confirmed it, and the second operator's Confirm. */
function EnteredResult({ draw, entry, myId, busy }: { draw: ConsoleDraw; entry: Entry; myId: string; busy: boolean }) {
  const who = (id: string) => (id === myId ? 'you' : id);
  return (
    <>
      {/* Rows only, each headed by its set or division: not a ConsoleTable, which has column headers. */}
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
                {formatMoney({ amount: d.prizeAmount, currency: toCurrency(draw.currency) })} ({d.numWinners} winners)
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        Entered {when(entry.enteredAt)} by {who(entry.enteredBy)}
        {entry.corrections ? ` (corrected ${entry.corrections} times)` : ''}.{' '}
        {entry.confirmedBy
          ? `Confirmed ${entry.confirmedAt ? when(entry.confirmedAt) : ''} by ${who(entry.confirmedBy)}.`
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
  );
}

/** The entry (or correction) form: each number set, then each division's dividend and winners. */
function ResultForm({ draw, busy, fields }: { draw: ConsoleDraw; busy: boolean; fields: FieldMessages }) {
  const entry = draw.entry;
  const entered = (name: string) => entry?.winningNumbers.find((s) => s.name === name)?.numbers.join(' ') ?? '';
  const enteredDivision = (n: number) => entry?.divisions.find((d) => d.division === n);
  const error = (division: number) => fields[`divisions.${division}`];
  return (
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
      <ConsoleTable
        caption={`Dividends per winning entry (${draw.currency})`}
        rows={draw.divisions}
        rowKey={(d) => String(d.division)}
        columns={[
          {
            header: 'Division',
            rowHeader: true,
            cell: (d) => (
              <>
                {d.division}: {d.description}
              </>
            ),
          },
          {
            header: 'Dividend',
            cell: (d) => (
              <input
                aria-label={`Division ${d.division} dividend`}
                name={`dividend:${d.division}`}
                inputMode="decimal"
                required
                aria-invalid={error(d.division) ? true : undefined}
                aria-describedby={error(d.division) ? `division-${d.division}-error` : undefined}
                defaultValue={enteredDivision(d.division) ? dollars(enteredDivision(d.division)?.prizeAmount ?? 0) : ''}
              />
            ),
          },
          {
            header: 'Winners',
            cell: (d) => (
              <>
                <input
                  aria-label={`Division ${d.division} winners`}
                  name={`winners:${d.division}`}
                  inputMode="numeric"
                  defaultValue={String(enteredDivision(d.division)?.numWinners ?? 0)}
                />
                <FieldMessage id={`division-${d.division}-error`} messages={error(d.division)} />
              </>
            ),
          },
        ]}
      />
      <button type="submit" name="intent" value="enter" className="console-button" disabled={busy}>
        {entry ? 'Save correction' : 'Enter results'}
      </button>
    </Form>
  );
}
