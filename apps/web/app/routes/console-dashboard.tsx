import { consoleAllows, type Dashboard, type DashboardDraw, formatMoney } from '@drawline/contracts';
import { redirect } from 'react-router';
import { ConsoleErrorBoundary, firstConsolePage, MoneyBarChart, statusInWords } from '../features/console';
import { forbidden, requireConsoleStaff } from '../features/console/index.server';
import type { Route } from './+types/console-dashboard';

export function meta() {
  return [{ title: 'Dashboard | Drawline console' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { me, call } = await requireConsoleStaff(request, context);
  if (!consoleAllows(me.roles, 'dashboard')) {
    // The console's front door: a member whose roles do not include the dashboard starts at their first page.
    const first = firstConsolePage(me.roles);
    throw first ? redirect(first) : forbidden();
  }
  return (await call<Dashboard>('/dashboard')).result as Dashboard;
}

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Australia/Brisbane' }).format(
    new Date(iso),
  );

/** A phone reads each draw as a card of labelled lines (console.css .console-table--cards). */
function DrawTable({ caption, draws }: { caption: string; draws: DashboardDraw[] }) {
  return (
    <table className="console-table console-table--cards">
      <caption>
        {caption} ({draws.length})
      </caption>
      <thead>
        <tr>
          <th scope="col">Offer</th>
          <th scope="col">Draw</th>
          <th scope="col">Status</th>
          <th scope="col">Sales stop (AEST)</th>
          <th scope="col">Draw date (AEST)</th>
        </tr>
      </thead>
      <tbody>
        {draws.length ? (
          draws.map((d) => (
            <tr key={d.drawId}>
              <td data-label="Offer">{d.offerName}</td>
              <td data-label="Draw">{d.drawNo}</td>
              <td data-label="Status">{statusInWords('draw', d.status)}</td>
              <td data-label="Sales stop (AEST)">{when(d.stopDate)}</td>
              <td data-label="Draw date (AEST)">{when(d.drawDate)}</td>
            </tr>
          ))
        ) : (
          <tr>
            <td colSpan={5}>None.</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

/** The shop at a glance (docs/decisions/231): figures, one chart per period, and the draws to watch. */
export default function ConsoleDashboard({ loaderData: d }: Route.ComponentProps) {
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
    </>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary };
