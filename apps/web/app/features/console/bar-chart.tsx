import { formatMoney, type Money } from '@drawline/contracts';

/**
 * A horizontal bar chart in plain SVG (docs/decisions/231): one bar per row, labelled with its
 * value, and the same figures as a table for screen readers and for reading exact amounts.
 */
export function MoneyBarChart({ title, rows }: { title: string; rows: { label: string; value: Money }[] }) {
  if (!rows.length) return <p className="console-empty">No sales in this period.</p>;
  const max = Math.max(...rows.map((r) => Math.abs(r.value.amount)), 1);
  const barHeight = 22;
  const gap = 8;
  const labelWidth = 180;
  const chartWidth = 320;
  const height = rows.length * (barHeight + gap);
  return (
    <figure className="console-chart">
      <svg
        role="img"
        aria-label={title}
        viewBox={`0 0 ${labelWidth + chartWidth + 120} ${height}`}
        width="100%"
        preserveAspectRatio="xMinYMin meet"
      >
        {rows.map((r, i) => {
          const y = i * (barHeight + gap);
          const width = Math.max((Math.abs(r.value.amount) / max) * chartWidth, 2);
          return (
            <g key={r.label}>
              <text x={0} y={y + barHeight * 0.7} className="console-chart-label">
                {r.label}
              </text>
              <rect x={labelWidth} y={y} width={width} height={barHeight} className="console-chart-bar" />
              <text x={labelWidth + width + 6} y={y + barHeight * 0.7} className="console-chart-value">
                {formatMoney(r.value)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="visually-hidden">{title}</figcaption>
    </figure>
  );
}
