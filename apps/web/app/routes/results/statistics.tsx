import { data } from 'react-router';
import { offerUrl } from '../../features/catalogue';
import { loadOfferOr404, notFound } from '../../features/catalogue/index.server';
import { offerResultsLinks, ResultsBand, StatisticsView, SubNav } from '../../features/results';
import { loadStatistics } from '../../features/results/index.server';
import { pageTitle } from '../../features/shell';
import { apiSession } from '../../lib/api-session.server';
import { requireCapabilities, routeNeeds } from '../../lib/capabilities';
import type { Route } from './+types/statistics';

export const handle = { fullBleed: true };

/** /:productOfferKey/statistics: number frequency, hot and cold numbers of a lottery (needs commercial lotteries). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireCapabilities(request, context, routeNeeds.statistics);
  const { offer, subVariant } = await loadOfferOr404(request, context, params.productOfferKey);
  if (offer.type !== 'lottery_ticket') throw notFound();
  const session = apiSession(request, context);
  const statistics = await loadStatistics(session.platform, offer.key);
  return data(
    { offer: { key: offer.key, name: offer.name }, base: offerUrl(offer, subVariant), statistics },
    { headers: session.headers() },
  );
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  return [{ title: pageTitle(`${data.offer.name} statistics: hot and cold numbers`, matches) }];
}

export default function OfferStatistics({ loaderData }: Route.ComponentProps) {
  const { offer, base, statistics } = loaderData;
  return (
    <>
      <ResultsBand kicker={`${offer.name} results`} title={`${offer.name} statistics`}>
        <SubNav label={`${offer.name} results pages`} links={offerResultsLinks(base, { statistics: true })} />
      </ResultsBand>
      <div className="container results-page">
        <StatisticsView statistics={statistics} offerName={offer.name} />
      </div>
    </>
  );
}
