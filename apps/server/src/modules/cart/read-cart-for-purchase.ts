import {
  type GameSelection,
  type GameTypeKey,
  isBlockingReason,
  type Money,
  type NumberSet,
  type ProductType,
  soldOutMessage,
  type VoucherType,
} from '@drawline/contracts';
import type { Tx } from '../../db/client';
import { bothInOrder, type FirstPart, type PartAnswers, type StatementPart } from '../../db/one-statement';
import { AppError } from '../../platform/app-error';
import type { SaleDraw } from '../catalogue';
import { activeCartIdOf, type CartDeps, findCustomerCart, lockCustomerCartAfter } from './cart-store';
import { type PricedCart, type PricedLine, priceCart, type RemovedLine, readPurchaseItems } from './price-cart';

/** One line of a cart as the checkout flow buys it, priced from the catalogue inside the flow's transaction. */
export interface PurchaseLine {
  itemId: string;
  productType: ProductType;
  productOfferKey: string;
  productOfferName: string;
  lotteryKey: string;
  gameType: GameTypeKey;
  gameOffer: string;
  /** The first draw of the entry. */
  drawId: string;
  drawNo: number;
  drawDate: Date;
  stopDate: Date;
  /** Every draw the entry covers that is scheduled now, first draw first (at most numDraws). */
  drawIds: string[];
  /** Those draws as read (and locked FOR KEY SHARE) in the purchase's transaction, in the same order. */
  draws: SaleDraw[];
  numGames: number;
  numDraws: number;
  quantity: number;
  /** The customer's numbers, one selection per game; empty for quick pick and games without numbers. */
  games: GameSelection[];
  /** Numbers to draw at purchase, for these number sets, numGames games per entry. */
  quickPick: boolean;
  numberSets: NumberSet[];
  entryCount: number;
  day: string | null;
  causeKey: string | null;
  syndicateEncodedId: string | null;
  /** A lotto party share's session: its shares are taken from the session, not from stock (decision 388). */
  socialSyndicateId: string | null;
  /** The affiliate the line was added through (2-shopping.md §9; decision 479); none on a scheduled purchase's. */
  affiliateCode?: string | null;
  purchaseStatus: 'standard' | 'pre_order';
  recurringPurchase: { type: string; enabled: boolean; frequency?: string | null } | null;
  minimumJackpotAmount: Money | null;
  /** Raffle tickets or syndicate shares the line takes from stock; null when the stock is unlimited. */
  stockUnits: number | null;
  /**
   * The line's stock was taken when it was pre-ordered (decision 556): its tickets are issued now
   * without taking it again, and its draw may read sold out (the pre-orders took the last ones).
   */
  stockReserved?: boolean;
  unitPrice: Money;
  lineTotal: Money;
  promotionDiscount: Money;
  amountDue: Money;
}

export interface PurchaseCart {
  cartId: string;
  /** The cart's reference (its id), for the receipt. */
  cartReference: string;
  customerId: string;
  currency: Money['currency'];
  lines: PurchaseLine[];
  /**
   * The premium membership line (decision 476): bought in the order as a line with no draw, its
   * subscription recorded and its first month paid by the order's journal.
   */
  membership?: { itemId: string; program: string; offerKey: string; offerName: string; price: Money } | null;
  /** Items that can no longer be bought (draw closed or sold out, or no longer sold). */
  unavailableItems: { itemId: string; reason: RemovedLine['reason']; message: string }[];
  subtotal: Money;
  discount: Money;
  total: Money;
  preOrderTotal: Money;
  /** The promotion that applies; a code on the cart that does not apply now is left out. */
  promotion: { promotionCode: string; voucherType: VoucherType; discount: Money; pendingCredit: Money | null } | null;
  blockedReasons: Record<string, string>;
}

function toLine(l: PricedLine): PurchaseLine {
  const { item } = l;
  const limited = !item.socialSyndicateId && (l.syndicate ? true : l.draw.ticketsRemaining !== null);
  return {
    itemId: item.id,
    productType: item.productType as ProductType,
    productOfferKey: item.productOfferKey,
    productOfferName: l.terms.offer.name,
    lotteryKey: item.lotteryKey,
    gameType: item.gameType as GameTypeKey,
    gameOffer: item.gameOffer,
    drawId: l.draw.drawId,
    drawNo: l.draw.drawNo,
    drawDate: l.draw.drawDate,
    stopDate: l.draw.stopDate,
    drawIds: l.draws.map((d) => d.drawId),
    draws: l.draws,
    numGames: item.numGames,
    numDraws: item.numDraws,
    quantity: item.quantity,
    games: item.games,
    quickPick: item.quickPick,
    numberSets: l.gameOffer.numberSets,
    affiliateCode: item.affiliateCode ?? null,
    entryCount: l.entryCount,
    day: item.day,
    causeKey: item.causeKey,
    syndicateEncodedId: item.syndicateEncodedId,
    socialSyndicateId: item.socialSyndicateId,
    purchaseStatus: l.purchaseStatus,
    recurringPurchase: item.recurringType
      ? { type: item.recurringType, enabled: l.recurringOn, frequency: item.recurringFrequency }
      : null,
    minimumJackpotAmount:
      item.minimumJackpotAmount === null ? null : { amount: item.minimumJackpotAmount, currency: l.price.currency },
    stockUnits: limited ? item.numGames * item.quantity : null,
    unitPrice: l.unitPrice,
    lineTotal: l.price,
    promotionDiscount: l.discount,
    amountDue: { amount: l.price.amount - l.discount.amount, currency: l.price.currency },
  };
}

