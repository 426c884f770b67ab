import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { carts } from './cart.tables';
import { assertCartTransition } from './cart-status';
import type { CartDeps } from './cart-store';

/**
 * For the checkout flow, in its transaction: the cart is bought. It keeps its items (the
 * receipt and a replay read them) and the customer's next item starts a new cart. Only an
 * active cart moves; a cart bought meanwhile is a conflict, so one cart is never bought twice.
 */
export async function markCartPurchased(
  deps: CartDeps,
  tx: Tx,
  purchase: { cartId: string; checkoutId: string },
): Promise<void> {
  assertCartTransition('active', 'purchased');
  const moved = await tx
    .update(carts)
    .set({ status: 'purchased', checkoutId: purchase.checkoutId, lastUsedAt: deps.clock.now() })
    .where(and(eq(carts.id, purchase.cartId), eq(carts.status, 'active')))
    .returning({ id: carts.id });
  if (!moved.length) throw new AppError('conflict', { message: 'This cart has already been bought.' });
}
