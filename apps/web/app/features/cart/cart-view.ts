import {
  type AutoRemovedItem,
  type BlockedReasonActionType,
  blockedReasonActionType,
  type Cart,
  type CartItem,
  type CartPromotion,
  formatCount,
  heldUntilSalesOpen,
  isBlockingReason,
  isRecurringOn,
  type Money,
  shownSets,
  type VoucherType,
} from '@drawline/contracts';
import { entryCountNoun, gameOfferLabel, gameTypeLabel } from '../catalogue';

/**
 * What the cart pages and the pre-cart drawer show, worked out from the API's Cart on the server
 * (so the pages' scripts never carry the contracts' schemas, docs/decisions/049). Dates stay ISO
 * strings and amounts Money: the page formats them in the visitor's locale.
 */

export interface NumberSetView {
  name: string;
  numbers: number[];
}

export interface CartLineView {
  id: string;
  productOfferName: string;
  /** The offer's logo, small beside the line's title. */
  logoImage: string | null;
  /** The offer's play page, to go back and change the entry. */
  playPath: string;
  /** How it is played: "Systems · System 8", "Tickets", "Syndicates · Mega syndicate". */
  kind: string;
  /** One sentence: "18 games of Saturday Lotto for 1 draw", "3 tickets in draw 12 of Make a Smile". */
  summary: string;
  /** Further facts, one per line: draw day, cause, syndicate, recurring purchase. */
  details: string[];
  /** Null for a membership line (decision 476): a month of premium, no draw. */
  drawNo: number | null;
  numDraws: number;
  drawDate: string | null;
  /** Numbers per game, sets in the offer's order; empty for quick picks and games without numbers. */
  games: NumberSetView[][];
  quickPick: boolean;
  quantity: number;
  /** A syndicate share item is bought as a number of shares, so its quantity stays 1 (docs/decisions/110). */
  quantityFixed: boolean;
  unitPrice: Money;
  price: Money;
  preOrder: boolean;
  /**
   * A pre-order line the checkout holds when the recurring engine is on (the pre_order capability):
   * its tickets set aside and issued when sales open (contracts' heldUntilSalesOpen).
   */
  heldWhenPreOrdersAre: boolean;
  /** The line's recurring purchase when the customer may turn it on or off (availability optional). */
  recurringChoice: { type: 'autoplay' | 'subscription'; enabled: boolean } | null;
}

export interface RemovedLineView {
  id: string;
  productOfferName: string;
  summary: string;
  reason: string;
}

/** A blocked reason with what the page offers beside its message (2-shopping.md §4 action types). */
export interface CartNoticeView {
  id: string;
  message: string;
  actionType: BlockedReasonActionType;
  /** Every reason but a notice to close stops the purchase. */
  blocking: boolean;
}

export interface PromotionView {
  code: string;
  voucherType: VoucherType;
  description: string;
  applied: boolean;
  /** Why it does not apply now. */
  message: string | null;
  /** The amount off, when there is one. */
  discount: Money | null;
  /** A credit amount voucher: paid into the wallet after the purchase. */
  pendingCredit: Money | null;
}

export interface CartView {
  /** Items in the cart: the navigation's count badge. */
  count: number;
  lines: CartLineView[];
  removed: RemovedLineView[];
  notices: CartNoticeView[];
  subtotal: Money;
  total: Money;
  /** The part of the total for pre-orders; null when there are none. */
  preOrderTotal: Money | null;
  promotion: PromotionView | null;
  /** Items bought again by themselves need a stored payment method (cards come with deposits; decision 142). */
  requiresUnattendedPaymentMethod: boolean;
  /** Commercial lottery products are bought on the customer's behalf: the regulator's notice shows. */
  showRegulation: boolean;
  /** There is something to buy and nothing stops the purchase. */
  canCheckout: boolean;
}

const removedReasons: Record<AutoRemovedItem['removedReason'], string> = {
  draw_closed: 'Sales for its draw have closed.',
  sold_out: 'Its draw is sold out.',
  not_sold: 'It is no longer on sale.',
};

const draws = (n: number) => `${n} ${n === 1 ? 'draw' : 'draws'}`;
const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** One sentence that says what an item buys, in the words the play pages use. */
export function itemSummary(item: CartItem): string {
  if (item.productType === 'membership') return `1 month of ${item.productOfferName}, then monthly until you cancel`;
  const count = `${item.numGames} ${entryCountNoun(item.gameType, item.numGames, item.productType)}`;
  if (item.productType === 'raffle_ticket') {
    const when = item.numDraws > 1 ? `from draw ${item.drawNo}, for ${draws(item.numDraws)}` : `in draw ${item.drawNo}`;
    return `${count} ${when} of ${item.productOfferName}`;
  }
  return `${count} of ${item.productOfferName} for ${draws(item.numDraws)}`;
}

function itemKind(item: CartItem): string {
  if (item.productType === 'membership') return 'Membership · Monthly';
  const type = gameTypeLabel(item.gameType, item.productType);
  if (item.syndicateName) return `${type} · ${item.syndicateName}`;
  const offer = gameOfferLabel(item.gameOffer);
  return offer.toLowerCase() === type.toLowerCase() || item.gameOffer === item.gameType ? type : `${type} · ${offer}`;
}

