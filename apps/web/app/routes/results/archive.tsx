import { data } from 'react-router';
import { loadResultsOffer, notFound } from '../../features/catalogue/index.server';
import {
  MonthLinks,
  monthName,
  monthPath,
  offerResultsLinks,
  ResultList,
  ResultsBand,
  SubNav,
} from '../../features/results';
import { loadArchive, monthParam, pageParam } from '../../features/results/index.server';
import { pageTitle } from '../../features/shell';
import { apiSession } from '../../lib/api-session.server';
import { Pagination } from '../../ui/pagination';
import type { Route } from './+types/archive';

export const handle = { fullBleed: true };

/** /:productOfferKey/results/:date: one month's results (for example 2026-10), with an optional page. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const month = monthParam(params.date);
  if (!month) throw notFound();
  const { offer, base, statistics } = await loadResultsOffer(request, context, params.productOfferKey);
  const session = apiSession(request, context);
  const page = pageParam(new URL(request.url).searchParams.get('page'));
  const archive = await loadArchive(session.platform, offer.key, month.year, month.month, page);
  return data(
    {
      offer: { key: offer.key, name: offer.name },
      base,
      statistics,
      month,
      archive,
    },
    { headers: session.headers() },
  );
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  return [
    {
      title: pageTitle(`${data.offer.name} results, ${monthName(data.month.year, data.month.month)}`, matches),
    },
  ];
}

export default function ArchivedResults({ loaderData }: Route.ComponentProps) {
  const { offer, base, month, archive } = loaderData;
  const path = `${base}/results/${monthPath(month.year, month.month)}`;
  return (
    <>
      <ResultsBand kicker={`${offer.name} results`} title={monthName(month.year, month.month)}>
        <SubNav
          label={`${offer.name} results pages`}
          links={offerResultsLinks(base, {
            statistics: loaderData.statistics,
            latestMonth: archive.availableMonths[0],
          })}
        />
      </ResultsBand>
      <div className="container results-page">
        <ResultList
          draws={archive.items}
          empty={`There are no ${offer.name} results for ${monthName(month.year, month.month)}.`}
        />
        <Pagination page={archive.page} pages={archive.pages} href={(p) => (p === 1 ? path : `${path}?page=${p}`)} />
        <MonthLinks
          months={archive.availableMonths}
          current={month}
          href={(y, m) => `${base}/results/${monthPath(y, m)}`}
        />
      </div>
    </>
  );
}
