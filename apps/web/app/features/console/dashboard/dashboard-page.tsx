import { type Dashboard, type DashboardDraw, formatMoney } from '@drawline/contracts';
import { MoneyBarChart } from '../bar-chart';
import { ConsoleTable } from '../console-table';
import { consoleTime as when } from '../console-time';
import { statusInWords } from '../status-words';

/** A phone reads each draw as a card of labelled lines (console.css .console-table--cards). */
function DrawTable({ caption, draws }: { caption: string; draws: DashboardDraw[] }) {
  return (
    <ConsoleTable
      className="console-table--cards"
      labelled
      caption={`${caption} (${draws.length})`}
      rows={draws}
      rowKey={(d) => d.drawId}
      columns={[
        { header: 'Offer', cell: (d) => d.offerName },
        { header: 'Draw', cell: (d) => d.drawNo },
        { header: 'Status', cell: (d) => statusInWords('draw', d.status) },
        { header: 'Sales stop (AEST)', cell: (d) => when(d.stopDate) },
        { header: 'Draw date (AEST)', cell: (d) => when(d.drawDate) },
      ]}
    />
  );
}

/**
 * Each open draw's recurring run (issue 25, decision 358): due and not yet bought, bought, waiting
 * for the jackpot, failed softly (retried until sales close) and hard (given up). Absent when no
 * draw has recurring purchases due, as while the shop's recurring switch is off (decision 353).
 */
function RecurringRunsTable({ runs }: { runs: Dashboard['recurringRuns'] }) {
  if (!runs.length) return null;
  return (
    <section aria-labelledby="recurring-runs">
      <h2 id="recurring-runs">Recurring purchases, per open draw</h2>
      <ConsoleTable
        className="console-table--cards"
        labelled
        caption={`Recurring runs (${runs.length})`}
        rows={runs}
        rowKey={(r) => r.drawId}
        columns={[
          { header: 'Offer', cell: (r) => r.offerName, rowHeader: true },
          { header: 'Draw', cell: (r) => r.drawNo },
          { header: 'Due', cell: (r) => r.due },
          { header: 'Bought', cell: (r) => r.placed },
          { header: 'Waiting for the jackpot', cell: (r) => r.waitingForJackpot },
          { header: 'Failed, retrying', cell: (r) => r.softFailures },
          { header: 'Failed, given up', cell: (r) => r.hardFailures },
        ]}
      />
    </section>
  );
}

/** The shop at a glance (docs/decisions/231): figures, one chart per period, and the draws to watch. */
export function DashboardPage({ dashboard: d }: { dashboard: Dashboard }) {
  const total = (rows: Dashboard['salesToday']) =>
    rows.length
      ? formatMoney({ amount: rows.reduce((s, r) => s + r.sales.amount, 0), currency: rows[0]!.sales.currency })
      : formatMoney({ amount: 0, currency: 'AUD' });
  return (
    <>
      <h1>Dashboard</h1>
      <dl className="console-figures">
        <div>
          <dt>Sales today</dt>
          <dd>{total(d.salesToday)}</dd>
        </div>
        <div>
          <dt>Sales this week</dt>
          <dd>{total(d.salesThisWeek)}</dd>
        </div>
        <div>
          <dt>Open draws</dt>
          <dd>{d.openDraws.length}</dd>
        </div>
        <div>
          <dt>Draws waiting for results</dt>
          <dd>{d.drawsAwaitingResults.length}</dd>
        </div>
        <div>
          <dt>Draws waiting for settlement</dt>
          <dd>{d.drawsAwaitingSettlement.length}</dd>
        </div>
        <div>
          <dt>Prizes held</dt>
          <dd>
            {d.prizesHeld.length
              ? d.prizesHeld.map((m) => formatMoney(m)).join(', ')
              : formatMoney({ amount: 0, currency: 'AUD' })}
          </dd>
        </div>
        <div>
          <dt>Corrections waiting for approval</dt>
          <dd>{d.correctionsAwaitingApproval}</dd>
        </div>
        <div>
          <dt>Withdrawals waiting</dt>
          <dd>{d.withdrawalsWaiting}</dd>
        </div>
      </dl>
      <section aria-labelledby="sales-today">
        <h2 id="sales-today">Sales today, per offer</h2>
        <MoneyBarChart
          title="Sales today, per offer"
          rows={d.salesToday.map((s) => ({ label: s.offerName, value: s.sales }))}
        />
      </section>
      <section aria-labelledby="sales-week">
        <h2 id="sales-week">Sales this week, per offer</h2>
        <MoneyBarChart
          title="Sales this week, per offer"
          rows={d.salesThisWeek.map((s) => ({ label: s.offerName, value: s.sales }))}
        />
      </section>
      <section aria-labelledby="draws">
        <h2 id="draws">Draws</h2>
        <DrawTable caption="Waiting for results" draws={d.drawsAwaitingResults} />
        <DrawTable caption="Waiting for settlement" draws={d.drawsAwaitingSettlement} />
        <DrawTable caption="Open, by sales stop" draws={d.openDraws} />
      </section>
      <RecurringRunsTable runs={d.recurringRuns} />
    </>
  );
}
