import type { Cart, CartItem } from '@drawline/contracts';

/** A cart item as the API answers it, for tests; override what the test is about. */
export function cartItem(over: Partial<CartItem> = {}): CartItem {
  return {
    id: 'item-1',
    productType: 'lottery_ticket',
    analyticsProductType: 'lottery_ticket',
    productOfferKey: 'saturday_lotto',
    productOfferName: 'Saturday Lotto',
    productOfferUrl: 'saturday-lotto',
    productOfferLogoImage: '/pictures/logos/saturday_lotto.svg',
    lotteryKey: 'saturday_lotto',
    gameType: 'standard',
    gameOffer: 'standard',
    numGames: 2,
    numDraws: 1,
    quantity: 1,
    games: [{ Numbers: [3, 9, 14, 27, 33, 45] }, { Numbers: [1, 2, 3, 4, 5, 6] }],
    quickPick: false,
    entryCount: 2,
    day: null,
    causeKey: null,
    drawNo: 4521,
    drawDate: '2026-11-21T09:30:00.000Z',
    drawPrizePool: { amount: 500_000_000, currency: 'AUD' },
    drawEncodedIds: ['d1'],
    purchaseStatus: 'standard',
    scheduledPurchase: null,
    recurringPurchase: null,
    minimumJackpotAmount: null,
    unitPrice: { amount: 170, currency: 'AUD' },
    price: { amount: 170, currency: 'AUD' },
    amountSpent: null,
    limit: null,
    favourite: false,
    hasFavouriteNumbers: false,
    syndicateKey: null,
    syndicateName: null,
    syndicateEncodedId: null,
    numRaffleTickets: null,
    membershipProgram: null,
    membershipOffer: null,
    membershipOfferName: null,
    affiliateCode: null,
    ...over,
  };
}

const aud = (amount: number) => ({ amount, currency: 'AUD' as const });

export function cartOf(items: CartItem[], over: Partial<Cart> = {}): Cart {
  const subtotal = items.reduce((sum, i) => sum + i.price.amount, 0);
  return {
    cartReference: 'ref',
    cartItems: items,
    autoRemovedItems: [],
    cartSubtotal: aud(subtotal),
    cartTotal: aud(subtotal),
    preOrderTotal: aud(0),
    promotion: null,
    requiresUnattendedPaymentMethod: false,
    blockedReasons: {},
    showRegulation: true,
    ...over,
  };
}
