import type { Cart } from '@drawline/contracts';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import { cartItems } from './cart.tables';
import { type CartChangeClaim, changeCart } from './cart-change-keys';
import { type CartDeps, type CartOwner, findOwnCart, isItemId, touchCart } from './cart-store';
import { getCart } from './get-cart';

/** DELETE /cart/items/{id} and DELETE /anon-cart/{ref}/items/{itemId}: only the owner's item, else not found. */
export async function removeCartItem(
  deps: CartDeps,
  owner: CartOwner,
  itemId: string,
  claim?: CartChangeClaim,
): Promise<Cart> {
  return changeCart(
    deps,
    claim,
    async ({ db }) => {
      const cart = await findOwnCart(deps, db, owner);
      const removed =
        cart && isItemId(itemId)
          ? await db
              .delete(cartItems)
              .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id)))
              .returning({ id: cartItems.id })
          : [];
      if (!cart || !removed.length) throw new AppError('cart_item_not_found');
      await touchCart(db, cart.id, deps.clock.now());
    },
    ({ db }) => getCart(deps, owner, db),
  );
}
