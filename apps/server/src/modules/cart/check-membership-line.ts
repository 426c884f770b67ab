import { MEMBERSHIP_PROGRAM, PREMIUM_MEMBERSHIP_OFFER, type ShopEngines } from '@drawline/contracts';
import { and, eq } from 'drizzle-orm';
import { cartItems } from './cart.tables';
import { type CartOwner, isCustomer } from './cart-store';
import { type CartItemDraft, type CheckedCartItem, refuse } from './check-cart-item';
import type { Executor } from './price-cart';

/** Whether a draft asks for the premium membership line (decision 476). */
export const isMembershipDraft = (draft: CartItemDraft): boolean =>
  draft.productOfferKey === PREMIUM_MEMBERSHIP_OFFER.key || draft.gameType === 'membership';

/** The stored membership line: no draw, one month of premium (the subscription's first). */
export type CheckedMembershipLine = Omit<CheckedCartItem, 'drawNo' | 'drawId' | 'drawDate'> & {
  drawNo: null;
  drawId: null;
  drawDate: null;
};

/**
 * The premium membership as a cart line (decision 476): sold while premium is (the recurring
 * engine on), to a signed-in customer, named by its offer and game type membership with nothing
 * else chosen (one month, no draw, numbers, day, cause, syndicate or recurring options: premium
 * is a monthly subscription by nature). Whether the customer may go premium (a member or a
 * depositor, eligible, not premium already) is judged at the purchase, in its transaction.
 */
export function checkMembershipLine(
  draft: CartItemDraft,
  owner: CartOwner,
  engines: Readonly<ShopEngines>,
): CheckedMembershipLine {
  const offer = PREMIUM_MEMBERSHIP_OFFER;
  if (!engines.recurringPurchases) refuse(['The premium tier is not sold in this shop.']);
  if (!isCustomer(owner)) refuse([`Sign in to add ${offer.name} to your cart.`]);
  if (draft.productOfferKey !== offer.key || draft.gameType !== 'membership' || draft.gameOffer !== offer.key) {
    refuse([`${offer.name} is added as product offer ${offer.key}, game type membership, game offer ${offer.key}.`]);
  }
  const chosen =
    draft.numGames !== 1 ||
    draft.numDraws !== 1 ||
    draft.quantity !== 1 ||
    draft.games.length > 0 ||
    draft.quickPick ||
    draft.drawNo !== null ||
    draft.day !== null ||
    draft.causeKey !== null ||
    draft.syndicateEncodedId !== null ||
    draft.socialSyndicateId !== null ||
    draft.recurringPurchase !== null ||
    draft.minimumJackpotAmount !== null ||
    draft.favourite;
  if (chosen) refuse([`${offer.name} is one monthly membership: there is nothing to choose.`]);
  return {
    productOfferKey: offer.key,
    productType: 'membership',
    lotteryKey: MEMBERSHIP_PROGRAM,
    gameType: 'membership',
    gameOffer: offer.key,
    numGames: 1,
    numDraws: 1,
    quantity: 1,
    games: [],
    quickPick: false,
    drawNo: null,
    drawId: null,
    drawDate: null,
    day: null,
    causeKey: null,
    syndicateEncodedId: null,
    socialSyndicateId: null,
    recurringType: 'subscription',
    recurringEnabled: true,
    recurringFrequency: 'monthly',
    minimumJackpotAmount: null,
    favourite: false,
    affiliateCode: draft.affiliateCode,
  };
}

/** A cart holds the membership once: adding it again is refused. */
export async function refuseSecondMembership(exec: Executor, cartId: string): Promise<void> {
  const [held] = await exec
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productType, 'membership')));
  if (held) refuse([`${PREMIUM_MEMBERSHIP_OFFER.name} is already in your cart.`]);
}
