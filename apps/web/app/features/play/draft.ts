import {
  blankGame,
  defaultGameCount,
  defaultGameOffer,
  type EntryDraft,
  type GameOffer,
  type GameSelection,
  isOptionalSet,
  type NumberPick,
  resizeGames,
  setPosition,
  toggleNumber,
} from '@drawline/contracts';

/**
 * One way to fill in the entry on a play page: a game offer of one game type. A page may offer
 * several game types at once (Powerhit with its super combo, Powerpik with its systems).
 */
export interface PlayOption {
  id: string;
  gameTypeKey: string;
  gameOffer: GameOffer;
}

export interface DraftContext {
  options: readonly PlayOption[];
}

export function playOptions(gameTypes: readonly { key: string; gameOffers: readonly GameOffer[] }[]): PlayOption[] {
  return gameTypes.flatMap((t) =>
    t.gameOffers.map((gameOffer) => ({ id: `${t.key}/${gameOffer.key}`, gameTypeKey: t.key, gameOffer })),
  );
}

/** The option a page starts on: the one asked for, else the first game type's default game offer. */
export function defaultOption(ctx: DraftContext, gameOfferKey?: string): PlayOption | undefined {
  const asked = gameOfferKey ? ctx.options.find((o) => o.gameOffer.key === gameOfferKey) : undefined;
  if (asked) return asked;
  const firstType = ctx.options[0]?.gameTypeKey;
  const first = defaultGameOffer(ctx.options.filter((o) => o.gameTypeKey === firstType).map((o) => o.gameOffer));
  return ctx.options.find((o) => o.gameOffer === first);
}

/** What the customer has chosen so far on a play page. */
export interface PlayDraft {
  optionId: string;
  numGames: number;
  numDraws: number;
  games: GameSelection[];
  day: string | null;
  causeKey: string | null;
  firstDrawNo: number | null;
  syndicateId: string | null;
}

export type DraftAction =
  | { type: 'option'; id: string }
  | { type: 'numGames'; numGames: number }
  | { type: 'numDraws'; numDraws: number }
  | { type: 'toggle'; game: number; set: string; n: number }
  | { type: 'position'; game: number; set: string; position: number; n: NumberPick }
  | { type: 'setGame'; game: number; selection: GameSelection }
  | { type: 'setGames'; games: GameSelection[] }
  | { type: 'clear'; game: number }
  | { type: 'clearAll' }
  | { type: 'day'; day: string }
  | { type: 'cause'; causeKey: string }
  | { type: 'firstDraw'; drawNo: number }
  | { type: 'syndicate'; syndicateId: string };

export function optionOf(ctx: DraftContext, id: string): PlayOption | undefined {
  return ctx.options.find((o) => o.id === id) ?? defaultOption(ctx);
}

export function initialDraft(
  ctx: DraftContext,
  start: { gameOfferKey?: string; firstDrawNo?: number | null; day?: string | null; causeKey?: string | null } = {},
): PlayDraft {
  const option = defaultOption(ctx, start.gameOfferKey);
  const numGames = option ? defaultGameCount(option.gameOffer) : 1;
  return {
    optionId: option?.id ?? '',
    numGames,
    numDraws: option?.gameOffer.multiDraw[0] ?? 1,
    games: option ? resizeGames(option.gameTypeKey, option.gameOffer, [], numGames) : [],
    day: start.day ?? null,
    causeKey: start.causeKey ?? null,
    firstDrawNo: start.firstDrawNo ?? null,
    syndicateId: null,
  };
}

function updateGame(state: PlayDraft, index: number, change: (g: GameSelection) => GameSelection): PlayDraft {
  const current = state.games[index];
  if (!current) return state;
  const games = [...state.games];
  games[index] = change(current);
  return { ...state, games };
}

/** Drops an optional set the customer emptied, so it counts as not given (mega_combo Favourites). */
function withoutEmptyOptionalSets(option: PlayOption, game: GameSelection): GameSelection {
  const next = { ...game };
  for (const s of option.gameOffer.numberSets) {
    if (isOptionalSet(option.gameTypeKey, s) && (next[s.name] ?? []).every((n) => n === null)) delete next[s.name];
  }
  return next;
}

export function draftReducer(ctx: DraftContext) {
  return (state: PlayDraft, action: DraftAction): PlayDraft => {
    const option = optionOf(ctx, state.optionId);
    if (!option) return state;
    const { gameTypeKey, gameOffer } = option;
    switch (action.type) {
      case 'option': {
        const next = ctx.options.find((o) => o.id === action.id);
        if (!next || next.id === option.id) return state;
        const numGames = defaultGameCount(next.gameOffer);
        const draws = next.gameOffer.multiDraw;
        return {
          ...state,
          optionId: next.id,
          numGames,
          numDraws: draws.includes(state.numDraws) ? state.numDraws : (draws[0] ?? 1),
          games: resizeGames(next.gameTypeKey, next.gameOffer, state.games, numGames),
        };
      }
      case 'numGames':
        return {
          ...state,
          numGames: action.numGames,
          games: resizeGames(gameTypeKey, gameOffer, state.games, action.numGames),
        };
      case 'numDraws':
        return { ...state, numDraws: action.numDraws };
      case 'toggle': {
        const set = gameOffer.numberSets.find((s) => s.name === action.set);
        if (!set || action.n < set.min || action.n > set.max) return state;
        return updateGame(state, action.game, (g) => {
          const picks = g[set.name] ?? Array.from({ length: set.count }, () => null);
          return withoutEmptyOptionalSets(option, { ...g, [set.name]: toggleNumber(picks, action.n) });
        });
      }
      case 'position': {
        const set = gameOffer.numberSets.find((s) => s.name === action.set);
        if (!set || action.position < 0 || action.position >= set.count) return state;
        return updateGame(state, action.game, (g) => ({
          ...g,
          [set.name]: setPosition(
            g[set.name] ?? Array.from({ length: set.count }, () => null),
            action.position,
            action.n,
          ),
        }));
      }
      case 'setGame':
        return updateGame(state, action.game, () => withoutEmptyOptionalSets(option, action.selection));
      case 'setGames':
        return { ...state, games: resizeGames(gameTypeKey, gameOffer, action.games, state.numGames) };
      case 'clear':
        return updateGame(state, action.game, () => blankGame(gameTypeKey, gameOffer));
      case 'clearAll':
        return { ...state, games: state.games.map(() => blankGame(gameTypeKey, gameOffer)) };
      case 'day':
        return { ...state, day: action.day };
      case 'cause':
        return { ...state, causeKey: action.causeKey };
      case 'firstDraw':
        return { ...state, firstDrawNo: action.drawNo };
      case 'syndicate':
        return { ...state, syndicateId: action.syndicateId };
    }
  };
}

export function toEntryDraft(ctx: DraftContext, draft: PlayDraft): EntryDraft | undefined {
  const option = optionOf(ctx, draft.optionId);
  if (!option) return undefined;
  return {
    gameTypeKey: option.gameTypeKey,
    gameOffer: option.gameOffer,
    numGames: draft.numGames,
    numDraws: draft.numDraws,
    games: draft.games,
    day: draft.day,
    causeKey: draft.causeKey,
    syndicateEncodedId: draft.syndicateId,
  };
}
