import { type DonationTotal, formatMoney, type StaffWithdrawal } from '@drawline/contracts';
import { Form, Link } from 'react-router';
import { type ActionAnswer, ActionOutcome } from '../console-form';
import { ConsoleTable } from '../console-table';
import { consoleTime as when } from '../console-time';
import { statusInWords } from '../status-words';

/** What finance owes each cause's charity: the approved donations, to pay by hand and mark paid (decision 533). */
function DonationTotals({ totals }: { totals: DonationTotal[] }) {
  if (!totals.length) return null;
  return (
    <ConsoleTable
      caption="Approved donations to pass on, by cause"
      className="console-table--cards"
      labelled
      rows={totals}
      rowKey={(d) => `${d.key}:${d.total.currency}`}
      columns={[
        { header: 'Cause', cell: (d) => d.name },
        { header: 'Pay to charity', cell: (d) => d.charityName },
        { header: 'Donations', cell: (d) => d.count },
        { header: 'Total', cell: (d) => formatMoney(d.total) },
      ]}
    />
  );
}

/** Finance's queue of withdrawals: approve or reject what was asked, mark paid what was approved. */
export function WithdrawalsPage({
  queue,
  donationTotals = [],
  answer,
}: {
  queue: StaffWithdrawal[];
  donationTotals?: DonationTotal[];
  answer?: ActionAnswer;
}) {
  return (
    <>
      <h1>Withdrawals queue</h1>
      <ActionOutcome error={answer?.error} done={answer?.done} />
      <DonationTotals totals={donationTotals} />
      <ConsoleTable
        caption={`${queue.length} waiting, oldest first`}
        className="console-table--cards"
        labelled
        rows={queue}
        rowKey={(w) => w.withdrawId}
        columns={[
          { header: 'Asked', cell: (w) => when(w.requestedAt) },
          {
            header: 'Customer',
            cell: (w) => <Link to={`/console/customers/${encodeURIComponent(w.customerId)}`}>{w.customerId}</Link>,
          },
          { header: 'Amount', cell: (w) => formatMoney(w.amount) },
          {
            header: 'Pay to',
            cell: (w) =>
              w.payTo ? (
                <>
                  {/* PayPal is paid to its email (decision 489). */}
                  {w.code === 'pl' ? 'PayPal: ' : w.code === 'tw' ? 'Wise: ' : ''}
                  {w.payTo.accountName}, {w.payTo.bankCode ? `${w.payTo.bankCode} ` : ''}
                  {w.payTo.accountNumber}
                </>
              ) : (
                // A donation is paid on to its cause's charity by hand (decision 532).
                <>
                  Donation: {w.cause?.name} (pay {w.cause?.charityName})
                </>
              ),
          },
          { header: 'Status', cell: (w) => statusInWords('withdrawal', w.status) },
          {
            header: 'Decision',
            cell: (w) =>
              w.status === 'requested' ? (
                <>
                  <Form method="post" className="console-decision">
                    <input type="hidden" name="withdrawId" value={w.withdrawId} />
                    <button type="submit" name="decision" value="approve" className="console-button">
                      Approve
                    </button>
                  </Form>
                  <Form method="post" className="console-decision">
                    <input type="hidden" name="withdrawId" value={w.withdrawId} />
                    <label>
                      Reason
                      <input name="reason" required maxLength={500} />
                    </label>
                    <button
                      type="submit"
                      name="decision"
                      value="reject"
                      className="console-button console-button--quiet"
                    >
                      Reject
                    </button>
                  </Form>
                </>
              ) : (
                <Form method="post" className="console-decision">
                  <input type="hidden" name="withdrawId" value={w.withdrawId} />
                  <button type="submit" name="decision" value="mark-paid" className="console-button">
                    Mark paid
                  </button>
                </Form>
              ),
          },
        ]}
      />
    </>
  );
}
