import type {
  AutoRemovedItem,
  Cart,
  CartItem,
  CartItemPurchaseStatus,
  DrawDay,
  GameOffer,
  GameTypeKey,
  Money,
  ProductType,
  SubscriptionFrequency,
} from '@drawline/contracts';
import type { SaleSyndicate, SaleTerms } from '../catalogue';
import { entryCountOf, hasFavouriteNumbers } from './cart-lines';
import type { CartItemRow, MembershipLine, PricedCart, PricedLine, RemovedLine } from './price-cart';

/** Products whose regulator's notice the cart page shows: commercial lotteries bought on the customer's behalf. */
const regulatedProducts: ReadonlySet<string> = new Set([
  'lottery_ticket',
  'multi_draw_ticket',
  'syndicate_share',
  'social_syndicate_share',
]);

interface ItemFacts {
  item: CartItemRow;
  terms: SaleTerms | undefined;
  gameOffer: GameOffer | undefined;
  syndicate: SaleSyndicate | null;
  drawDate: Date;
  drawPrizePool: Money | null;
  drawIds: string[];
  purchaseStatus: CartItemPurchaseStatus;
  unitPrice: Money;
}

function toCartItem(f: ItemFacts): CartItem {
  const { item, terms } = f;
  const productType = item.productType as ProductType;
  const isSyndicate = item.syndicateEncodedId !== null;
  return {
    id: item.id,
    productType,
    analyticsProductType: productType === 'lottery_ticket' && item.numDraws > 1 ? 'multi_draw_ticket' : productType,
    productOfferKey: item.productOfferKey,
    productOfferName: terms?.offer.name ?? item.productOfferKey,
    productOfferUrl: terms?.offer.url ?? item.productOfferKey,
    productOfferLogoImage: terms?.offer.logoImage ?? null,
    lotteryKey: item.lotteryKey,
    gameType: item.gameType as GameTypeKey,
    gameOffer: item.gameOffer,
    numGames: item.numGames,
    numDraws: item.numDraws,
    quantity: item.quantity,
    games: item.games,
    quickPick: item.quickPick,
    entryCount: terms && f.gameOffer ? entryCountOf(terms, item, f.gameOffer) : item.numGames,
    day: item.day as DrawDay | null,
    causeKey: item.causeKey,
    drawNo: f.syndicate?.draw.drawNo ?? item.drawNo,
    drawDate: f.drawDate.toISOString(),
    drawPrizePool: f.drawPrizePool,
    drawEncodedIds: f.drawIds,
    purchaseStatus: f.purchaseStatus,
    scheduledPurchase: f.purchaseStatus === 'pre_order' ? { type: 'pre_order' } : null,
    recurringPurchase:
      item.recurringType && terms?.offer.recurringPurchase
        ? {
            type: item.recurringType as NonNullable<CartItem['recurringPurchase']>['type'],
            enabled: item.recurringEnabled,
            availability: terms.offer.recurringPurchase.availability,
            ...(item.recurringFrequency && { frequency: item.recurringFrequency as SubscriptionFrequency }),
          }
        : null,
    minimumJackpotAmount:
      item.minimumJackpotAmount === null ? null : { amount: item.minimumJackpotAmount, currency: f.unitPrice.currency },
    unitPrice: f.unitPrice,
    price: { amount: f.unitPrice.amount * item.quantity, currency: f.unitPrice.currency },
    // The spend limits fill these (responsible gambling); until then nothing is known.
    amountSpent: null,
    limit: null,
    favourite: item.favourite,
    hasFavouriteNumbers: hasFavouriteNumbers(item.games),
    syndicateKey: isSyndicate ? item.gameOffer : null,
    syndicateName: f.syndicate?.name ?? null,
    syndicateEncodedId: item.syndicateEncodedId,
    numRaffleTickets: productType === 'raffle_ticket' ? item.numGames * item.quantity : null,
    // The membership line is answered by membershipItem.
    membershipProgram: null,
    membershipOffer: null,
    membershipOfferName: null,
    affiliateCode: item.affiliateCode,
  };
}

