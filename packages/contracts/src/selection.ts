import type { GameOffer, GameTypeKey } from './catalogue';
import type { Money } from './money';

/**
 * Entry selection rules of 2-shopping.md §5, shared by the play page and the server's cart:
 * which numbers a game needs, when an entry may be added, how many entries it covers and
 * what it costs. Pure functions; randomness comes in as an argument.
 */

/** One picked number, or a blank still to be picked. */
export type NumberPick = number | null;

/** One game's picks per number set; the set names (Numbers, Powerball, Favourites) are kept as written. */
export type GameSelection = Record<string, NumberPick[]>;

export type NumberSet = GameOffer['numberSets'][number];

/** The part of a game offer the number rules read: its number sets (the game's matrix). */
export type GameMatrix = Pick<GameOffer, 'numberSets'>;

/** Game types whose entries cover every value of a base set the customer does not pick (every Powerball). */
const coveringGameTypes: ReadonlySet<string> = new Set(['powerhit', 'powerhit_super_combo']);

/**
 * A super combo (mega_combo) is a system entry of the customer's Numbers plus this many
 * quick-pick games, where any Favourites are kept (docs/decisions/042).
 */
export const MEGA_COMBO_EXTRA_GAMES = 12;

/** Game types whose main picks are digits in positions, so a digit may repeat (Super 66). */
const repeatingGameTypes: ReadonlySet<string> = new Set(['sequential']);

/** Game types whose base picks come from another game type of the same offer. */
const baseGameTypeOrder: readonly GameTypeKey[] = ['standard', 'strike_standard', 'sequential'];

export function combinations(n: number, k: number): number {
  if (k < 0 || n < 0 || k > n) return 0;
  const m = Math.min(k, n - k);
  let r = 1;
  for (let i = 1; i <= m; i++) r = (r * (n - m + i)) / i;
  return Math.round(r);
}

export function permutations(n: number, k: number): number {
  if (k < 0 || n < 0 || k > n) return 0;
  let r = 1;
  for (let i = 0; i < k; i++) r *= n - i;
  return r;
}

export function allowsRepeats(gameTypeKey: string): boolean {
  return repeatingGameTypes.has(gameTypeKey);
}

/** The game offer a game type starts with: the one flagged default, else the first. */
export function defaultGameOffer<T extends { defaultGameOffer: boolean }>(gameOffers: readonly T[]): T | undefined {
  return gameOffers.find((g) => g.defaultGameOffer) ?? gameOffers[0];
}

/**
 * The sets one plain line of the lottery is made of (standard Numbers and Powerball, Lotto
 * Strike's four in order…): systems, Powerhit and boxed entries are counted against them.
 */
export function baseNumberSets(
  gameTypes: readonly { key: string; gameOffers: readonly GameOffer[] }[],
  fallback: readonly NumberSet[],
): readonly NumberSet[] {
  for (const key of baseGameTypeOrder) {
    const offer = defaultGameOffer(gameTypes.find((g) => g.key === key)?.gameOffers ?? []);
    if (offer && offer.numberSets.length > 0) return offer.numberSets;
  }
  return fallback;
}

/**
 * How many plain lines one game of this game offer covers: a system N entry covers C(N, k)
 * lines, Powerhit covers every Powerball, a boxed entry every order of its numbers, and a
 * super combo its system plus its quick-pick games.
 */
export function entriesPerGame(gameTypeKey: string, gameOffer: GameOffer, baseSets: readonly NumberSet[]): number {
  if (gameOffer.numberSets.length === 0) return 1;
  if (gameTypeKey === 'mega_combo') {
    const system = { ...gameOffer, numberSets: gameOffer.numberSets.filter((s) => !isOptionalSet(gameTypeKey, s)) };
    return entriesPerGame('reduced_system', system, baseSets) + MEGA_COMBO_EXTRA_GAMES;
  }
  const covering = coveringGameTypes.has(gameTypeKey) || coveringGameTypes.has(gameOffer.key);
  let entries = 1;
  for (const base of baseSets) {
    const picked = gameOffer.numberSets.find((s) => s.name === base.name);
    if (picked) {
      const boxed = base.ordered && !picked.ordered;
      entries *= boxed ? permutations(picked.count, base.count) : combinations(picked.count, base.count);
    } else if (covering) {
      entries *= combinations(base.max - base.min + 1, base.count);
    }
  }
  return entries;
}

