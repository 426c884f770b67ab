import { formatMoney, type Money } from '@drawline/contracts';

/**
 * A horizontal bar chart (docs/decisions/231): one row per offer, its name, its bar and its amount.
 * The names and amounts are text laid out by CSS grid (console.css), so a long name wraps instead
 * of running over the bars, and nothing shrinks to unreadable on a phone (issue 23); only the bar
 * is drawn, as an SVG rectangle (no inline style). A screen reader reads the list of names and amounts.
 */
export function MoneyBarChart({ title, rows }: { title: string; rows: { label: string; value: Money }[] }) {
  if (!rows.length) return <p className="console-empty">No sales in this period.</p>;
  const max = Math.max(...rows.map((r) => Math.abs(r.value.amount)), 1);
  return (
    <figure className="console-chart">
      <figcaption className="visually-hidden">{title}</figcaption>
      <ul className="console-chart-rows">
        {rows.map((r) => {
          // A bar never vanishes: the smallest amount still shows a sliver.
          const share = Math.max((Math.abs(r.value.amount) / max) * 100, 1);
          return (
            <li key={r.label} className="console-chart-row">
              <span className="console-chart-label">{r.label}</span>
              <svg className="console-chart-track" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true">
                <rect x={0} y={0} width={share} height={10} className="console-chart-bar" />
              </svg>
              <span className="console-chart-value">{formatMoney(r.value)}</span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
