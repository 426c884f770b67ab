import { defaultGameOffer, entryPrice, entryProblems, type ProductOffer } from '@drawline/contracts';
import { useState } from 'react';
import { itemFields } from '../cart';
import { addEntryToCart } from '../play';
import { isPurchasable, type RafflePageProps } from './raffle-draw';

/** The raffle's ticket bundles: the price list of its game offer (tickets by number). */
function bundleOffer(offer: ProductOffer) {
  const gameType = offer.gameTypes[0];
  const gameOffer = gameType ? defaultGameOffer(gameType.gameOffers) : undefined;
  return gameType && gameOffer ? { gameType, gameOffer } : undefined;
}

/**
 * The buy panel's choices (bundle, draws, cause), what they cost, what the add-to-cart form sends
 * and the check before the tickets go to the cart.
 */
export function useRaffleBuy({ offer, draw, causes, initialCauseKey }: RafflePageProps) {
  const bundles = bundleOffer(offer);
  const prices = bundles?.gameOffer.prices.filter((p) => p.numGames >= bundles.gameOffer.minGames) ?? [];
  const [numGames, setNumGames] = useState<number | null>(prices[0]?.numGames ?? null);
  const drawChoices = bundles?.gameOffer.multiDraw ?? [1];
  const [numDraws, setNumDraws] = useState<number>(drawChoices[0] ?? 1);
  const [causeKey, setCauseKey] = useState<string | null>(
    initialCauseKey ?? (causes.length === 1 ? causes[0]!.key : null),
  );
  const [problems, setProblems] = useState<string[]>([]);
  const status = draw?.purchaseStatus;
  const open = !!draw && !!status && isPurchasable(status) && !!bundles && prices.length > 0;
  const price = bundles && numGames !== null ? entryPrice(bundles.gameOffer, numGames, numDraws) : undefined;
  /** Every choice starts the check over: what it said is about the choices before. */
  const choose =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      setProblems([]);
      set(value);
    };

  /** The tickets may go to the cart (2-shopping.md §5); else the panel says why. */
  function check(): boolean {
    if (!draw || !bundles) return false;
    const found = entryProblems(
      {
        gameTypeKey: bundles.gameType.key,
        gameOffer: bundles.gameOffer,
        numGames: numGames ?? 0,
        numDraws,
        games: [],
        causeKey,
      },
      { selectableDays: [], causes: offer.causes },
    );
    if (draw.ticketsRemaining !== null && numGames !== null && numGames > draw.ticketsRemaining) {
      found.push(`Only ${draw.ticketsRemaining} tickets are left`);
    }
    if (found.length === 0 && price && numGames !== null) return true;
    setProblems(found.length ? found : ['Choose how many tickets you want']);
    return false;
  }

  // The bundle, draws and cause are the panel's own named controls; the rest goes hidden.
  const hidden =
    draw && bundles
      ? addEntryToCart(
          {
            productOfferKey: offer.key,
            gameType: bundles.gameType.key,
            gameOffer: bundles.gameOffer.key,
            numGames: numGames ?? 0,
            numDraws,
            games: [],
            day: null,
            causeKey,
            drawNo: draw.drawNo,
            syndicate: null,
          },
          {
            numbers: 'none',
            namedControls: [
              itemFields.numGames,
              ...(drawChoices.length > 1 ? [itemFields.numDraws] : []),
              ...(causes.length > 0 ? [itemFields.causeKey] : []),
            ],
          },
        )
      : {};

  return {
    status,
    open,
    prices,
    numGames,
    chooseNumGames: choose(setNumGames),
    drawChoices,
    numDraws,
    chooseNumDraws: choose(setNumDraws),
    causeKey,
    chooseCauseKey: choose(setCauseKey),
    price,
    problems,
    check,
    hidden,
  };
}

export type RaffleBuy = ReturnType<typeof useRaffleBuy>;
