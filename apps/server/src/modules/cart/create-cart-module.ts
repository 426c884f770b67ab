import type { AddCartItemRequest, UpdateCartItemRequest } from '@drawline/contracts';
import type { Tx } from '../../db/client';
import type { FirstPart, StatementPart } from '../../db/one-statement';
import { addCartItem } from './add-cart-item';
import { applyPromotion } from './apply-promotion';
import { buildCart } from './build-cart';
import type { CartChangeClaim } from './cart-change-keys';
import { type CartDeps, type CartOwner, deleteExpiredAnonymousCarts } from './cart-store';
import { convertAnonymousCart } from './convert-anonymous-cart';
import { createAnonymousCart } from './create-anonymous-cart';
import { getCart } from './get-cart';
import { cartPurchasedPart, markCartPurchased } from './mark-cart-purchased';
import { readCartForPurchase } from './read-cart-for-purchase';
import { recordRedemption } from './record-redemption';
import { removeCartItem } from './remove-cart-item';
import { removePromotion } from './remove-promotion';
import { updateCartItem } from './update-cart-item';

/**
 * The cart module (2-shopping.md §3 Cart, Cart item, Cart promotion): customer and anonymous
 * carts, their items checked and priced against the catalogue, promotions, and what the
 * checkout flow needs inside its transaction.
 */
export function createCartModule(deps: CartDeps) {
  return {
    getCart: (owner: CartOwner) => getCart(deps, owner),
    // A change runs once per claim (its Idempotency-Key, decision 331) when it has one.
    addCartItem: (owner: CartOwner, request: AddCartItemRequest, claim?: CartChangeClaim) =>
      addCartItem(deps, owner, request, claim),
    updateCartItem: (owner: CartOwner, itemId: string, change: UpdateCartItemRequest, claim?: CartChangeClaim) =>
      updateCartItem(deps, owner, itemId, change, claim),
    removeCartItem: (owner: CartOwner, itemId: string, claim?: CartChangeClaim) =>
      removeCartItem(deps, owner, itemId, claim),
    buildCart: (owner: CartOwner) => buildCart(deps, owner),
    applyPromotion: (owner: CartOwner, promotionCode: string, claim?: CartChangeClaim) =>
      applyPromotion(deps, owner, promotionCode, claim),
    removePromotion: (owner: CartOwner, claim?: CartChangeClaim) => removePromotion(deps, owner, claim),
    createAnonymousCart: () => createAnonymousCart(deps),
    convertAnonymousCart: (customerId: string, token: string) => convertAnonymousCart(deps, customerId, token),
    /** Clears anonymous carts unused for 14 days (a batch a call); creating a cart does it too. */
    deleteExpiredAnonymousCarts: () => deleteExpiredAnonymousCarts(deps.db, deps.clock.now()),

    // For the checkout flow (flows/checkout/place-order.ts), inside its transaction:
    /** The customer's active cart priced for purchase, its row locked; undefined when there is none. */
    readCartForPurchase: <P extends Record<string, StatementPart<unknown>>>(
      tx: Tx,
      customerId: string,
      along?: P,
      first?: FirstPart,
    ) => readCartForPurchase(deps, tx, customerId, along, first),
    /** The cart is bought: active to purchased, once. */
    markCartPurchased: (tx: Tx, purchase: { cartId: string; checkoutId: string }) =>
      markCartPurchased(deps, tx, purchase),
    /** markCartPurchased as a part of a flow's statement (docs/decisions/336). */
    cartPurchasedPart: (tx: Tx, purchase: { cartId: string; checkoutId: string }) =>
      cartPurchasedPart(deps, tx, purchase),
    /** The voucher is used by the customer in this checkout: once per customer. */
    recordRedemption: (tx: Tx, redemption: Parameters<typeof recordRedemption>[2]) =>
      recordRedemption(deps, tx, redemption),
  };
}
export type CartModule = ReturnType<typeof createCartModule>;
