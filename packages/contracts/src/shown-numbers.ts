/**
 * How a game's numbers are shown, the same on the play page, the cart, checkout, receipts and
 * tickets: each set's numbers from low to high, Numbers first and the other sets (Powerball,
 * Supplementary, Favourites) after it, each apart. Numbers played in their places (Lotto Strike,
 * Super 66) keep their order: there the place is part of the entry.
 */

/** Game types whose Numbers count by their places. */
const inOrderGameTypes: ReadonlySet<string> = new Set(['strike_standard', 'sequential']);

export function playsInOrder(gameType: string): boolean {
  return inOrderGameTypes.has(gameType);
}

/** One set's picks as shown: low to high with blanks last, or as placed when the set is played in order. */
export function shownPicks<T extends number | null>(picks: readonly T[], inOrder: boolean): T[] {
  if (inOrder) return [...picks];
  const numbers = picks.filter((n) => n !== null).sort((a, b) => (a as number) - (b as number));
  return [...numbers, ...picks.filter((n) => n === null)];
}

/** A game's sets as shown: Numbers first, the others after in the order given, empty sets left out. */
export function shownSets(
  gameType: string,
  game: Readonly<Record<string, readonly (number | null)[]>>,
): { name: string; numbers: number[] }[] {
  const inOrder = playsInOrder(gameType);
  return Object.entries(game)
    .map(([name, picks]) => ({
      name,
      numbers: shownPicks(
        picks.filter((n): n is number => n !== null),
        inOrder,
      ),
    }))
    .filter((s) => s.numbers.length > 0)
    .sort((a, b) => Number(b.name === 'Numbers') - Number(a.name === 'Numbers'));
}
