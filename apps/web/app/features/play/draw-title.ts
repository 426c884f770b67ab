import type { Draw, ProductOffer } from '@drawline/contracts';

/** A raffle draw's title: its own name, or the offer's name and the draw's number. */
export function drawTitle(offer: ProductOffer, draw: Draw | null): string {
  if (!draw) return offer.name;
  return draw.drawData.name ?? `${offer.name} draw ${draw.drawNo}`;
}