function lineItem(l: PricedLine): CartItem {
  return toCartItem({
    item: l.item,
    terms: l.terms,
    gameOffer: l.gameOffer,
    syndicate: l.syndicate,
    drawDate: l.draw.drawDate,
    drawPrizePool: l.draw.prizePool,
    drawIds: l.draws.map((d) => d.drawId),
    purchaseStatus: l.purchaseStatus,
    unitPrice: l.unitPrice,
  });
}

function removedItem(r: RemovedLine): AutoRemovedItem {
  return {
    ...toCartItem({
      item: r.item,
      terms: r.terms,
      gameOffer: r.gameOffer,
      syndicate: null,
      drawDate: r.item.drawDate,
      drawPrizePool: null,
      drawIds: [r.item.drawId],
      purchaseStatus: 'standard',
      unitPrice: r.unitPrice,
    }),
    removedReason: r.reason,
  };
}

/**
 * The premium membership line (decision 476): a monthly subscription with no draw, no numbers and
 * no regulator's notice, named by its program and offer; recurring by nature.
 */
function membershipItem(m: MembershipLine): CartItem {
  const { item } = m;
  return {
    id: item.id,
    productType: 'membership',
    analyticsProductType: 'membership',
    productOfferKey: m.offerKey,
    productOfferName: m.offerName,
    productOfferUrl: 'daily-winners/membership-tiers',
    productOfferLogoImage: null,
    lotteryKey: m.program,
    gameType: 'membership',
    gameOffer: m.offerKey,
    numGames: 1,
    numDraws: 1,
    quantity: 1,
    games: [],
    quickPick: false,
    entryCount: 1,
    day: null,
    causeKey: null,
    drawNo: null,
    drawDate: null,
    drawPrizePool: null,
    drawEncodedIds: [],
    purchaseStatus: 'standard',
    scheduledPurchase: null,
    recurringPurchase: { type: 'subscription', enabled: true, availability: 'always', frequency: 'monthly' },
    minimumJackpotAmount: null,
    unitPrice: m.price,
    price: m.price,
    amountSpent: null,
    limit: null,
    favourite: false,
    hasFavouriteNumbers: false,
    syndicateKey: null,
    syndicateName: null,
    syndicateEncodedId: null,
    numRaffleTickets: null,
    membershipProgram: m.program,
    membershipOffer: m.offerKey,
    membershipOfferName: m.offerName,
    affiliateCode: item.affiliateCode,
  };
}

/**
 * The Cart answer (2-shopping.md §3). `reference` is what the owner calls the cart by: the
 * anonymous token for an anonymous cart (only its holder ever gets this answer), the cart's id
 * for a customer's.
 */
export function toCartAnswer(priced: PricedCart, reference: string | null): Cart {
  const { voucher, promotion } = priced;
  return {
    cartReference: reference,
    cartItems: [...priced.lines.map(lineItem), ...(priced.membership ? [membershipItem(priced.membership)] : [])],
    autoRemovedItems: priced.removed.map(removedItem),
    cartSubtotal: priced.subtotal,
    cartTotal: priced.total,
    preOrderTotal: priced.preOrderTotal,
    promotion:
      voucher && promotion
        ? {
            promotionCode: voucher.code,
            voucherType: voucher.type,
            description: voucher.description,
            applied: promotion.applied,
            message: promotion.message,
            discount: promotion.discount,
            pendingCredit: promotion.pendingCredit,
            minimumSpend:
              voucher.minimumSpend > 0
                ? { amount: voucher.minimumSpend, currency: voucher.currency as Money['currency'] }
                : null,
            expiresAt: voucher.expiresAt?.toISOString() ?? null,
          }
        : null,
    // The membership's months are paid from the wallet, a card only topping it up (decision 475).
    requiresUnattendedPaymentMethod: priced.lines.some((l) => l.recurringOn),
    blockedReasons: priced.blockedReasons,
    showRegulation: priced.lines.some((l) => regulatedProducts.has(l.item.productType)),
  };
}
