import { data } from 'react-router';
import {
  baseSetsOf,
  loadCapabilities,
  loadCauseChoices,
  loadOfferOr404,
  notFound,
  resolveGameType,
  tabsFor,
} from '../features/catalogue/offers.server';
import { gameTypeLabel } from '../features/catalogue/ordering';
import { loadFavouriteLines } from '../features/play/play.server';
import { PlayPage } from '../features/play/play-page';
import { serverSession } from '../lib/session.server';
import type { Route } from './+types/play-offer';

export const handle = { fullBleed: true };

/** /:productOfferKey/:gameTypeKey?: the play page of a lottery or syndicate offer, any of its game types. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const [{ offer, subVariant }, have] = await Promise.all([
    loadOfferOr404(request, context, params.productOfferKey),
    loadCapabilities(request, context),
  ]);
  const chosen = resolveGameType(offer, params.gameTypeKey, have);
  if (!chosen) throw notFound();
  const [favouriteLines, causes] = await Promise.all([
    loadFavouriteLines(request, context, offer),
    loadCauseChoices(request, context, offer),
  ]);
  const asked = Number(new URL(request.url).searchParams.get('firstDrawNo'));
  const firstDrawNo = offer.draws.some((d) => d.drawNo === asked) ? asked : null;
  return data(
    {
      offer,
      tabs: tabsFor(offer, chosen.ordered, subVariant),
      gameType: chosen.gameType,
      gameTypeLabel: gameTypeLabel(chosen.gameType.key),
      initialGameOfferKey: chosen.gameOfferKey,
      baseSets: baseSetsOf(offer, chosen.gameType),
      favouriteLines,
      causes,
      firstDrawNo,
    },
    { headers: serverSession(request, context).headers() },
  );
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const root = matches.find((m) => m?.id === 'root')?.data as { siteConfig?: { siteName: string } } | undefined;
  const siteName = root?.siteConfig?.siteName ?? 'Drawline';
  const way = data.tabs.length > 1 ? ` ${data.gameTypeLabel}` : '';
  return [
    { title: `${data.offer.name}${way} | Play online | ${siteName}` },
    { name: 'description', content: data.offer.description },
  ];
}

export default function PlayOfferRoute({ loaderData }: Route.ComponentProps) {
  // A new offer or game type starts a fresh entry.
  return <PlayPage key={`${loaderData.offer.key}/${loaderData.gameType.key}`} {...loaderData} />;
}
