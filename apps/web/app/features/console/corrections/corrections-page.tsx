import { type BalanceCorrection, formatMoney } from '@drawline/contracts';
import { Form, Link } from 'react-router';
import { type ActionAnswer, ActionOutcome } from '../console-form';
import { ConsoleTable } from '../console-table';
import { consoleTime as when } from '../console-time';
import type { ConsoleCorrectionsData } from './corrections.server';

/** Approve or reject; the one who asked only reads that another finance member decides. */
function Decision({ correction: k, myId }: { correction: BalanceCorrection; myId: string }) {
  if (k.requestedBy === myId) return 'You asked for this one: another finance member decides.';
  return (
    <Form method="post" className="console-decision">
      <input type="hidden" name="correctionId" value={k.correctionId} />
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
export function CorrectionsPage({ pending, myId, answer }: ConsoleCorrectionsData & { answer?: ActionAnswer }) {
  return (
    <>
      <h1>Balance corrections waiting for a second person</h1>
      <ActionOutcome error={answer?.error} done={answer?.done} />
      <ConsoleTable
        caption={`${pending.length} waiting`}
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
    </>
  );
}
