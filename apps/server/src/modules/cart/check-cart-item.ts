import {
  type AddCartItemRequest,
  type DrawDay,
  entryProblems,
  type GameOffer,
  type GameSelection,
  type GameTypeKey,
  isPurchasable,
  isRecurringOn,
  type recurringPurchaseTypes,
  type ShopEngines,
  type SubscriptionFrequency,
  soldOutMessage,
  type UpdateCartItemRequest,
  unbuiltEngineProblem,
} from '@drawline/contracts';
import { AppError } from '../../platform/app-error';
import type { SaleDraw, SaleTerms } from '../catalogue';
import { findGameOffer } from './cart-lines';
import type { CartItemRow } from './price-cart';

/** A cart item as the customer chose it, with the defaults filled in. */
export interface CartItemDraft {
  productOfferKey: string;
  gameType: GameTypeKey;
  gameOffer: string;
  numGames: number;
  numDraws: number;
  quantity: number;
  games: GameSelection[];
  quickPick: boolean;
  drawNo: number | null;
  day: DrawDay | null;
  causeKey: string | null;
  syndicateEncodedId: string | null;
  /** A lotto party share's session (decision 388). */
  socialSyndicateId: string | null;
  recurringPurchase: {
    type: (typeof recurringPurchaseTypes)[number];
    enabled: boolean;
    frequency?: SubscriptionFrequency;
  } | null;
  minimumJackpotAmount: number | null;
  favourite: boolean;
  affiliateCode: string | null;
}

export function draftOf(request: AddCartItemRequest): CartItemDraft {
  return {
    productOfferKey: request.productOfferKey,
    gameType: request.gameType,
    gameOffer: request.gameOffer,
    numGames: request.numGames,
    numDraws: request.numDraws ?? 1,
    quantity: request.quantity ?? 1,
    games: request.games ?? [],
    quickPick: request.quickPick ?? false,
    drawNo: request.drawNo ?? null,
    day: request.day ?? null,
    causeKey: request.causeKey ?? null,
    syndicateEncodedId: request.syndicateEncodedId ?? null,
    socialSyndicateId: request.socialSyndicateId ?? null,
    recurringPurchase: request.recurringPurchase ?? null,
    minimumJackpotAmount: request.minimumJackpotAmount?.amount ?? null,
    favourite: request.favourite ?? false,
    affiliateCode: request.affiliateCode ?? null,
  };
}

/** A stored item as a draft again, with a change laid over it (PUT /cart/items/{id}). */
export function draftOfItem(item: CartItemRow, change: UpdateCartItemRequest): CartItemDraft {
  const stored: CartItemDraft = {
    productOfferKey: item.productOfferKey,
    gameType: item.gameType as GameTypeKey,
    gameOffer: item.gameOffer,
    numGames: item.numGames,
    numDraws: item.numDraws,
    quantity: item.quantity,
    games: item.games,
    quickPick: item.quickPick,
    drawNo: item.drawNo,
    day: item.day as DrawDay | null,
    causeKey: item.causeKey,
    syndicateEncodedId: item.syndicateEncodedId,
    socialSyndicateId: item.socialSyndicateId,
    recurringPurchase: item.recurringType
      ? {
          type: item.recurringType as NonNullable<CartItemDraft['recurringPurchase']>['type'],
          enabled: item.recurringEnabled,
          ...(item.recurringFrequency && { frequency: item.recurringFrequency as SubscriptionFrequency }),
        }
      : null,
    minimumJackpotAmount: item.minimumJackpotAmount,
    favourite: item.favourite,
    affiliateCode: item.affiliateCode,
  };
  const { minimumJackpotAmount, ...rest } = change;
  const changed = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  return {
    ...stored,
    ...changed,
    ...(minimumJackpotAmount !== undefined && { minimumJackpotAmount: minimumJackpotAmount?.amount ?? null }),
  };
}

/** What is stored of a checked item: the choice, made canonical, and the facts of its draw when added. */
export interface CheckedCartItem {
  productOfferKey: string;
  productType: string;
  lotteryKey: string;
  gameType: string;
  gameOffer: string;
  numGames: number;
  numDraws: number;
  quantity: number;
  games: GameSelection[];
  quickPick: boolean;
  drawNo: number;
  drawId: string;
  drawDate: Date;
  day: string | null;
  causeKey: string | null;
  syndicateEncodedId: string | null;
  socialSyndicateId: string | null;
  recurringType: string | null;
  recurringEnabled: boolean;
  recurringFrequency: string | null;
  minimumJackpotAmount: number | null;
  favourite: boolean;
  affiliateCode: string | null;
}

