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

/** What the customer has chosen so far on a play page. */
export interface PlayDraft {
  gameOfferKey: string;
  numGames: number;
  numDraws: number;
  games: GameSelection[];
  day: string | null;
  causeKey: string | null;
  firstDrawNo: number | null;
  syndicateId: string | null;
}

export interface DraftContext {
  gameTypeKey: string;
  gameOffers: readonly GameOffer[];
}

export type DraftAction =
  | { type: 'gameOffer'; key: string }
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

export function gameOfferOf(ctx: DraftContext, key: string): GameOffer | undefined {
  return ctx.gameOffers.find((g) => g.key === key) ?? defaultGameOffer(ctx.gameOffers);
}

export function initialDraft(
  ctx: DraftContext,
  start: { gameOfferKey?: string; firstDrawNo?: number | null; day?: string | null; causeKey?: string | null } = {},
): PlayDraft {
  const offer =
    (start.gameOfferKey && ctx.gameOffers.find((g) => g.key === start.gameOfferKey)) ||
    defaultGameOffer(ctx.gameOffers);
  const numGames = offer ? defaultGameCount(ctx.gameTypeKey, offer) : 1;
  return {
    gameOfferKey: offer?.key ?? '',
    numGames,
    numDraws: offer?.multiDraw[0] ?? 1,
    games: offer ? resizeGames(ctx.gameTypeKey, offer, [], numGames) : [],
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
function withoutEmptyOptionalSets(ctx: DraftContext, offer: GameOffer, game: GameSelection): GameSelection {
  const next = { ...game };
  for (const s of offer.numberSets) {
    if (isOptionalSet(ctx.gameTypeKey, s) && (next[s.name] ?? []).every((n) => n === null)) delete next[s.name];
  }
  return next;
}

export function draftReducer(ctx: DraftContext) {
  return (state: PlayDraft, action: DraftAction): PlayDraft => {
    const offer = gameOfferOf(ctx, state.gameOfferKey);
    if (!offer) return state;
    switch (action.type) {
      case 'gameOffer': {
        const next = ctx.gameOffers.find((g) => g.key === action.key);
        if (!next || next.key === state.gameOfferKey) return state;
        const numGames = defaultGameCount(ctx.gameTypeKey, next);
        return {
          ...state,
          gameOfferKey: next.key,
          numGames,
          numDraws: next.multiDraw.includes(state.numDraws) ? state.numDraws : (next.multiDraw[0] ?? 1),
          games: resizeGames(ctx.gameTypeKey, next, state.games, numGames),
        };
      }
      case 'numGames':
        return {
          ...state,
          numGames: action.numGames,
          games: resizeGames(ctx.gameTypeKey, offer, state.games, action.numGames),
        };
      case 'numDraws':
        return { ...state, numDraws: action.numDraws };
      case 'toggle': {
        const set = offer.numberSets.find((s) => s.name === action.set);
        if (!set || action.n < set.min || action.n > set.max) return state;
        return updateGame(state, action.game, (g) => {
          const picks = g[set.name] ?? Array.from({ length: set.count }, () => null);
          return withoutEmptyOptionalSets(ctx, offer, { ...g, [set.name]: toggleNumber(picks, action.n) });
        });
      }
      case 'position': {
        const set = offer.numberSets.find((s) => s.name === action.set);
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
        return updateGame(state, action.game, () => withoutEmptyOptionalSets(ctx, offer, action.selection));
      case 'setGames':
        return { ...state, games: resizeGames(ctx.gameTypeKey, offer, action.games, state.numGames) };
      case 'clear':
        return updateGame(state, action.game, () => blankGame(ctx.gameTypeKey, offer));
      case 'clearAll':
        return { ...state, games: state.games.map(() => blankGame(ctx.gameTypeKey, offer)) };
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
  const gameOffer = gameOfferOf(ctx, draft.gameOfferKey);
  if (!gameOffer) return undefined;
  return {
    gameTypeKey: ctx.gameTypeKey,
    gameOffer,
    numGames: draft.numGames,
    numDraws: draft.numDraws,
    games: draft.games,
    day: draft.day,
    causeKey: draft.causeKey,
    syndicateEncodedId: draft.syndicateId,
  };
}
