import {
  type CapabilityName,
  type Draw,
  isPurchasable,
  meetsNeed,
  type ProductOffer,
  type RafflePrize,
  type RaffleWinner,
} from '@drawline/contracts';
import type { AppLoadContext } from 'react-router';
import { apiSession } from '../../lib/api-session.server';
import { routeNeeds } from '../../lib/capabilities';
import { offerUrl } from './offers';
import { notFound, orNotFound } from './offers.server';

/** Raffle prizes: the main prize first, then by when they are drawn, then by id (2-shopping.md §3). */
export function sortPrizes(prizes: readonly RafflePrize[]): RafflePrize[] {
  const rank = (p: RafflePrize) => (p.type === 'main' ? 0 : 1);
  return [...prizes].sort(
    (a, b) => rank(a) - rank(b) || a.timestamp.localeCompare(b.timestamp) || a.id.localeCompare(b.id),
  );
}

export interface RaffleDrawView {
  draw: Draw;
  prizes: RafflePrize[];
  winners: RaffleWinner[];
}

/**
 * One raffle draw with its prizes, and its winners once drawn. A raffle draw page with no drawNo
 * uses the first draw (2-shopping.md §5); null when the offer has no draw at all.
 */
export async function loadRaffleDraw(
  request: Request,
  context: AppLoadContext,
  offer: ProductOffer,
  drawNo?: number,
): Promise<RaffleDrawView | null> {
  const no = drawNo ?? offer.draws[0]?.drawNo;
  if (no === undefined) return null;
  const { platform } = apiSession(request, context);
  const [draw, prizes] = await Promise.all([
    orNotFound(platform.drawDetails(offer.key, no)),
    orNotFound(platform.rafflePrizes(offer.key, no)),
  ]);
  const drawn = !isPurchasable(draw.purchaseStatus) || draw.hasResults;
  const winners = drawn && draw.hasResults ? [...(await platform.raffleWinners(offer.key, no))] : [];
  return { draw, prizes: sortPrizes(prizes), winners };
}

/** A drawNo path value, or the 404 page when it is not a draw number. */
export function drawNoParam(value: string | undefined): number {
  const n = Number(value);
  if (!value || !/^\d{1,10}$/.test(value) || !Number.isSafeInteger(n) || n < 1) throw notFound();
  return n;
}

/**
 * Whether the offer's subscription page (/:productOfferKey/subscription) is open to this visitor:
 * the offer sells a deferred game and the server gives out the subscription pages' capabilities,
 * which it withholds while the recurring switch is off (decisions 353, 368).
 */
export function sellsSubscription(offer: ProductOffer, have: ReadonlySet<CapabilityName>): boolean {
  return offer.gameTypes.some((g) => g.key === 'deferred') && meetsNeed(have, routeNeeds.subscriptions);
}

/** Every link a raffle page shows, at the visitor's url for the offer. */
export function raffleLinks(
  offer: ProductOffer,
  draw: Draw | null,
  have: ReadonlySet<CapabilityName>,
  subVariant?: string,
) {
  const base = offerUrl(offer, subVariant);
  const drawBase = draw ? `${base}/draw/${draw.drawNo}` : base;
  return {
    subscribe: sellsSubscription(offer, have) ? `${base}/subscription` : null,
    terms: draw ? `${base}/terms-and-conditions/${draw.drawNo}` : `${base}/terms-and-conditions`,
    postal: `${drawBase}/buy?free-postal-entry`,
    buy: `${drawBase}/buy`,
    draw: drawBase,
    results: `${base}/results`,
    support: `${base}/your-support`,
    otherDraws: offer.draws
      .filter((d) => d.drawNo !== draw?.drawNo)
      .map((d) => ({ drawNo: d.drawNo, href: `${base}/draw/${d.drawNo}`, drawDate: d.drawDate })),
  };
}
