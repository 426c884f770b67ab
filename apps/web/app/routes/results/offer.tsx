import { data, Link } from 'react-router';
import { loadPricingName } from '../../features/catalogue';
import { loadResultsOffer } from '../../features/catalogue/index.server';
import {
  Divisions,
  MonthLinks,
  monthPath,
  offerResultsLinks,
  RaffleOutcome,
  ResultList,
  ResultsBand,
  SubNav,
  WinningNumbers,
} from '../../features/results';
import { loadAvailableMonths, loadFullResult, loadPastResults, pageParam } from '../../features/results/index.server';
import { pageTitle } from '../../features/shell';
import { apiSession } from '../../lib/api-session.server';
import { useLocale } from '../../lib/locale';
import { Pagination } from '../../ui/pagination';
import type { Route } from './+types/offer';

export const handle = { fullBleed: true };

/** /:productOfferKey/results: the latest result in full, then the past results five to a page. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const session = apiSession(request, context);
  const [{ offer, base, statistics }, pricingName] = await Promise.all([
    loadResultsOffer(request, context, params.productOfferKey),
    loadPricingName(session.platform, request),
  ]);
  const page = pageParam(new URL(request.url).searchParams.get('page'));
  const past = await loadPastResults(session.platform, pricingName, offer.key, page);
  const first = page === 1 ? past.items[0] : undefined;
  const [latest, months] = await Promise.all([
    first ? loadFullResult(session.platform, offer.key, first.drawNo) : null,
    loadAvailableMonths(session.platform, offer.key, past.items[0]),
  ]);
  return data(
    {
      offer: { key: offer.key, name: offer.name, type: offer.type, logoImage: offer.logoImage },
      base,
      statistics,
      latest,
      past: { ...past, items: latest ? past.items.slice(1) : past.items },
      months,
    },
    { headers: session.headers() },
  );
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  return [
    { title: pageTitle(`${data.offer.name} results`, matches) },
    { name: 'description', content: `The latest ${data.offer.name} results: winning numbers, prizes and winners.` },
  ];
}

export default function OfferResults({ loaderData }: Route.ComponentProps) {
  const { offer, base, latest, past, months } = loaderData;
  const l = useLocale();
  return (
    <>
      <ResultsBand kicker={offer.name} title={`${offer.name} results`} logo={offer.logoImage}>
        <SubNav
          label={`${offer.name} results pages`}
          links={offerResultsLinks(base, { statistics: loaderData.statistics, latestMonth: months[0] })}
        />
      </ResultsBand>
      <div className="container results-page">
        {latest ? (
          <section className="card latest-result" aria-labelledby="latest-heading">
            <div className="latest-result-head">
              <h2 id="latest-heading" className="results-section-title">
                Latest result: draw {latest.drawNo}
              </h2>
              <p>
                <time dateTime={latest.drawDate}>{l.drawDate(latest.drawDate)} AEST</time>
              </p>
            </div>
            {latest.winningNumbers.length > 0 ? <WinningNumbers sets={latest.winningNumbers} /> : null}
            {latest.divisions.length > 0 ? (
              <div className="table-scroll">
                <Divisions divisions={latest.divisions} />
              </div>
            ) : null}
            {latest.winners.length > 0 ? (
              <div className="table-scroll">
                <RaffleOutcome result={latest} />
              </div>
            ) : null}
            <p>
              <Link to={`${base}/results/draw/${latest.drawNo}`}>Full results of draw {latest.drawNo}</Link>
              {' · '}
              <Link to={base}>Play the next draw</Link>
            </p>
          </section>
        ) : null}
        <section aria-labelledby="past-heading">
          <h2 id="past-heading" className="results-section-title">
            {past.page === 1 ? 'Past results' : `Past results, page ${past.page}`}
          </h2>
          <ResultList draws={past.items} headingLevel={3} empty={`There are no ${offer.name} results yet.`} />
        </section>
        <Pagination
          page={past.page}
          pages={past.pages}
          href={(p) => (p === 1 ? `${base}/results` : `${base}/results?page=${p}`)}
        />
        <MonthLinks months={months} href={(y, m) => `${base}/results/${monthPath(y, m)}`} />
      </div>
    </>
  );
}
