import { type DirectDebitCollections, type DirectDebitLine, formatMoney } from '@drawline/contracts';
import { Form, useNavigation } from 'react-router';
import { type ActionAnswer, ActionOutcome } from '../console-form';
import { type ConsoleColumn, ConsoleTable } from '../console-table';
import { ImportFileForm } from '../import-file-form';

const states: Record<DirectDebitLine['state'], string> = {
  waiting: 'Waiting for a file',
  exported: 'Sent to the bank',
  collected: 'Collected and credited',
  dishonoured: 'Dishonoured',
  cancelled: 'Cancelled',
};

const columns: ConsoleColumn<DirectDebitLine>[] = [
  { header: 'Reference', cell: (d) => <code>{d.reference}</code> },
  { header: 'Account', cell: (d) => `${d.accountName}, ${d.bsb} ${d.accountNumber}` },
  { header: 'Amount', cell: (d) => formatMoney(d.amount) },
  { header: 'State', cell: (d) => (d.reason ? `${states[d.state]}: ${d.reason}` : states[d.state]) },
];

/**
 * Finance's Direct debit page (decision 523): the collection file exported (every deposit waiting
 * put in one ABA file, kept with its number, to download and send to the bank), the bank's
 * outcomes imported, and the debits waiting and the latest files with theirs.
 */
export function DirectDebitPage({
  collections,
  answer,
}: {
  collections: DirectDebitCollections;
  answer?: ActionAnswer & { fields?: Record<string, string[]> };
}) {
  const navigation = useNavigation();
  const exporting = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'export';
  const waitingTotal = collections.waiting.reduce((sum, d) => sum + d.amount.amount, 0);
  return (
    <>
      <h1>Direct debit</h1>
      <ActionOutcome error={answer?.error} done={answer?.done} />
      <Form method="post" className="console-form">
        <h2>Collect the deposits waiting</h2>
        <p>
          {collections.waiting.length === 0
            ? 'No deposit is waiting for a file.'
            : `${collections.waiting.length} waiting, ${formatMoney({ amount: waitingTotal, currency: 'AUD' })} in all.`}{' '}
          The file holds every deposit waiting; each goes in one file only.
        </p>
        <button type="submit" name="intent" value="export" className="console-button" disabled={exporting}>
          {exporting ? 'Writing the file…' : 'Export the collection file'}
        </button>
      </Form>
      <ImportFileForm
        id="direct-debit-outcomes"
        heading="Import the bank's outcomes"
        label="The outcomes, one deposit a line"
        hint="reference,collected or reference,dishonoured,reason. A file imported again moves nothing twice."
        button="Import outcomes"
        error={answer?.fields?.file?.[0]}
      />
      <ConsoleTable
        caption="Waiting for a file"
        rows={collections.waiting}
        rowKey={(d) => d.reference}
        empty="None."
        className="console-table--cards"
        labelled
        columns={columns}
      />
      <h2>Files (the latest 20)</h2>
      {collections.files.length === 0 ? <p>No file exported yet.</p> : null}
      {collections.files.map((file) => (
        <section key={file.number} aria-labelledby={`dd-file-${file.number}`}>
          <h3 id={`dd-file-${file.number}`}>
            File {file.number}: {file.debitCount} debits, {formatMoney(file.total)}, processing {file.processingDate}
          </h3>
          <p>
            <a href={`/console/direct-debit/${file.number}/aba`} download={`direct-debit-${file.number}.aba`}>
              Download file {file.number} (ABA)
            </a>
          </p>
          <ConsoleTable
            rows={file.debits}
            rowKey={(d) => d.reference}
            className="console-table--cards"
            labelled
            columns={columns}
          />
        </section>
      ))}
    </>
  );
}
