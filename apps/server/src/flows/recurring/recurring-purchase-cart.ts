import {
  baseNumberSets,
  entriesPerGame,
  entryPrice,
  type GameTypeKey,
  type Money,
  type ProductType,
} from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import type { CartModule, PurchaseCart, PurchaseLine } from '../../modules/cart';
import type { SaleDraw, SaleSyndicate, SaleTerms } from '../../modules/catalogue';
import { placementItemId, type RecurringLineInput, type RecurringRow } from '../../modules/recurring';
import { AppError } from '../../platform/app-error';

const notSold = (name: string) =>
  new AppError('cart_blocked', { message: `${name} is no longer sold as this recurring purchase buys it.` });

/**
 * One draw of a recurring purchase as the checkout buys a cart: a single line priced now from
 * the catalogue's sale terms read (and the draw locked FOR KEY SHARE) in the placement's
 * transaction, with no promotion. What cannot be sold so is refused with the checkout's codes.
 */
export function recurringPurchaseCart(
  row: RecurringRow,
  terms: SaleTerms,
  draw: SaleDraw,
  syndicate: SaleSyndicate | null,
): PurchaseCart {
  const name = terms.offer.name;
  if (terms.offer.availability !== 'available' || terms.offer.suspended) throw notSold(name);
  const gameOffer = terms.gameTypes
    .find((t) => t.key === row.gameType)
    ?.gameOffers.find((g) => g.key === row.gameOffer);
  if (!gameOffer) throw notSold(name);
  const unitPrice: Money | undefined = syndicate
    ? { amount: syndicate.sharePrice.amount * row.numGames, currency: syndicate.sharePrice.currency }
    : entryPrice(gameOffer, row.numGames, 1);
  if (!unitPrice) throw notSold(name);
  const quantity = row.quantity;
  const lineTotal = { amount: unitPrice.amount * quantity, currency: unitPrice.currency };
  const limited = syndicate ? true : draw.ticketsRemaining !== null;
  const zero = { amount: 0, currency: unitPrice.currency };
  const line: PurchaseLine = {
    itemId: placementItemId(row.id, draw.drawId),
    productType: row.productType as ProductType,
    productOfferKey: row.productOfferKey,
    productOfferName: name,
    lotteryKey: row.lotteryKey,
    gameType: row.gameType as GameTypeKey,
    gameOffer: row.gameOffer,
    drawId: draw.drawId,
    drawNo: draw.drawNo,
    drawDate: draw.drawDate,
    stopDate: draw.stopDate,
    drawIds: [draw.drawId],
    draws: [draw],
    numGames: row.numGames,
    numDraws: 1,
    quantity,
    games: row.quickPick ? [] : row.games,
    quickPick: row.quickPick || row.games.length === 0,
    numberSets: gameOffer.numberSets,
    entryCount:
      entriesPerGame(row.gameType, gameOffer, baseNumberSets(terms.gameTypes, gameOffer.numberSets)) * row.numGames,
    day: row.day,
    causeKey: row.causeKey,
    syndicateEncodedId: syndicate?.syndicateEncodedId ?? null,
    socialSyndicateId: null,
    purchaseStatus: draw.purchaseStatus === 'pre_order' ? 'pre_order' : 'standard',
    recurringPurchase: { type: row.kind, enabled: true },
    minimumJackpotAmount:
      row.minimumJackpotAmount === null ? null : { amount: row.minimumJackpotAmount, currency: unitPrice.currency },
    stockUnits: limited ? row.numGames * quantity : null,
    unitPrice,
    lineTotal,
    promotionDiscount: zero,
    amountDue: lineTotal,
  };
  return {
    cartId: line.itemId,
    cartReference: line.itemId,
    customerId: row.customerId,
    currency: unitPrice.currency,
    lines: [line],
    unavailableItems: [],
    subtotal: lineTotal,
    discount: zero,
    total: lineTotal,
    preOrderTotal: line.purchaseStatus === 'pre_order' ? lineTotal : zero,
    promotion: null,
    blockedReasons: {},
  };
}

/** A part of the checkout's one statement that writes nothing and reads nothing (docs/decisions/336). */
const closesNothing = { answer: sql`null`, read: () => undefined };

/**
 * The checkout's cart dependency for one placement: the purchase reads this line instead of the
 * customer's cart, and the customer's own cart is left as it is (nothing to close, no voucher),
 * whether the checkout closes the cart by a call or as a part of its one statement.
 */
export function placementCartModule(cart: CartModule, purchase: PurchaseCart): CartModule {
  return {
    ...cart,
    readCartForPurchase: async (_tx: unknown, customerId: string) =>
      customerId === purchase.customerId ? purchase : undefined,
    markCartPurchased: async () => undefined,
    recordRedemption: async () => undefined,
    ...('cartPurchasedPart' in cart ? { cartPurchasedPart: () => closesNothing } : {}),
  } as CartModule;
}

/**
 * The checkout hands its bought lines to recordRecurringPurchases as they are: a PurchaseLine is a
 * RecurringLineInput (the type check fails here if either drifts).
 */
export const checkoutLinesAreRecordable = (lines: readonly PurchaseLine[]): readonly RecurringLineInput[] => lines;
