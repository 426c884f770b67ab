import type { Statistics, StatisticsSet } from '@drawline/contracts';
import { useLocale } from '../../lib/locale';

/** How many hot and cold numbers are highlighted. */
export const HIGHLIGHTED = 6;

const BAR_STEP = 20;
const BAR_WIDTH = 14;
const CHART_HEIGHT = 180;
const MARGIN = { top: 12, right: 12, bottom: 28, left: 36 };

function setTitle(name: string): string {
  return name === 'Numbers' ? 'Main numbers' : name;
}

/**
 * Number frequency as an SVG bar chart: one bar per number, hot numbers in gold and cold ones in
 * blue. The chart is an image with a text summary; the table below it gives every figure.
 */
export function FrequencyChart({ set, drawsAnalysed }: { set: StatisticsSet; drawsAnalysed: number }) {
  const id = `chart-${set.name.toLowerCase()}`;
  const hot = new Set(set.hot.slice(0, HIGHLIGHTED));
  const cold = new Set(set.cold.slice(0, HIGHLIGHTED));
  const max = Math.max(1, ...set.frequencies.map((f) => f.count));
  const width = MARGIN.left + set.frequencies.length * BAR_STEP + MARGIN.right;
  const height = MARGIN.top + CHART_HEIGHT + MARGIN.bottom;
  const y = (count: number) => MARGIN.top + CHART_HEIGHT - (count / max) * CHART_HEIGHT;
  const ticks = [...new Set([0, Math.round(max / 2), max])];
  const summary = `${setTitle(set.name)} drawn most often: ${set.hot.slice(0, HIGHLIGHTED).join(', ')}. Drawn least often: ${set.cold.slice(0, HIGHLIGHTED).join(', ')}.`;
  return (
    <figure className="chart" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="chart-caption">
        How often each {set.name === 'Numbers' ? 'number' : set.name} was drawn in the last {drawsAnalysed} draws
      </figcaption>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <section className="chart-scroll" tabIndex={0} aria-label={`${setTitle(set.name)} chart`}>
        <svg
          className="chart-svg"
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
        >
          <title id={`${id}-title`}>{`${setTitle(set.name)}: times drawn`}</title>
          <desc id={`${id}-desc`}>{summary}</desc>
          {ticks.map((t) => (
            <g key={t}>
              <line className="chart-grid" x1={MARGIN.left} x2={width - MARGIN.right} y1={y(t)} y2={y(t)} />
              <text className="chart-tick" x={MARGIN.left - 6} y={y(t) + 4} textAnchor="end">
                {t}
              </text>
            </g>
          ))}
          {set.frequencies.map((f, i) => {
            const x = MARGIN.left + i * BAR_STEP + (BAR_STEP - BAR_WIDTH) / 2;
            const tone = hot.has(f.number) ? 'hot' : cold.has(f.number) ? 'cold' : 'other';
            return (
              <g key={f.number}>
                <rect
                  className={`chart-bar chart-bar--${tone}`}
                  x={x}
                  y={y(f.count)}
                  width={BAR_WIDTH}
                  height={Math.max(0, MARGIN.top + CHART_HEIGHT - y(f.count))}
                  rx={2}
                />
                <text className="chart-label" x={x + BAR_WIDTH / 2} y={height - 10} textAnchor="middle">
                  {f.number}
                </text>
              </g>
            );
          })}
        </svg>
      </section>
      <ul className="chart-legend">
        <li>
          <span className="chart-key chart-bar--hot" aria-hidden="true" /> Hot: drawn most often
        </li>
        <li>
          <span className="chart-key chart-bar--cold" aria-hidden="true" /> Cold: drawn least often
        </li>
        <li>
          <span className="chart-key chart-bar--other" aria-hidden="true" /> Other numbers
        </li>
      </ul>
    </figure>
  );
}

export function FrequencyTable({ set }: { set: StatisticsSet }) {
  return (
    <details className="chart-table">
      <summary>Show {set.name === 'Numbers' ? 'the main numbers' : `the ${set.name} figures`} as a table</summary>
      <table className="results-table">
        <caption>{setTitle(set.name)}: times drawn</caption>
        <thead>
          <tr>
            <th scope="col">Number</th>
            <th scope="col" className="num">
              Times drawn
            </th>
            <th scope="col" className="num">
              Draws since last drawn
            </th>
          </tr>
        </thead>
        <tbody>
          {set.frequencies.map((f) => (
            <tr key={f.number}>
              <th scope="row">{f.number}</th>
              <td className="num">{f.count}</td>
              <td className="num">{f.drawsSinceDrawn ?? 'Not drawn'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

function BallRow({ label, numbers, tone }: { label: string; numbers: number[]; tone: 'hot' | 'cold' }) {
  return (
    <div className="stat-balls">
      <h3 className="stat-balls-label">{label}</h3>
      <ol className="result-balls">
        {numbers.map((n) => (
          <li key={n} className={`result-ball result-ball--${tone}`}>
            {n}
          </li>
        ))}
      </ol>
    </div>
  );
}

export function StatisticsView({ statistics, offerName }: { statistics: Statistics; offerName: string }) {
  const l = useLocale();
  if (statistics.drawsAnalysed === 0 || statistics.sets.length === 0) {
    return <p className="results-empty">There are no results to analyse for {offerName} yet.</p>;
  }
  return (
    <div className="stack">
      <p className="results-lead">
        From {statistics.drawsAnalysed} draws
        {statistics.firstDrawNo && statistics.lastDrawNo
          ? ` (draws ${statistics.firstDrawNo} to ${statistics.lastDrawNo}`
          : ''}
        {statistics.firstDrawDate && statistics.lastDrawDate
          ? `, ${l.date(statistics.firstDrawDate)} to ${l.date(statistics.lastDrawDate)})`
          : statistics.firstDrawNo
            ? ')'
            : ''}
        . Every number has the same chance in every draw: past results do not change the odds.
      </p>
      {statistics.sets.map((set) => (
        <section key={set.name} className="card stat-set" aria-labelledby={`stat-${set.name}`}>
          <h2 id={`stat-${set.name}`} className="results-section-title">
            {setTitle(set.name)}
          </h2>
          <div className="stat-hot-cold">
            <BallRow label="Hot numbers" numbers={set.hot.slice(0, HIGHLIGHTED)} tone="hot" />
            <BallRow label="Cold numbers" numbers={set.cold.slice(0, HIGHLIGHTED)} tone="cold" />
          </div>
          <FrequencyChart set={set} drawsAnalysed={statistics.drawsAnalysed} />
          <FrequencyTable set={set} />
        </section>
      ))}
    </div>
  );
}
