import type { Cart } from '@drawline/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { cartItems } from './cart.tables';
import { toCartAnswer } from './cart-answer';
import { type CartDeps, type CartOwner, customerIdOf, findOwnCart, referenceOf, touchCart } from './cart-store';
import { priceCart } from './price-cart';

/**
 * POST /cart/build and POST /anon-cart/{ref}/build (2-shopping.md §3, §4): prices the cart
 * afresh, takes out the items whose draw has closed or sold out (or that are no longer sold)
 * and lists them once in autoRemovedItems, with the blocked reason auto_removed_items (close).
 * The limits' blocked reasons are added by the customer's cart read (queries/read-cart.ts).
 */
export async function buildCart(deps: CartDeps, owner: CartOwner): Promise<Cart> {
  const now = deps.clock.now();
  const cart = await findOwnCart(deps, deps.db, owner);
  const priced = await priceCart(deps.db, cart ?? null, {
    now,
    customerId: customerIdOf(owner),
    catalogue: deps.catalogue,
    engines: deps.engines,
  });
  if (cart) {
    if (priced.removed.length) {
      await deps.db.delete(cartItems).where(
        and(
          eq(cartItems.cartId, cart.id),
          inArray(
            cartItems.id,
            priced.removed.map((r) => r.item.id),
          ),
        ),
      );
    }
    await touchCart(deps.db, cart.id, now);
  }
  return toCartAnswer(priced, referenceOf(owner, cart));
}
