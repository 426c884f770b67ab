import { formatMoney } from '@drawline/contracts';
import { Form, Link } from 'react-router';
import { type ActionAnswer, ActionOutcome } from '../console-form';
import { ConsoleTable } from '../console-table';
import { consoleTime as when } from '../console-time';
import type { ConsoleCorrectionsData } from './corrections.server';

/** Approve or reject; the one who asked only reads that another finance member decides. */
function Decision({
  correction: k,
  myId,
  kind = 'balance',
}: {
  correction: { correctionId: string; requestedBy: string };
  myId: string;
  kind?: 'balance' | 'result';
}) {
  if (k.requestedBy === myId) return 'You asked for this one: another finance member decides.';
  return (
    <Form method="post" className="console-decision">
      <input type="hidden" name="correctionId" value={k.correctionId} />
      <input type="hidden" name="kind" value={kind} />
      <button type="submit" name="decision" value="approve" className="console-button">
        Approve
      </button>
      <button type="submit" name="decision" value="reject" className="console-button console-button--quiet">
        Reject
      </button>
    </Form>
  );
}

/** Balance corrections above the threshold, waiting for a second finance member (docs/decisions/234). */
export function CorrectionsPage({
  pending,
  results,
  myId,
  answer,
}: ConsoleCorrectionsData & { answer?: ActionAnswer }) {
  return (
    <>
      <h1>Balance corrections waiting for a second person</h1>
      <ActionOutcome error={answer?.error} done={answer?.done} />
      <ConsoleTable
        caption={`${pending.length} waiting`}
        className="console-table--cards"
        labelled
        rows={pending}
        rowKey={(k) => k.correctionId}
        columns={[
          { header: 'Asked', cell: (k) => when(k.requestedAt) },
          {
            header: 'Customer',
            cell: (k) => <Link to={`/console/customers/${encodeURIComponent(k.customerId)}`}>{k.customerId}</Link>,
          },
          { header: 'Amount', cell: (k) => formatMoney(k.amount) },
          { header: 'Reason', cell: (k) => k.reason },
          { header: 'Decision', cell: (k) => <Decision correction={k} myId={myId} /> },
        ]}
      />
      <h2>Result corrections of paid draws</h2>
      <p>
        Asked for by a draw operator. Approving scores the draw again with the corrected result and pays or takes back
        the difference from each winner.
      </p>
      <ConsoleTable
        caption={`${results.length} waiting`}
        className="console-table--cards"
        labelled
        rows={results}
        rowKey={(k) => k.correctionId}
        columns={[
          { header: 'Asked', cell: (k) => when(k.requestedAt) },
          { header: 'Draw', cell: (k) => k.drawId },
          {
            header: 'Corrected result',
            cell: (k) => k.winningNumbers.map((set) => `${set.name} ${set.numbers.join(' ')}`).join('; '),
          },
          {
            header: 'Dividends (in the draw’s currency)',
            cell: (k) => k.divisions.map((d) => `${d.division}: ${(d.prizeAmount / 100).toFixed(2)}`).join(', '),
          },
          { header: 'Reason', cell: (k) => k.reason },
          { header: 'Asked by', cell: (k) => k.requestedBy },
          { header: 'Decision', cell: (k) => <Decision correction={k} myId={myId} kind="result" /> },
        ]}
      />
    </>
  );
}
