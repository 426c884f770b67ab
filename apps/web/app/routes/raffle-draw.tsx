import { loadRafflePage } from '../features/catalogue/raffle.server';
import { drawTitle, RafflePage } from '../features/play/raffle-page';
import type { Route } from './+types/raffle-draw';

export const handle = { fullBleed: true };

/** /:productOfferKey/draw/:drawNo: a raffle draw with its prizes, bundles and state. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadRafflePage(request, context, params, 'draw');
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const root = matches.find((m) => m?.id === 'root')?.data as { siteConfig?: { siteName: string } } | undefined;
  return [
    { title: `${drawTitle(data.offer, data.draw)} | ${root?.siteConfig?.siteName ?? 'Drawline'}` },
    { name: 'description', content: data.offer.description },
  ];
}

export default function RaffleDrawRoute({ loaderData }: Route.ComponentProps) {
  return <RafflePage key={`${loaderData.offer.key}/${loaderData.draw?.drawNo}`} {...loaderData} />;
}
