import {
  aestWeekday,
  type Draw,
  entriesPerGame,
  entryPrice,
  entryProblems,
  type GameSelection,
  gameCountChoices,
  type NumberSet,
  type ProductOffer,
} from '@drawline/contracts';
import { useMemo, useReducer, useState } from 'react';
import { itemFields } from '../cart';
import { addEntryToCart, type PlayEntry } from './add-to-cart';
import {
  type DraftAction,
  type DraftContext,
  draftReducer,
  initialDraft,
  optionOf,
  type PlayDraft,
  type PlayOption,
  playOptions,
  toEntryDraft,
} from './draft';
import { lineFits } from './favourites';
import { syndicatesOf } from './play-choices';

/** What the play page's state starts from (the page's props that shape the entry). */
export interface PlayStateInput {
  offer: ProductOffer;
  gameTypes: ProductOffer['gameTypes'];
  initialGameOfferKey?: string;
  baseSets: readonly NumberSet[];
  favouriteLines: GameSelection[];
  causes: { key: string; name: string }[];
  firstDrawNo: number | null;
}

/**
 * The play page's entry as the customer builds it: the draft, what follows from it (price, draws,
 * syndicates, what the form sends) and the check before it goes to the cart. Null when the draft's
 * option is not one the page offers.
 */
export function usePlayState(input: PlayStateInput) {
  const { offer, baseSets } = input;
  const ctx: DraftContext = useMemo(() => ({ options: playOptions(input.gameTypes) }), [input.gameTypes]);
  const reducer = useMemo(() => draftReducer(ctx), [ctx]);
  const [draft, dispatch] = useReducer(reducer, undefined, () =>
    initialDraft(ctx, {
      gameOfferKey: input.initialGameOfferKey,
      firstDrawNo: input.firstDrawNo ?? offer.draws[0]?.drawNo ?? null,
      causeKey: input.causes.length === 1 ? input.causes[0]!.key : null,
    }),
  );
  const [openGame, setOpenGame] = useState<number | null>(0);
  const [problems, setProblems] = useState<string[]>([]);

  const option = optionOf(ctx, draft.optionId);
  if (!option) return null;
  const { gameOffer, gameTypeKey } = option;
  const choices = gameCountChoices(gameOffer);
  const syndicates = syndicatesOf(offer, gameTypeKey);
  const price = entryPrice(gameOffer, draft.numGames, draft.numDraws);
  // With a draw day chosen, the first draw is one on that day (the cart refuses any other).
  const drawChoices = draft.day
    ? offer.draws.filter((d) => aestWeekday(new Date(d.drawDate)) === draft.day)
    : offer.draws;
  const firstDraw = drawChoices.find((d) => d.drawNo === draft.firstDrawNo) ?? drawChoices[0];
  const showOptions = syndicates.length === 0 && ctx.options.length > 1;
  const showFirstDraw = drawChoices.length > 1 && syndicates.length === 0;

  /** Every change starts the check over: what it said is about the entry before. */
  const change = (action: DraftAction) => {
    setProblems([]);
    dispatch(action);
  };

  /** The entry may go to the cart (2-shopping.md §5); else the page says why and opens the first bad game. */
  function check(): boolean {
    const entry = toEntryDraft(ctx, draft);
    const rules = {
      selectableDays: offer.selectableDays,
      causes: offer.causes,
      syndicates: syndicates.length > 0 ? syndicates : undefined,
    };
    const found = entry ? entryProblems(entry, rules) : [];
    if (found.length === 0 && price) return true;
    setProblems(found.length ? found : ['Choose a number of games from the list']);
    const firstBad = draft.games.findIndex((_, i) => found.some((p) => p.startsWith(`Game ${i + 1} `)));
    if (firstBad >= 0) setOpenGame(firstBad);
    return false;
  }

  return {
    options: ctx.options,
    draft,
    option,
    gameOffer,
    gameTypeKey,
    hasNumbers: gameOffer.numberSets.length > 0,
    favourites: input.favouriteLines.filter((line) => lineFits(gameOffer, line)),
    perGame: entriesPerGame(gameTypeKey, gameOffer, baseSets),
    price,
    choices,
    syndicates,
    drawChoices,
    firstDraw,
    showOptions,
    showFirstDraw,
    openGame,
    setOpenGame,
    problems,
    change,
    check,
    hidden: cartFieldsOf({
      offer,
      option,
      draft,
      firstDraw,
      syndicates,
      showOptions,
      showFirstDraw,
      gameCounts: choices.length,
      causes: input.causes.length,
    }),
  };
}

export type PlayState = NonNullable<ReturnType<typeof usePlayState>>;

/** What the add-to-cart form sends besides the page's own controls, for the entry as chosen. */
function cartFieldsOf(a: {
  offer: ProductOffer;
  option: PlayOption;
  draft: PlayDraft;
  firstDraw: Draw | undefined;
  syndicates: readonly { syndicateEncodedId: string }[];
  showOptions: boolean;
  showFirstDraw: boolean;
  gameCounts: number;
  causes: number;
}) {
  const { offer, option, draft, firstDraw, syndicates } = a;
  const { gameOffer, gameTypeKey } = option;
  const matchedSyndicate = syndicates.find((x) => x.syndicateEncodedId === draft.syndicateId);
  const playEntry: PlayEntry = {
    productOfferKey: offer.key,
    gameType: gameTypeKey,
    gameOffer: gameOffer.key,
    numGames: draft.numGames,
    numDraws: draft.numDraws,
    games: draft.games,
    day: draft.day,
    causeKey: draft.causeKey,
    // A syndicate plays its own draw.
    drawNo: syndicates.length > 0 ? null : (firstDraw?.drawNo ?? null),
    syndicate: matchedSyndicate ? draft.syndicateId : null,
  };
  // Fields the page's own controls send, so the form does not send them twice.
  const namedControls = [
    ...(a.showOptions || syndicates.length > 0 ? [itemFields.option] : []),
    ...(a.gameCounts > 1 ? [itemFields.numGames] : []),
    ...(gameOffer.multiDraw.length > 1 ? [itemFields.numDraws] : []),
    ...(a.showFirstDraw ? [itemFields.drawNo] : []),
    ...(offer.selectableDays.length > 0 ? [itemFields.day] : []),
    ...(a.causes > 0 ? [itemFields.causeKey] : []),
  ];
  const hasNumbers = gameOffer.numberSets.length > 0;
  return (hydrated: boolean) =>
    addEntryToCart(playEntry, {
      // Numbers are picked by the page's script; a page without one buys a quick pick.
      numbers: !hasNumbers ? 'none' : hydrated ? 'picked' : 'quick-pick',
      namedControls,
    });
}
