import {
  baseNumberSets,
  entriesPerGame,
  entryPrice,
  type GameOffer,
  type GameSelection,
  type Money,
} from '@drawline/contracts';
import type { SaleDraw, SaleSyndicate, SaleTerms } from '../catalogue';

/** An item's entry against the catalogue: the words of 2-shopping.md §3 Cart item and Ticket state. */
export interface EntryOf {
  gameType: string;
  gameOffer: string;
  numGames: number;
  numDraws: number;
  quantity: number;
  day: string | null;
  drawNo: number;
  syndicateEncodedId: string | null;
}

export function findGameOffer(terms: SaleTerms, gameType: string, gameOfferKey: string): GameOffer | undefined {
  return terms.gameTypes.find((t) => t.key === gameType)?.gameOffers.find((g) => g.key === gameOfferKey);
}

/**
 * The draws an entry covers that the catalogue has scheduled, first draw first: the first draw
 * and the following ones (on the chosen day, when there is one), numDraws in all at most.
 */
export function coveredDraws(terms: SaleTerms, entry: EntryOf, first: SaleDraw): SaleDraw[] {
  const later = terms.draws.filter(
    (d) => d.drawDate.getTime() > first.drawDate.getTime() && (!entry.day || d.weekday === entry.day),
  );
  return [first, ...later].slice(0, entry.numDraws);
}

/** Lines one entry plays in each draw (docs/decisions/042). */
export function entryCountOf(terms: SaleTerms, entry: EntryOf, gameOffer: GameOffer): number {
  return (
    entriesPerGame(entry.gameType, gameOffer, baseNumberSets(terms.gameTypes, gameOffer.numberSets)) * entry.numGames
  );
}

/**
 * The price of one entry for all its draws: the price list's price of its game count for each
 * draw; a syndicate share costs the syndicate's own share price, the stock being bought
 * (docs/decisions/110). Undefined when the catalogue no longer prices it.
 */
export function unitPriceOf(entry: EntryOf, gameOffer: GameOffer, syndicate: SaleSyndicate | null): Money | undefined {
  if (syndicate)
    return { amount: syndicate.sharePrice.amount * entry.numGames, currency: syndicate.sharePrice.currency };
  return entryPrice(gameOffer, entry.numGames, entry.numDraws);
}

export const hasFavouriteNumbers = (games: readonly GameSelection[]): boolean =>
  games.some((g) => (g.Favourites ?? []).some((n) => n !== null));
