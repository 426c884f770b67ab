import { data } from 'react-router';
import { offerUrl } from '../features/catalogue/offers';
import { loadCapabilities, loadOfferOr404, notFound } from '../features/catalogue/offers.server';
import { loadArchive, monthParam, pageParam } from '../features/results/results.server';
import {
  MonthLinks,
  monthName,
  monthPath,
  offerResultsLinks,
  Pagination,
  ResultList,
  ResultsBand,
  SubNav,
} from '../features/results/results-view';
import { serverSession } from '../lib/session.server';
import type { Route } from './+types/results-archive';

export const handle = { fullBleed: true };

/** /:productOfferKey/results/:date: one month's results (for example 2026-10), with an optional page. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const month = monthParam(params.date);
  if (!month) throw notFound();
  const [{ offer, subVariant }, have] = await Promise.all([
    loadOfferOr404(request, context, params.productOfferKey),
    loadCapabilities(request, context),
  ]);
  const session = serverSession(request, context);
  const page = pageParam(new URL(request.url).searchParams.get('page'));
  const archive = await loadArchive(session.api, offer.key, month.year, month.month, page);
  return data(
    {
      offer: { key: offer.key, name: offer.name },
      base: offerUrl(offer, subVariant),
      statistics: offer.type === 'lottery_ticket' && have.has('commercial_lotteries'),
      month,
      archive,
    },
    { headers: session.headers() },
  );
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const root = matches.find((m) => m?.id === 'root')?.data as { siteConfig?: { siteName: string } } | undefined;
  return [
    {
      title: `${data.offer.name} results, ${monthName(data.month.year, data.month.month)} | ${root?.siteConfig?.siteName ?? 'Drawline'}`,
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
