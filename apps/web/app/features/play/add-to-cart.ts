import type { GameSelection } from '@drawline/contracts';
import { itemFormData } from '../cart';

/** An entry from a play page, in the ticket-state words of 2-shopping.md §3. */
export interface PlayEntry {
  productOfferKey: string;
  gameType: string;
  gameOffer: string;
  numGames: number;
  numDraws: number;
  /** Picks per game, set names kept as written (Numbers, Powerball, Favourites). */
  games: GameSelection[];
  day: string | null;
  causeKey: string | null;
  /** The (first) draw; null lets the cart take the next draw on sale (and a syndicate its own). */
  drawNo: number | null;
  /** Syndicate shares: the syndicate (numGames is the number of shares). */
  syndicate: string | null;
}

/** How the numbers of an entry go to the cart. */
export type NumbersSent = 'picked' | 'quick-pick' | 'none';

/**
 * The play pages' one door to the cart: an entry as the fields of the cart's add-to-cart form
 * (features/cart AddToCartForm), less the fields the page's own named controls send. Picked
 * numbers need the page's script; without it an entry with numbers goes as a quick pick.
 */
export function addEntryToCart(
  entry: PlayEntry,
  options: { numbers: NumbersSent; namedControls: readonly string[] },
): Record<string, string> {
  const fields = itemFormData({
    productOfferKey: entry.productOfferKey,
    option: { gameType: entry.gameType, gameOffer: entry.gameOffer, syndicateEncodedId: entry.syndicate },
    numGames: entry.numGames,
    numDraws: entry.numDraws,
    drawNo: entry.drawNo,
    day: entry.day,
    causeKey: entry.causeKey,
    games: options.numbers === 'picked' ? entry.games : null,
    quickPick: options.numbers === 'quick-pick',
  });
  for (const name of options.namedControls) delete fields[name];
  return fields;
}
