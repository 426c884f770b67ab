import type { Cart } from '@drawline/contracts';
import { and, eq, max, sql } from 'drizzle-orm';
import { cartItems, carts } from './cart.tables';
import { assertCartTransition, type CartStatus } from './cart-status';
import { type CartDeps, cartNotFound, findAnonymousCart, openCustomerCart, touchCart } from './cart-store';
import { getCart } from './get-cart';

/**
 * POST /anon-cart/{ref}/convert (2-shopping.md §4: on sign-in the anonymous cart is converted):
 * the anonymous cart's items join the end of the signed-in customer's cart, its promotion code
 * too when the customer's cart has none, and the anonymous cart is gone. The converted cart
 * stays as a marker until it expires, so converting again answers the customer's cart and
 * moves nothing; another customer, or an unknown token, gets cart_not_found.
 */
export async function convertAnonymousCart(deps: CartDeps, customerId: string, token: string): Promise<Cart> {
  const owner = { customerId };
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const anonymous = await findAnonymousCart(tx, token, now, { lock: true });
    if (!anonymous) throw cartNotFound();
    if (anonymous.status === 'converted') {
      const [into] = anonymous.convertedIntoCartId
        ? await tx.select().from(carts).where(eq(carts.id, anonymous.convertedIntoCartId))
        : [];
      if (into?.customerId !== customerId) throw cartNotFound();
      return;
    }
    assertCartTransition(anonymous.status as CartStatus, 'converted');
    const target = await openCustomerCart(deps, tx, customerId);
    const [held] = await tx
      .select({ last: max(cartItems.position) })
      .from(cartItems)
      .where(eq(cartItems.cartId, target.id));
    // Positions stay in the anonymous cart's order, after the customer's own items.
    await tx
      .update(cartItems)
      .set({ cartId: target.id, position: sql`${cartItems.position} + ${held?.last ?? 0}`, updatedAt: now })
      .where(eq(cartItems.cartId, anonymous.id));
    if (!target.promotionCode && anonymous.promotionCode) {
      await tx.update(carts).set({ promotionCode: anonymous.promotionCode }).where(eq(carts.id, target.id));
    }
    await tx
      .update(carts)
      .set({ status: 'converted', convertedIntoCartId: target.id, promotionCode: null, lastUsedAt: now })
      .where(and(eq(carts.id, anonymous.id), eq(carts.status, 'active')));
    await touchCart(tx, target.id, now);
  });
  return getCart(deps, owner);
}
