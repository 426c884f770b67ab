/** One game's numbers by set name (Numbers, Powerball, Favourites), as a ticket stores them. */
export type GameNumbers = Readonly<Record<string, readonly number[]>>;

/** What the scorer reads of a ticket (a row of the orders module's tickets). */
export interface ScorableTicket {
  gameType: string;
  /** Games per draw, when known: a ticket holding fewer games than it was sold with is refused. */
  numGames?: number;
  games: readonly GameNumbers[];
  /** Super combo (mega_combo): the quick-pick plain lines each game comes with. */
  comboGames?: readonly GameNumbers[] | null;
}

/**
 * A draw's winning numbers by set name, as results are published: Numbers (in drawn order for
 * Lotto Strike and Super 66), Supplementary or Bonus, Powerball.
 */
export type DrawnNumbers = Readonly<Record<string, readonly number[]>>;

/** How many of a ticket's lines won a division. */
export interface DivisionCount {
  division: number;
  count: number;
}