function unavailableMessage(r: RemovedLine): string {
  const name = r.terms?.offer.name ?? r.item.productOfferKey;
  if (r.reason === 'sold_out') {
    const syndicate = r.terms?.syndicates.find((s) => s.syndicateEncodedId === r.item.syndicateEncodedId);
    return soldOutMessage({ drawNo: r.item.drawNo, offerName: name, syndicateName: syndicate?.name });
  }
  if (r.reason === 'draw_closed') return `Sales for ${name} draw ${r.item.drawNo} have closed.`;
  return `${name} is no longer sold as it is in your cart.`;
}

function toPurchaseCart(priced: PricedCart, customerId: string): PurchaseCart {
  const cart = priced.cart as NonNullable<PricedCart['cart']>;
  const { voucher, promotion } = priced;
  return {
    cartId: cart.id,
    cartReference: cart.id,
    customerId,
    currency: priced.currency,
    lines: priced.lines.map(toLine),
    membership: priced.membership
      ? {
          itemId: priced.membership.item.id,
          program: priced.membership.program,
          offerKey: priced.membership.offerKey,
          offerName: priced.membership.offerName,
          price: priced.membership.price,
        }
      : null,
    unavailableItems: priced.removed.map((r) => ({
      itemId: r.item.id,
      reason: r.reason,
      message: unavailableMessage(r),
    })),
    subtotal: priced.subtotal,
    discount: promotion?.applied ? promotion.discount : { amount: 0, currency: priced.currency },
    total: priced.total,
    preOrderTotal: priced.preOrderTotal,
    promotion:
      voucher && promotion?.applied
        ? {
            promotionCode: voucher.code,
            voucherType: voucher.type,
            discount: promotion.discount,
            pendingCredit: promotion.pendingCredit,
          }
        : null,
    blockedReasons: priced.blockedReasons,
  };
}

/**
 * For the checkout flow: the customer's active cart priced for purchase inside the flow's
 * transaction, its row locked so a second purchase of the same cart waits and then finds it
 * bought. Undefined when the customer has no active cart. Prices, draws, stock and the
 * promotion are read at this instant on the server's clock. `along`: the flow's parts sent with
 * the cart's reads, after the cart's lock (the limit row's lock, decision 513), answered in `along`.
 */
export async function readCartForPurchase<P extends Record<string, StatementPart<unknown>>>(
  deps: CartDeps,
  tx: Tx,
  customerId: string,
  along?: P,
  first?: FirstPart,
): Promise<(PurchaseCart & { along?: PartAnswers<P> }) | undefined> {
  const now = deps.clock.now();
  // The cart's lock and its reads in one round trip (decision 565): the reads name the cart by its
  // customer, so they are sent behind the lock without waiting for its answer; PostgreSQL runs them
  // in order, the reads with a snapshot taken once the lock is held.
  const locking = first
    ? lockCustomerCartAfter(tx, customerId, first)
    : findCustomerCart(tx, customerId, { lock: true });
  const reading = readPurchaseItems(tx, activeCartIdOf(tx, customerId), now, along);
  const [cart, read] = await bothInOrder(locking, reading);
  if (!cart) return undefined;
  const priced = await priceCart(tx, cart, {
    now,
    customerId,
    catalogue: deps.catalogue,
    engines: deps.engines,
    lockDraws: true,
    read,
  });
  return { ...toPurchaseCart(priced, customerId), along: read.along };
}

/**
 * Refuses a cart that cannot be bought as it is, with the customer's words: cart_empty; sold_out
 * when its first item that can no longer be bought sold out (as adding it would answer, decision
 * 330); else cart_blocked naming the first item whose draw has closed, or the first blocking
 * reason (not enough stock, an offer off sale…). The flow calls it before moving any money.
 */
export function assertCartPurchasable(cart: PurchaseCart | undefined): asserts cart is PurchaseCart {
  if (!cart || cart.lines.length + cart.unavailableItems.length + (cart.membership ? 1 : 0) === 0) {
    throw new AppError('cart_empty');
  }
  const blocking = Object.entries(cart.blockedReasons).filter(([id]) => isBlockingReason(id));
  const gone = cart.unavailableItems[0];
  if (gone?.reason === 'sold_out') {
    throw new AppError('sold_out', {
      message: gone.message,
      errors: [{ target: 'this', code: 'sold_out', message: gone.message }],
      result: { remaining: 0, blockedReasons: cart.blockedReasons, unavailableItems: cart.unavailableItems },
    });
  }
  const first = gone?.message ?? blocking[0]?.[1];
  if (first) {
    throw new AppError('cart_blocked', {
      message: first,
      result: { blockedReasons: cart.blockedReasons, unavailableItems: cart.unavailableItems },
    });
  }
}
