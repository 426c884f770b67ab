import { loadRafflePage } from '../../features/catalogue/index.server';
import { drawTitle } from '../../features/play';
import { RafflePage } from '../../features/raffle';
// The raffle's buy panel wears the play page's choices and summary (option cards, the sticky panel):
// without this sheet the bundles were unstyled on these routes, whose graph no longer holds the play page.
import '../../features/play/play.css';
import { pageTitle } from '../../features/shell';
import type { Route } from './+types/buy';

export const handle = { fullBleed: true };

/** /:productOfferKey/buy and /:productOfferKey/draw/:drawNo/buy, with the ?free-postal-entry variant. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadRafflePage(request, context, params, 'buy');
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const what = data.mode === 'postal' ? 'Free postal entry' : 'Buy tickets';
  return [{ title: pageTitle(`${what}: ${drawTitle(data.offer, data.draw)}`, matches) }];
}

export default function RaffleBuyRoute({ loaderData }: Route.ComponentProps) {
  return <RafflePage key={`${loaderData.offer.key}/${loaderData.draw?.drawNo}/${loaderData.mode}`} {...loaderData} />;
}
