import type { Cart } from '@drawline/contracts';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import { carts } from './cart.tables';
import { type CartChangeClaim, changeCart } from './cart-change-keys';
import { type CartDeps, type CartOwner, customerIdOf, openOwnCart, touchCart } from './cart-store';
import { getCart } from './get-cart';
import { findVoucher, hasRedeemed, priceCart } from './price-cart';
import { normalisePromotionCode, promotionMessage, promotionProblem } from './promotion-rules';

function notAdded(message: string): AppError {
  return new AppError('promotion_not_added', {
    message,
    errors: [{ target: 'promotion_code', code: 'promotion_not_added', message }],
  });
}

/**
 * POST /cart/promotion (v3.3) and POST /anon-cart/{ref}/promotion (2-shopping.md §7, §8): the
 * code is added when the voucher exists, has not expired, the customer has not used it and the
 * cart reaches its minimum spend; otherwise promotion_not_added with the reason. A code added
 * replaces the one before. An anonymous cart is checked for once-per-customer when it is
 * converted and again at purchase.
 */
export async function applyPromotion(
  deps: CartDeps,
  owner: CartOwner,
  promotionCode: string,
  claim?: CartChangeClaim,
): Promise<Cart> {
  const now = deps.clock.now();
  const code = normalisePromotionCode(promotionCode);
  return changeCart(
    deps,
    claim,
    async ({ db, transaction }) => {
      const voucher = code ? await findVoucher(db, code) : undefined;
      if (!code || !voucher) throw notAdded(promotionMessage('unknown', undefined));
      await transaction(async (tx) => {
        const cart = await openOwnCart(deps, tx, owner);
        const customerId = customerIdOf(owner);
        const { subtotal } = await priceCart(
          tx,
          { ...cart, promotionCode: null },
          { now, customerId, catalogue: deps.catalogue, engines: deps.engines },
        );
        const problem = promotionProblem(voucher, {
          subtotal,
          now,
          alreadyRedeemed: await hasRedeemed(tx, code, customerId),
        });
        if (problem) throw notAdded(promotionMessage(problem, voucher));
        await tx.update(carts).set({ promotionCode: code }).where(eq(carts.id, cart.id));
        await touchCart(tx, cart.id, now);
      });
    },
    ({ db }) => getCart(deps, owner, db),
  );
}
