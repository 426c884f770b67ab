import { type BankStatementLineRow, formatMoney } from '@drawline/contracts';
import { type ActionAnswer, ActionOutcome } from '../console-form';
import { ConsoleTable } from '../console-table';
import { ImportFileForm, importedLineState } from '../import-file-form';

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
  return (
    <>
      <h1>Account statement</h1>
      <ActionOutcome error={answer?.error} done={answer?.done} />
      <ImportFileForm
        id="statement-file"
        heading="Import the statement"
        label="The statement's lines, one a line"
        hint="date (YYYY-MM-DD),amount,description,transaction id. Debits are skipped; a statement imported again credits nothing twice."
        button="Import statement"
        error={answer?.fields?.file?.[0]}
      />
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
          { header: 'State', cell: importedLineState },
        ]}
      />
    </>
  );
}
