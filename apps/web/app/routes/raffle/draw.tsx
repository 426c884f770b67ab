import { loadRafflePage } from '../../features/catalogue/index.server';
import { drawTitle } from '../../features/play';
import { RafflePage } from '../../features/raffle';
// The raffle's buy panel wears the play page's choices and summary (option cards, the sticky panel):
// without this sheet the bundles were unstyled on these routes, whose graph no longer holds the play page.
import '../../features/play/play.css';
import { pageTitle } from '../../features/shell';
import type { Route } from './+types/draw';

export const handle = { fullBleed: true };

/** /:productOfferKey/draw/:drawNo: a raffle draw with its prizes, bundles and state. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadRafflePage(request, context, params, 'draw');
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  return [
    { title: pageTitle(`${drawTitle(data.offer, data.draw)}`, matches) },
    { name: 'description', content: data.offer.description },
  ];
}

export default function RaffleDrawRoute({ loaderData }: Route.ComponentProps) {
  return <RafflePage key={`${loaderData.offer.key}/${loaderData.draw?.drawNo}`} {...loaderData} />;
}
