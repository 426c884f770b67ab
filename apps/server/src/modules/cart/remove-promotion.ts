import type { Cart } from '@drawline/contracts';
import { eq } from 'drizzle-orm';
import { carts } from './cart.tables';
import { type CartChangeClaim, changeCart } from './cart-change-keys';
import { type CartDeps, type CartOwner, findOwnCart, touchCart } from './cart-store';
import { getCart } from './get-cart';

/** DELETE /cart/promotion (v3.3) and DELETE /anon-cart/{ref}/promotion: takes the code off; harmless when there is none. */
export async function removePromotion(deps: CartDeps, owner: CartOwner, claim?: CartChangeClaim): Promise<Cart> {
  return changeCart(
    deps,
    claim,
    async ({ db }) => {
      const cart = await findOwnCart(deps, db, owner);
      if (cart) {
        await db.update(carts).set({ promotionCode: null }).where(eq(carts.id, cart.id));
        await touchCart(db, cart.id, deps.clock.now());
      }
    },
    ({ db }) => getCart(deps, owner, db),
  );
}
