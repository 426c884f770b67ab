import type { FavouriteNumber, GameOffer, GameSelection, ProductOffer } from '@drawline/contracts';

/**
 * The customer's favourite lines for one offer (GET /v2/customer `favouriteNumbers`, set by
 * PUT /v2/favourite-numbers; docs/decisions/043): those whose `lotteryKey` is the offer's lottery
 * key (a syndicate offer's lottery, the offer's own key otherwise), as picks by set name.
 */
export function favouriteLinesFor(
  favouriteNumbers: readonly FavouriteNumber[],
  offer: Pick<ProductOffer, 'lotteryKey'>,
): GameSelection[] {
  return favouriteNumbers
    .filter((f) => f.lotteryKey === offer.lotteryKey)
    .map(({ Numbers, Powerball }): GameSelection => (Powerball ? { Numbers, Powerball } : { Numbers }));
}

/** A favourite line laid onto one game of a game offer: numbers that fit are kept, the rest left blank. */
export function applyFavouriteLine(gameOffer: GameOffer, line: GameSelection): GameSelection {
  const game: GameSelection = {};
  for (const s of gameOffer.numberSets) {
    const fits = (line[s.name] ?? []).filter((n): n is number => n !== null && n >= s.min && n <= s.max);
    const unique = s.ordered ? fits : [...new Set(fits)];
    game[s.name] = Array.from({ length: s.count }, (_, i) => unique[i] ?? null);
  }
  return game;
}

/** Whether a line has anything for this game offer. */
export function lineFits(gameOffer: GameOffer, line: GameSelection): boolean {
  return gameOffer.numberSets.some((s) => (line[s.name] ?? []).some((n) => n !== null && n >= s.min && n <= s.max));
}
