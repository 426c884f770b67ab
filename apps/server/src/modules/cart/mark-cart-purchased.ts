import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { inOneStatement, type StatementPart, writePart } from '../../db/one-statement';
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
  // Reading the part's answer refuses a cart bought meanwhile.
  await inOneStatement(tx, { cart: cartPurchasedPart(deps, tx, purchase) });
}

/**
 * markCartPurchased as a part of a flow's statement (docs/decisions/336): the same conditional
 * move; reading its answer refuses with conflict when the cart was bought meanwhile.
 */
export function cartPurchasedPart(
  deps: CartDeps,
  tx: Tx,
  purchase: { cartId: string; checkoutId: string },
): StatementPart<void> {
  assertCartTransition('active', 'purchased');
  const moved = writePart(
    'cart_purchased',
    tx
      .update(carts)
      .set({ status: 'purchased', checkoutId: purchase.checkoutId, lastUsedAt: deps.clock.now() })
      .where(and(eq(carts.id, purchase.cartId), eq(carts.status, 'active')))
      .returning({ id: carts.id }),
  );
  return {
    ...moved,
    read: (value) => {
      if (!moved.read(value)) throw new AppError('conflict', { message: 'This cart has already been bought.' });
    },
  };
}
