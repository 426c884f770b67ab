import type { GameSelection, Money } from '@drawline/contracts';

/** A valid entry from a play page, in the ticket-state words of 2-shopping.md §3. */
export interface PlayEntry {
  productOfferKey: string;
  lotteryKey: string;
  gameType: string;
  gameOffer: string;
  numGames: number;
  numDraws: number;
  /** Picks per game, set names kept as written (Numbers, Powerball, Favourites); empty when the system picks. */
  games: GameSelection[];
  /** Lines the entry plays in each draw (a system 8 game covers 28). */
  entryCount: number;
  day: string | null;
  causeKey: string | null;
  firstDrawNo: number | null;
  drawNo: number | null;
  /** Syndicate shares: the syndicate and the number of shares (numGames). */
  syndicate: string | null;
  price: Money;
}

export type AddToCartOutcome = { status: 'ready'; entry: PlayEntry };

/**
 * The play pages' one door to the cart. The cart does not exist yet: the cart engineer wires
 * POST /cart/items (or the anonymous cart's items call) here. Until then nothing is stored:
 * the page has already validated the entry and tells the customer it is ready.
 */
export async function addEntryToCart(entry: PlayEntry): Promise<AddToCartOutcome> {
  return { status: 'ready', entry };
}
