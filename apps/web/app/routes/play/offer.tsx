import { cmsPathKey } from '@drawline/contracts';
import { lazy } from 'react';
import { data } from 'react-router';
import { gameTypeLabel } from '../../features/catalogue';
import {
  baseSetsOf,
  loadCapabilities,
  loadCauseChoices,
  loadOfferOr404,
  notFound,
  raffleData,
  resolvePlayFamily,
  tabsFor,
} from '../../features/catalogue/index.server';
import { CmsPageView, cmsPageMeta } from '../../features/cms-pages';
import { orCmsPage } from '../../features/cms-pages/index.server';
import { PartyPlay } from '../../features/lotto-party';
import { loadPartyPlay } from '../../features/lotto-party/index.server';
import { drawTitle, favouriteLinesFor, PlayFrame, PlayPage } from '../../features/play';
// A raffle's server-rendered page is styled before its code arrives: its stylesheet is linked from
// the meta of a raffle only (inlined in the first document like the others), not sent with every lottery's page.
import raffleStylesheet from '../../features/raffle/raffle.css?url';
import { ResultsListsPage, resultsListTitle } from '../../features/results';
import { resultsListAnswer } from '../../features/results/index.server';
import { pageTitle } from '../../features/shell';
import { apiSession } from '../../lib/api-session.server';
import { getCustomer } from '../../lib/customer.server';
import { loginPath } from '../../lib/redirect';
import type { Route } from './+types/offer';

export const handle = { fullBleed: true };

/** Most play pages are lotteries: a raffle's page (and its code) loads only when one is shown. */
const RafflePage = lazy(() => import('../../features/raffle').then((m) => ({ default: m.RafflePage })));

/**
 * /:productOfferKey/:gameTypeKey?: the play page of a lottery or syndicate offer, any of its game
 * types; where there is no such offer, the CMS page at the path if one is published (decision 436).
 */
export function loader(args: Route.LoaderArgs) {
  // A built-in page a content editor moved here (decision 483): the results list is the one that moves.
  const moved = () =>
    resultsListAnswer(args.request, args.context, undefined, 1, cmsPathKey(new URL(args.request.url).pathname));
  return orCmsPage(args.request, args.context, () => offerPage(args), moved);
}

async function offerPage({ request, params, context }: Route.LoaderArgs) {
  const [{ offer, subVariant }, have] = await Promise.all([
    loadOfferOr404(request, context, params.productOfferKey),
    loadCapabilities(request, context),
  ]);
  const chosen = resolvePlayFamily(offer, params.gameTypeKey, have);
  // A raffle offer's page is its first draw (2-shopping.md §5); its other game types (subscriptions) are play pages.
  if (offer.type === 'raffle_ticket' && (!chosen || chosen.family.key === 'standard')) {
    if (params.gameTypeKey && !chosen) throw notFound();
    const raffle = await raffleData(request, context, offer, { mode: 'draw', subVariant });
    return data({ kind: 'raffle' as const, ...raffle }, { headers: apiSession(request, context).headers() });
  }
  if (!chosen) throw notFound();
  // A lotto party is played in a session of a group (issue 26): the tab leads into one.
  if (chosen.family.key === 'lotto_party') {
    const party = await loadPartyPlay(request, context, offer.key);
    const { pathname, search } = new URL(request.url);
    return data(
      {
        kind: 'lotto-party' as const,
        offer,
        tabs: tabsFor(offer, chosen.families, subVariant),
        gameTypeLabel: gameTypeLabel(chosen.family.key, offer.type),
        loginPath: loginPath(`${pathname}${search}`),
        ...party,
      },
      { headers: apiSession(request, context).headers() },
    );
  }
  // The customer the root loader asked for in this request (one GET /customer); favourites are a
  // nicety, so a failure means none.
  const [customer, causes] = await Promise.all([
    getCustomer(request, context).catch(() => null),
    loadCauseChoices(request, context, offer),
  ]);
  const favouriteLines = favouriteLinesFor(customer?.favouriteNumbers ?? [], offer);
  const asked = Number(new URL(request.url).searchParams.get('firstDrawNo'));
  const firstDrawNo = offer.draws.some((d) => d.drawNo === asked) ? asked : null;
  return data(
    {
      kind: 'lottery' as const,
      offer,
      tabs: tabsFor(offer, chosen.families, subVariant),
      gameTypes: chosen.family.gameTypes,
      gameTypeLabel: gameTypeLabel(chosen.family.key, offer.type),
      baseSets: baseSetsOf(offer),
      favouriteLines,
      causes,
      firstDrawNo,
    },
    { headers: apiSession(request, context).headers() },
  );
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  if (data.kind === 'cms-page') return cmsPageMeta(data.page, pageTitle(data.page.title, matches));
  if (data.kind === 'results-list') return [{ title: pageTitle(resultsListTitle(data.list, data.page), matches) }];
  if (data.kind === 'raffle') {
    return [
      { title: pageTitle(drawTitle(data.offer, data.draw), matches) },
      { name: 'description', content: data.offer.description },
      { tagName: 'link', rel: 'stylesheet', href: raffleStylesheet },
    ];
  }
  const way = data.tabs.length > 1 ? ` ${data.gameTypeLabel}` : '';
  return [
    { title: pageTitle(`${data.offer.name}${way} | Play online`, matches) },
    { name: 'description', content: data.offer.description },
  ];
}

export default function PlayOfferRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'cms-page') return <CmsPageView page={loaderData.page} />;
  if (loaderData.kind === 'results-list') return <ResultsListsPage {...loaderData} />;
  if (loaderData.kind === 'raffle') {
    return <RafflePage key={`${loaderData.offer.key}/${loaderData.draw?.drawNo}`} {...loaderData} />;
  }
  if (loaderData.kind === 'lotto-party') {
    const { offer, tabs, gameTypeLabel, signedIn, groups, loginPath } = loaderData;
    return (
      <PlayFrame offer={offer} tabs={tabs} gameTypeLabel={gameTypeLabel}>
        <PartyPlay
          offerKey={offer.key}
          offerName={offer.name}
          signedIn={signedIn}
          groups={groups}
          loginPath={loginPath}
        />
      </PlayFrame>
    );
  }
  // A new offer or game type starts a fresh entry.
  return <PlayPage key={`${loaderData.offer.key}/${loaderData.gameTypes[0]?.key}`} {...loaderData} />;
}
