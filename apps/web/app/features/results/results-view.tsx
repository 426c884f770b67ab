import type { FullResult, PastDraw, PrizeDivision, WinningNumberSet } from '@drawline/contracts';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { useLocale } from '../../lib/locale';
import { OfferLogo } from '../../ui/picture';
import './results.css';

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
export const monthName = (year: number, month: number) => `${monthNames[month - 1]} ${year}`;
/** A month in a path, as 2026-10. */
export const monthPath = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

function setLabel(name: string): string {
  if (name === 'Numbers') return 'Winning numbers';
  if (name === 'Supplementary') return 'Supplementary numbers';
  if (name === 'Bonus') return 'Bonus numbers';
  return name;
}

function ballTone(name: string): string {
  if (name === 'Numbers') return 'main';
  if (name === 'Powerball') return 'power';
  return 'extra';
}

/** The winning numbers of a draw, set by set, as they are drawn (in order where order counts). */
export function WinningNumbers({ sets, compact }: { sets: WinningNumberSet[]; compact?: boolean }) {
  return (
    <dl className={`winning-numbers${compact ? ' winning-numbers--compact' : ''}`}>
      {sets.map((s) => (
        <div key={s.name} className="winning-set">
          <dt className="winning-set-label">{setLabel(s.name)}</dt>
          <dd className="winning-set-balls">
            <ol className="result-balls">
              {s.numbers.map((n, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a digit can be drawn twice (Super 66)
                <li key={i} className={`result-ball result-ball--${ballTone(s.name)}`}>
                  {n}
                </li>
              ))}
            </ol>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** What a result card shows of a past draw (results.server.ts's toResultCardDraw sends only this). */
export type ResultCardDraw = Pick<
  PastDraw,
  'drawId' | 'drawNo' | 'lotteryName' | 'lotteryUrl' | 'productType' | 'drawDate' | 'winningNumbers' | 'winnerInfo'
> & {
  drawData: Pick<PastDraw['drawData'], 'name'>;
  mainPrizeWinner: Pick<
    NonNullable<PastDraw['mainPrizeWinner']>,
    'prizeName' | 'value' | 'winnerName' | 'location'
  > | null;
};

export function resultPath(draw: Pick<PastDraw, 'lotteryUrl' | 'drawNo'>) {
  return `/${draw.lotteryUrl}/results/draw/${draw.drawNo}`;
}

/** What a draw paid, in one line: the top prize won or not, the winners in all. */
function WinnerSummary({ draw }: { draw: ResultCardDraw }) {
  const l = useLocale();
  if (draw.mainPrizeWinner) {
    const w = draw.mainPrizeWinner;
    return (
      <p className="result-summary">
        <strong>{w.prizeName}</strong> ({l.jackpotAmount(w.value)}) won by {w.winnerName}, {w.location}
      </p>
    );
  }
  if (!draw.winnerInfo) return null;
  const { topPrizeWinners, totalWinners, totalPrizeAmount } = draw.winnerInfo;
  return (
    <p className="result-summary">
      {draw.productType === 'raffle_ticket' ? null : topPrizeWinners > 0 ? (
        <strong>
          Division 1 won by {topPrizeWinners} {topPrizeWinners === 1 ? 'entry' : 'entries'}.{' '}
        </strong>
      ) : (
        <strong>Division 1 not won. </strong>
      )}
      {l.count(totalWinners)} winners shared {l.money(totalPrizeAmount)}.
    </p>
  );
}

/** One past draw in a results list. */
export function ResultCard({ draw, headingLevel = 2 }: { draw: ResultCardDraw; headingLevel?: 2 | 3 }) {
  const l = useLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const id = `result-${draw.drawId}`;
  return (
    <li className="result-card">
      <article aria-labelledby={id}>
        <header className="result-card-head">
          <Heading id={id} className="result-card-title">
            {draw.lotteryName} <span className="result-card-drawno">draw {draw.drawNo}</span>
          </Heading>
          <p className="result-card-date">
            <time dateTime={draw.drawDate}>{l.date(draw.drawDate)}</time>
          </p>
        </header>
        {draw.winningNumbers.length > 0 ? (
          <WinningNumbers sets={draw.winningNumbers} compact />
        ) : draw.drawData.name ? (
          <p className="result-card-prize">{draw.drawData.name}</p>
        ) : null}
        <WinnerSummary draw={draw} />
        <Link className="result-card-link" to={resultPath(draw)}>
          Full results
          <span className="visually-hidden">
            {' '}
            of {draw.lotteryName} draw {draw.drawNo}
          </span>
        </Link>
      </article>
    </li>
  );
}

export function ResultList({
  draws,
  headingLevel,
  empty,
}: {
  draws: ResultCardDraw[];
  headingLevel?: 2 | 3;
  empty: string;
}) {
  if (draws.length === 0) return <p className="results-empty">{empty}</p>;
  return (
    <ul className="result-list">
      {draws.map((d) => (
        <ResultCard key={d.drawId} draw={d} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}

export interface SubNavLink {
  to: string;
  label: string;
  end?: boolean;
}

/** Links between one offer's results pages, or between the results lists. */
export function SubNav({ label, links }: { label: string; links: SubNavLink[] }) {
  return (
    <nav className="results-subnav" aria-label={label}>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function ResultsBand({
  kicker,
  title,
  logo,
  children,
}: {
  kicker?: string;
  title: string;
  /** The offer's logo, beside the title, when the page is one offer's. */
  logo?: string | null;
  children?: ReactNode;
}) {
  return (
    <header className="results-band on-brand">
      <div className="container">
        {kicker ? <p className="results-band-kicker">{kicker}</p> : null}
        {logo === undefined ? (
          <h1 className="results-band-title">{title}</h1>
        ) : (
          <div className="results-band-brand">
            <OfferLogo src={logo} size={48} priority />
            <h1 className="results-band-title">{title}</h1>
          </div>
        )}
        {children}
      </div>
    </header>
  );
}

/** A lottery draw's prize divisions. */
export function Divisions({ divisions }: { divisions: PrizeDivision[] }) {
  const l = useLocale();
  return (
    <table className="results-table">
      <caption>Prize divisions</caption>
      <thead>
        <tr>
          <th scope="col">
            <abbr title="Division">Div.</abbr>
          </th>
          <th scope="col">What wins</th>
          <th scope="col" className="num">
            Winners
          </th>
          <th scope="col" className="num">
            Prize each
          </th>
        </tr>
      </thead>
      <tbody>
        {divisions.map((d) => (
          <tr key={d.division}>
            <th scope="row">{d.division}</th>
            <td>{d.description}</td>
            <td className="num">{l.count(d.numWinners)}</td>
            <td className="num">
              {d.numWinners === 0 ? 'Not won' : l.money(d.prizeAmount)}
              {d.prizeSuffix && d.numWinners > 0 ? ` ${d.prizeSuffix}` : ''}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A raffle draw's prizes with their winners. */
export function RaffleOutcome({ result }: { result: FullResult }) {
  const l = useLocale();
  return (
    <table className="results-table">
      <caption>Prizes and winners</caption>
      <thead>
        <tr>
          <th scope="col">Prize</th>
          <th scope="col" className="num">
            Value
          </th>
          <th scope="col">Winner</th>
          <th scope="col">Ticket</th>
        </tr>
      </thead>
      <tbody>
        {result.winners.map((w) => (
          <tr key={w.id}>
            <th scope="row">{w.prizeName}</th>
            <td className="num">{l.jackpotAmount(w.value)}</td>
            <td>
              {w.winnerName}, {w.location}
            </td>
            <td>{w.ticketNumber}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Links to the months that have results. */
export function MonthLinks({
  months,
  href,
  current,
}: {
  months: { year: number; month: number }[];
  href: (year: number, month: number) => string;
  current?: { year: number; month: number };
}) {
  if (months.length === 0) return null;
  return (
    <nav className="month-links" aria-label="Results by month">
      <h2 className="results-section-title">Results by month</h2>
      <ul>
        {months.map((m) => (
          <li key={`${m.year}-${m.month}`}>
            <Link
              to={href(m.year, m.month)}
              aria-current={current && current.year === m.year && current.month === m.month ? 'page' : undefined}
            >
              {monthName(m.year, m.month)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The pages of one offer's results. */
export function offerResultsLinks(
  offerUrl: string,
  opts: { statistics: boolean; latestMonth?: { year: number; month: number } },
): SubNavLink[] {
  const links: SubNavLink[] = [{ to: `${offerUrl}/results`, label: 'Latest results', end: true }];
  if (opts.latestMonth) {
    const { year, month } = opts.latestMonth;
    links.push({ to: `${offerUrl}/results/${monthPath(year, month)}`, label: 'By month' });
  }
  links.push({ to: `${offerUrl}/winners`, label: 'Winners' });
  if (opts.statistics) links.push({ to: `${offerUrl}/statistics`, label: 'Statistics' });
  return links;
}
