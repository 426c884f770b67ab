import type { Cart } from '@drawline/contracts';
import { toCartAnswer } from './cart-answer';
import {
  type CartDeps,
  type CartOwner,
  customerIdOf,
  findOwnCart,
  isCustomer,
  referenceOf,
  touchCart,
} from './cart-store';
import { withLimitReasons } from './limit-reasons';
import { priceCart } from './price-cart';

/**
 * GET /cart/items and GET /anon-cart/{ref}: the cart priced now. A read changes nothing: items
 * that can no longer be bought already show under autoRemovedItems, and the next build takes
 * them out. An anonymous cart counts as used.
 */
export async function getCart(deps: CartDeps, owner: CartOwner): Promise<Cart> {
  const now = deps.clock.now();
  const cart = await findOwnCart(deps, deps.db, owner);
  if (cart && !isCustomer(owner)) await touchCart(deps.db, cart.id, now);
  const customerId = customerIdOf(owner);
  const priced = await withLimitReasons(
    deps.limits,
    await priceCart(deps.db, cart ?? null, { now, customerId, catalogue: deps.catalogue }),
    customerId,
  );
  return toCartAnswer(priced, referenceOf(owner, cart));
}
