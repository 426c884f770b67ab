import { type ConsoleCustomerRecurring, formatMoney, recurringFailureMessage } from '@drawline/contracts';
import { ConsoleTable } from '../console-table';
import { consoleTime as when } from '../console-time';
import { statusInWords } from '../status-words';

/** A failure code with the customer's words for it, so support reads what the customer read. */
const failure = (code: string | null) => (code ? `${recurringFailureMessage(code)} (${code})` : '');

/**
 * A customer's recurring purchases for support and finance (issue 25, decision 358's `recurring`
 * answer): each purchase with its last attempt and the draws bought and given up, the unattended
 * card chosen, the card charges made without the customer, and the failures and warnings told.
 * A phone reads each table as cards of labelled lines. Absent when the customer has none.
 */
export function RecurringSection({ recurring }: { recurring: ConsoleCustomerRecurring }) {
  // Nothing recurring while the shop's switch is off (decision 353): the section shows what exists.
  if (!recurring.purchases.length && !recurring.charges.length && !recurring.notices.length) return null;
  return (
    <section aria-labelledby="recurring">
      <h2 id="recurring">Recurring purchases</h2>
      <p>
        Paid by:{' '}
        {recurring.recurringPurchaseMethod
          ? `the wallet, then saved card ${recurring.recurringPurchaseMethod}`
          : 'the wallet alone'}
      </p>
      <ConsoleTable
        className="console-table--cards"
        labelled
        caption="Recurring purchases"
        rows={recurring.purchases}
        rowKey={(p) => p.recurringPurchaseId}
        columns={[
          { header: 'Purchase', cell: (p) => `${p.productOfferKey} ${p.type}`, rowHeader: true },
          { header: 'Status', cell: (p) => statusInWords('recurring', p.status) },
          {
            header: 'Last attempt',
            cell: (p) =>
              p.lastAttemptStatus
                ? `${statusInWords('recurringAttempt', p.lastAttemptStatus)}${p.lastAttemptAt ? `, ${when(p.lastAttemptAt)}` : ''}`
                : 'None yet',
          },
          { header: 'Why it failed', cell: (p) => failure(p.lastFailureCode) },
          { header: 'Draws bought', cell: (p) => p.placedDraws },
          { header: 'Draws given up', cell: (p) => p.givenUpDraws },
        ]}
      />
      <ConsoleTable
        className="console-table--cards"
        labelled
        caption="Card charges for recurring purchases, newest first"
        rows={recurring.charges}
        rowKey={(c) => `${c.recurringPurchaseId}-${c.drawId}-${c.attempt}`}
        columns={[
          { header: 'Asked', cell: (c) => when(c.createdAt) },
          { header: 'Amount', cell: (c) => formatMoney(c.amount) },
          { header: 'Status', cell: (c) => statusInWords('recurringCharge', c.status) },
          { header: 'Why declined', cell: (c) => failure(c.failureCode) },
          { header: 'Draw', cell: (c) => c.drawId },
          { header: 'Attempt', cell: (c) => c.attempt },
          { header: 'Deposit', cell: (c) => c.depositId ?? '' },
        ]}
      />
      <ConsoleTable
        className="console-table--cards"
        labelled
        caption="Failures and warnings told to the customer, newest first"
        rows={recurring.notices}
        rowKey={(n) => `${n.kind}-${n.recurringPurchaseId}-${n.drawId}`}
        columns={[
          { header: 'Sent', cell: (n) => when(n.createdAt) },
          { header: 'Kind', cell: (n) => (n.kind === 'failure' ? 'Failure' : 'Warning the day before') },
          { header: 'Message', cell: (n) => n.title, className: 'console-note' },
          { header: 'Reason', cell: (n) => failure(n.reason) },
        ]}
      />
    </section>
  );
}