/** Whether a set may be left out: flagged not required, or mega_combo's Favourites. */
export function isOptionalSet(gameTypeKey: string, set: NumberSet): boolean {
  return set.required === false || (gameTypeKey === 'mega_combo' && set.name === 'Favourites');
}

/** Sets the customer must fill. */
function requiredSets(gameTypeKey: string, gameOffer: GameMatrix): NumberSet[] {
  return gameOffer.numberSets.filter((s) => !isOptionalSet(gameTypeKey, s));
}

/** A game with every required set blank; optional sets (mega_combo Favourites) are left out until used. */
export function blankGame(gameTypeKey: string, gameOffer: GameMatrix): GameSelection {
  const game: GameSelection = {};
  for (const s of requiredSets(gameTypeKey, gameOffer)) game[s.name] = Array.from({ length: s.count }, () => null);
  return game;
}

/** Reshapes games to `count` games of this game offer, keeping the picks that still fit. */
export function resizeGames(
  gameTypeKey: string,
  gameOffer: GameOffer,
  games: readonly GameSelection[],
  count: number,
): GameSelection[] {
  if (gameOffer.numberSets.length === 0) return [];
  return Array.from({ length: count }, (_, i) => {
    const old = games[i];
    const next = blankGame(gameTypeKey, gameOffer);
    if (!old) return next;
    for (const s of gameOffer.numberSets) {
      const picks = old[s.name];
      if (!picks) continue;
      // Positions are kept: ordered sets (Lotto Strike, Super 66) mean something by them.
      next[s.name] = Array.from({ length: s.count }, (_, j) => {
        const n = picks[j];
        return n !== undefined && n !== null && n >= s.min && n <= s.max ? n : null;
      });
    }
    return next;
  });
}

function setNoun(set: NumberSet, n: number): string {
  if (set.name === 'Numbers') return n === 1 ? 'number' : 'numbers';
  if (set.name === 'Favourites') return n === 1 ? 'favourite number' : 'favourite numbers';
  return n === 1 ? set.name : `${set.name}s`;
}

/** What is wrong with one set of one game, in words for the customer; empty when fine. */
export function setProblems(gameTypeKey: string, set: NumberSet, picks: readonly NumberPick[] | undefined): string[] {
  const list = picks ?? [];
  const problems: string[] = [];
  const filled = list.filter((n): n is number => n !== null);
  const missing = set.count - filled.length;
  if (missing > 0) problems.push(`needs ${missing} more ${setNoun(set, missing)}`);
  if (missing < 0 || list.length > set.count) problems.push(`has too many ${setNoun(set, 2)}`);
  if (filled.some((n) => !Number.isInteger(n) || n < set.min || n > set.max)) {
    problems.push(`has ${setNoun(set, 2)} outside ${set.min} to ${set.max}`);
  }
  if (!allowsRepeats(gameTypeKey) && new Set(filled).size !== filled.length) {
    problems.push(`has the same ${setNoun(set, 1)} twice`);
  }
  return problems;
}

/**
 * Why one game is not complete, e.g. 'Game 3 needs 2 more numbers'. A game is complete when
 * every required set has its exact count with no blanks. For mega_combo, Numbers must have no
 * blanks and Favourites, if present, must be non-empty.
 */
export function gameProblems(gameTypeKey: string, gameOffer: GameMatrix, game: GameSelection, index: number): string[] {
  const label = `Game ${index + 1}`;
  const problems = requiredSets(gameTypeKey, gameOffer).flatMap((s) =>
    setProblems(gameTypeKey, s, game[s.name]).map((p) => `${label} ${p}`),
  );
  // An optional set (mega_combo Favourites) that is present must be non-empty.
  for (const set of gameOffer.numberSets.filter((s) => isOptionalSet(gameTypeKey, s))) {
    const present = game[set.name];
    if (present === undefined) continue;
    const picked = present.filter((n): n is number => n !== null);
    if (picked.length === 0) problems.push(`${label} needs at least 1 ${setNoun(set, 1)}`);
    else {
      const full = Array.from({ length: Math.max(set.count, picked.length) }, (_, i) => picked[i] ?? null);
      const wrong = setProblems(gameTypeKey, set, full).filter((p) => !p.startsWith('needs'));
      problems.push(...wrong.map((p) => `${label} ${p}`));
    }
  }
  return problems;
}

