import { type BankStatementLineRow, formatMoney } from '@drawline/contracts';
import { Form, useNavigation } from 'react-router';
import { type ActionAnswer, ActionOutcome, TextAreaField } from '../console-form';
import { ConsoleTable } from '../console-table';

const reasons: Record<string, string> = {
  no_reference: 'No customer reference in the description',
  unknown_reference: 'No customer has this reference',
  deposit_refused: "The customer's deposit limit or break from play refuses it",
};

const methods = { bd: 'Bank deposit', td: 'PayID transfer' } as const;

/**
 * Finance's account statement page (decision 519): the shop account's statement pasted and
 * imported (each credit line credited once by the bank's transaction id), and the lines, those
 * waiting for finance first. Bank deposits and PayID transfers land in the same account.
 */
export function BankStatementPage({
  lines,
  answer,
}: {
  lines: BankStatementLineRow[];
  answer?: ActionAnswer & { fields?: Record<string, string[]> };
}) {
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <h1>Account statement</h1>
      <ActionOutcome error={answer?.error} done={answer?.done} />
      <Form method="post" className="console-form">
        <h2>Import the statement</h2>
        <TextAreaField
          id="statement-file"
          name="file"
          label="The statement's lines, one a line"
          hint="date (YYYY-MM-DD),amount,description,transaction id. Debits are skipped; a statement imported again credits nothing twice."
          error={answer?.fields?.file?.[0]}
          required
          rows={6}
          maxLength={200_000}
        />
        <button type="submit" className="console-button" disabled={busy}>
          {busy ? 'Importing…' : 'Import statement'}
        </button>
      </Form>
      <ConsoleTable
        caption="Credit lines imported (waiting first, then the latest 100)"
        rows={lines}
        rowKey={(l) => l.transactionId}
        empty="No statement line imported yet."
        // A phone reads each line as a card.
        className="console-table--cards"
        labelled
        columns={[
          { header: 'Transaction', cell: (l) => <code>{l.transactionId}</code> },
          { header: 'Paid on', cell: (l) => l.paidOn },
          { header: 'Amount', cell: (l) => formatMoney(l.amount) },
          { header: 'Way', cell: (l) => methods[l.methodCode] },
          { header: 'Description', cell: (l) => l.description },
          {
            header: 'State',
            cell: (l) => (l.status === 'credited' ? 'Credited' : `Waiting: ${reasons[l.reason ?? ''] ?? l.reason}`),
          },
        ]}
      />
    </>
  );
}
