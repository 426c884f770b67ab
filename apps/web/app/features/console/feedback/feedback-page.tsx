import { FEEDBACK_CHART_DAYS, type FeedbackDay } from '@drawline/contracts';
import { ConsoleTable } from '../console-table';
import type { ConsoleFeedbackData } from './feedback.server';

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Australia/Brisbane' }).format(
    new Date(iso),
  );

const dayName = (day: string) =>
  new Intl.DateTimeFormat('en-AU', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

export const ratingWords = { '-1': 'Not satisfied', '0': 'Neutral', '1': 'Satisfied' } as const;

const parts = [
  { key: 'notSatisfied', label: 'not satisfied', className: 'feedback-bar--not-satisfied' },
  { key: 'neutral', label: 'neutral', className: 'feedback-bar--neutral' },
  { key: 'satisfied', label: 'satisfied', className: 'feedback-bar--satisfied' },
] as const;

/**
 * Ratings over time: one row per day with feedback, its bar split into not satisfied, neutral and
 * satisfied, and the counts in words beside it (a screen reader reads the words; the bar is hidden).
 */
function RatingsChart({ days }: { days: FeedbackDay[] }) {
  if (!days.length) return <p className="console-empty">No feedback in the last {FEEDBACK_CHART_DAYS} days.</p>;
  const max = Math.max(...days.map((d) => d.notSatisfied + d.neutral + d.satisfied), 1);
  return (
    <figure className="console-chart">
      <figcaption>
        Ratings per day, last {FEEDBACK_CHART_DAYS} days (AEST).{' '}
        <span className="feedback-legend">
          {parts.map((p) => (
            <span key={p.key} className="feedback-legend-item">
              <svg viewBox="0 0 10 10" aria-hidden="true" className="feedback-swatch">
                <rect width={10} height={10} className={p.className} />
              </svg>
              {p.label}
            </span>
          ))}
        </span>
      </figcaption>
      <ul className="console-chart-rows">
        {days.map((d) => {
          let x = 0;
          return (
            <li key={d.day} className="console-chart-row">
              <span className="console-chart-label">{dayName(d.day)}</span>
              <svg className="console-chart-track" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true">
                {parts.map((p) => {
                  const width = (d[p.key] / max) * 100;
                  const rect = <rect key={p.key} x={x} y={0} width={width} height={10} className={p.className} />;
                  x += width;
                  return rect;
                })}
              </svg>
              <span className="console-chart-value">{parts.map((p) => `${d[p.key]} ${p.label}`).join(', ')}</span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}

/** The feedback widget's events (docs/decisions/446): ratings over time, then the newest, read-only. */
export function FeedbackPage({ days, recent }: ConsoleFeedbackData) {
  return (
    <>
      <h1>Feedback</h1>
      <RatingsChart days={days} />
      <ConsoleTable
        className="console-feedback"
        caption={`The newest ${recent.length} pieces of feedback`}
        rows={recent}
        rowKey={(f) => f.eventId}
        columns={[
          { header: 'When (AEST)', cell: (f) => when(f.createdAt) },
          { header: 'Rating', cell: (f) => ratingWords[String(f.rating) as keyof typeof ratingWords] },
          { header: 'Comment', cell: (f) => f.comment ?? '–' },
          { header: 'From', cell: (f) => (f.signedIn ? 'A customer' : (f.email ?? 'An anonymous visitor')) },
          { header: 'Page', cell: (f) => <code>{f.source}</code> },
        ]}
      />
    </>
  );
}