export function isGameComplete(gameTypeKey: string, gameOffer: GameMatrix, game: GameSelection): boolean {
  return gameProblems(gameTypeKey, gameOffer, game, 0).length === 0;
}

/** The price of a game count, from the price list by number of games. */
export function priceForGames(gameOffer: GameOffer, numGames: number): Money | undefined {
  return gameOffer.prices.find((p) => p.numGames === numGames)?.price as Money | undefined;
}

/** The game counts a customer can choose: the price list's, at least minGames. */
export function gameCountChoices(gameOffer: GameOffer): number[] {
  return gameOffer.prices.map((p) => p.numGames).filter((n) => n >= gameOffer.minGames);
}

/**
 * The game count a play page starts on: the fewest the price list sells, for every game type
 * (docs/decisions/303). The spec's 18 for standard meant 18 empty games to fill before the total
 * and Add to cart; the customer starts small and adds games, and 18 stays a choice.
 */
export function defaultGameCount(gameOffer: GameOffer): number {
  const choices = gameCountChoices(gameOffer);
  return choices[0] ?? gameOffer.prices[0]?.numGames ?? gameOffer.minGames;
}

/** The entry's price: the price of its game count for each draw it is bought for. */
export function entryPrice(gameOffer: GameOffer, numGames: number, numDraws = 1): Money | undefined {
  const price = priceForGames(gameOffer, numGames);
  if (!price) return undefined;
  return { amount: price.amount * Math.max(1, numDraws), currency: price.currency };
}

export interface EntryDraft {
  gameTypeKey: string;
  gameOffer: GameOffer;
  numGames: number;
  numDraws: number;
  /** One selection per game when the game offer has number sets; empty otherwise. */
  games: readonly GameSelection[];
  day?: string | null;
  causeKey?: string | null;
  /** The syndicate a share is bought in; its game count is the number of shares. */
  syndicateEncodedId?: string | null;
}

/** What the offer asks for besides numbers. */
export interface EntryRules {
  selectableDays: readonly string[];
  causes: readonly string[];
  /** Open syndicates of a syndicate offer: one must be chosen, with enough shares left. */
  syndicates?: readonly { syndicateEncodedId: string; sharesRemaining: number }[];
}

/**
 * Why the entry cannot be added: the game count is at least minGames and has a price, a day is
 * selected when the lottery has selectable days, a cause is chosen when it has causes, the draw
 * count is one offered, a syndicate with enough shares left is chosen when the offer has
 * syndicates, and every game is complete.
 */
export function entryProblems(entry: EntryDraft, rules: EntryRules): string[] {
  const { gameOffer } = entry;
  const problems: string[] = [];
  if (entry.numGames < gameOffer.minGames) {
    problems.push(`Choose at least ${gameOffer.minGames} ${gameOffer.minGames === 1 ? 'game' : 'games'}`);
  } else if (!priceForGames(gameOffer, entry.numGames)) {
    problems.push('Choose a number of games from the list');
  }
  if (gameOffer.multiDraw.length > 0 && !gameOffer.multiDraw.includes(entry.numDraws)) {
    problems.push('Choose a number of draws from the list');
  }
  if (rules.selectableDays.length > 0 && !(entry.day && rules.selectableDays.includes(entry.day))) {
    problems.push('Choose a draw day');
  }
  if (rules.causes.length > 0 && !(entry.causeKey && rules.causes.includes(entry.causeKey))) {
    problems.push('Choose a cause to support');
  }
  if (rules.syndicates && rules.syndicates.length > 0) {
    const chosen = rules.syndicates.find((x) => x.syndicateEncodedId === entry.syndicateEncodedId);
    if (!chosen) problems.push('Choose a syndicate');
    else if (chosen.sharesRemaining <= 0) problems.push('This syndicate is sold out');
    else if (entry.numGames > chosen.sharesRemaining) {
      problems.push(`Only ${chosen.sharesRemaining} ${chosen.sharesRemaining === 1 ? 'share is' : 'shares are'} left`);
    }
  }
  if (gameOffer.numberSets.length > 0) {
    if (entry.games.length !== entry.numGames) problems.push(`Pick numbers for all ${entry.numGames} games`);
    entry.games.forEach((g, i) => {
      problems.push(...gameProblems(entry.gameTypeKey, gameOffer, g, i));
    });
  }
  return problems;
}

