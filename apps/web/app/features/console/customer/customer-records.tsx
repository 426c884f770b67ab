import { type ConsoleCustomerProfile, type CustomerLimit, formatMoney, limitPeriodNames } from '@drawline/contracts';
import { Form } from 'react-router';
import { ConsoleTable } from '../console-table';
import { consoleTime as when } from '../console-time';
import { statusInWords } from '../status-words';

type Profile = ConsoleCustomerProfile;

/** Staff notes, newest first, and the form that adds one (notes are never edited). */
export function NotesSection({ notes, mayNote, busy }: { notes: Profile['notes']; mayNote: boolean; busy: boolean }) {
  return (
    <section aria-labelledby="notes">
      <h2 id="notes">Notes</h2>
      {mayNote ? (
        <Form method="post" className="console-form" key={notes.length}>
          <label htmlFor="note-body">New note</label>
          <textarea id="note-body" name="body" required maxLength={2000} rows={3} />
          <button type="submit" name="intent" value="note" className="console-button" disabled={busy}>
            Add note
          </button>
        </Form>
      ) : null}
      <ConsoleTable
        caption="Staff notes, newest first"
        rows={notes}
        rowKey={(n) => n.noteId}
        columns={[
          { header: 'Written', cell: (n) => when(n.createdAt) },
          { header: 'By', cell: (n) => n.authorEmail },
          { header: 'Note', cell: (n) => n.body, className: 'console-note' },
        ]}
      />
    </section>
  );
}

export function CorrectionsTable({ corrections }: { corrections: Profile['corrections'] }) {
  return (
    <ConsoleTable
      caption="Balance corrections"
      rows={corrections}
      rowKey={(k) => k.correctionId}
      columns={[
        { header: 'Asked', cell: (k) => when(k.requestedAt) },
        { header: 'Amount', cell: (k) => formatMoney(k.amount) },
        { header: 'Reason', cell: (k) => k.reason },
        { header: 'Status', cell: (k) => statusInWords('correction', k.status) },
      ]}
    />
  );
}

/** The customer's own limits and break from play, as they set them (read only here). */
export function LimitsSection({ limits }: { limits: Profile['limits'] }) {
  const rows: { kind: string; limit: CustomerLimit }[] = [
    ...limits.spend.map((limit) => ({ kind: 'Spend limit', limit })),
    ...limits.deposit.map((limit) => ({ kind: 'Deposit limit', limit })),
    ...(limits.precommitment ? [{ kind: 'Pre-commitment limit', limit: limits.precommitment }] : []),
  ];
  const x = limits.selfExclusion;
  return (
    <section aria-labelledby="limits">
      <h2 id="limits">Limits and exclusions</h2>
      <p data-testid="self-exclusion">
        {x.excluded
          ? x.indefinite
            ? 'Taking a break from play indefinitely.'
            : `Taking a break from play until ${x.until ? when(x.until) : 'the end of the break'}.`
          : 'No break from play.'}
      </p>
      <ConsoleTable
        caption="Limits"
        rows={rows}
        rowKey={(r) => r.limit.id}
        columns={[
          { header: 'Limit', cell: (r) => r.kind },
          { header: 'Period', cell: (r) => limitPeriodNames[r.limit.period] },
          { header: 'Amount', cell: (r) => formatMoney(r.limit.amount) },
          { header: 'Spent this period', cell: (r) => formatMoney(r.limit.summary.amountSpent) },
          { header: 'Change waiting', cell: (r) => pendingChange(r.limit) },
        ]}
      />
    </section>
  );
}

function pendingChange(limit: CustomerLimit): string {
  if (!limit.pending) return 'None';
  const amount = limit.pending.amount ? formatMoney(limit.pending.amount) : 'Removed';
  return `${amount} from ${when(limit.pending.effectiveFrom)}`;
}

export function TicketTable({ caption, tickets }: { caption: string; tickets: Profile['pastTickets'] }) {
  return (
    <ConsoleTable
      caption={caption}
      rows={tickets}
      rowKey={(t) => t.ticketId}
      columns={[
        { header: 'Draw date', cell: (t) => when(t.drawDate) },
        { header: 'Offer', cell: (t) => t.productOfferName },
        { header: 'Draw', cell: (t) => t.drawNo },
        {
          header: 'Games or numbers',
          cell: (t) => (t.raffleTicketNumbers.length ? t.raffleTicketNumbers.join(', ') : `${t.numGames} games`),
        },
        { header: 'Draw status', cell: (t) => statusInWords('draw', t.drawStatus) },
        { header: 'Bought', cell: (t) => when(t.purchasedAt) },
      ]}
    />
  );
}

export function TransactionsTable({ transactions }: { transactions: Profile['transactions'] }) {
  return (
    <ConsoleTable
      caption="Latest transactions"
      rows={transactions}
      rowKey={(t) => `${t.transactionId}-${t.amount.currency}`}
      columns={[
        { header: 'Date', cell: (t) => when(t.date) },
        { header: 'Type', cell: (t) => t.type },
        { header: 'Description', cell: (t) => t.description },
        { header: 'Amount', cell: (t) => formatMoney(t.amount) },
        { header: 'Available after', cell: (t) => formatMoney(t.balanceAfter) },
      ]}
    />
  );
}