/** Products a cart does not sell: memberships and lotto party shares have their own purchase. */
const notInCart = new Set(['membership', 'social_syndicate_share']);

export function refuse(problems: string[]): never {
  throw new AppError('cart_item_invalid', {
    message: problems[0],
    // 2-shopping.md §8: the storefront shows the first message under the errors' 'this' entry.
    errors: problems.map((message) => ({ target: 'this', code: 'cart_item_invalid', message })),
  });
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function drawProblem(name: string, draw: SaleDraw): string | null {
  if (!isPurchasable(draw.purchaseStatus) && draw.purchaseStatus !== 'sold_out') {
    return `Sales for draw ${draw.drawNo} of ${name} have closed.`;
  }
  return null;
}

/** Sold out is its own refusal, as at purchase (docs/decisions/330): 409 sold_out, its one message under 'this'. */
export function refuseSoldOut(message: string): never {
  throw new AppError('sold_out', {
    message,
    errors: [{ target: 'this', code: 'sold_out', message }],
    result: { remaining: 0 },
  });
}

type SaleOffer = SaleTerms['offer'];

const present = (problem: string | null | undefined): string[] => (problem ? [problem] : []);

/** The offer is one the cart sells, by an engine that is on, available now; answers its game offer. */
function checkOffer(
  draft: CartItemDraft,
  terms: SaleTerms | undefined,
  engines: Readonly<ShopEngines>,
): { terms: SaleTerms; offer: SaleOffer; gameOffer: GameOffer } {
  if (!terms) refuse([`${draft.productOfferKey} is not a product we sell.`]);
  const { offer } = terms;
  if (notInCart.has(offer.type)) refuse([`${offer.name} cannot be bought in the cart.`]);
  const unbuilt = unbuiltEngineProblem(
    {
      gameType: draft.gameType,
      recurring: Boolean(draft.recurringPurchase?.enabled) || offer.recurringPurchase?.availability === 'always',
    },
    engines,
  );
  if (unbuilt) refuse([unbuilt]);
  if (draft.gameType === 'lotto_party') refuse(['Lotto Party entries are bought in a Lotto Party session.']);
  if (offer.availability !== 'available' || offer.suspended) refuse([`${offer.name} cannot be bought at the moment.`]);
  const gameOffer = findGameOffer(terms, draft.gameType, draft.gameOffer);
  if (!gameOffer) refuse([`${offer.name} has no ${draft.gameType} game offer ${draft.gameOffer}.`]);
  return { terms, offer, gameOffer };
}

/** The draw an entry plays, whether it is sold out, and what is wrong with the choice of it. */
interface ChosenDraw {
  draw: SaleDraw | undefined;
  /** The sold-out message when the draw or syndicate asked for has nothing left. */
  soldOut: string | null;
  /** The syndicate's shares left, when a syndicate with some left was chosen. */
  sharesRemaining: number | null;
  problems: string[];
}

/** A syndicate share plays its syndicate's draw. */
function chooseSyndicateDraw(draft: CartItemDraft, terms: SaleTerms): ChosenDraw {
  const { offer } = terms;
  const chosen: ChosenDraw = { draw: undefined, soldOut: null, sharesRemaining: null, problems: [] };
  const syndicate = terms.syndicates.find((s) => s.syndicateEncodedId === draft.syndicateEncodedId);
  if (!draft.syndicateEncodedId) chosen.problems.push('Choose a syndicate');
  else if (!syndicate) chosen.problems.push(`That syndicate of ${offer.name} is not on sale.`);
  else {
    const draw = syndicate.draw;
    chosen.draw = draw;
    // Nothing left is sold out; fewer shares than asked stays the entry rules' problem.
    if (syndicate.sharesRemaining <= 0) {
      chosen.soldOut = soldOutMessage({ drawNo: draw.drawNo, syndicateName: syndicate.name });
    } else {
      chosen.sharesRemaining = syndicate.sharesRemaining;
    }
    if (draft.drawNo !== null && draft.drawNo !== draw.drawNo)
      chosen.problems.push(`That syndicate plays draw ${draw.drawNo}.`);
  }
  if (draft.quantity !== 1) chosen.problems.push('Choose the number of shares rather than a quantity.');
  return chosen;
}

/** Any other entry plays the draw asked for, or the next one on sale (on the chosen day). */
function chooseEntryDraw(draft: CartItemDraft, terms: SaleTerms): ChosenDraw {
  const { offer } = terms;
  const problems: string[] = [];
  if (draft.syndicateEncodedId) problems.push(`A ${draft.gameType} entry is not a syndicate share.`);
  const onDay = (d: SaleDraw) => !draft.day || d.weekday === draft.day;
  let draw: SaleDraw | undefined;
  if (draft.drawNo !== null) {
    draw = terms.draws.find((d) => d.drawNo === draft.drawNo);
    if (!draw) problems.push(`Draw ${draft.drawNo} of ${offer.name} is not on sale.`);
    else if (!onDay(draw))
      problems.push(`Draw ${draw.drawNo} of ${offer.name} is not on a ${capitalised(draft.day ?? '')}.`);
  } else {
    draw = terms.draws.find((d) => isPurchasable(d.purchaseStatus) && onDay(d));
    // The next draw sold out and none after it on sale: that is sold out too.
    const next = terms.draws.find((d) => d.purchaseStatus !== 'past_draw' && onDay(d));
    if (!draw && next?.purchaseStatus === 'sold_out') draw = next;
    if (!draw) problems.push(`${offer.name} has no draw on sale right now.`);
  }
  const soldOut =
    draw?.purchaseStatus === 'sold_out' ? soldOutMessage({ drawNo: draw.drawNo, offerName: offer.name }) : null;
  return { draw, soldOut, sharesRemaining: null, problems };
}

/** The numbers, day and cause against the shared entry rules (contracts' selection.ts). */
function selectionProblems(
  draft: CartItemDraft,
  offer: SaleOffer,
  gameOffer: GameOffer,
  sharesRemaining: number | null,
): string[] {
  const problems: string[] = [];
  const hasNumbers = gameOffer.numberSets.length > 0;
  if (!hasNumbers && draft.games.length > 0) problems.push('This game has no numbers to pick.');
  if (hasNumbers && draft.quickPick && draft.games.length > 0) {
    problems.push('Send either your numbers or quick pick, not both.');
  }
  if (offer.selectableDays.length === 0 && draft.day) problems.push(`${offer.name} has no draw day to choose.`);
  if (offer.causes.length === 0 && draft.causeKey) problems.push(`${offer.name} does not support a cause.`);
  problems.push(
    ...entryProblems(
      {
        gameTypeKey: draft.gameType,
        // Quick pick numbers are drawn at purchase, so there are none to check now.
        gameOffer: draft.quickPick ? { ...gameOffer, numberSets: [] } : gameOffer,
        numGames: draft.numGames,
        numDraws: draft.numDraws,
        games: draft.games,
        day: draft.day,
        causeKey: draft.causeKey,
        syndicateEncodedId: draft.syndicateEncodedId,
      },
      {
        selectableDays: offer.selectableDays,
        causes: offer.causes,
        syndicates:
          sharesRemaining !== null && draft.syndicateEncodedId
            ? [{ syndicateEncodedId: draft.syndicateEncodedId, sharesRemaining }]
            : undefined,
      },
    ),
  );
  return problems;
}

/** Fewer tickets left in the draw than the entry asks for (none left is sold out instead). */
function stockProblem(draft: CartItemDraft, draw: SaleDraw | undefined): string | null {
  if (!draw || draft.gameType === 'syndicate' || draw.ticketsRemaining === null) return null;
  const tickets = draft.numGames * draft.quantity;
  if (tickets <= draw.ticketsRemaining || draw.ticketsRemaining <= 0) return null;
  return `Only ${draw.ticketsRemaining} ${draw.ticketsRemaining === 1 ? 'ticket is' : 'tickets are'} left in draw ${draw.drawNo}.`;
}

/** How the item is bought again, as stored, and what is wrong with the recurring purchase asked for. */
function checkRecurring(
  draft: CartItemDraft,
  offer: SaleOffer,
  engines: Readonly<ShopEngines>,
): { recurringType: string | null; recurringEnabled: boolean; recurringFrequency: string | null; problems: string[] } {
  const problems: string[] = [];
  const recurring = offer.recurringPurchase;
  const asked = draft.recurringPurchase;
  if (asked?.enabled && (!recurring || recurring.availability === 'never')) {
    problems.push(`${offer.name} cannot be bought as ${asked.type === 'autoplay' ? 'an autoplay' : 'a subscription'}.`);
  } else if (asked?.enabled && recurring && asked.type !== recurring.type) {
    problems.push(`${offer.name} is bought again by ${recurring.type}, not ${asked.type}.`);
  }
  // Only an engine that can buy again may mark an item as one it will.
  const recurringType =
    recurring && recurring.availability !== 'never' && engines.recurringPurchases ? recurring.type : null;
  // A deferred game is a subscription by nature (the play page's /subscriptions).
  const recurringEnabled = Boolean(asked?.enabled) || (draft.gameType === 'deferred' && recurring !== null);
  const on = isRecurringOn(draft.gameType, recurringType, recurringEnabled, recurring?.availability);
  // 2-shopping.md §5: an autoplay is one draw at a time, with recurring purchase on.
  if (on && draft.numDraws !== 1) problems.push('An entry that is bought again by itself covers one draw at a time.');
  if (draft.minimumJackpotAmount !== null && !(on && recurringType === 'autoplay')) {
    problems.push('A minimum jackpot applies to autoplay entries only.');
  }
  // A frequency is a subscription's alone (decision 368); a subscription without one is monthly.
  const frequency = asked?.frequency ?? null;
  if (frequency !== null && !(on && recurringType === 'subscription')) {
    problems.push('A frequency applies to subscriptions only.');
  }
  const recurringFrequency = on && recurringType === 'subscription' ? (frequency ?? 'monthly') : null;
  return { recurringType, recurringEnabled, recurringFrequency, problems };
}

/**
 * Checks an entry against the catalogue's sale terms and the shared selection rules
 * (2-shopping.md §5): the offer is sold and available, the game offer exists, the draw is on
 * sale (on the chosen day), minGames, a price for the game count, the draw count, day, cause,
 * complete numbers in range (unless quick pick), stock, and the recurring purchase options.
 * Nothing an engine that is off would sell gets in (docs/decisions/303): no Lotto Party, no
 * subscription, nothing bought again for every draw.
 * Answers the item to store, or refuses with every problem found (cart_item_invalid); a draw or
 * syndicate with nothing left and no other problem is sold out (decision 330).
 */
export function checkCartItem(
  draft: CartItemDraft,
  terms: SaleTerms | undefined,
  engines: Readonly<ShopEngines>,
): CheckedCartItem {
  const { terms: sold, offer, gameOffer } = checkOffer(draft, terms, engines);
  const isSyndicate = draft.gameType === 'syndicate';
  const chosen = isSyndicate ? chooseSyndicateDraw(draft, sold) : chooseEntryDraw(draft, sold);
  const { draw, soldOut } = chosen;
  const recurring = checkRecurring(draft, offer, engines);
  // In this order: the first problem is the message the storefront shows.
  const problems = [
    ...chosen.problems,
    ...present(draw && drawProblem(offer.name, draw)),
    ...selectionProblems(draft, offer, gameOffer, chosen.sharesRemaining),
    ...present(stockProblem(draft, draw)),
    ...recurring.problems,
  ];
  if (soldOut && problems.length === 0) refuseSoldOut(soldOut);
  if (problems.length > 0 || !draw)
    refuse(
      problems.length ? [...(soldOut ? [soldOut] : []), ...problems] : [`${offer.name} has no draw on sale right now.`],
    );
  const hasNumbers = gameOffer.numberSets.length > 0;
  return {
    productOfferKey: offer.key,
    productType: offer.type,
    lotteryKey: offer.lotteryKey,
    gameType: draft.gameType,
    gameOffer: gameOffer.key,
    numGames: draft.numGames,
    numDraws: draft.numDraws,
    quantity: draft.quantity,
    games: hasNumbers && !draft.quickPick ? draft.games : [],
    quickPick: hasNumbers && draft.quickPick,
    drawNo: draw.drawNo,
    drawId: draw.drawId,
    drawDate: draw.drawDate,
    day: draft.day,
    causeKey: draft.causeKey,
    syndicateEncodedId: isSyndicate ? draft.syndicateEncodedId : null,
    socialSyndicateId: null,
    recurringType: recurring.recurringType,
    recurringEnabled: recurring.recurringEnabled,
    recurringFrequency: recurring.recurringFrequency,
    minimumJackpotAmount: draft.minimumJackpotAmount,
    favourite: draft.favourite,
    affiliateCode: draft.affiliateCode,
  };
}
