import type { ProductOffer } from '@drawline/contracts';
import { type AppLoadContext, data, redirect } from 'react-router';
import { apiSession } from '../../lib/api-session.server';
import { drawNoParam, loadRaffleDraw, raffleLinks } from './draws.server';
import { offerUrl } from './offers';
import { loadCapabilities, loadCauseChoices, loadOfferOr404, notFound } from './offers.server';

export type RaffleMode = 'draw' | 'buy' | 'postal';

/** Everything a raffle draw or buy page shows, for an offer already resolved. */
export async function raffleData(
  request: Request,
  context: AppLoadContext,
  offer: ProductOffer,
  opts: { drawNo?: number; mode: RaffleMode; subVariant?: string; causeKey?: string | null },
) {
  const [view, causes, have] = await Promise.all([
    loadRaffleDraw(request, context, offer, opts.drawNo),
    loadCauseChoices(request, context, offer),
    loadCapabilities(request, context),
  ]);
  // A buy page needs a draw; the draw page of an offer without draws says so.
  if (!view && (opts.drawNo !== undefined || opts.mode !== 'draw')) throw notFound();
  return {
    offer,
    draw: view?.draw ?? null,
    prizes: view?.prizes ?? [],
    winners: view?.winners ?? [],
    causes,
    initialCauseKey: opts.causeKey ?? null,
    mode: opts.mode,
    links: raffleLinks(offer, view?.draw ?? null, have, opts.subVariant),
    // A pre-order is held and issued when sales open only with the recurring engine's pre_order
    // capability; without it a pre-order draw's tickets are bought outright (decisions 364, 556).
    preOrdersHeld: have.has('pre_order'),
  };
}

/** /:productOfferKey/draw/:drawNo[/buy] and /:productOfferKey/buy[?free-postal-entry] of a raffle offer. */
export async function loadRafflePage(
  request: Request,
  context: AppLoadContext,
  params: { productOfferKey?: string; drawNo?: string },
  page: 'draw' | 'buy',
) {
  const { offer, subVariant } = await loadOfferOr404(request, context, params.productOfferKey);
  // Lotteries are bought on their play page.
  if (offer.type !== 'raffle_ticket') throw redirect(offerUrl(offer, subVariant));
  const drawNo = params.drawNo === undefined ? undefined : drawNoParam(params.drawNo);
  const postal = page === 'buy' && new URL(request.url).searchParams.has('free-postal-entry');
  const body = await raffleData(request, context, offer, { drawNo, mode: postal ? 'postal' : page, subVariant });
  return data(body, { headers: apiSession(request, context).headers() });
}
