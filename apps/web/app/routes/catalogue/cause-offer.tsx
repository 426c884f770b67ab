import { data, redirect } from 'react-router';
import { offerUrl } from '../../features/catalogue';
import { loadCause, loadOfferOr404, notFound, raffleData } from '../../features/catalogue/index.server';
import { drawTitle } from '../../features/play';
import { RafflePage } from '../../features/raffle';
import { pageTitle } from '../../features/shell';
import { apiSession } from '../../lib/api-session.server';
import type { Route } from './+types/cause-offer';

export const handle = { fullBleed: true };

/** /causes/:causeSlug/:productOfferKey: the offer's draw page with the cause already chosen. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const [cause, { offer, subVariant }] = await Promise.all([
    loadCause(request, context, params.causeSlug),
    loadOfferOr404(request, context, params.productOfferKey),
  ]);
  if (!offer.causes.includes(cause.key)) throw notFound();
  if (offer.type !== 'raffle_ticket') throw redirect(offerUrl(offer, subVariant));
  const body = await raffleData(request, context, offer, { mode: 'draw', subVariant, causeKey: cause.key });
  return data({ ...body, cause }, { headers: apiSession(request, context).headers() });
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  return [
    {
      title: pageTitle(`${drawTitle(data.offer, data.draw)}: support ${data.cause.name}`, matches),
    },
  ];
}

export default function CauseOffer({ loaderData }: Route.ComponentProps) {
  return <RafflePage key={`${loaderData.offer.key}/${loaderData.cause.key}`} {...loaderData} />;
}
