import { type ConsolePremiumPeriod, formatMoney, type PremiumPeriodStatus } from '@drawline/contracts';
import { Link } from 'react-router';
import { ConsoleTable } from '../console-table';
import type { ConsolePremiumBillingData } from './premium-billing.server';

const statusWords: Record<PremiumPeriodStatus, string> = {
  paid: 'Paid',
  failed: 'Failed, given up',
  retrying: 'Failed, retried while the month lasts',
  due: 'Due, not yet charged',
  lapsed: 'Lapsed, not charged',
};

const subscriptionWords: Record<string, string> = {
  recurring_status_active: 'active',
  recurring_status_paused: 'paused',
  recurring_status_timed_pause: 'paused',
  recurring_status_cancelled: 'cancelled',
};

/** A day on the shop's clock (AEST). */
const day = (iso: string) =>
  new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeZone: 'Australia/Brisbane' }).format(new Date(iso));

const monthName = (key: string) =>
  new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${key}-15`));

const statusOf = (p: ConsolePremiumPeriod) =>
  `${statusWords[p.status]}${p.failureCode && p.status !== 'paid' ? ` (${p.failureCode})` : ''}`;

/** Daily Winners Premium billing for finance (issue 27, decision 456): each month's totals, then every period. */
export function PremiumBillingPage({ billing }: ConsolePremiumBillingData) {
  return (
    <>
      <h1>Premium billing</h1>
      <p>
        Daily Winners Premium subscriptions are charged a period at a time, at its start. Charged amounts are read from
        the ledger.
      </p>
      <h2>By month</h2>
      <ConsoleTable
        caption="Premium charges per month (AEST), the latest first"
        className="console-table--cards"
        labelled
        rows={billing.months}
        rowKey={(m) => m.month}
        columns={[
          { header: 'Month', rowHeader: true, cell: (m) => monthName(m.month) },
          {
            header: 'Charged',
            cell: (m) =>
              m.charged.length
                ? m.charged.map((c) => formatMoney(c)).join(', ')
                : formatMoney({ amount: 0, currency: 'AUD' }),
          },
          { header: 'Periods paid', cell: (m) => m.paidPeriods },
          { header: 'Periods given up', cell: (m) => m.failedPeriods },
        ]}
      />
      <h2>Periods</h2>
      <ConsoleTable
        caption="Each subscription's periods, the latest subscription and period first"
        className="console-table--cards"
        labelled
        rows={billing.periods}
        rowKey={(p) => `${p.recurringPurchaseId}:${p.periodIndex}`}
        columns={[
          {
            header: 'Customer',
            rowHeader: true,
            cell: (p) => (
              <>
                <Link to={`/console/customers/${p.customerId}`}>{p.customerName || p.customerId}</Link>{' '}
                {p.customerEmail}
              </>
            ),
          },
          { header: 'Subscription', cell: (p) => subscriptionWords[p.subscriptionStatus] ?? p.subscriptionStatus },
          { header: 'Period', cell: (p) => `${day(p.periodStart)} to ${day(p.periodEnd)}` },
          { header: 'Charged', cell: (p) => (p.charged ? formatMoney(p.charged) : 'Nothing') },
          { header: 'State', cell: statusOf },
          { header: 'Ledger reference', cell: (p) => p.ledgerReference ?? 'None' },
        ]}
      />
    </>
  );
}
