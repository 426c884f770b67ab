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
import { type Executor, priceCart } from './price-cart';

/**
 * GET /cart/items and GET /anon-cart/{ref}: the cart priced now. A read changes nothing: items
 * that can no longer be bought already show under autoRemovedItems, and the next build takes
 * them out. An anonymous cart counts as used. The limits' blocked reasons are added by the
 * customer's cart read (queries/read-cart.ts, docs/decisions/327).
 */
export async function getCart(deps: CartDeps, owner: CartOwner, exec: Executor = deps.db): Promise<Cart> {
  const now = deps.clock.now();
  const cart = await findOwnCart(deps, exec, owner);
  if (cart && !isCustomer(owner)) await touchCart(exec, cart.id, now);
  const priced = await priceCart(exec, cart ?? null, {
    now,
    customerId: customerIdOf(owner),
    catalogue: deps.catalogue,
    engines: deps.engines,
  });
  return toCartAnswer(priced, referenceOf(owner, cart));
}