/** Uniform integer in [min, max] from a source of numbers in [0, 1). */
function randomInt(random: () => number, min: number, max: number): number {
  return min + Math.min(max - min, Math.floor(random() * (max - min + 1)));
}

/**
 * Quick pick: fills the blanks of a set at random, keeping what the customer picked;
 * a full set is picked afresh. Favourites, if given, are placed first.
 */
export function quickPickSet(
  gameTypeKey: string,
  set: NumberSet,
  picks: readonly NumberPick[],
  random: () => number,
  favourites: readonly number[] = [],
): NumberPick[] {
  const repeats = allowsRepeats(gameTypeKey);
  const full = picks.length === set.count && picks.every((n) => n !== null);
  const out: NumberPick[] = full ? Array.from({ length: set.count }, () => null) : [...picks];
  while (out.length < set.count) out.push(null);
  out.length = set.count;
  const taken = new Set(out.filter((n): n is number => n !== null));
  const wanted = favourites.filter((n) => n >= set.min && n <= set.max && !taken.has(n));
  const pool = repeats
    ? []
    : Array.from({ length: set.max - set.min + 1 }, (_, i) => set.min + i).filter(
        (n) => !taken.has(n) && !wanted.includes(n),
      );
  for (let i = 0; i < out.length; i++) {
    if (out[i] !== null) continue;
    const favourite = wanted.shift();
    if (favourite !== undefined) {
      out[i] = favourite;
    } else if (repeats) {
      out[i] = randomInt(random, set.min, set.max);
    } else {
      out[i] = pool.splice(randomInt(random, 0, pool.length - 1), 1)[0] ?? null;
    }
  }
  return out;
}

function pickRequiredSets(
  gameTypeKey: string,
  gameOffer: GameMatrix,
  game: GameSelection,
  random: () => number,
  keepFullSets: boolean,
): GameSelection {
  const next: GameSelection = { ...game };
  const favourites = (game.Favourites ?? []).filter((n): n is number => n !== null);
  for (const s of requiredSets(gameTypeKey, gameOffer)) {
    const picks = game[s.name] ?? [];
    if (keepFullSets && picks.length === s.count && picks.every((n) => n !== null)) continue;
    const keep = gameTypeKey === 'mega_combo' && s.name === 'Numbers' ? favourites : [];
    next[s.name] = quickPickSet(gameTypeKey, s, picks, random, keep);
  }
  return next;
}

/** Quick pick for every required set of a game (mega_combo's Favourites stay the customer's). */
export function quickPickGame(
  gameTypeKey: string,
  gameOffer: GameMatrix,
  game: GameSelection,
  random: () => number,
): GameSelection {
  return pickRequiredSets(gameTypeKey, gameOffer, game, random, false);
}

/**
 * The quick pick of a purchase: draws only the blanks of each required set and keeps every number
 * the customer chose where it is (quickPickGame, the play page's button, picks a full set afresh).
 */
export function fillQuickPicks(
  gameTypeKey: string,
  gameOffer: GameMatrix,
  game: GameSelection,
  random: () => number,
): GameSelection {
  return pickRequiredSets(gameTypeKey, gameOffer, game, random, true);
}

/**
 * Toggles a number in a set: a picked number is taken out (leaving a blank where it was, so
 * ordered sets keep their positions); another fills the first blank, if any.
 */
export function toggleNumber(picks: readonly NumberPick[], n: number): NumberPick[] {
  const at = picks.indexOf(n);
  const next = [...picks];
  if (at >= 0) {
    next[at] = null;
    return next;
  }
  const blank = next.indexOf(null);
  if (blank >= 0) next[blank] = n;
  return next;
}

/** Sets a position of an ordered set where the same number may repeat (Super 66 digits). */
export function setPosition(picks: readonly NumberPick[], position: number, n: NumberPick): NumberPick[] {
  const next = [...picks];
  next[position] = n;
  return next;
}