function itemDetails(item: CartItem, causeNames: ReadonlyMap<string, string>): string[] {
  const out: string[] = [];
  if (item.entryCount > item.numGames && item.productType !== 'raffle_ticket' && item.gameType !== 'syndicate') {
    out.push(`${formatCount(item.entryCount)} entries in each draw`);
  }
  if (item.day) out.push(`Draw day: ${capitalised(item.day)}`);
  if (item.causeKey)
    out.push(`Supporting ${causeNames.get(item.causeKey) ?? capitalised(item.causeKey.replace(/_/g, ' '))}`);
  const recurring = item.recurringPurchase;
  if (item.productType === 'membership') {
    out.push('Paid each month from your wallet; cancel any time in your subscriptions');
  } else if (recurring && (recurring.enabled || recurring.availability === 'always')) {
    out.push(
      recurring.type === 'autoplay'
        ? 'Autoplay: bought again for every draw until you stop it'
        : 'Subscription: bought for every draw until you cancel',
    );
  }
  if (item.minimumJackpotAmount) out.push('Plays only when the jackpot reaches your minimum');
  return out;
}

/** The picked numbers by contracts' shownSets: each set low to high, Numbers first, blanks left out. */
function gamesOf(item: CartItem): NumberSetView[][] {
  if (item.quickPick) return [];
  return item.games.map((game) => shownSets(item.gameType, game));
}

export function toLineView(item: CartItem, causeNames: ReadonlyMap<string, string> = new Map()): CartLineView {
  return {
    id: item.id,
    productOfferName: item.productOfferName,
    logoImage: item.productOfferLogoImage,
    playPath: `/${item.productOfferUrl}`,
    kind: itemKind(item),
    summary: itemSummary(item),
    details: itemDetails(item, causeNames),
    drawNo: item.drawNo,
    numDraws: item.numDraws,
    drawDate: item.drawDate,
    games: gamesOf(item),
    quickPick: item.quickPick,
    quantity: item.quantity,
    quantityFixed: item.syndicateEncodedId !== null || item.productType === 'membership',
    unitPrice: item.unitPrice,
    price: item.price,
    preOrder: item.purchaseStatus === 'pre_order',
    heldWhenPreOrdersAre: heldUntilSalesOpen({
      purchaseStatus: item.purchaseStatus,
      drawCount: item.drawEncodedIds.length,
      gameType: item.gameType,
      recurs: isRecurringOn(
        item.gameType,
        item.recurringPurchase?.type ?? null,
        item.recurringPurchase?.enabled ?? false,
        item.recurringPurchase?.availability,
      ),
    }),
    recurringChoice: recurringChoiceOf(item),
  };
}

/** A recurring purchase the customer chooses (optional), not one the offer insists on or a subscription's game type. */
function recurringChoiceOf(item: CartItem): CartLineView['recurringChoice'] {
  const r = item.recurringPurchase;
  if (r?.availability !== 'optional' || item.gameType === 'deferred' || item.gameType === 'membership') return null;
  if (r.type !== 'autoplay' && r.type !== 'subscription') return null;
  return { type: r.type, enabled: r.enabled };
}

function promotionView(p: CartPromotion | null): PromotionView | null {
  if (!p) return null;
  return {
    code: p.promotionCode,
    voucherType: p.voucherType,
    description: p.description,
    applied: p.applied,
    message: p.message,
    discount: p.applied && p.discount.amount > 0 ? p.discount : null,
    pendingCredit: p.applied ? p.pendingCredit : null,
  };
}

/** Notices first that stop the purchase, in the order the cart gave them. */
export function noticesOf(blockedReasons: Cart['blockedReasons']): CartNoticeView[] {
  return Object.entries(blockedReasons).map(([id, message]) => ({
    id,
    message,
    actionType: blockedReasonActionType(id),
    blocking: isBlockingReason(id),
  }));
}

export function toCartView(cart: Cart, causeNames: ReadonlyMap<string, string> = new Map()): CartView {
  const notices = noticesOf(cart.blockedReasons);
  return {
    count: cart.cartItems.length,
    lines: cart.cartItems.map((item) => toLineView(item, causeNames)),
    removed: cart.autoRemovedItems.map((item) => ({
      id: item.id,
      productOfferName: item.productOfferName,
      summary: itemSummary(item),
      reason: removedReasons[item.removedReason],
    })),
    notices,
    subtotal: cart.cartSubtotal,
    total: cart.cartTotal,
    preOrderTotal: cart.preOrderTotal.amount > 0 ? cart.preOrderTotal : null,
    promotion: promotionView(cart.promotion),
    requiresUnattendedPaymentMethod: cart.requiresUnattendedPaymentMethod,
    showRegulation: cart.showRegulation,
    canCheckout: cart.cartItems.length > 0 && !notices.some((n) => n.blocking),
  };
}

/** The items of a cart, for the navigation's badge; none without a cart. */
export function cartCountOf(cart: Cart | null): number {
  return cart?.cartItems.length ?? 0;
}
