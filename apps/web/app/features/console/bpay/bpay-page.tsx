import { type BpayPayment, formatMoney } from '@drawline/contracts';
import { type ActionAnswer, ActionOutcome } from '../console-form';
import { ConsoleTable } from '../console-table';
import { ImportFileForm, importedLineState } from '../import-file-form';

/**
 * Finance's BPAY page (decision 530): the bank's payment file pasted and imported (each payment
 * credited once by the bank's reference), and the payments, those waiting for finance first.
 */
export function BpayPage({
  payments,
  answer,
}: {
  payments: BpayPayment[];
  answer?: ActionAnswer & { fields?: Record<string, string[]> };
}) {
  return (
    <>
      <h1>BPAY payments</h1>
      <ActionOutcome error={answer?.error} done={answer?.done} />
      <ImportFileForm
        id="bpay-file"
        heading="Import the bank's file"
        label="The bank's payments, one a line"
        hint="bank reference,customer reference,amount,paid on (YYYY-MM-DD). A file imported again credits nothing twice."
        button="Import payments"
        error={answer?.fields?.file?.[0]}
      />
      <ConsoleTable
        caption="Payments imported (waiting first, then the latest 100)"
        rows={payments}
        rowKey={(p) => p.bankReference}
        empty="No BPAY payment imported yet."
        // A phone reads each payment as a card.
        className="console-table--cards"
        labelled
        columns={[
          { header: 'Bank reference', cell: (p) => <code>{p.bankReference}</code> },
          { header: 'Customer reference', cell: (p) => <code>{p.customerReference}</code> },
          { header: 'Amount', cell: (p) => formatMoney(p.amount) },
          { header: 'Paid on', cell: (p) => p.paidOn },
          { header: 'State', cell: importedLineState },
        ]}
      />
    </>
  );
}
